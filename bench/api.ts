// `npm run bench:api`: REST API throughput at a large catalog, in requests per second with 10
// concurrent keep-alive connections (the measure): the JSON listing's first page, a search,
// page 417 by number and the same depth by cursor, a product by id (one product asked again and again,
// and 1,000 products in turn), and a guest creating a cart with one line. Seeds BENCH_PRODUCTS (default
// 100000) products like bench:catalog, or reuses BENCH_PGLITE_DIR / BENCH_PG_DATABASE. Prints figures and
// the machine's load; asserts nothing.
import http from "node:http";
import { loadavg } from "node:os";
import { origin, run, startServer, measureOnEachDatabase } from "./bench-server";

const productCount = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 10;

type Request = { path: string; method?: "GET" | "POST"; body?: string };

/**
 * Keeps `connections` requests in flight on kept-alive sockets for `seconds` (after one second of
 * warm-up) and answers the completed requests per second; any status but 2xx counts as a failure.
 */
async function requestsPerSecond(
  next: (n: number) => Request,
): Promise<{ perSecond: number; failed: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let counted = 0;
  let failed = 0;
  let counting = false;
  let stopAt = Date.now() + 1000 + seconds * 1000;
  setTimeout(() => {
    counting = true;
  }, 1000);
  let issued = 0;
  const one = (request: Request) =>
    new Promise<number>((resolve, reject) => {
      const sent = http.request(
        `${origin}${request.path}`,
        {
          agent,
          method: request.method ?? "GET",
          headers: request.body ? { "content-type": "application/json", origin } : {},
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        },
      );
      sent.on("error", reject);
      sent.end(request.body);
    });
  const worker = async () => {
    while (Date.now() < stopAt) {
      const status = await one(next(issued++));
      if (!counting) continue;
      counted += 1;
      if (status < 200 || status >= 300) failed += 1;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, worker));
  stopAt = 0;
  agent.destroy();
  return { perSecond: counted / ((Date.now() - started - 1000) / 1000), failed };
}

async function measure(label: string, env: NodeJS.ProcessEnv, { seed }: { seed: boolean }) {
  if (seed) {
    console.log(`\n== ${label}: seeding ${productCount.toLocaleString("en")} products ==`);
    run("npx", ["tsx", "scripts/db-seed.ts", "--products", String(productCount)], env);
  } else {
    console.log(`\n== ${label}: reusing the kept catalog ==`);
    run("npx", ["tsx", "scripts/db-migrate.ts"], env);
  }
  const server = await startServer(env);
  try {
    const listing = async (query: string) =>
      (await (await fetch(`${origin}/api/v1/products?${query}`)).json()) as {
        rows: { id: string; moq: number; stockQuantity: number }[];
        nextCursor: string | null;
      };
    // Page 416's nextCursor starts page 417: the same rows by keyset.
    const cursorAt417 = (await listing("page=416")).nextCursor;
    const ids: string[] = [];
    for (let page = 1; ids.length < 1000; page += 1)
      ids.push(...(await listing(`page=${page}`)).rows.map((row) => row.id));
    const inStock = (await listing("availability=in_stock&page=2")).rows.filter(
      (row) => row.stockQuantity >= row.moq * 1000,
    );
    if (!cursorAt417 || inStock.length === 0) throw new Error("the catalog is too small for this bench");
    const scenarios: [string, (n: number) => Request][] = [
      ["JSON listing, first page", () => ({ path: "/api/v1/products" })],
      ["JSON search", () => ({ path: "/api/v1/search?q=kente%20cloth" })],
      ["JSON listing, page 417", () => ({ path: "/api/v1/products?page=417" })],
      ["JSON listing, cursor at page 417", () => ({ path: `/api/v1/products?cursor=${cursorAt417}` })],
      ["product by id (one product)", () => ({ path: `/api/v1/products/${ids[0]}` })],
      ["product by id (1,000 in turn)", (n) => ({ path: `/api/v1/products/${ids[n % ids.length]}` })],
      [
        "create cart + add",
        (n) => {
          const product = inStock[n % inStock.length]!;
          return {
            path: "/api/v1/cart/items",
            method: "POST",
            body: JSON.stringify({ productId: product.id, quantity: product.moq }),
          };
        },
      ],
    ];
    console.log(
      `${"operation".padEnd(34)} ${"req/s".padStart(8)}  failed  (${connections} connections, ${seconds} s)`,
    );
    for (const [name, next] of scenarios) {
      const { perSecond, failed } = await requestsPerSecond(next);
      console.log(`${name.padEnd(34)} ${perSecond.toFixed(0).padStart(8)}  ${String(failed).padStart(6)}`);
    }
    console.log(
      `load average: ${loadavg()
        .map((load) => load.toFixed(2))
        .join(" ")}`,
    );
  } finally {
    await server.stop();
  }
}

async function main() {
  run("npm", ["run", "--silent", "build"], {});
  await measureOnEachDatabase(measure);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

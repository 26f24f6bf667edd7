// `npm run bench:catalog`: storefront speed at a large catalog (issue: p95 server time ≤ 50 ms for
// the market days list and a market day of 5,000 products, and
// /products, a filtered page, a search and a product page; product page JS ≤ 150 KB gzip).
// Seeds BENCH_PRODUCTS (default 100000) products into a fresh PGlite data dir, and into PostgreSQL
// when BENCH_DATABASE_URL is set, starts the built server on each, and prints figures. It asserts
// nothing: budgets are read by people, not enforced by a timer.
// BENCH_PGLITE_DIR=<dir> keeps the PGlite catalog there and reuses it on the next run (no re-seed);
// BENCH_PG_DATABASE=<name> does the same with a PostgreSQL database of that name.
// Then, on the same server: SSR throughput (10 keep-alive connections for BENCH_SECONDS, default 10),
// the server's resident memory idle and at its peak under that load, and the HTML weight of three pages.
// `--quick` (npm run bench:catalog -- --quick) tries it all at small scale: 2,000 products, 50
// samples, 3 s of load (BENCH_PRODUCTS, BENCH_SAMPLES and BENCH_SECONDS still win).
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import { loadavg } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { origin, percentile, residentMb, run, startServer, measureOnEachDatabase } from "./bench-server";
import { htmlWeight, throughput, watchPeakMemory } from "./server-load";

const quick = process.argv.includes("--quick");
const productCount = Number(process.env.BENCH_PRODUCTS ?? (quick ? 2_000 : 100_000));
const samples = Number(process.env.BENCH_SAMPLES ?? (quick ? 50 : 200));
const loadSeconds = Number(process.env.BENCH_SECONDS ?? (quick ? 3 : 10));
const connections = 10;
const memoryBudgetMb = 250;

/**
 * Time to the last byte of one page, asked for the way a browser asks (brotli or gzip). The body is
 * not decompressed: that is the browser's work, and on this shared machine it would be counted
 * as the server's.
 */
function timeOneRequest(pathname: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${pathname}`, { headers: { "accept-encoding": "gzip, deflate, br" } }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }),
        );
      })
      .on("error", reject);
  });
}

async function timeRequests(pathname: string): Promise<{ p50: number; p95: number; status: number }> {
  let status = 0;
  for (let i = 0; i < 20; i += 1) await timeOneRequest(pathname); // warm caches and JIT
  const durations: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const timed = await timeOneRequest(pathname);
    durations.push(timed.ms);
    status = timed.status;
  }
  return { p50: percentile(durations, 50), p95: percentile(durations, 95), status };
}

async function measure(label: string, env: NodeJS.ProcessEnv, { seed }: { seed: boolean }) {
  if (seed) {
    console.log(`\n== ${label}: seeding ${productCount.toLocaleString("en")} products ==`);
    const seedStarted = performance.now();
    run("npx", ["tsx", "scripts/db-seed.ts", "--products", String(productCount)], env);
    console.log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
  } else {
    console.log(`\n== ${label}: reusing the kept catalog ==`);
    run("npx", ["tsx", "scripts/db-migrate.ts"], env);
  }
  const server = await startServer(env);
  try {
    const list = (await (await fetch(`${origin}/api/v1/products?page=50`)).json()) as {
      rows: { id: string }[];
    };
    const productId = list.rows[0]?.id;
    const scenarios: [string, string][] = [
      ["/products (first page)", "/products"],
      [
        "/products filtered",
        "/products?category=fashion&minPrice=5000&maxPrice=500000&availability=in_stock&verified=true",
      ],
      ["search", "/search?q=kente%20cloth"],
      ["product page", `/products/${productId}`],
      ["/market-days", "/market-days"],
      ["/active-market (5,000 products)", "/active-market/mkd_bench_scale"],
      [
        "/active-market filtered, sorted",
        "/active-market/mkd_bench_scale?category=fashion&sort=price-asc&page=3",
      ],
    ];
    console.log(
      `${"page".padEnd(28)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}  status  (budget p95 ≤ 50 ms)`,
    );
    for (const [name, pathname] of scenarios) {
      const { p50, p95, status } = await timeRequests(pathname);
      console.log(
        `${name.padEnd(28)} ${p50.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}  ${status}`,
      );
    }
    await printWeights(productId);
    await printThroughput(server.pid, productId);
  } finally {
    await server.stop();
  }
}

/** Raw HTML size and element count of three pages, against their budgets. */
async function printWeights(productId: string | undefined) {
  const pages: [name: string, pathname: string, budget: { kb?: number; elements?: number }][] = [
    ["home", "/", { elements: 1_000 }],
    ["/products", "/products", {}],
    ["product page", `/products/${productId}`, { kb: 60 }],
  ];
  console.log(`\n${"page".padEnd(28)} ${"HTML KB".padStart(8)} ${"elements".padStart(9)}  budget`);
  for (const [name, pathname, budget] of pages) {
    const { bytes, elements } = await htmlWeight(pathname);
    const kb = bytes / 1024;
    const over = (budget.kb !== undefined && kb > budget.kb) || (budget.elements ?? Infinity) < elements;
    const said = [budget.kb && `≤ ${budget.kb} KB`, budget.elements && `≤ ${budget.elements} elements`]
      .filter(Boolean)
      .join(", ");
    console.log(
      `${name.padEnd(28)} ${kb.toFixed(1).padStart(8)} ${String(elements).padStart(9)}  ${said}${over ? "  over budget" : ""}`,
    );
  }
}

/**
 * Requests per second each page is rendered at under ten keep-alive connections, and the server's
 * memory: idle before the load, and the peak while it lasts (budget on PostgreSQL ≤ 250 MB).
 */
async function printThroughput(pid: number, productId: string | undefined) {
  const pages: [name: string, pathname: string, budget: number][] = [
    ["/products", "/products", 80],
    ["product page", `/products/${productId}`, 80],
    ["search", "/search?q=kente%20cloth", 80],
    ["home", "/", 60],
  ];
  const idle = residentMb(pid);
  const memory = watchPeakMemory(pid);
  console.log(
    `\n${"SSR throughput".padEnd(28)} ${"req/s".padStart(8)} ${"CPU ms/req".padStart(11)}  failed  budget (${connections} connections, ${loadSeconds} s; load average ${loadavg()[0]!.toFixed(1)})`,
  );
  for (const [name, pathname, budget] of pages) {
    const { perSecond, failed, cpuMsPerRequest } = await throughput(pathname, {
      connections,
      seconds: loadSeconds,
      serverPid: pid,
    });
    console.log(
      `${name.padEnd(28)} ${perSecond.toFixed(1).padStart(8)} ${cpuMsPerRequest.toFixed(2).padStart(11)}  ${String(failed).padStart(6)}  ≥ ${budget}${perSecond < budget ? "  under budget" : ""}`,
    );
  }
  const peak = memory.stop();
  console.log(
    `server memory (RSS): before this load (after the timings above) ${idle.toFixed(0)} MB, peak under load ${peak.toFixed(0)} MB (budget on PostgreSQL ≤ ${memoryBudgetMb} MB)`,
  );
}

/**
 * Gzipped size of every script a product page loads: the client entry, root and the product route with their
 * imports.
 */
function productPageScriptBytes(): number {
  const assets = "build/client/assets";
  const manifestFile = readdirSync(assets).find((file) => /^manifest-.*\.js$/.test(file));
  if (!manifestFile) throw new Error("no React Router manifest in build/client/assets");
  const source = readFileSync(path.join(assets, manifestFile), "utf8");
  type ModuleInfo = { module: string; imports?: string[] };
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as {
    entry: ModuleInfo;
    routes: Record<string, ModuleInfo>;
  };
  const pageModules = [
    manifest.entry,
    manifest.routes["root"],
    manifest.routes["routes/storefront/product"],
  ].filter((info): info is ModuleInfo => Boolean(info));
  const files = new Set(pageModules.flatMap((info) => [info.module, ...(info.imports ?? [])]));
  return [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join("build/client", file))).length,
    0,
  );
}

async function main() {
  run("npm", ["run", "--silent", "build"], {});
  console.log(
    `product page JavaScript: ${(productPageScriptBytes() / 1024).toFixed(1)} KB gzip (budget ≤ 150 KB)`,
  );

  await measureOnEachDatabase(measure);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

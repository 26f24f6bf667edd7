// `npm run bench:commerce`: add-to-cart and place-order server time (budget: placing an order
// p95 ≤ 150 ms, excluding the payment provider). Seeds BENCH_PRODUCTS (default 10000) products into
// a fresh PGlite dir, and into PostgreSQL when BENCH_DATABASE_URL is set, starts the built server,
// and has BENCH_SAMPLES (default 200) guests each add a product and place a bank-transfer order
// through the REST API. Prints figures; asserts nothing.
import { apiCall, guestShipping } from "../tests/http-client";
import { origin, percentile, run, startServer, withPgliteDir, withPostgresDatabase } from "./bench-server";

const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 200);

const shipping = guestShipping("bench@example.com");

async function call(path: string, method: string, body: unknown, cookie?: string | null) {
  const answer = await apiCall(origin, path, { method, body, cookie });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer;
}

async function measure(label: string, env: NodeJS.ProcessEnv) {
  console.log(`\n== ${label}: seeding ${productCount.toLocaleString("en")} products ==`);
  run("npx", ["tsx", "scripts/db-seed.ts", "--products", String(productCount)], env);
  const server = await startServer(env);
  try {
    const list = (await (await fetch(`${origin}/api/v1/products?inStock=1&page=2`)).json()) as {
      rows: { id: string; moq: number; stockQuantity: number }[];
    };
    const products = list.rows.filter((product) => product.stockQuantity >= product.moq * 30);
    if (products.length === 0) throw new Error("no product with enough stock to order");
    const adds: number[] = [];
    const placements: number[] = [];
    for (let i = 0; i < samples + 10; i += 1) {
      const product = products[i % products.length]!;
      const added = await call("/api/v1/cart/items", "POST", {
        productId: product.id,
        quantity: product.moq,
      });
      const { cookie } = added;
      await call("/api/v1/checkout/shipping", "PUT", shipping, cookie);
      await call("/api/v1/checkout/payment", "PUT", { paymentMethod: "bank_transfer" }, cookie);
      // The total priced for the address given (its country's VAT), as a client reviews it.
      const { json: review } = await call("/api/v1/cart", "GET", undefined, cookie);
      const reviewed = (review as { cart: { pricing: { total: number } } }).cart.pricing.total;
      const placed = await call("/api/v1/orders", "POST", { expectedTotal: reviewed }, cookie);
      // The first 10 warm caches and JIT.
      if (i >= 10) {
        adds.push(added.ms);
        placements.push(placed.ms);
      }
    }
    console.log(
      `${"call".padEnd(28)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}  (budget p95 ≤ 150 ms)`,
    );
    for (const [name, values] of [
      ["add to cart (guest, new cart)", adds],
      ["place order (bank transfer)", placements],
    ] as const) {
      console.log(
        `${name.padEnd(28)} ${percentile(values, 50).toFixed(1).padStart(8)} ${percentile(values, 95).toFixed(1).padStart(8)}`,
      );
    }
  } finally {
    await server.stop();
  }
}

async function main() {
  run("npm", ["run", "--silent", "build"], {});
  await withPgliteDir((env) => measure("PGlite", env));
  await withPostgresDatabase((env) => measure("PostgreSQL", env));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

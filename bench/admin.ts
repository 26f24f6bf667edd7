// `npm run bench:admin`: server time of the back office's pages at scale (budget: p95 ≤ 150 ms), signed
// in as the demo admin through /admin/login: the dashboard (its figures kept for a minute, and read
// fresh: a custom period never asked before, of 30 days and of a year), the orders (first page, a page
// deep down, the bank transfers to confirm), the products (first page, a search), users, the
// activity log, the support inbox (first page, a search by words and one by address, a page deep
// down), the home page's content, the content pages (first page, a search, page 10 of the list) and
// the media library, every other list page of the back office, and the admin's notification centre
// (all, unread, a category the admin has none of). Seeds BENCH_PRODUCTS (default
// 100000) products, as many orders over the last twelve months and as many support tickets, and a
// few hundred content pages (scripts/db-seed.ts), into a fresh PGlite dir, and into PostgreSQL when
// BENCH_DATABASE_URL is set; starts the built server; times each page to its last byte. Prints
// figures; asserts nothing. `--quick`: 2,000 products, orders and tickets, 20 samples.
// BENCH_PGLITE_DIR / BENCH_PG_DATABASE keep a database between runs, as for the other benchmarks;
// `--no-build` uses the build that is there.
import http from "node:http";
import { demoPassword } from "#demo/demo-accounts";
import { adminLoginPath } from "#common/paths";
import { measureOnEachDatabase, origin, percentile, run, startServer } from "./bench-server";

const quick = process.argv.includes("--quick");
const productCount = Number(process.env.BENCH_PRODUCTS ?? (quick ? 2_000 : 100_000));
const samples = Number(process.env.BENCH_SAMPLES ?? (quick ? 20 : 50));
const budgetMs = 150;
const dayMs = 86_400_000;

/** The demo admin's session cookie, from a sign-in through the back office's own page. */
async function signInAsAdmin(): Promise<string> {
  const response = await fetch(`${origin}${adminLoginPath}`, {
    method: "POST",
    body: new URLSearchParams({ email: "admin@shopafricanbrands.com", password: demoPassword, redirect: "" }),
    redirect: "manual",
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("sab.session_token="));
  if (response.status !== 302 || !session) throw new Error(`admin sign-in answered ${response.status}`);
  return session.split(";")[0]!;
}

/** Time to the last byte of one page, compressed as a browser asks for it, with the admin's cookie. */
function timeOneRequest(pathname: string, cookie: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(
        `${origin}${pathname}`,
        { headers: { cookie, "accept-encoding": "gzip, deflate, br" } },
        (response) => {
          response.resume();
          response.on("end", () =>
            resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }),
          );
        },
      )
      .on("error", reject);
  });
}

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * A custom period never asked for before (each round ends a day earlier), so the dashboard reads its
 * figures from the database instead of the minute-long cache.
 */
function freshPeriod(days: number) {
  return (round: number) => {
    const last = Date.now() - (round + 1) * dayMs;
    return `/admin/dashboard?period=custom&from=${utcDay(last - (days - 1) * dayMs)}&to=${utcDay(last)}`;
  };
}

const pages: [name: string, path: string | ((round: number) => string)][] = [
  ["dashboard (30 days, kept)", "/admin/dashboard"],
  ["dashboard (30 days, fresh)", freshPeriod(30)],
  ["dashboard (a year, fresh)", freshPeriod(365)],
  ["orders", "/admin/orders"],
  ["orders, page 500", "/admin/orders?page=500"],
  ["orders, transfers to confirm", "/admin/orders?show=transfers"],
  ["products", "/admin/products"],
  ["products, search", "/admin/products?q=kente"],
  ["users", "/admin/users"],
  ["activity log", "/admin/activity-logs"],
  ["vendors", "/admin/vendors"],
  ["trade assurance", "/admin/trade-assurance"],
  ["transactions", "/admin/transactions"],
  ["corporate accounts", "/admin/corporate-accounts"],
  ["rfqs", "/admin/rfqs"],
  ["b2b statistics", "/admin/b2b"],
  ["support inbox", "/admin/support"],
  ["support inbox, search", "/admin/support?q=kente+damaged"],
  ["support inbox, an address", "/admin/support?q=sender777%40bench.example"],
  ["support inbox, page 500", "/admin/support?page=500"],
  ["home page content", "/admin/content"],
  ["content pages", "/admin/pages"],
  ["content pages, search", "/admin/pages?q=stories+27"],
  ["content pages, page 10", "/admin/pages?page=10"],
  ["media library", "/admin/media"],
  ["categories", "/admin/categories"],
  ["settings", "/admin/settings"],
  ["feature flags", "/admin/features"],
  // The admin's own notification centre: a year of tickets' notices, a few hundred unread.
  ["notifications", "/dashboard/notifications"],
  ["notifications, unread", "/dashboard/notifications?unread=1"],
  ["notifications, a category", "/dashboard/notifications?category=order"],
];

async function measure(label: string, env: NodeJS.ProcessEnv, { seed }: { seed: boolean }) {
  if (seed) {
    console.log(
      `\n== ${label}: seeding ${productCount.toLocaleString("en")} products, orders and tickets ==`,
    );
    const seedStarted = performance.now();
    run("npx", ["tsx", "scripts/db-seed.ts", "--products", String(productCount)], env);
    console.log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
  } else {
    console.log(`\n== ${label}: the kept database ==`);
    run("npx", ["tsx", "scripts/db-migrate.ts"], env);
  }
  const server = await startServer(env);
  try {
    const cookie = await signInAsAdmin();
    console.log(
      `${"page".padEnd(32)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}  status  (budget p95 ≤ ${budgetMs} ms)`,
    );
    for (const [name, path] of pages) {
      const pathOf = typeof path === "string" ? () => path : path;
      const durations: number[] = [];
      const statuses = new Set<number>();
      // Five warm-up rounds (JIT, the first read of each statement), then the samples.
      for (let round = 0; round < samples + 5; round += 1) {
        const { ms, status } = await timeOneRequest(pathOf(round), cookie);
        statuses.add(status);
        if (round >= 5) durations.push(ms);
      }
      const p95 = percentile(durations, 95);
      console.log(
        `${name.padEnd(32)} ${percentile(durations, 50).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}  ${[...statuses].join(",").padEnd(6)}${p95 > budgetMs ? "  over budget" : ""}`,
      );
    }
  } finally {
    await server.stop();
  }
}

async function main() {
  if (!process.argv.includes("--no-build")) run("npm", ["run", "--silent", "build"], {});
  await measureOnEachDatabase(measure);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// `npm run bench:b2b`: server time of the B2B reads — the statistics of each scope (the platform for
// an admin, the busy store Lagos Threads, the busy buyer) and the admin's RFQ list (budget: p95 ≤
// 100 ms) — and of submitting an RFQ through its flow, without attachments (budget: p95 ≤ 150 ms).
// Seeds BENCH_PRODUCTS (default 20000) products and the demo shop into a fresh PGlite dir, and into
// PostgreSQL when BENCH_DATABASE_URL is set, then BENCH_RFQS (default 100000) RFQs over the last year
// with their recipients and quotes (bench/seed-rfqs.ts), and times each query in process. Prints
// figures; asserts nothing. BENCH_PGLITE_DIR / BENCH_PG_DATABASE keep a database between runs, as for
// the other benchmarks.
import { fileURLToPath } from "node:url";
import path from "node:path";
import { permissionsFor, type Role } from "#common/roles";
import type { Db } from "#db/client";
import { openDatabaseFromEnv } from "#db/open-from-env";
import { products, rfqQuotes, rfqRecipients, users, vendors } from "#db/schema";
import type { Actor } from "#server/modules/identity/actor";
import { submitRfq } from "#server/flows/submit-rfq";
import { listAllRfqs } from "#server/modules/rfqs/admin-rfqs.queries";
import { b2bStatistics } from "#server/modules/rfqs/rfq-statistics.queries";
import { asc, count, eq } from "drizzle-orm";
import { memoryStore } from "../tests/memory-media";
import { measureOnEachDatabase, printScenarioTimes, run, type Scenario } from "./bench-server";
import { seedBenchRfqs } from "./seed-rfqs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const productCount = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const rfqCount = Number(process.env.BENCH_RFQS ?? 100_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 50);

function actorOf(user: { id: string; email: string; name: string }, role: Role): Actor {
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    role,
    storedRole: role,
    permissions: permissionsFor(role),
    avatarUrl: null,
    sessionId: "bench",
  };
}

/** RFQ submission as the busy buyer sends it from the form, about a different product each round. */
function submitScenario({ db, buyer, productIds }: { db: Db; buyer: Actor; productIds: string[] }): Scenario {
  const media = memoryStore();
  const client = { ip: "127.0.0.1", userAgent: "bench" };
  return [
    "RFQ submit (one product)",
    150,
    (round) =>
      submitRfq(db, {
        actor: buyer,
        media,
        client,
        input: {
          productId: productIds[round % productIds.length]!,
          quantity: String(100 + round),
          shippingAddress: "12 Marina Road, Lagos Island, Lagos",
          additionalNotes: "Bench RFQ",
        },
        files: [],
      }),
  ];
}

async function measure(label: string, env: NodeJS.ProcessEnv, { seed }: { seed: boolean }) {
  if (seed) {
    console.log(`\n== ${label}: seeding ${productCount.toLocaleString("en")} products ==`);
    run("npx", ["tsx", "scripts/db-seed.ts", "--products", String(productCount)], env);
  } else console.log(`\n== ${label}: the kept database ==`);
  const database = await openDatabaseFromEnv(
    { DATA_DIR: env.DATA_DIR!, DATABASE_URL: env.DATABASE_URL },
    root,
  );
  try {
    const { db } = database;
    await database.migrate();
    const seedStarted = performance.now();
    const seeded = await seedBenchRfqs(db, { total: rfqCount });
    await database.vacuum();
    const [{ recipients } = { recipients: 0 }] = await db.select({ recipients: count() }).from(rfqRecipients);
    const [{ quotes } = { quotes: 0 }] = await db.select({ quotes: count() }).from(rfqQuotes);
    const [store] = await db
      .select({ id: vendors.id, userId: vendors.userId })
      .from(vendors)
      .where(eq(vendors.slug, "lagos-threads"));
    const [{ storeRfqs } = { storeRfqs: 0 }] = await db
      .select({ storeRfqs: count() })
      .from(rfqRecipients)
      .where(eq(rfqRecipients.vendorId, store!.id));
    console.log(
      `${seeded.toLocaleString("en")} RFQs, ${recipients.toLocaleString("en")} recipients, ${quotes.toLocaleString("en")} quotes; Lagos Threads received ${storeRfqs.toLocaleString("en")}; seeded (or checked) and vacuumed in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const userOf = async (where: ReturnType<typeof eq>) =>
      (await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(where))[0]!;
    const admin = actorOf(await userOf(eq(users.email, "admin@shopafricanbrands.com")), "admin");
    const vendor = actorOf(await userOf(eq(users.id, store!.userId!)), "vendor");
    const buyer = actorOf(await userOf(eq(users.id, "usr_bench_rfq_0")), "user");
    const productIds = (
      await db
        .select({ id: products.id })
        .from(products)
        .orderBy(asc(products.id))
        .limit(samples + 5)
    ).map((row) => row.id);
    const scenarios: Scenario[] = [
      [
        "statistics: platform (admin)",
        100,
        () => b2bStatistics(db, { actor: admin, scope: { kind: "platform" } }),
      ],
      [
        "statistics: busy store",
        100,
        () => b2bStatistics(db, { actor: vendor, scope: { kind: "vendor", vendorId: store!.id } }),
      ],
      [
        "statistics: busy buyer",
        100,
        () => b2bStatistics(db, { actor: buyer, scope: { kind: "buyer", buyerId: buyer.userId } }),
      ],
      ["admin RFQs, first page", 100, () => listAllRfqs(db, { page: 1 })],
      ["admin RFQs, pending, p. 1", 100, () => listAllRfqs(db, { status: "pending", page: 1 })],
      ["admin RFQs, expired, p. 20", 100, () => listAllRfqs(db, { status: "expired", page: 20 })],
      ["admin RFQs, p. 200", 100, () => listAllRfqs(db, { page: 200 })],
      submitScenario({ db, buyer, productIds }),
    ];
    await printScenarioTimes(scenarios, samples);
  } finally {
    await database.close();
  }
}

async function main() {
  await measureOnEachDatabase(measure);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// `npm run bench:pages`: server time of the contact form at scale — a message sent (its two hourly
// rate-limit counters, the insert and the admins' notices; budget: p95 ≤ 150 ms) and one refused
// because its address spent its allowance (budget: p95 ≤ 100 ms) — and of the newest-first list the
// admin's contact inbox will read, 20 at a time by keyset on (created at, id): the first page and a
// page from a cursor halfway down (budget: p95 ≤ 100 ms). Seeds BENCH_CONTACT_MESSAGES (default
// 100000) messages over the last year, and the rate-limit counters their senders left, into a fresh
// PGlite dir, and into PostgreSQL when BENCH_DATABASE_URL is set (no catalog: the form reads none);
// then times each in process. Prints figures; asserts nothing. BENCH_PGLITE_DIR / BENCH_PG_DATABASE
// keep a database between runs, as for the other benchmarks.
import type { Db } from "#db/client";
import { contactMessages, rateLimits } from "#db/schema";
import { encodeCursor, newestKeyset } from "#server/lib/cursor";
import { isAppError } from "#server/lib/errors";
import { descending } from "#server/modules/catalog/product-cards";
import { sendContactMessage, contactLimits } from "#server/modules/pages/send-contact-message";
import { silentLogger, testMailer } from "../tests/factories";
import {
  measureOnEachDatabase,
  printScenarioTimes,
  type Scenario,
  withMigratedDatabase,
} from "./bench-server";
import { benchContactEmail, benchContactNetwork, seedBenchContactMessages } from "./seed-contact-messages";

const messageCount = Number(process.env.BENCH_CONTACT_MESSAGES ?? 100_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 50);
const inboxPageSize = 20;

/** The admin inbox's page: the newest messages first, or those after a cursor. */
async function inboxPage(db: Db, cursor: string | null) {
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      topic: contactMessages.topic,
      orderNumber: contactMessages.orderNumber,
      createdAt: contactMessages.createdAt,
      sortKey: newestKeyset.sortKey(contactMessages.createdAt),
    })
    .from(contactMessages)
    .where(newestKeyset.after(contactMessages.createdAt, contactMessages.id, cursor))
    .orderBy(descending(contactMessages.createdAt), descending(contactMessages.id))
    .limit(inboxPageSize + 1);
  return newestKeyset.page(rows, inboxPageSize, (row) => row.id);
}

/** The contact form as a visitor sends it, from `email` on `network`. */
function send(db: Db, { email, network }: { email: string; network: string }) {
  return sendContactMessage(db, {
    input: { name: "Bench Visitor", email, topic: "order", message: "Where is my order?" },
    actor: null,
    client: { ip: network, userAgent: "bench" },
    companyDomains: ["shopafricanbrands.com"],
    delivery: { mailer: testMailer, logger: silentLogger },
  });
}

async function measure(label: string, env: NodeJS.ProcessEnv, { seed }: { seed: boolean }) {
  console.log(`\n== ${label}: ${seed ? "a fresh database" : "the kept database"} ==`);
  await withMigratedDatabase(env, async (database) => {
    const { db } = database;
    const seedStarted = performance.now();
    const seeded = await seedBenchContactMessages(db, { total: messageCount });
    await database.vacuum();
    console.log(
      `${seeded.toLocaleString("en")} contact messages seeded (or checked) and vacuumed in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    // A sender whose hourly allowance is spent: every attempt is refused and rolled back, so stays so.
    const spent = { email: benchContactEmail(0), network: benchContactNetwork(0) };
    await db
      .insert(rateLimits)
      .values({
        key: `contact:email:${spent.email}`,
        count: contactLimits.perEmailPerHour,
        windowStartedAt: new Date(),
      })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { count: contactLimits.perEmailPerHour, windowStartedAt: new Date() },
      });
    const [middle] = await db
      .select({ id: contactMessages.id, sortKey: newestKeyset.sortKey(contactMessages.createdAt) })
      .from(contactMessages)
      .orderBy(descending(contactMessages.createdAt), descending(contactMessages.id))
      .offset(Math.floor(seeded / 2))
      .limit(1);
    const halfway = middle ? encodeCursor([middle.sortKey, middle.id]) : null;
    const run = Date.now().toString(36);
    const scenarios: Scenario[] = [
      [
        "contact form: sent",
        150,
        // A new address and network each round, so no allowance runs out.
        (round) =>
          send(db, {
            email: `visitor-${run}-${round}@bench.example`,
            network: `192.0.${Math.floor(round / 250)}.${round % 250}`,
          }),
      ],
      [
        "contact form: refused (limit)",
        100,
        () =>
          send(db, spent).then(
            () => Promise.reject(new Error("the spent sender was let through")),
            (error: unknown) => {
              if (!isAppError(error) || error.code !== "RATE_LIMITED") throw error;
            },
          ),
      ],
      ["admin inbox: newest 20", 100, () => inboxPage(db, null)],
      ["admin inbox: 20 from halfway", 100, () => inboxPage(db, halfway)],
    ];
    await printScenarioTimes(scenarios, samples);
  });
}

measureOnEachDatabase(measure).catch((error) => {
  console.error(error);
  process.exit(1);
});

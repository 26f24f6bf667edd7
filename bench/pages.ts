// `npm run bench:pages`: server time of the contact form and the support inbox at scale — a message
// sent (its two hourly rate-limit counters, the ticket's insert and the admins' notices; budget: p95
// ≤ 150 ms), one refused because its address spent its allowance (budget: p95 ≤ 100 ms), and the
// inbox as /admin/support reads it, 20 a page with its count capped: the first page, the open
// tickets' fifth page (budget: p95 ≤ 100 ms) and a search by address and one by words, ranked
// (budget: p95 ≤ 150 ms).
// Seeds BENCH_CONTACT_MESSAGES (default 100000) tickets over the last year, and the rate-limit
// counters their senders left, into a fresh PGlite dir, and into PostgreSQL when BENCH_DATABASE_URL
// is set (no catalog: the form reads none); then times each in process. Prints figures; asserts
// nothing. BENCH_PGLITE_DIR / BENCH_PG_DATABASE keep a database between runs, as for the other
// benchmarks.
import type { Db } from "#db/client";
import { rateLimits } from "#db/schema";
import { isAppError } from "#server/lib/errors";
import { supportInbox } from "#server/modules/support/support.queries";
import { contactLimits } from "#server/modules/support/allowance";
import { sendContactMessage } from "#server/modules/support/send-contact-message";
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
      ["support inbox: first page", 100, () => supportInbox(db, { page: 1 })],
      ["support inbox: open tickets, page 5", 100, () => supportInbox(db, { status: "open", page: 5 })],
      [
        "support inbox: a search by address",
        150,
        () => supportInbox(db, { search: benchContactEmail(777), page: 1 }),
      ],
      ["support inbox: a search by words", 150, () => supportInbox(db, { search: "kente damaged", page: 1 })],
    ];
    await printScenarioTimes(scenarios, samples);
  });
}

measureOnEachDatabase(measure).catch((error) => {
  console.error(error);
  process.exit(1);
});

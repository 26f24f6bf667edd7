import type { Db } from "#db/client";
import { contactTopics } from "#common/schemas/contact";
import { supportTickets } from "#db/schema";
import { count, like, sql, type SQL } from "drizzle-orm";

/** Distinct senders the generated tickets come from. */
export const bulkTicketSenders = 20_000;

/** The e-mail address of the n-th generated sender. */
export const bulkTicketSenderEmail = (n: number) => `sender${n}@bench.example`;

/** The sender of the i-th generated ticket (`i` a column of generate_series), spread over every sender. */
export const bulkTicketSenderOf = sql.raw(`((i::bigint * 7919) % ${bulkTicketSenders})`);

const firstNames = [
  "Adaeze",
  "Chinedu",
  "Folake",
  "Kwame",
  "Amina",
  "Tunde",
  "Wanjiru",
  "Kofi",
  "Ngozi",
  "Sipho",
  "Fatou",
  "Yaw",
  "Zainab",
  "Emeka",
  "Thandiwe",
  "Moussa",
  "Abena",
  "Kamau",
  "Efua",
  "Ibrahim",
];
const lastNames = [
  "Okafor",
  "Mensah",
  "Adeyemi",
  "Otieno",
  "Diallo",
  "Nkosi",
  "Boateng",
  "Mwangi",
  "Bello",
  "Owusu",
  "Achieng",
  "Traore",
  "Eze",
  "Ndlovu",
  "Asante",
  "Kariuki",
  "Balogun",
  "Sow",
  "Osei",
  "Abubakar",
];
// Goods, troubles and requests combine into subjects and messages, so words are shared by every
// ticket ("order"), by some ("kente": one in 11) and by few (a good and a trouble: one in 77; a name,
// an order number), as in a real inbox. The lists' lengths have no common factor, so every
// combination occurs.
const goods = [
  "kente stole",
  "ankara fabric",
  "shea butter",
  "leather sandals",
  "beaded necklace",
  "mud cloth",
  "wooden carving",
  "black soap",
  "woven basket",
  "adire scarf",
  "bolga bag",
];
const troubles = [
  "has not arrived",
  "came damaged",
  "is the wrong size",
  "is the wrong colour",
  "was charged twice",
  "shows shipped but no tracking",
  "was cancelled by the store",
];
const requests = [
  "Can I get a refund?",
  "Can you send a replacement?",
  "Can I change the delivery address?",
  "When will it ship?",
  "Can the invoice show my company name?",
  "Who do I contact at the store?",
];
const teamAnswers = [
  "Thank you for writing. We have asked the store and will come back to you within two days.",
  "We are sorry about this. A refund has been started and reaches your card in five to ten working days.",
  "The store confirms a replacement leaves Lagos this week; the tracking number follows by e-mail.",
  "We have updated the delivery address on the order; the courier has the new one.",
];
const requesterAnswers = ["Thank you, that solves it.", "Received, thanks for the quick help."];

/** `words[(i * step) % words.length]`, 1-based as SQL arrays are. */
function pick(words: readonly string[], step: number): SQL {
  const list = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  return sql`(array[${list}])[1 + (i::bigint * ${sql.raw(String(step))}) % ${sql.raw(String(words.length))}]`;
}

/** The generated sender's name of sender number `sender` (an SQL expression): 400 names in turn. */
export function bulkTicketSenderName(sender: SQL): SQL {
  const first = sql.join(
    firstNames.map((name) => sql`${name}`),
    sql`, `,
  );
  const last = sql.join(
    lastNames.map((name) => sql`${name}`),
    sql`, `,
  );
  return sql`(array[${first}])[1 + ${sender} % ${sql.raw(String(firstNames.length))}] || ' ' || (array[${last}])[1 + (${sender} / ${sql.raw(String(firstNames.length))}) % ${sql.raw(String(lastNames.length))}]`;
}

/**
 * Support tickets at scale for benchmarks, set-based (INSERT … SELECT generate_series) and
 * deterministic: `total` tickets (ids tkt_bench_0 …) over the last year, newest first by number, from
 * 20,000 senders with 400 names (`bulkTicketSenderEmail`), every topic in turn, a third each open,
 * answered and closed; every 7th names an order. Subjects and messages are built from a few word
 * lists, so the inbox search finds common words, rarer ones and single tickets. An answered ticket
 * has the team's reply and a closed one that reply and the person's thanks (about one reply a
 * ticket). Existing rows are kept; returns the number of generated tickets stored.
 */
export async function seedBulkSupportTickets(
  db: Db,
  { total, now = new Date() }: { total: number; now?: Date },
) {
  const topics = sql.join(
    contactTopics.map((topic) => sql`${topic}`),
    sql`, `,
  );
  const sender = bulkTicketSenderOf;
  // The ticket's last activity; it was written four hours before, and replies came after one and two.
  const lastActivity = sql`${now}::timestamptz - (i * interval '365 days') / ${total}::int`;
  const good = pick(goods, 5);
  const trouble = pick(troubles, 3);
  await db.execute(sql`
    insert into support_tickets (id, name, email, subject, category, order_number, message, status, created_at, last_activity_at)
    select 'tkt_bench_' || i, ${bulkTicketSenderName(sender)}, 'sender' || ${sender} || '@bench.example',
      'My ' || ${good} || ' ' || ${trouble},
      (array[${topics}])[(1 + i % ${contactTopics.length}::int)],
      case when i % 7 = 1 then 'SAB-' || lpad((i % 999999)::text, 6, '0') end,
      'Hello, the ' || ${good} || ' I ordered ' || ${trouble} || '. ' || ${pick(requests, 5)} || ' Order reference ' || i || '.',
      (array['open', 'answered', 'closed'])[(1 + i % 3)],
      ${lastActivity} - interval '4 hours', ${lastActivity}
    from generate_series(0, ${total - 1}::int) as i
    on conflict do nothing`);
  // The team answers the answered and closed tickets; the person thanks it in the closed ones.
  const replies = [
    { kind: "team", fromTeam: true, body: pick(teamAnswers, 11), hoursBefore: 3, of: sql`i % 3 <> 0` },
    { kind: "thanks", fromTeam: false, body: pick(requesterAnswers, 1), hoursBefore: 2, of: sql`i % 3 = 2` },
  ];
  for (const reply of replies)
    await db.execute(sql`
      insert into support_ticket_replies (id, ticket_id, from_team, body, created_at)
      select ${`rpl_bench_${reply.kind}_`}::text || i, 'tkt_bench_' || i, ${reply.fromTeam}::boolean, ${reply.body},
        ${lastActivity} - ${reply.hoursBefore}::int * interval '1 hour'
      from generate_series(0, ${total - 1}::int) as i
      where ${reply.of}
      on conflict do nothing`);
  const [stored] = await db
    .select({ value: count() })
    .from(supportTickets)
    .where(like(supportTickets.id, "tkt_bench_%"));
  return stored?.value ?? 0;
}

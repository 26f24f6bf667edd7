import type { Db } from "#db/client";
import { contactTopics } from "#common/schemas/contact";
import { supportTickets } from "#db/schema";
import { count, like, sql } from "drizzle-orm";

/** Distinct senders and client networks the bench's contact messages come from. */
export const benchContactSenders = 20_000;
export const benchContactNetworks = 5_000;

/** The e-mail address and client network of the bench's n-th sender and network. */
export const benchContactEmail = (n: number) => `sender${n}@bench.example`;
export const benchContactNetwork = (n: number) => `10.${Math.floor(n / 250) % 250}.${n % 250}.1`;

/**
 * Contact-form messages (support tickets, a third each open, answered and closed) at scale for the pages benchmark, set-based (one INSERT … SELECT
 * generate_series) and deterministic: `total` messages spread evenly over the last year, newest first
 * by number, from 20,000 senders and 5,000 client networks (`benchContactEmail`,
 * `benchContactNetwork`), every topic in turn; every 7th names an order. The
 * `rate_limits` table gets what those sends leave behind (nothing prunes it): one counter per sender
 * address and per network, its window started at that sender's or network's last message.
 * Every sender holds an account, and two admins (company addresses) among them hear of every new
 * message, so the form finds its admins among 20,000 accounts.
 * Returns the number of bench messages now stored (existing ones are kept).
 */
export async function seedBenchContactMessages(
  db: Db,
  { total, now = new Date() }: { total: number; now?: Date },
) {
  const topics = sql.join(
    contactTopics.map((topic) => sql`${topic}`),
    sql`, `,
  );
  const senderOf = sql.raw(`(i::bigint * 7919) % ${benchContactSenders}`);
  const networkOf = sql.raw(`(i::bigint * 104729) % ${benchContactNetworks}`);
  const sentAt = sql`${now}::timestamptz - (i * interval '365 days') / ${total}::int`;
  await db.execute(sql`
    insert into support_tickets (id, name, email, subject, category, order_number, message, status, created_at, last_activity_at)
    select 'tkt_bench_' || i, 'Bench Sender ' || ${senderOf}, 'sender' || ${senderOf} || '@bench.example',
      'Bench message ' || i || ': when will my order ship?',
      (array[${topics}])[(1 + i % ${contactTopics.length}::int)],
      case when i % 7 = 1 then 'SAB-' || lpad((i % 999999)::text, 6, '0') end,
      'Bench message ' || i || ': when will my order ship, and can I change the delivery address?',
      (array['open', 'answered', 'closed'])[(1 + i % 3)],
      ${sentAt}, ${sentAt}
    from generate_series(0, ${total - 1}::int) as i
    on conflict do nothing`);
  await db.execute(sql`
    insert into rate_limits (key, count, window_started_at)
    select 'contact:email:sender' || ${senderOf} || '@bench.example', 1, max(${sentAt})
    from generate_series(0, ${total - 1}::int) as i
    group by ${senderOf}
    on conflict do nothing`);
  await db.execute(sql`
    insert into rate_limits (key, count, window_started_at)
    select 'contact:client:10.' || (${networkOf} / 250) % 250 || '.' || ${networkOf} % 250 || '.1', 1, max(${sentAt})
    from generate_series(0, ${total - 1}::int) as i
    group by ${networkOf}
    on conflict do nothing`);
  await db.execute(sql`
    insert into users (id, name, email, email_verified)
    select 'usr_bench_sender_' || s, 'Bench Sender ' || s, 'sender' || s || '@bench.example', true
    from generate_series(0, ${benchContactSenders - 1}::int) as s
    on conflict do nothing`);
  await db.execute(sql`
    insert into users (id, name, email, email_verified)
    select 'usr_bench_admin_' || a, 'Bench Admin ' || a, 'bench-admin-' || a || '@shopafricanbrands.com', true
    from generate_series(1, 2) as a
    on conflict do nothing`);
  await db.execute(sql`
    insert into profiles (id, email, role)
    select id, email, case when id like 'usr_bench_admin_%' then 'admin'::role else 'user'::role end
    from users where id like 'usr_bench_%'
    on conflict do nothing`);
  const [stored] = await db
    .select({ value: count() })
    .from(supportTickets)
    .where(like(supportTickets.id, "tkt_bench_%"));
  return stored?.value ?? 0;
}

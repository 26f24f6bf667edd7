import type { Db } from "#db/client";
import {
  bulkTicketSenderEmail,
  bulkTicketSenderName,
  bulkTicketSenderOf,
  bulkTicketSenders,
  seedBulkSupportTickets,
} from "#demo/support-at-scale";
import { sql } from "drizzle-orm";

/** Distinct client networks the bench's contact messages come from. */
export const benchContactNetworks = 5_000;

/** The e-mail address and client network of the bench's n-th sender and network. */
export const benchContactEmail = bulkTicketSenderEmail;
export const benchContactNetwork = (n: number) => `10.${Math.floor(n / 250) % 250}.${n % 250}.1`;

/**
 * Contact-form messages at scale for the pages benchmark: the generated support tickets
 * (`seedBulkSupportTickets`: `total` over the last year from 20,000 senders, with their replies),
 * sent from 5,000 client networks (`benchContactNetwork`). The `rate_limits` table gets what those
 * sends leave behind (nothing prunes it): one counter per sender address and per network, its window
 * started at that sender's or network's last message. Every sender holds an account, and two admins
 * (company addresses) among them hear of every new message, so the form finds its admins among
 * 20,000 accounts. Returns the number of bench messages now stored (existing ones are kept).
 */
export async function seedBenchContactMessages(
  db: Db,
  { total, now = new Date() }: { total: number; now?: Date },
) {
  const stored = await seedBulkSupportTickets(db, { total, now });
  const senderOf = bulkTicketSenderOf;
  const networkOf = sql.raw(`(i::bigint * 104729) % ${benchContactNetworks}`);
  const sentAt = sql`${now}::timestamptz - (i * interval '365 days') / ${total}::int`;
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
    select 'usr_bench_sender_' || s, ${bulkTicketSenderName(sql.raw("s"))}, 'sender' || s || '@bench.example', true
    from generate_series(0, ${bulkTicketSenders - 1}::int) as s
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
  return stored;
}

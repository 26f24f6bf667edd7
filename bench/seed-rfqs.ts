import type { Db } from "#db/client";
import { rfqs } from "#db/schema";
import { count, like, sql } from "drizzle-orm";

/**
 * RFQs at scale for the B2B benchmark, written set-based (one INSERT … SELECT generate_series per
 * table) so 100,000 take seconds, not minutes; deterministic (every choice is arithmetic on the
 * serial, no random numbers). Over the last year:
 * - 2,000 bench buyers with corporate accounts (approved, a few pending); `usr_bench_rfq_0` is the
 *   busy buyer, sending every 50th RFQ (2%);
 * - each RFQ asks about one product (the n-th by id, spread over the whole catalog, so a store with
 *   5% of the products gets about 5% of the RFQs); every 10th is a category request also sent to two
 *   more stores;
 * - statuses by age: the last 30 days are mostly open, older ones closed (accepted, rejected,
 *   expired); quoted, accepted and rejected RFQs, and half the expired ones, carry a quote from the
 *   product's store (about 55% of RFQs), whose recipient row reads quoted.
 * Returns the number of RFQs now in the bench range (existing ones are kept).
 */
export async function seedBenchRfqs(db: Db, { total, now = new Date() }: { total: number; now?: Date }) {
  const buyers = 2_000;
  await db.execute(sql`
    insert into users (id, name, email, email_verified, created_at, updated_at)
    select 'usr_bench_rfq_' || b, 'Bench RFQ Buyer ' || b, 'usr_bench_rfq_' || b || '@bench.example', true, ${now}, ${now}
    from generate_series(0, ${buyers - 1}::int) as b
    on conflict do nothing`);
  await db.execute(sql`
    insert into corporate_accounts (id, user_id, company_name, address, registration_number, tax_id,
      industry, company_size, status, created_at, updated_at)
    select 'cor_bench_' || b, 'usr_bench_rfq_' || b, 'Bench Trading ' || b || ' Ltd', 'Lagos', 'RC ' || b,
      'TIN ' || b, 'Trading', '11-50', case when b % 50 = 49 then 'pending' else 'approved' end,
      ${now}::timestamptz - interval '400 days', ${now}
    from generate_series(0, ${buyers - 1}::int) as b
    on conflict do nothing`);
  // The catalog numbered once, so each RFQ picks its product by arithmetic.
  await db.execute(sql`drop table if exists bench_rfq_products`);
  await db.execute(sql`
    create temporary table bench_rfq_products as
    select row_number() over (order by id) - 1 as n, id, name, vendor_id, currency, price
    from products`);
  await db.execute(sql`create unique index on bench_rfq_products (n)`);
  await db.execute(sql`analyze bench_rfq_products`);
  await db.execute(sql`drop table if exists bench_rfq_vendors`);
  await db.execute(sql`
    create temporary table bench_rfq_vendors as
    select row_number() over (order by id) - 1 as n, id from vendors`);
  await db.execute(sql`create unique index on bench_rfq_vendors (n)`);
  await db.execute(sql`analyze bench_rfq_vendors`);
  await db.execute(sql`
    insert into rfqs (id, buyer_id, corporate_account_id, product_id, category_id, product_name, quantity,
      currency, target_price, shipping_address, status, expires_at, created_at, updated_at)
    select 'rfq_bench_' || i,
      'usr_bench_rfq_' || (case when i % 50 = 0 then 0 else (i * 7919) % ${buyers} end),
      'cor_bench_' || (case when i % 50 = 0 then 0 else (i * 7919) % ${buyers} end),
      p.id, null, p.name, 10 + (i * 13) % 990, p.currency, case when i % 3 = 0 then p.price * 8 / 10 end,
      'Bench address ' || i,
      case
        when age.days <= 30 then (array['pending','pending','processing','quoted','quoted','accepted','rejected'])[(1 + i % 7)::int]
        else (array['accepted','accepted','rejected','expired','expired'])[(1 + i % 5)::int]
      end,
      ${now}::timestamptz - age.days * interval '1 day' + interval '30 days',
      ${now}::timestamptz - age.days * interval '1 day' - (i % 86400) * interval '1 second',
      ${now}::timestamptz - age.days * interval '1 day'
    from generate_series(1::bigint, ${total}::bigint) as i
    cross join lateral (select (i * 31) % 365 as days) as age
    join bench_rfq_products p on p.n = (i * 104729) % (select count(*) from bench_rfq_products)
    on conflict do nothing`);
  // Planned on the real sizes: without fresh statistics the next joins loop over every row.
  await db.execute(sql`analyze rfqs`);
  await db.execute(sql`
    insert into rfq_recipients (rfq_id, vendor_id, status, sent_at, updated_at)
    select r.id, p.vendor_id,
      case when r.status in ('quoted','accepted','rejected') or (r.status = 'expired' and right(r.id, 1) in ('0','2','4','6','8')) then 'quoted'
           when r.status = 'processing' then 'processing' else 'pending' end,
      r.created_at, r.updated_at
    from rfqs r join products p on p.id = r.product_id
    where r.id like 'rfq_bench_%'
    on conflict do nothing`);
  // Every 10th is a category request: two more stores received it, and did not quote.
  await db.execute(sql`
    insert into rfq_recipients (rfq_id, vendor_id, status, sent_at, updated_at)
    select 'rfq_bench_' || i, v.id, 'pending', r.created_at, r.created_at
    from generate_series(10::bigint, ${total}::bigint, 10::bigint) as i
    cross join generate_series(1, 2) as extra
    join rfqs r on r.id = 'rfq_bench_' || i
    join bench_rfq_vendors v on v.n = (i / 10 + extra * 3) % (select count(*) from bench_rfq_vendors)
    on conflict do nothing`);
  await db.execute(sql`analyze rfq_recipients`);
  await db.execute(sql`
    insert into rfq_quotes (id, rfq_id, vendor_id, product_id, unit_price, currency, quantity, delivery_time,
      shipping_method, payment_terms, validity_days, valid_until, status, created_at, updated_at)
    select 'quo_bench_' || substr(r.id, 11), r.id, rr.vendor_id, r.product_id, greatest(1, p.price * 9 / 10),
      r.currency, r.quantity, '14-21 days', 'Sea freight', '50% deposit', 14,
      r.created_at + interval '15 days',
      case r.status when 'quoted' then 'pending' when 'accepted' then 'accepted' when 'rejected' then 'rejected' else 'expired' end,
      r.created_at + interval '1 day', r.created_at + interval '1 day'
    from rfqs r
    join rfq_recipients rr on rr.rfq_id = r.id and rr.status = 'quoted'
    join products p on p.id = r.product_id and p.vendor_id = rr.vendor_id
    where r.id like 'rfq_bench_%'
    on conflict do nothing`);
  await db.execute(sql`drop table bench_rfq_products`);
  await db.execute(sql`drop table bench_rfq_vendors`);
  const [seeded] = await db.select({ n: count() }).from(rfqs).where(like(rfqs.id, "rfq_bench_%"));
  return seeded?.n ?? 0;
}

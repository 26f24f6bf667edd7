import type { Db } from "#db/client";
import { notifications } from "#db/schema";
import { count, like, sql } from "drizzle-orm";

/**
 * Notifications at a benchmark's scale, as the commands would have left them: every account holder's
 * order told of its last status (a delivered one also of its shipping, two days before), and the demo
 * admin told of every generated support ticket (`tkt_bench_…`: the team hears of each one). What is
 * older than a fortnight has been read, so people carry a long read history and a few unread, as in a
 * shop that has run for a year. Ids `ntf_bench_…`; existing rows are kept; returns how many are stored.
 */
export async function seedBulkNotifications(db: Db, { now = new Date() }: { now?: Date } = {}) {
  const readBefore = sql`${now}::timestamptz - interval '14 days'`;
  await db.execute(sql`
    insert into notifications (id, user_id, title, message, type, priority, action_url, read, created_at)
    select 'ntf_bench_o_' || o.id, o.user_id, 'Order ' || o.order_number || ': ' || o.status,
      case o.status
        when 'cancelled' then 'Your order was cancelled.'
        when 'delivered' then 'Delivered. Thank you for shopping with us.'
        when 'shipped' then 'Shipped: follow it on your order page.'
        else 'Your order is ' || o.status || '.'
      end,
      'order_status', case when o.status = 'cancelled' then 'high' else 'normal' end,
      '/order-tracking/' || o.id, o.created_at + interval '1 day' < ${readBefore}, o.created_at + interval '1 day'
    from orders o
    where o.user_id is not null and o.status <> 'pending' and o.id like 'ord_bulk_%'
    on conflict do nothing`);
  await db.execute(sql`
    insert into notifications (id, user_id, title, message, type, priority, action_url, read, created_at)
    select 'ntf_bench_s_' || o.id, o.user_id, 'Order ' || o.order_number || ': shipped',
      'Shipped: follow it on your order page.', 'order_status', 'normal', '/order-tracking/' || o.id,
      true, o.created_at - interval '1 day'
    from orders o
    where o.user_id is not null and o.status = 'delivered' and o.id like 'ord_bulk_%'
    on conflict do nothing`);
  await db.execute(sql`
    insert into notifications (id, user_id, title, message, type, priority, action_url, read, created_at)
    select 'ntf_bench_t_' || t.id, admin.id, 'New support ticket', t.name || ' opened a ticket: “' || t.subject || '”.',
      'contact_message', 'normal', '/admin/support/' || t.id, t.created_at < ${readBefore}, t.created_at
    from support_tickets t
    cross join (select id from users where email = 'admin@shopafricanbrands.com') admin
    where t.id like 'tkt_bench_%'
    on conflict do nothing`);
  const [stored] = await db
    .select({ value: count() })
    .from(notifications)
    .where(like(notifications.id, "ntf_bench_%"));
  return stored?.value ?? 0;
}

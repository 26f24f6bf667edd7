import type { NotificationPriority, NotificationType } from "#common/notifications";
import { accountCorporatePath, adminOrdersPath, vendorDashboardPath, vendorInboxPath } from "#common/paths";
import { buyerRfqPath, dashboardRfqsPath, vendorRfqPath } from "#common/rfq-paths";
import { vendorPayoutsPath, vendorProductPath } from "#common/seller-paths";
import { adminSupportTicketPath, dashboardSupportTicketPath } from "#common/support-paths";
import type { Db } from "#db/client";
import { notifications, products, users } from "#db/schema";
import { asc, eq, inArray } from "drizzle-orm";

const hour = 60 * 60 * 1000;
const day = 24 * hour;

type DemoNotice = {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  priority: NotificationPriority;
  actionUrl: string;
  read: boolean;
  ago: number;
};

/**
 * Notifications for the demo people, each about something the demo seed really holds (the RFQs,
 * tickets, payouts, corporate account and store of the other demo files), so every link opens a page:
 * the buyer's quotes, support answer and business account; the Lagos Threads vendor's RFQ, buyer's
 * message, payout and product; the admin's and the staff member's new tickets and orders to look at.
 * Of every category the seed has, in each priority, some read. Seeding again adds nothing.
 */
export async function seedDemoNotifications(db: Db, { now = new Date() }: { now?: Date } = {}) {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        "buyer@example.com",
        "vendor@lagosthreads.ng",
        "admin@shopafricanbrands.com",
        "staff@shopafricanbrands.com",
      ]),
    );
  const idOf = (email: string) => people.find((person) => person.email === email)?.id;
  const [product] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.vendorId, "ven_lagos-threads"))
    .orderBy(asc(products.id))
    .limit(1);

  const byPerson: [string | undefined, DemoNotice[]][] = [
    [
      idOf("buyer@example.com"),
      [
        {
          id: "ntf_demo_buyer_quote",
          title: "New quote received",
          message: "Lagos Threads sent a quote for Hand-woven table runners for hotel restaurants.",
          type: "rfq",
          priority: "high",
          actionUrl: buyerRfqPath(dashboardRfqsPath, "rfq_demo_02"),
          read: false,
          ago: 3 * day,
        },
        {
          id: "ntf_demo_buyer_quote_2",
          title: "New quote received",
          message: "Itoku Adire House sent a quote for Hand-woven table runners for hotel restaurants.",
          type: "rfq",
          priority: "normal",
          actionUrl: buyerRfqPath(dashboardRfqsPath, "rfq_demo_02"),
          read: false,
          ago: 2 * day,
        },
        {
          id: "ntf_demo_buyer_support",
          title: "Support replied",
          message: "The support team answered your ticket “Refund for a cancelled kente stole”.",
          type: "support_reply",
          priority: "normal",
          actionUrl: dashboardSupportTicketPath("tkt_demo_buyer_refund"),
          read: false,
          ago: 3 * day - hour,
        },
        {
          id: "ntf_demo_buyer_corporate",
          title: "Corporate account approved",
          message: "Kamau Home & Office Supplies is approved: business prices and payment terms now apply.",
          type: "corporate_account",
          priority: "low",
          actionUrl: accountCorporatePath,
          read: true,
          ago: 20 * day,
        },
        {
          id: "ntf_demo_buyer_rfq_expired",
          title: "RFQ expired",
          message: "Your request for quotation has expired without an accepted quote.",
          type: "rfq",
          priority: "low",
          actionUrl: buyerRfqPath(dashboardRfqsPath, "rfq_demo_07"),
          read: true,
          ago: 45 * day,
        },
      ],
    ],
    [
      idOf("vendor@lagosthreads.ng"),
      [
        {
          id: "ntf_demo_vendor_rfq",
          title: "New request for quotation",
          message: "Kamau Home & Office Supplies asks for 300 units. Quote before it expires.",
          type: "rfq",
          priority: "high",
          actionUrl: vendorRfqPath("rfq_demo_01"),
          read: false,
          ago: 2 * day,
        },
        {
          id: "ntf_demo_vendor_message",
          title: `Message about ${product?.name ?? "your products"}`,
          message: "From: Grace Achieng - Do you ship to Kisumu, and how long does it take?",
          type: "contact_request",
          priority: "normal",
          actionUrl: vendorInboxPath,
          read: false,
          ago: 5 * hour,
        },
        {
          id: "ntf_demo_vendor_payout",
          title: "Payout paid",
          message: "Your payout request was approved and sent to your account.",
          type: "payout",
          priority: "normal",
          actionUrl: vendorPayoutsPath,
          read: true,
          ago: 18 * day,
        },
        ...(product
          ? [
              {
                id: "ntf_demo_vendor_relisted",
                title: `“${product.name}” is listed again`,
                message: "The marketplace team lifted the product's unlisting; shoppers see it again.",
                type: "product_moderation" as const,
                priority: "normal" as const,
                actionUrl: vendorProductPath(product.id),
                read: true,
                ago: 30 * day,
              },
            ]
          : []),
        {
          id: "ntf_demo_vendor_approved",
          title: "Your vendor application is approved",
          message: "Lagos Threads is open: add products and start selling.",
          type: "vendor_application",
          priority: "low",
          actionUrl: vendorDashboardPath,
          read: true,
          ago: 90 * day,
        },
      ],
    ],
    [
      idOf("admin@shopafricanbrands.com"),
      [
        {
          id: "ntf_demo_admin_selling",
          title: "New contact message",
          message: "Amina Yusuf wrote: “Do I need a registered business to sell?”.",
          type: "contact_message",
          priority: "normal",
          actionUrl: adminSupportTicketPath("tkt_demo_selling"),
          read: false,
          ago: 3 * hour,
        },
        {
          id: "ntf_demo_admin_tracking",
          title: "New contact message",
          message: "Daniel Mensah wrote: “Tracking number not recognised yet”.",
          type: "contact_message",
          priority: "high",
          actionUrl: adminSupportTicketPath("tkt_demo_tracking"),
          read: false,
          ago: day,
        },
        {
          id: "ntf_demo_admin_uniforms",
          title: "New contact message",
          message: "Folake Adeyemi wrote: “250 ankara staff uniforms for a hotel group”.",
          type: "contact_message",
          priority: "normal",
          actionUrl: adminSupportTicketPath("tkt_demo_uniforms"),
          read: true,
          ago: 2 * day,
        },
      ],
    ],
    [
      // The browser tests' own person for the notification centre (tests/e2e/notifications.spec.ts):
      // no command writes to staff, so nothing else changes these while it runs.
      idOf("staff@shopafricanbrands.com"),
      [
        {
          id: "ntf_demo_staff_tracking",
          title: "Customer asks about a tracking number",
          message: "Daniel Mensah cannot find his parcel on the carrier's site yet.",
          type: "contact_message",
          priority: "high",
          actionUrl: adminSupportTicketPath("tkt_demo_tracking"),
          read: false,
          ago: day,
        },
        {
          id: "ntf_demo_staff_orders",
          title: "Orders waiting for processing",
          message: "New orders arrived overnight; see which still need a vendor's confirmation.",
          type: "contact_message",
          priority: "normal",
          actionUrl: adminOrdersPath,
          read: false,
          ago: 2 * day,
        },
        {
          id: "ntf_demo_staff_uniforms",
          title: "A hotel group asks about uniforms",
          message: "Folake Adeyemi wants 250 ankara staff uniforms by February.",
          type: "contact_message",
          priority: "normal",
          actionUrl: adminSupportTicketPath("tkt_demo_uniforms"),
          read: false,
          ago: 2 * day + hour,
        },
        {
          id: "ntf_demo_staff_selling",
          title: "A maker asks about selling",
          message: "Amina Yusuf asks whether she needs a registered business to open a store.",
          type: "contact_message",
          priority: "low",
          actionUrl: adminSupportTicketPath("tkt_demo_selling"),
          read: true,
          ago: 3 * day,
        },
      ],
    ],
  ];
  const rows = byPerson.flatMap(([userId, notices]) =>
    userId
      ? notices.map(({ ago, ...notice }) => ({ ...notice, userId, createdAt: new Date(now.getTime() - ago) }))
      : [],
  );
  if (rows.length > 0) await db.insert(notifications).values(rows).onConflictDoNothing();
}

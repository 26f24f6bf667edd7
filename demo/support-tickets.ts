import type { Db } from "#db/client";
import { supportTicketReplies, supportTickets, users } from "#db/schema";
import { inArray } from "drizzle-orm";

const hour = 60 * 60 * 1000;
const day = 24 * hour;

/**
 * Support tickets so the inbox and the demo buyer's support page have some to show: three contact-form
 * messages from visitors at example.com (nobody is mailed), and tickets of the demo buyer and the Lagos
 * Threads vendor in each status, with the team's replies signed by the demo admin and staff.
 */
export async function seedDemoSupportTickets(db: Db, { now = new Date() }: { now?: Date } = {}) {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const people = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(
      inArray(users.email, [
        "buyer@example.com",
        "vendor@lagosthreads.ng",
        "admin@shopafricanbrands.com",
        "staff@shopafricanbrands.com",
      ]),
    );
  const person = (email: string) => people.find((row) => row.email === email);
  const buyer = person("buyer@example.com");
  const vendor = person("vendor@lagosthreads.ng");
  const admin = person("admin@shopafricanbrands.com");
  const staff = person("staff@shopafricanbrands.com");
  const visitors = [
    {
      id: "tkt_demo_uniforms",
      name: "Folake Adeyemi",
      email: "folake.adeyemi@example.com",
      subject: "250 ankara staff uniforms for a hotel group",
      category: "business" as const,
      message:
        "We run a hotel group in Abuja and need 250 ankara staff uniforms in our colours by February. Can one vendor handle that, or should we send an RFQ to several?",
      createdAt: ago(2 * day),
      lastActivityAt: ago(2 * day),
    },
    {
      id: "tkt_demo_tracking",
      name: "Daniel Mensah",
      email: "daniel.mensah@example.com",
      subject: "Tracking number not recognised yet",
      category: "shipping" as const,
      orderNumber: "SAB-000007",
      message:
        "One part of my order shows shipped but the tracking number is not recognised on the carrier's site yet. Is that normal for the first day?",
      createdAt: ago(day),
      lastActivityAt: ago(day),
    },
    {
      id: "tkt_demo_selling",
      name: "Amina Yusuf",
      email: "amina.yusuf@example.com",
      subject: "Do I need a registered business to sell?",
      category: "selling" as const,
      message:
        "I make shea butter and black soap in Tamale. Do I need a registered business to open a store, or only for Trade Assurance?",
      createdAt: ago(3 * hour),
      lastActivityAt: ago(3 * hour),
    },
  ];
  const accountTickets =
    buyer && vendor
      ? [
          {
            id: "tkt_demo_buyer_refund",
            userId: buyer.id,
            name: buyer.name,
            email: buyer.email,
            subject: "Refund for a cancelled kente stole",
            category: "refund" as const,
            orderNumber: "SAB-000003",
            message:
              "I cancelled one kente stole from my order before it shipped. How long does the refund take to reach my card?",
            status: "answered" as const,
            createdAt: ago(4 * day),
            lastActivityAt: ago(3 * day),
          },
          {
            id: "tkt_demo_buyer_invoice",
            userId: buyer.id,
            name: buyer.name,
            email: buyer.email,
            subject: "Company name on my invoice",
            category: "payment" as const,
            message:
              "Can the invoice for my last order show my company's name, Kamau Interiors Ltd, instead of my own? Our accountant needs it for the books.",
            status: "open" as const,
            createdAt: ago(5 * hour),
            lastActivityAt: ago(5 * hour),
          },
          {
            id: "tkt_demo_vendor_payout",
            userId: vendor.id,
            name: vendor.name,
            email: vendor.email,
            subject: "When is a delivered order paid out?",
            category: "selling" as const,
            message:
              "Two orders were marked delivered yesterday. When do their earnings show in my balance, and what is the smallest payout I can ask for?",
            status: "closed" as const,
            createdAt: ago(9 * day),
            lastActivityAt: ago(7 * day),
          },
        ]
      : [];
  await db
    .insert(supportTickets)
    .values([...visitors, ...accountTickets])
    .onConflictDoNothing();
  if (!buyer || !vendor) return;
  await db
    .insert(supportTicketReplies)
    .values([
      {
        id: "tkr_demo_refund_1",
        ticketId: "tkt_demo_buyer_refund",
        authorId: staff?.id ?? null,
        fromTeam: true,
        body: "Your order's history shows the stole as cancelled and its payment as to be refunded. We are refunding it through the provider you paid with, to the same card; once issued, the time it takes to reach you depends on your bank.",
        createdAt: ago(3 * day),
      },
      {
        id: "tkr_demo_payout_1",
        ticketId: "tkt_demo_vendor_payout",
        authorId: admin?.id ?? null,
        fromTeam: true,
        body: "A delivered part's earnings (its total less the commission) are added to your balance when it is marked delivered. You can ask for a payout from Payouts once the balance reaches the minimum shown there.",
        createdAt: ago(8 * day),
      },
      {
        id: "tkr_demo_payout_2",
        ticketId: "tkt_demo_vendor_payout",
        authorId: vendor.id,
        fromTeam: false,
        body: "I see them now, thank you.",
        createdAt: ago(7 * day),
      },
    ])
    .onConflictDoNothing();
}

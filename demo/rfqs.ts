import { rfqValidityDays } from "#common/rfq";
import type { Db } from "#db/client";
import {
  corporateAccounts,
  products,
  rfqAttachments,
  rfqMessages,
  rfqQuotes,
  rfqRecipients,
  rfqs,
  users,
  vendors,
} from "#db/schema";
import type { MediaStore } from "#server/modules/media/media-store";
import { documentKeyPrefix } from "#server/modules/product-documents/limits";
import { asc, eq, inArray } from "drizzle-orm";
import { reviewerId, slugify } from "./catalog/keys";
import { demoPdf } from "./demo-pdf";

const dayMs = 86_400_000;

type QuoteStatus = "pending" | "accepted" | "rejected" | "expired";

/** A recipient store, how far it got, its quote (if any) and the thread with the buyer. */
interface DemoRecipient {
  store: string;
  status: "pending" | "processing" | "quoted";
  quote?: { status: QuoteStatus; unitPriceOff: number; daysAfter: number; validityDays?: number };
  messages?: readonly (readonly ["buyer" | "vendor", string])[];
}

interface DemoRfq {
  id: string;
  /** The reviewer's name, or the demo buyer's e-mail. */
  buyer: string;
  daysAgo: number;
  status: "pending" | "processing" | "quoted" | "accepted" | "rejected" | "expired";
  quantity: number;
  /** About the n-th product (by SKU) of the first store, or, for a category RFQ, what is wanted in its category. */
  about: { productOf: number } | { lookingFor: string };
  recipients: readonly DemoRecipient[];
  attachment?: string;
  notes?: string;
}

const buyer = "buyer@example.com";
const chiamaka = "Chiamaka Eze";
const kofi = "Kofi Asante";

/**
 * A dozen RFQs over the last six months from the three demo buyers with approved corporate accounts
 * to demo stores, in every status, with quotes in every status, short threads and a few drawings.
 * The demo vendor (Lagos Threads) has one pending RFQ with no quote and two it quoted on; the demo
 * buyer has a category RFQ with two pending quotes to compare.
 */
const demoRfqs: readonly DemoRfq[] = [
  {
    id: "rfq_demo_01",
    buyer,
    daysAgo: 2,
    status: "pending",
    quantity: 300,
    about: { productOf: 0 },
    recipients: [{ store: "lagos-threads", status: "pending" }],
    notes: "Staff uniforms for our Nairobi and Mombasa shops.",
  },
  {
    id: "rfq_demo_02",
    buyer,
    daysAgo: 4,
    status: "quoted",
    quantity: 500,
    about: { lookingFor: "Hand-woven table runners for hotel restaurants" },
    attachment: "table-runner-sizes.pdf",
    recipients: [
      {
        store: "lagos-threads",
        status: "quoted",
        quote: { status: "pending", unitPriceOff: 10, daysAfter: 1 },
        messages: [
          ["buyer", "Can you do 180 cm runners in indigo and cream?"],
          ["vendor", "Yes, both colours. 180 cm is our standard loom width, no extra charge."],
          ["buyer", "Great, please include delivery to Nairobi in the quote."],
        ],
      },
      {
        store: "itoku-adire-house",
        status: "quoted",
        quote: { status: "pending", unitPriceOff: 0, daysAfter: 2 },
        messages: [
          ["vendor", "Our adire runners are hand-dyed, so each one differs slightly. Is that fine?"],
          ["buyer", "Yes, that is the look we want."],
        ],
      },
      { store: "bonwire-kente-cooperative", status: "processing" },
    ],
  },
  {
    id: "rfq_demo_03",
    buyer: chiamaka,
    daysAgo: 9,
    status: "processing",
    quantity: 120,
    about: { productOf: 1 },
    recipients: [
      {
        store: "lagos-threads",
        status: "processing",
        messages: [
          ["buyer", "We need these for an office fit-out in Lekki by the end of next month."],
          ["vendor", "Noted. We are checking fabric stock and will quote this week."],
        ],
      },
    ],
  },
  {
    id: "rfq_demo_04",
    buyer: kofi,
    daysAgo: 20,
    status: "quoted",
    quantity: 800,
    about: { productOf: 2 },
    attachment: "embroidery-logo.pdf",
    recipients: [
      {
        store: "lagos-threads",
        status: "quoted",
        quote: { status: "pending", unitPriceOff: 12, daysAfter: 2, validityDays: 45 },
        messages: [
          ["buyer", "Can you embroider our logo? The file is attached."],
          ["vendor", "Yes, embroidery is included in the quoted price."],
        ],
      },
    ],
  },
  {
    id: "rfq_demo_05",
    buyer: chiamaka,
    daysAgo: 38,
    status: "accepted",
    quantity: 200,
    about: { productOf: 0 },
    recipients: [
      {
        store: "nyeri-ridge-coffee",
        status: "quoted",
        quote: { status: "accepted", unitPriceOff: 8, daysAfter: 1 },
        messages: [["buyer", "Whole beans, please, in 1 kg bags."]],
      },
    ],
  },
  {
    id: "rfq_demo_06",
    buyer: kofi,
    daysAgo: 55,
    status: "rejected",
    quantity: 1000,
    about: { productOf: 0 },
    recipients: [
      {
        store: "savannah-shea-cooperative",
        status: "quoted",
        quote: { status: "rejected", unitPriceOff: 3, daysAfter: 2 },
        messages: [
          ["buyer", "We need 30 ml guest-room sizes."],
          ["vendor", "Our smallest jar is 50 ml; the quote is for that size."],
        ],
      },
    ],
  },
  {
    id: "rfq_demo_07",
    buyer,
    daysAgo: 75,
    status: "expired",
    quantity: 150,
    about: { productOf: 0 },
    recipients: [
      {
        store: "sandaga-leatherworks",
        status: "quoted",
        quote: { status: "expired", unitPriceOff: 5, daysAfter: 3 },
      },
    ],
  },
  {
    id: "rfq_demo_08",
    buyer: chiamaka,
    daysAgo: 95,
    status: "accepted",
    quantity: 250,
    about: { productOf: 3 },
    attachment: "cushion-covers-spec.pdf",
    recipients: [
      {
        store: "lagos-threads",
        status: "quoted",
        quote: { status: "accepted", unitPriceOff: 15, daysAfter: 1 },
        messages: [
          ["buyer", "The specification is attached: 45 x 45 cm, hidden zip."],
          ["vendor", "Understood. Lead time is three weeks from the deposit."],
        ],
      },
    ],
  },
  {
    id: "rfq_demo_09",
    buyer: kofi,
    daysAgo: 120,
    status: "accepted",
    quantity: 60,
    about: { lookingFor: "Kente stoles for a hotel anniversary gala" },
    recipients: [
      {
        store: "bonwire-kente-cooperative",
        status: "quoted",
        quote: { status: "accepted", unitPriceOff: 5, daysAfter: 2 },
        messages: [["buyer", "Gold and green, please."]],
      },
      {
        store: "lagos-threads",
        status: "quoted",
        quote: { status: "rejected", unitPriceOff: 0, daysAfter: 3 },
      },
    ],
  },
  {
    id: "rfq_demo_10",
    buyer,
    daysAgo: 150,
    status: "rejected",
    quantity: 400,
    about: { productOf: 0 },
    recipients: [{ store: "itoku-adire-house", status: "processing" }],
  },
  {
    id: "rfq_demo_11",
    buyer: chiamaka,
    daysAgo: 170,
    status: "expired",
    quantity: 90,
    about: { productOf: 1 },
    recipients: [{ store: "nyeri-ridge-coffee", status: "pending" }],
  },
  {
    id: "rfq_demo_12",
    buyer: kofi,
    daysAgo: 6,
    status: "pending",
    quantity: 350,
    about: { productOf: 0 },
    attachment: "pattern-request.pdf",
    recipients: [{ store: "bonwire-kente-cooperative", status: "pending" }],
  },
];

export const demoRfqCount = demoRfqs.length;

/** Seeds the demo RFQs when their buyers' approved accounts and their stores exist (idempotent). */
export async function seedDemoRfqs(
  db: Db,
  { media, now = new Date() }: { media?: MediaStore; now?: Date } = {},
): Promise<void> {
  const userIdOf = async (name: string) => {
    if (!name.includes("@")) return reviewerId(slugify(name));
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, name));
    return user?.id ?? null;
  };
  const slugs = [...new Set(demoRfqs.flatMap((rfq) => rfq.recipients.map((recipient) => recipient.store)))];
  const stores = new Map(
    (
      await db
        .select({ id: vendors.id, slug: vendors.slug, userId: vendors.userId })
        .from(vendors)
        .where(inArray(vendors.slug, slugs))
    ).map((store) => [store.slug, store]),
  );
  const productsOf = async (vendorId: string) =>
    db
      .select({
        id: products.id,
        name: products.name,
        price: products.price,
        currency: products.currency,
        categoryId: products.categoryId,
      })
      .from(products)
      .where(eq(products.vendorId, vendorId))
      .orderBy(asc(products.sku));

  for (const demo of demoRfqs) {
    const buyerId = await userIdOf(demo.buyer);
    if (!buyerId) continue;
    const [account] = await db
      .select({ id: corporateAccounts.id, status: corporateAccounts.status })
      .from(corporateAccounts)
      .where(eq(corporateAccounts.userId, buyerId));
    const recipients = demo.recipients.flatMap((recipient) => {
      const store = stores.get(recipient.store);
      return store ? [{ ...recipient, vendorId: store.id, ownerId: store.userId }] : [];
    });
    if (account?.status !== "approved" || recipients.length !== demo.recipients.length) continue;
    const catalogs = await Promise.all(recipients.map((recipient) => productsOf(recipient.vendorId)));
    if (catalogs.some((catalog) => catalog.length === 0)) continue;
    const first = catalogs[0]!;
    const product = "productOf" in demo.about ? first[demo.about.productOf % first.length]! : null;
    const sentAt = new Date(now.getTime() - demo.daysAgo * dayMs);
    const [inserted] = await db
      .insert(rfqs)
      .values({
        id: demo.id,
        buyerId,
        corporateAccountId: account.id,
        productId: product?.id ?? null,
        categoryId: product ? null : first[0]!.categoryId,
        productName: product ? product.name : (demo.about as { lookingFor: string }).lookingFor,
        quantity: demo.quantity,
        currency: first[0]!.currency,
        targetPrice: product ? Math.round((product.price * 0.8) / 100) * 100 : null,
        deliveryDate: new Date(sentAt.getTime() + 45 * dayMs).toISOString().slice(0, 10),
        shippingAddress: "Delivered to the company address on file",
        additionalNotes: demo.notes ?? "",
        preferredPaymentTerms: "50% deposit, 50% before shipping",
        status: demo.status,
        expiresAt: new Date(sentAt.getTime() + rfqValidityDays * dayMs),
        createdAt: sentAt,
        updatedAt: sentAt,
      })
      .onConflictDoNothing()
      .returning({ id: rfqs.id });
    if (!inserted) continue;
    await db.insert(rfqRecipients).values(
      recipients.map((recipient) => ({
        rfqId: demo.id,
        vendorId: recipient.vendorId,
        status: recipient.status,
        sentAt,
        updatedAt: sentAt,
      })),
    );
    for (const [index, recipient] of recipients.entries()) {
      const offered = product && index === 0 ? product : catalogs[index]![0]!;
      if (recipient.quote) {
        const quotedAt = new Date(sentAt.getTime() + recipient.quote.daysAfter * dayMs);
        const validityDays = recipient.quote.validityDays ?? 14;
        await db.insert(rfqQuotes).values({
          id: `quo_${demo.id.slice(4)}_${index + 1}`,
          rfqId: demo.id,
          vendorId: recipient.vendorId,
          productId: offered.id,
          unitPrice: Math.round((offered.price * (100 - recipient.quote.unitPriceOff)) / 100),
          currency: offered.currency,
          quantity: demo.quantity,
          deliveryTime: "14-21 days",
          shippingMethod: "Road freight, door to door",
          paymentTerms: "50% deposit, 50% before shipping",
          isNegotiable: recipient.quote.unitPriceOff < 10,
          validityDays,
          validUntil: new Date(quotedAt.getTime() + validityDays * dayMs),
          status: recipient.quote.status,
          decidedAt: recipient.quote.status === "pending" ? null : quotedAt,
          createdAt: quotedAt,
          updatedAt: quotedAt,
        });
      }
      const thread = (recipient.messages ?? []).flatMap(([from, body], position) => {
        const senderId = from === "buyer" ? buyerId : recipient.ownerId;
        return senderId
          ? [
              {
                id: `rms_${demo.id.slice(4)}_${index + 1}_${position + 1}`,
                rfqId: demo.id,
                vendorId: recipient.vendorId,
                senderId,
                body,
                createdAt: new Date(sentAt.getTime() + (position + 1) * 3 * 60 * 60 * 1000),
              },
            ]
          : [];
      });
      if (thread.length > 0) await db.insert(rfqMessages).values(thread);
    }
    if (demo.attachment) {
      const bytes = demoPdf(`${demo.attachment.replace(/\.pdf$/, "").replace(/-/g, " ")} for RFQ ${demo.id}`);
      const fileKey = `${documentKeyPrefix}rfq/${demo.id}-${demo.attachment}`;
      await media?.put(fileKey, bytes, "application/pdf");
      await db.insert(rfqAttachments).values({
        id: `rfa_${demo.id.slice(4)}`,
        rfqId: demo.id,
        fileKey,
        fileName: demo.attachment,
        contentType: "application/pdf",
        sizeBytes: bytes.length,
        createdAt: sentAt,
      });
    }
  }
}

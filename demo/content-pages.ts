import type { PageSection } from "#common/page-sections";
import type { Db } from "#db/client";
import { contentPageRevisions, contentPages, users } from "#db/schema";
import { eq } from "drizzle-orm";
import { demoAccounts } from "./demo-accounts";

const sustainabilityTitle = "Sustainability at Shop African Brands";
const sustainabilitySummary =
  "How buying directly from African makers, shipping choices, made-to-order goods and quotations for exact quantities keep waste down on the marketplace.";

/**
 * The page the demo admin created and published on /admin/pages: built from sections (text, a product
 * grid of crafts, a call to action), so the demo shows a created page at /pages/{slug}. Every
 * statement is true of the marketplace (shipping methods of db/seed/reference-data.ts, RFQs,
 * customization, payment to vendors on delivery).
 */
const sustainabilitySections: PageSection[] = [
  {
    id: "sec_demo_sustainability_text",
    type: "richText",
    fields: {
      body: `
Most of what is sold here is made in small batches by the people who sell it: handwoven kente and aso-oke, shea butter and black soap, carved wood, beadwork, leather and food processed close to where it was grown. Buying from them directly takes a chain of middlemen, warehouses and repackaging out of the journey.

## Fewer journeys, fuller boxes

- **Local Pickup** is free: if you are near a vendor, collect your order instead of having it carried across the country.
- **Freight** opens for orders of 50 units or more, so a shop or hotel restocking in quantity gets one consolidated shipment rather than many parcels.
- A basket holding products from several stores is paid once, and each vendor ships its own part straight from its workshop.

## Made for an order, not for a shelf

Vendors can offer customization options on a product (a colour, a size, a name embroidered or engraved), and customized goods are made to your specification after you order. For larger quantities, a [request for quotation](/rfq) lets you ask suppliers for exactly the quantity and finish you need, so nothing is produced on the chance that someone might buy it.

## Fair terms for makers

Prices are set by the vendors themselves, in naira, and vendors are paid for each part of an order once it has been delivered. [Trade Assurance](/trade-assurance) marks vendors whose registration, tax and bank papers our team has checked.
`.trim(),
    },
  },
  {
    id: "sec_demo_sustainability_crafts",
    type: "productGrid",
    fields: { heading: "Made by hand, one piece at a time", search: "", categorySlug: "crafts", limit: "4" },
  },
  {
    id: "sec_demo_sustainability_cta",
    type: "callToAction",
    fields: {
      heading: "Buying for a business?",
      text: "Tell suppliers the exact quantity, finish and delivery you need and compare their quotes.",
      buttonLabel: "Request a quote",
      buttonHref: "/rfq",
    },
  },
];

/**
 * The demo's created page, published as its first revision by the demo admin. Idempotent: an existing
 * row (and an admin's edits to it) is left alone.
 */
export async function seedDemoContentPages(db: Db, { now = new Date() }: { now?: Date } = {}) {
  const pageId = "page_demo_sustainability";
  const adminEmail = demoAccounts.find((account) => account.role === "admin")!.email;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, adminEmail));
  const [inserted] = await db
    .insert(contentPages)
    .values({
      id: pageId,
      slug: "sustainability",
      kind: "created_page",
      title: sustainabilityTitle,
      summary: sustainabilitySummary,
      body: "",
      sections: sustainabilitySections,
      publishedAt: now,
      createdInBackOffice: true,
    })
    .onConflictDoNothing()
    .returning({ id: contentPages.id });
  if (!inserted) return;
  await db.insert(contentPageRevisions).values({
    id: "rev_demo_sustainability_1",
    pageId,
    number: 1,
    title: sustainabilityTitle,
    summary: sustainabilitySummary,
    sections: sustainabilitySections,
    publishedBy: admin?.id ?? null,
    publishedAt: now,
  });
}

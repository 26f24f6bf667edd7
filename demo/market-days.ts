import type { Db } from "#db/client";
import { marketDayProducts, marketDays, marketDayVendors, products } from "#db/schema";
import { and, asc, eq } from "drizzle-orm";
import { categoryId, vendorId } from "./catalog/keys";

const dayMs = 24 * 60 * 60 * 1000;
const fromNow = (days: number) => new Date(Date.now() + days * dayMs);

type Registration = {
  store: string;
  status: "pending" | "approved" | "rejected";
  notes?: string;
  discount?: number;
};

/**
 * The demo's market days, dated from the day the demo is seeded: one running (with approved stores
 * and their products at event prices, one store waiting for a decision and one turned down), two
 * coming up (the first with Lagos Threads, the demo vendor, approved) and one that has ended.
 */
const demoMarketDays: {
  id: string;
  name: string;
  description: string;
  start: number;
  end: number;
  deadline: number;
  vendorLimit: number;
  category: string | null;
  registrations: Registration[];
}[] = [
  {
    id: "mkd_demo_harmattan",
    name: "Harmattan Market Week",
    description: "A week of adire, kente, beads and shea from West Africa's makers, at event prices.",
    start: -2,
    end: 12,
    deadline: -3,
    vendorLimit: 40,
    category: "fashion",
    registrations: [
      {
        store: "itoku-adire-house",
        status: "approved",
        notes: "Welcome: your indigo pieces lead the week.",
        discount: 20,
      },
      { store: "bonwire-kente-cooperative", status: "approved", discount: 15 },
      { store: "odumase-glass-beadworks", status: "approved", discount: 25 },
      { store: "savannah-shea-cooperative", status: "approved", discount: 10 },
      { store: "nyeri-ridge-coffee", status: "pending" },
      {
        store: "kurmi-agro-tools-works",
        status: "rejected",
        notes: "This week is for fashion, crafts and beauty; the machinery fair suits your tools better.",
      },
    ],
  },
  {
    id: "mkd_demo_crafts",
    name: "Festival of Crafts",
    description: "Hand-woven, hand-carved and hand-cast: the continent's crafts in one weekend.",
    start: 14,
    end: 17,
    deadline: 10,
    vendorLimit: 25,
    category: "crafts",
    registrations: [
      { store: "lagos-threads", status: "approved", discount: 20 },
      { store: "fes-medina-loom-and-clay", status: "pending" },
    ],
  },
  {
    id: "mkd_demo_coffee",
    name: "Coffee & Cocoa Fair",
    description: "Single-origin coffee and cocoa straight from East and West African farms.",
    start: 35,
    end: 37,
    deadline: 28,
    vendorLimit: 15,
    category: "food-products",
    registrations: [],
  },
  {
    id: "mkd_demo_independence",
    name: "Independence Day Market",
    description: "Our first market day: a weekend of the marketplace's founding stores.",
    start: -42,
    end: -40,
    deadline: -45,
    vendorLimit: 20,
    category: null,
    registrations: [
      { store: "sidama-highland-trading", status: "approved", discount: 10 },
      { store: "souss-argan-atelier", status: "approved", discount: 15 },
    ],
  },
];

/** Seeds the demo market days once (fixed ids); a second run leaves them as they are. */
export async function seedDemoMarketDays(db: Db): Promise<void> {
  for (const day of demoMarketDays) {
    const inserted = await db
      .insert(marketDays)
      .values({
        id: day.id,
        name: day.name,
        description: day.description,
        startsAt: fromNow(day.start),
        endsAt: fromNow(day.end),
        registrationDeadline: fromNow(day.deadline),
        vendorLimit: day.vendorLimit,
        featuredCategoryId: day.category ? categoryId(day.category) : null,
      })
      .onConflictDoNothing()
      .returning({ id: marketDays.id });
    if (inserted.length === 0) continue;
    for (const registration of day.registrations) {
      const registrationId = `mdv_demo_${day.id.slice(9)}_${registration.store}`;
      await db.insert(marketDayVendors).values({
        id: registrationId,
        marketDayId: day.id,
        vendorId: vendorId(registration.store),
        status: registration.status,
        notes: registration.notes ?? null,
        decidedAt: registration.status === "pending" ? null : fromNow(Math.min(day.deadline, 0)),
      });
      if (!registration.discount) continue;
      const brought = await db
        .select({ id: products.id, price: products.price })
        .from(products)
        .where(
          and(
            eq(products.vendorId, vendorId(registration.store)),
            eq(products.isActive, true),
            eq(products.draft, false),
          ),
        )
        .orderBy(asc(products.id))
        .limit(6);
      if (brought.length === 0) continue;
      await db.insert(marketDayProducts).values(
        brought.map((product) => ({
          marketDayId: day.id,
          productId: product.id,
          registrationId,
          eventPrice: Math.max(1, Math.round((product.price * (100 - registration.discount!)) / 100)),
          discountPercentage: registration.discount!,
        })),
      );
    }
  }
}

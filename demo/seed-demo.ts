import { createUserWithPassword } from "#server/modules/identity/create-user";
import type { MediaStore } from "#server/modules/media/media-store";
import type { Db } from "#db/client";
import { promotions, settings } from "#db/schema";
import { seedDemoCatalog } from "./catalog/seed-demo-catalog";
import { demoAccounts, demoPassword } from "./demo-accounts";
import { seedDemoVendorApplications } from "./vendor-applications";
import { seedDemoHomeBanners } from "./home-content";
import { seedDemoStorefronts } from "./storefronts";
import { seedDemoVendorProducts } from "./vendor-products";
import { seedDemoPayouts } from "./seed-demo-payouts";
import { seedDemoVendorInsights } from "./vendor-insights";
import { seedDemoMarketplaceHistory } from "./marketplace-history";
import { seedDemoTradeAssurance } from "./trade-assurance";
import { seedDemoCorporateAccounts } from "./corporate-accounts";
import { seedDemoRfqs } from "./rfqs";
import { seedDemoProcurementBuyer } from "./rfq-procurement-buyer";
import { seedDemoSupportTickets } from "./support-tickets";
import { seedDemoNotifications } from "./notifications";
import { seedDemoOrderNotes } from "./orders/order-notes";
import { seedDemoContentMedia } from "./content-media";
import { seedDemoContentPages } from "./content-pages";
import { seedDemoMarketDays } from "./market-days";

/**
 * Demo content for a first start: the demo accounts, then the demo catalog (its pictures drawn
 * into `media` when given). Idempotent: accounts and rows that exist are left alone.
 */
export async function seedDemoData(db: Db, { media }: { media?: MediaStore } = {}): Promise<void> {
  for (const account of demoAccounts) {
    await createUserWithPassword(db, { ...account, password: demoPassword });
  }
  await seedDemoCatalog(db, { media });
  await seedDemoVendorApplications(db);
  await seedDemoStorefronts(db, { media });
  await seedDemoHomeBanners(db);
  await seedDemoVendorProducts(db);
  await seedDemoVendorInsights(db);
  await seedDemoOrderNotes(db);
  await seedDemoMarketplaceHistory(db);
  await seedDemoTradeAssurance(db, { media });
  await db.insert(promotions).values(demoPromotions).onConflictDoNothing();
  await db
    .insert(settings)
    .values({
      key: "bank_transfer_details",
      value: {
        bankName: "Demo Bank (test account)",
        accountName: "Shop African Brands Ltd",
        accountNumber: "0000000000",
      },
      description: "The account buyers pay bank transfers into",
    })
    .onConflictDoNothing();
  await seedDemoPayouts(db);
  await seedDemoCorporateAccounts(db, { media });
  await seedDemoRfqs(db, { media });
  await seedDemoProcurementBuyer(db);
  await seedDemoSupportTickets(db);
  await seedDemoNotifications(db);
  await seedDemoContentMedia(db, { media });
  await seedDemoContentPages(db);
  await seedDemoMarketDays(db);
}

/** Promo codes to try in the demo cart (only real codes are accepted). */
export const demoPromotions = [
  {
    id: "pro_demo_welcome10",
    code: "WELCOME10",
    description: "10% off your order",
    kind: "percent" as const,
    value: 10,
  },
  {
    id: "pro_demo_bulk5000",
    code: "BULK5000",
    description: "₦5,000 off orders of ₦100,000 or more",
    kind: "fixed" as const,
    value: 500_000,
    minSubtotal: 10_000_000,
  },
];

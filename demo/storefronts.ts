import type { Db } from "#db/client";
import { products, storefrontBanners, vendors } from "#db/schema";
import { productPath, vendorStorePath } from "#common/paths";
import type { SocialLinks } from "#common/store-profile";
import type { MediaStore } from "#server/modules/media/media-store";
import { and, asc, eq } from "drizzle-orm";
import { vendorCoverSvg } from "./art/brand-art";
import { renderMissingArt } from "./art/render-jobs";
import { artVersion, vendorId } from "./catalog/keys";

interface DemoBanner {
  title: string;
  subtitle: string;
  /** Where it links: the store, its first listed product, or nowhere. */
  link: "store" | "product" | null;
  /** Days from the seeding day to its first and last day. */
  fromDay: number;
  toDay: number;
}

interface DemoStorefront {
  slug: string;
  shippingPolicy: string;
  returnPolicy: string;
  socialLinks: SocialLinks;
  responseTimeTargetHours: number;
  banners: DemoBanner[];
}

/** Policies, links, reply promises and banners of a few demo stores, so their pages look lived in. */
const demoStorefronts: DemoStorefront[] = [
  {
    slug: "lagos-threads",
    shippingPolicy:
      "Every order is packed in our Yaba workshop and leaves within 3 working days. Lagos deliveries arrive in 1–2 days; the rest of Nigeria in 3–5 days by GIG Logistics. Orders to Ghana, Kenya and the UK ship by DHL Express in 5–8 days, with tracking sent by e-mail.",
    returnPolicy:
      "Unworn pieces with their tags can come back within 14 days of delivery for a refund or an exchange. Made-to-measure agbada and custom aso-oke are woven for you and cannot be returned, but we will alter them free of charge within 30 days.",
    socialLinks: {
      instagram: "https://www.instagram.com/lagosthreads",
      facebook: "https://www.facebook.com/lagosthreads",
      x: "https://x.com/lagosthreads",
      tiktok: "https://www.tiktok.com/@lagosthreads",
    },
    responseTimeTargetHours: 12,
    banners: [
      {
        title: "Owambe season: aso-oke for the whole party",
        subtitle: "Matching sets for 10 guests or more, woven to your colours",
        link: "store",
        fromDay: -7,
        toDay: 90,
      },
      {
        title: "New in: hand-dyed adire kaftans",
        subtitle: "Indigo from our Abeokuta dyers, ready to ship",
        link: "product",
        fromDay: -3,
        toDay: 60,
      },
      {
        title: "Detty December pre-orders",
        subtitle: "Order early for delivery before Christmas",
        link: "store",
        fromDay: 30,
        toDay: 75,
      },
    ],
  },
  {
    slug: "bonwire-kente-cooperative",
    shippingPolicy:
      "Kente strips and stoles ship from Bonwire within 5 working days, wrapped in calico. Accra delivery takes 2 days; West Africa 5–7 days; Europe and North America 7–10 days by DHL.",
    returnPolicy:
      "Returns are accepted within 10 days if the cloth is unused. Commissioned cloth with your name or pattern woven in is final sale.",
    socialLinks: {
      instagram: "https://www.instagram.com/bonwirekente",
      website: "https://bonwirekente.example.com",
    },
    responseTimeTargetHours: 24,
    banners: [
      {
        title: "Graduation stoles for the class of 2027",
        subtitle: "Custom names and years, from 20 stoles",
        link: "product",
        fromDay: -5,
        toDay: 120,
      },
    ],
  },
  {
    slug: "nyeri-ridge-coffee",
    shippingPolicy:
      "Beans are roasted to order every Tuesday and Friday and shipped the next morning. Nairobi: next day. East Africa: 3–5 days. Green-bean pallets ship from Mombasa on agreed Incoterms.",
    returnPolicy:
      "If a bag arrives damaged or stale, tell us within 7 days with a photo and we will replace it. Opened food products cannot otherwise be returned.",
    socialLinks: {
      instagram: "https://www.instagram.com/nyeriridgecoffee",
      linkedin: "https://www.linkedin.com/company/nyeri-ridge-coffee",
    },
    responseTimeTargetHours: 8,
    banners: [
      {
        title: "Short-rains harvest micro-lots",
        subtitle: "SL28 and Ruiru 11, washed, cupping 86+",
        link: "store",
        fromDay: -10,
        toDay: 100,
      },
    ],
  },
];

const dayMs = 24 * 60 * 60 * 1000;
export const bannerKey = (slug: string, index: number) => `seed/${artVersion}/banners/${slug}/${index + 1}`;
const startOfDay = (now: Date, days: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * dayMs);

/**
 * Gives the demo stores above their store-profile fields (only where no policy is set yet, so a
 * vendor's own edits survive a restart) and their banners, with pictures drawn by the art generator
 * when `media` is given. Idempotent: existing banners are left alone.
 */
export async function seedDemoStorefronts(
  db: Db,
  { media, now = new Date() }: { media?: MediaStore; now?: Date } = {},
): Promise<void> {
  for (const store of demoStorefronts) {
    const id = vendorId(store.slug);
    await db
      .update(vendors)
      .set({
        shippingPolicy: store.shippingPolicy,
        returnPolicy: store.returnPolicy,
        socialLinks: store.socialLinks,
        responseTimeTargetHours: store.responseTimeTargetHours,
      })
      .where(and(eq(vendors.id, id), eq(vendors.shippingPolicy, ""), eq(vendors.returnPolicy, "")));
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.vendorId, id), eq(products.isActive, true)))
      .orderBy(asc(products.id))
      .limit(1);
    const [vendor] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, id));
    if (!vendor) continue;
    await db
      .insert(storefrontBanners)
      .values(
        store.banners.map((banner, index) => ({
          id: `bnr_demo_${store.slug}_${index + 1}`,
          vendorId: id,
          imageKey: bannerKey(store.slug, index),
          title: banner.title,
          subtitle: banner.subtitle,
          linkPath:
            banner.link === "store"
              ? vendorStorePath(id)
              : banner.link === "product" && product
                ? productPath(product.id)
                : null,
          startsAt: startOfDay(now, banner.fromDay),
          endsAt: startOfDay(now, banner.toDay + 1),
          position: index,
        })),
      )
      .onConflictDoNothing();
  }
  if (media)
    await renderMissingArt(
      media,
      demoStorefronts.flatMap((store) =>
        store.banners.map((_, index) => ({
          key: bannerKey(store.slug, index),
          svg: () => vendorCoverSvg({ seed: `${store.slug}-banner-${index + 1}` }),
        })),
      ),
    );
}

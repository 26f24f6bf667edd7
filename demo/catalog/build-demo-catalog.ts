import type {
  bulkPricingTiers,
  categories,
  customizationOptions,
  customizationOptionValues,
  productImages,
  products,
  profiles,
  reviews,
  users,
  vendors,
} from "#db/schema";
import { seededRandom } from "#server/lib/seeded-random";
import { categoryContent } from "./archetypes";
import { planDemoProducts } from "./assign-products";
import { buildProductReviews, buildReviewerAccounts } from "./build-reviews";
import { demoCategories } from "./categories";
import { customizationFor } from "./customization";
import {
  categoryId,
  categoryImageKey,
  productId,
  productImageKey,
  slugify,
  vendorCoverKey,
  vendorId,
  vendorLogoKey,
} from "./keys";
import { initialsOfName, productFields } from "./product-fields";
import { pricingTiersFor } from "./pricing-tiers";
import { type DemoVendor, demoVendors } from "./vendors";

const day = 86_400_000;

/** A product's pictures: which view of its art, and what the alt text says. */
const views = [
  { view: 0, alt: (name: string) => name },
  { view: 1, alt: (name: string) => `${name}, styled on a patterned backdrop` },
  { view: 2, alt: (name: string) => `${name}, close-up of the detail` },
  { view: 3, alt: (name: string) => `${name} in two colourways` },
] as const;

export interface DemoProductArt {
  key: string;
  category: (typeof demoCategories)[number]["slug"];
  seed: string;
  motif: string;
  view: number;
}

export interface DemoCatalog {
  categories: (typeof categories.$inferInsert)[];
  vendors: { row: typeof vendors.$inferInsert; ownerEmail?: string }[];
  products: (typeof products.$inferInsert)[];
  images: (typeof productImages.$inferInsert)[];
  tiers: (typeof bulkPricingTiers.$inferInsert)[];
  options: (typeof customizationOptions.$inferInsert)[];
  optionValues: (typeof customizationOptionValues.$inferInsert)[];
  reviewerUsers: (typeof users.$inferInsert)[];
  reviewerProfiles: (typeof profiles.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  /** The product pictures to draw, one per image row. */
  productArt: DemoProductArt[];
}

/** Most products have one picture, fewer have two, three or four (≈ 360 product pictures in all). */
function imageCount(rng: ReturnType<typeof seededRandom>): number {
  const roll = rng.next();
  return roll < 0.65 ? 1 : roll < 0.85 ? 2 : roll < 0.95 ? 3 : 4;
}

function vendorRow(vendor: DemoVendor, index: number, now: Date): typeof vendors.$inferInsert {
  const {
    slug,
    skuCode: _skuCode,
    categories: _categories,
    productCount: _productCount,
    ownerEmail: _ownerEmail,
    ...columns
  } = vendor;
  const joined = new Date(now.getTime() - (120 + index * 37) * day);
  return {
    ...columns,
    id: vendorId(slug),
    slug,
    logoKey: vendorLogoKey(slug),
    coverKey: vendorCoverKey(slug),
    createdAt: joined,
    updatedAt: joined,
  };
}

/**
 * Every row of the demo catalog, computed without touching the database. Deterministic: the
 * same `now` gives identical rows (dates are relative to it so "new" badges show after seeding).
 */
export function buildDemoCatalog({ now }: { now: Date }): DemoCatalog {
  const reviewers = buildReviewerAccounts(now);
  const catalog: DemoCatalog = {
    categories: demoCategories.map((category, index) => ({
      id: categoryId(category.slug),
      ...category,
      imageKey: categoryImageKey(category.slug),
      // What the generated tile shows (demo/art/category-art.ts), as an admin would describe it.
      imageAlt: `An illustration of ${category.name.toLowerCase()} in a spotlight, on a patterned textile wall`,
      sortOrder: index + 1,
    })),
    vendors: demoVendors.map((vendor, index) => ({
      row: vendorRow(vendor, index, now),
      ownerEmail: vendor.ownerEmail,
    })),
    products: [],
    images: [],
    tiers: [],
    options: [],
    optionValues: [],
    reviewerUsers: reviewers.users,
    reviewerProfiles: reviewers.profiles,
    reviews: [],
    productArt: [],
  };

  const skuCounters = new Map<string, number>();
  for (const [index, plan] of planDemoProducts(demoVendors).entries()) {
    const { vendor, category, archetype, style } = plan;
    const slug = slugify(`${style} ${archetype.name}`);
    const id = productId(slug);
    const rng = seededRandom(`product/${slug}`);
    const serial = (skuCounters.get(vendor.skuCode) ?? 0) + 1;
    skuCounters.set(vendor.skuCode, serial);
    // Every 17th product was listed this week, so the "New" badge has something to show.
    const ageDays = index % 17 === 3 ? rng.between(0.2, 6.5) : rng.between(7, 90);
    const createdAt = new Date(now.getTime() - Math.round(ageDays * day));
    const fields = productFields(rng.fork("fields"), {
      content: categoryContent[category],
      archetype,
      style,
      vendor,
    });

    catalog.products.push({
      ...fields,
      id,
      slug,
      vendorId: vendorId(vendor.slug),
      categoryId: categoryId(category),
      sku: `SAB-${vendor.skuCode}-${String(serial).padStart(3, "0")}`,
      modelNumber: `${vendor.skuCode}-${initialsOfName(archetype.name)}${String(createdAt.getUTCFullYear()).slice(2)}-${String(serial).padStart(2, "0")}`,
      createdAt,
      updatedAt: createdAt,
    });
    for (const { view, alt } of views.slice(0, imageCount(rng.fork("images")))) {
      const key = productImageKey(slug, view);
      catalog.images.push({
        id: `img_${slug}_${view + 1}`,
        productId: id,
        imageKey: key,
        alt: alt(fields.name),
        position: view,
      });
      catalog.productArt.push({ key, category, seed: slug, motif: archetype.motif, view });
    }
    catalog.tiers.push(...pricingTiersFor(rng.fork("tiers"), id, fields.moq ?? 1));
    if (fields.customizationAvailable && archetype.customization) {
      const { options, values } = customizationFor(rng.fork("customization"), id, archetype.customization);
      catalog.options.push(...options);
      catalog.optionValues.push(...values);
    }
    catalog.reviews.push(
      ...buildProductReviews(rng.fork("reviews"), {
        productId: id,
        createdAt,
        now,
        comments: categoryContent[category].reviews,
      }),
    );
  }
  return catalog;
}

import { type PageSection, sharedIdsOf } from "#common/page-sections";
import type { SectionView } from "#common/views/page-sections";
import type { Db } from "#db/client";
import { contentSections } from "#db/schema";
import { inArray } from "drizzle-orm";
import { featuredVendors } from "../catalog/home.queries";
import { listProducts } from "../catalog/products.queries";

/**
 * Sections as a page shows them: a placed reusable section becomes that section as it is now (one
 * read for all of them; one deleted meanwhile is left out), a product grid gets the newest listed
 * products matching its search words and category (as /products would list them), a vendor grid the
 * verified vendors of the home page's strip; every other section shows its own fields. The grids are
 * read in parallel.
 */
export async function sectionViews(db: Db, sections: readonly PageSection[]): Promise<SectionView[]> {
  const sharedIds = sharedIdsOf(sections);
  const shared =
    sharedIds.length > 0
      ? await db
          .select({ id: contentSections.id, type: contentSections.type, fields: contentSections.fields })
          .from(contentSections)
          .where(inArray(contentSections.id, sharedIds))
      : [];
  const sharedById = new Map(shared.map((row) => [row.id, row]));
  const shown = sections.flatMap((section): PageSection[] => {
    if (section.type !== "shared") return [section];
    const placed = sharedById.get(section.fields.sharedId ?? "");
    // The page's own section id stays the key: one reusable section may be placed twice on a page.
    return placed ? [{ id: section.id, type: placed.type, fields: placed.fields }] : [];
  });
  return Promise.all(shown.map((section) => sectionView(db, section)));
}

async function sectionView(db: Db, section: PageSection): Promise<SectionView> {
  if (section.type === "productGrid") {
    const { search, categorySlug, limit } = section.fields;
    const { rows } = await listProducts(db, {
      filters: { search: search || undefined, category: categorySlug || undefined },
      page: 1,
      pageSize: Number(limit) || 8,
    });
    return { section, products: rows };
  }
  if (section.type === "vendorGrid") return { section, vendors: await featuredVendors(db) };
  return { section };
}

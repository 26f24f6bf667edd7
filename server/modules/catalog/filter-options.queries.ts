import { sql } from "drizzle-orm";
import { jsonList } from "#server/lib/json-list";
import type { ProductFilterOptions } from "#common/catalog";
import type { Db } from "#db/client";
import { categories, countries, vendors } from "#db/schema";

/**
 * The choices of the filter form, from small tables only, in one statement: it runs on every page
 * load, and on the embedded database each statement costs a round of parsing and planning of its own.
 */
export async function productFilterOptions(db: Db): Promise<ProductFilterOptions> {
  const [row] = await db
    .select({
      categories: jsonList<{ slug: string; name: string }>(
        sql`json_build_object('slug', ${categories.slug}, 'name', ${categories.name})`,
        sql`${categories}`,
        sql`${categories.sortOrder}, ${categories.name}`,
      ),
      countries: jsonList<{ code: string; name: string }>(
        sql`json_build_object('code', ${countries.code}, 'name', ${countries.name})`,
        sql`${countries}`,
        sql`${countries.name}`,
      ),
      supplierTypes: sql<
        string[]
      >`(select coalesce(array_agg(distinct lower(${vendors.supplierType}) order by lower(${vendors.supplierType})), '{}') from ${vendors} where ${vendors.isActive})`,
    })
    .from(sql`(select 1) as options`);
  return row ?? { categories: [], countries: [], supplierTypes: [] };
}

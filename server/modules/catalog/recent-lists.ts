import { sharedRead } from "#server/lib/shared-read";
import { productFilterOptions } from "./filter-options.queries";
import { categoryChoices } from "./categories.queries";

/**
 * The category and filter choices the listing and search pages show on every load, shared by the
 * process for 30 s (decision 037). A category change through this process drops them at once; a
 * vendor's supplier type or another process's change shows within 30 s.
 */
export const recentCategoryChoices = sharedRead("category choices", 30_000, categoryChoices);
export const recentProductFilterOptions = sharedRead("product filter options", 30_000, productFilterOptions);

/** After a category is created, renamed, moved or deleted: the next page reads the lists again. */
export function forgetCategoryLists() {
  recentCategoryChoices.forget();
  recentProductFilterOptions.forget();
}

/**
 * The admin's catalogue moderation, as the server says it (field messages, refusals): registered in
 * en-outside-shell as `messages.adminCatalog`. The pages' own texts are in admin-products.ts and
 * admin-categories.ts.
 */
export const adminCatalogMessages = {
  productNotFound: "Product not found.",
  unlistReasonRequired: "Give a reason: the vendor reads it.",
  alreadyUnlisted: (name: string) => `${name} is already unlisted by the marketplace.`,
  notUnlisted: (name: string) => `${name} was not unlisted by the marketplace: its vendor lists it.`,
  /** The vendor's form and list, for a product the marketplace unlisted. */
  heldByMarketplace: (reason: string) =>
    `The marketplace unlisted this product: ${reason} Only the marketplace can list it again.`,
  /** The admin's product form, for a held product set to listed: relisting is the list's action. */
  heldRelistFromList:
    "The marketplace holds this product: relist it from the product list, which tells its vendor.",
  /** The admin's new-product form: the store it is added to. */
  vendorRequired: "Choose the vendor who sells this product.",
  vendorUnknown: "Choose a vendor from the list.",
  /** The notification the store's owner gets. */
  unlistedNoticeTitle: (name: string) => `${name} was unlisted by the marketplace`,
  unlistedNotice: (reason: string) =>
    `Shoppers no longer see it. Reason: ${reason} Only the marketplace can list it again.`,
  relistedNoticeTitle: (name: string) => `${name} is no longer held by the marketplace`,
  relistedNotice: "The marketplace lifted its unlisting: you manage this product as before.",
  categoryNotFound: "Category not found.",
  categoryNameRequired: "Enter the category's name.",
  categoryNameTooLong: (max: number) => `Use at most ${max} characters for the name.`,
  categorySlugInvalid: (max: number) =>
    `Use at most ${max} lower-case letters, digits and single hyphens for the slug, e.g. home-decor.`,
  categorySlugTaken: "Another category already has this slug.",
  categoryDescriptionTooLong: (max: number) => `Use at most ${max} characters for the description.`,
  categoryParentUnknown: "Choose a parent category from the list, or none.",
  categoryParentCycle: "A category cannot sit under itself or one of its own subcategories.",
  categorySortOrderInvalid: (max: number) => `Enter a whole number from 0 to ${max}.`,
  categoryImageAltRequired:
    "Describe the picture for people who cannot see it, e.g. “Kente cloth folded on a loom”.",
  categoryImageAltTooLong: (max: number) => `Use at most ${max} characters for the description.`,
  categoryHasProducts: (name: string, count: string) =>
    `${name} still holds ${count} products: move them to another category before deleting it.`,
};

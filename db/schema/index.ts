// One file per module that owns (writes) the tables in it; the module map in docs/ARCHITECTURE.md
// names the owner of each. Drizzle and the client read every table through this file.
export * from "./identity";
export * from "./audit";
export * from "./platform";
export * from "./reference";
export * from "./rate-limit";
export * from "./mail";
export * from "./newsletter";
export * from "./vendors";
export * from "./catalog";
export * from "./pricing-tiers";
export * from "./customization";
export * from "./product-documents";
export * from "./reviews";
export * from "./wishlist";
export * from "./search";
export * from "./messaging";
export * from "./notifications";
export * from "./cart";
export * from "./orders";
export * from "./payments";
export * from "./vendor-onboarding";
export * from "./payouts";
export * from "./storefront-banners";
export * from "./analytics";
export * from "./trade-assurance";
export * from "./corporate-accounts";

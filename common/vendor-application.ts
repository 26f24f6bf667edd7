/**
 * The application to sell, as both the page and the server read it: its steps in order, the kinds of
 * business and of document it takes, and its limits.
 */
export const applicationSteps = ["business", "images", "payout", "documents", "review"] as const;
export type ApplicationStep = (typeof applicationSteps)[number];

export function isApplicationStep(value: unknown): value is ApplicationStep {
  return typeof value === "string" && (applicationSteps as readonly string[]).includes(value);
}

export const vendorBusinessTypes = [
  "manufacturer",
  "brand",
  "artisan_cooperative",
  "wholesaler",
  "distributor",
  "retailer",
] as const;
export type VendorBusinessType = (typeof vendorBusinessTypes)[number];

export const applicationImageKinds = ["logo", "banner"] as const;
export type ApplicationImageKind = (typeof applicationImageKinds)[number];

/** The smallest width each image may have, so it stays sharp where the store page shows it. */
export const minImageWidth: Record<ApplicationImageKind, number> = { logo: 200, banner: 800 };

export const maxApplicationCategories = 5;
export const maxApplicationDocuments = 6;
export const minDescriptionLength = 50;
export const maxDescriptionLength = 2000;

/** What the document picker accepts; the server decides from the bytes all the same. */
export const acceptedApplicationDocuments = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";
export const acceptedApplicationImages = ".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp";

/**
 * draft: being filled in (each step saved as it is sent); pending: submitted, waiting for an admin;
 * approved: the vendor exists; rejected: with a reason, and the applicant may correct and submit
 * again (the same application goes back to pending).
 */
export const vendorApplicationStatuses = ["draft", "pending", "approved", "rejected"] as const;
export type VendorApplicationStatus = (typeof vendorApplicationStatuses)[number];

export const applicationDocumentKinds = ["identity", "business_registration", "other"] as const;
export type ApplicationDocumentKind = (typeof applicationDocumentKinds)[number];

import type { BackOfficeVendorStatus } from "#common/views/admin-vendors";
import type { BadgeTone } from "~/components/catalog/badge";

/** How each applicant or store status is coloured in the back office. */
export const vendorStatusTones: Record<BackOfficeVendorStatus, BadgeTone> = {
  pending: "warning",
  rejected: "soft",
  active: "success",
  suspended: "brand",
};

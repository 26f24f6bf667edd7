import type { Catalogue } from "#common/i18n/catalogue";
import { useT } from "~/lib/locale";

/**
 * The names of order, sub-order and payment states and of payment methods, in the request's language,
 * to look up by the stored value.
 */
export function useOrderLabels(): Catalogue["orderLabels"] {
  return useT().orderLabels;
}

/** The badge colour of an order or sub-order status. */
export function statusTone(status: string): "warning" | "success" | "info" {
  return status === "cancelled" ? "warning" : status === "delivered" ? "success" : "info";
}

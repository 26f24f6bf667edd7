import type { ActionFailure } from "#common/action-failure";

/** What every cart change answers, as JSON to a script or as the re-rendered page's notice. */
export type CartActionResult = ({ ok: true; message: string } | ActionFailure) & {
  intent: string;
  productId: string;
};

/** What every cart change answers, as JSON to a script or as the re-rendered page's notice. */
export interface CartActionResult {
  ok: boolean;
  message: string;
  intent: string;
  productId: string;
  fieldErrors?: Record<string, string>;
}

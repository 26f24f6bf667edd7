import { useEffect, useRef } from "react";
import { toast } from "~/lib/toast";
import type { CartActionResult } from "./cart-action-result";

/** Shows each cart result once as a toast (success 3 s, failure 6 s). */
export function useCartResultToast(result: CartActionResult | undefined) {
  const shown = useRef<CartActionResult | undefined>(undefined);
  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    if (result.ok) toast.success(result.message, { duration: 3000 });
    else toast.error(result.message, { duration: 6000 });
  }, [result]);
}

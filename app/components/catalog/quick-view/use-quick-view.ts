import type { ProductCardData } from "#common/catalog";
import { useCallback, useEffect, useRef, useState } from "react";
import { clearAfterCloseMs } from "./quick-view-data";

/**
 * Which product the quick view shows and whether it is open. Closing keeps the product for
 * 300 ms so the dialog does not empty while it closes; opening again cancels that.
 */
export function useQuickView() {
  const [state, setState] = useState<{
    product: ProductCardData | null;
    open: boolean;
  }>({ product: null, open: false });
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const openQuickView = useCallback((product: ProductCardData) => {
    clearTimeout(clearTimer.current);
    setState({ product, open: true });
  }, []);

  const closeQuickView = useCallback(() => {
    setState((current) => ({ ...current, open: false }));
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => setState({ product: null, open: false }), clearAfterCloseMs);
  }, []);

  useEffect(() => () => clearTimeout(clearTimer.current), []);
  return { ...state, openQuickView, closeQuickView };
}

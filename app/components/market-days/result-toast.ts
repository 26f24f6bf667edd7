import type { ActionFailure } from "#common/action-failure";
import { useEffect } from "react";
import { toast } from "~/lib/toast";

export type MarketDayResult<Intent extends string = string> =
  | { ok: true; intent: Intent; id?: string; message: string }
  | (ActionFailure & { intent: Intent; id?: string });

/**
 * A form's outcome as a toast, once per answer: the success's sentence, or the failure's title (the
 * form's "Failed to …") with its message as the description.
 */
export function useResultToast(result: MarketDayResult | undefined, failedTitle: string) {
  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(result.message);
    else toast.error(failedTitle, { description: result.message });
  }, [result, failedTitle]);
}

import type { ActionFailure } from "#common/action-failure";
import { formMessage } from "#common/action-failure";
import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { toast } from "~/lib/toast";

/**
 * What the pricing and customization pages' actions answer: the form it came from (`intent` and the
 * row it changed) so that form shows the field messages and keeps what was typed; `title` is the
 * failure's toast title ("Failed to add bulk pricing tier").
 */
export type PricingActionResult = (
  { ok: true; message: string; savedId: string } | (ActionFailure & { title: string })
) & { intent: string; targetId: string };

/** The failure of this form (intent and row), if the last post was it. */
export function failureOf(
  result: PricingActionResult | undefined,
  intent: string,
  targetId = "",
): (ActionFailure & { title: string }) | undefined {
  return result && !result.ok && result.intent === intent && result.targetId === targetId
    ? result
    : undefined;
}

/** Shows each result once as a toast: the success text, or the failure's title with its message. */
export function usePricingResultToast(result: PricingActionResult | undefined, fallback: string) {
  const shown = useRef<PricingActionResult | undefined>(undefined);
  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    if (result.ok) toast.success(result.message);
    else toast.error(result.title, { description: formMessage(result) ?? fallback });
  }, [result, fallback]);
}

/** The sentence the page shows when JavaScript is off (with it, the toast says it). */
export function noScriptNotice(result: PricingActionResult | undefined) {
  if (!result) return undefined;
  return { ok: result.ok, message: result.ok ? result.message : `${result.title}: ${result.message}` };
}

/**
 * The row whose edit form is open: the one whose update (`intent`) just failed, so its messages and
 * typed input show; else the row named in the URL (`?edit=`), unless a post has just answered.
 */
export function editingRowId(
  result: PricingActionResult | undefined,
  intent: string,
  fromUrl: string | null,
): string | null {
  const failed = result && !result.ok && result.intent === intent ? result : undefined;
  return failed?.targetId ?? (result ? null : fromUrl);
}

/** The key of an add form: a new one after each row it added, so the form starts empty again. */
export function addFormKey(result: PricingActionResult | undefined, intent: string, targetId = ""): string {
  return result?.ok && result.intent === intent && result.targetId === targetId ? result.savedId : "add";
}

/**
 * Whether this form's post is the one under way: its intent, and its row (the first of `idFields`
 * the post carries, so a choice's form is told apart from its option's).
 */
export function usePostBusy(intent: string, targetId: string, idFields: readonly string[]): boolean {
  const form = useNavigation().formData;
  if (form?.get("intent") !== intent) return false;
  const posted = idFields.map((field) => form.get(field)).find((value) => value !== null);
  return (posted ?? "") === targetId;
}

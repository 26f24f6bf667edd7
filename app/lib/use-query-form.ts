import { type RefObject, useCallback, useEffect, useRef } from "react";
import { useSubmit } from "react-router";

/** Typed search waits 300 ms. */
const typingDelayMs = 300;

/**
 * For GET forms whose fields mirror the URL (filters, search boxes). `apply` submits the form's
 * non-empty fields as a client navigation (without `page`, so a change starts at page 1);
 * `applyLater` does the same after a typing pause. Fields follow the URL when it changes some
 * other way (Back, a "Clear" link), except the one being typed in.
 */
export function useQueryForm(formRef: RefObject<HTMLFormElement | null>, query: string) {
  const submit = useSubmit();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const values = new URLSearchParams(query);
    for (const element of Array.from(form.elements)) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !element.name)
        continue;
      if (
        element === document.activeElement ||
        (element instanceof HTMLInputElement && element.type === "hidden")
      )
        continue;
      if (element instanceof HTMLInputElement && element.type === "checkbox")
        element.checked = values.getAll(element.name).includes(element.value);
      else element.value = values.get(element.name) ?? "";
    }
  }, [formRef, query]);

  const apply = useCallback(
    (form: HTMLFormElement, { replace = false }: { replace?: boolean } = {}) => {
      window.clearTimeout(timer.current);
      const params = new URLSearchParams();
      for (const [name, value] of new FormData(form)) {
        if (typeof value === "string" && value.trim() !== "") params.append(name, value.trim());
      }
      void submit(params, {
        method: "get",
        action: form.getAttribute("action") ?? undefined,
        preventScrollReset: true,
        replace,
      });
    },
    [submit],
  );

  const applyLater = useCallback(
    (form: HTMLFormElement) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => apply(form, { replace: true }), typingDelayMs);
    },
    [apply],
  );

  const cancel = useCallback(() => window.clearTimeout(timer.current), []);
  return { apply, applyLater, cancel };
}

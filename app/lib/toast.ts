/**
 * The app's toasts: a tiny store with sonner's calling style (toast.success(text, { id })), so a
 * toast with the same id replaces the earlier one. <Toaster> in the root shows them. Our own,
 * because a toast library was the largest script on every page after React itself.
 */
export type ToastKind = "default" | "success" | "error" | "info" | "warning" | "loading";

interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  /** A toast with the same id replaces the one shown. */
  id?: string;
  description?: string;
  /** Milliseconds before it goes by itself (4 s by default); loading toasts stay until replaced. */
  duration?: number;
  action?: ToastAction;
}

export interface ToastItem {
  id: string;
  kind: ToastKind;
  message: string;
  description?: string;
  duration: number;
  action?: ToastAction;
  /** Changes whenever the toast is shown again, so its timer starts over. */
  version: number;
}

export const defaultToastDuration = 4000;
/** Toasts kept (shown or waiting); older ones are dropped. */
const keptToasts = 20;

let toasts: readonly ToastItem[] = [];
let sequence = 0;
const listeners = new Set<() => void>();

function publish(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  sequence += 1;
  const id = options.id ?? `toast-${sequence}`;
  const item: ToastItem = {
    id,
    kind,
    message,
    description: options.description,
    action: options.action,
    duration: kind === "loading" ? Number.POSITIVE_INFINITY : (options.duration ?? defaultToastDuration),
    version: sequence,
  };
  publish([item, ...toasts.filter((toast) => toast.id !== id)].slice(0, keptToasts));
  return id;
}

function dismiss(id: string) {
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

/** Shows `loading` while the promise runs, then `success` or `error` in its place. */
function promise<T>(
  work: Promise<T>,
  texts: { loading: string; success: string; error: string },
): Promise<T> {
  const id = show("loading", texts.loading);
  work.then(
    () => show("success", texts.success, { id }),
    () => show("error", texts.error, { id }),
  );
  return work;
}

export const toast = Object.assign(
  (message: string, options?: ToastOptions) => show("default", message, options),
  {
    success: (message: string, options?: ToastOptions) => show("success", message, options),
    error: (message: string, options?: ToastOptions) => show("error", message, options),
    info: (message: string, options?: ToastOptions) => show("info", message, options),
    warning: (message: string, options?: ToastOptions) => show("warning", message, options),
    loading: (message: string, options?: ToastOptions) => show("loading", message, options),
    promise,
    dismiss,
  },
);

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly ToastItem[] {
  return toasts;
}

import { CircleAlert, CircleCheck, Info, LoaderCircle, TriangleAlert, X } from "lucide-react";
import { type ReactNode, useEffect, useState, useSyncExternalStore } from "react";
import { currentToasts, subscribeToToasts, toast, type ToastItem, type ToastKind } from "~/lib/toast";
import { useT } from "~/lib/locale";

/** At most 3 toasts visible at once (newest first). */
const visibleToasts = 3;
const noToasts: readonly ToastItem[] = [];

const kindStyles: Record<ToastKind, string> = {
  default: "border-border bg-card text-card-foreground",
  loading: "border-border bg-card text-card-foreground",
  success:
    "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100",
  error: "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
  info: "border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100",
  warning:
    "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100",
};

const kindIcons: Record<ToastKind, ReactNode> = {
  default: null,
  loading: <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin" />,
  success: <CircleCheck aria-hidden="true" className="size-5 shrink-0" />,
  error: <CircleAlert aria-hidden="true" className="size-5 shrink-0" />,
  info: <Info aria-hidden="true" className="size-5 shrink-0" />,
  warning: <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />,
};

/**
 * The one toast outlet, top right. The list is a polite live region, so each new toast is read
 * out; pointing at or focusing the toasts holds their timers until the pointer or focus leaves.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, () => noToasts);
  const [held, setHeld] = useState(false);
  const t = useT();
  return (
    <section
      aria-label={t.shell.notifications}
      className="pointer-events-none fixed top-4 right-4 left-4 z-[100] flex justify-end sm:left-auto"
    >
      <ol
        aria-live="polite"
        className="flex w-full flex-col gap-2 sm:w-96"
        onPointerEnter={() => setHeld(true)}
        onPointerLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
        }}
      >
        {toasts.slice(0, visibleToasts).map((item) => (
          <ToastView key={item.id} item={item} held={held} />
        ))}
      </ol>
    </section>
  );
}

function ToastView({ item, held }: { item: ToastItem; held: boolean }) {
  const t = useT();
  useEffect(() => {
    if (held || !Number.isFinite(item.duration)) return;
    const timer = setTimeout(() => toast.dismiss(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.version, item.duration, held]);

  return (
    <li
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-3 text-sm shadow-lg ${kindStyles[item.kind]}`}
    >
      {kindIcons[item.kind]}
      <div className="min-w-0 flex-1">
        <p className="font-medium">{item.message}</p>
        {item.description ? <p className="mt-0.5 opacity-90">{item.description}</p> : null}
      </div>
      {item.action ? (
        <button
          type="button"
          onClick={() => {
            item.action?.onClick();
            toast.dismiss(item.id);
          }}
          className="shrink-0 rounded-md bg-foreground px-2.5 py-1 text-xs font-semibold text-background hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {item.action.label}
        </button>
      ) : null}
      <button
        type="button"
        onClick={() => toast.dismiss(item.id)}
        aria-label={t.shell.closeToast}
        className="-m-1 inline-flex size-7 shrink-0 items-center justify-center rounded-md opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

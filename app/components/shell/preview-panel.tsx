import { productPath } from "#common/paths";
import { X } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { CatalogImage } from "~/components/catalog/catalog-image";
import { buttonClassName } from "~/components/ui/button";
import { useFormat, useT } from "~/lib/locale";

/**
 * The frame of a floating preview: a titled panel that takes focus when it opens and
 * closes on Escape or its close button, handing focus back to the button that opened it.
 */
export function PreviewPanel({
  id,
  title,
  closeLabel,
  count,
  open,
  onClose,
  viewLink,
  children,
}: {
  id: string;
  title: string;
  closeLabel: string;
  /** Shown beside the title once known. */
  count: number | null;
  open: boolean;
  onClose: () => void;
  viewLink: { to: string; label: string };
  children: ReactNode;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const t = useT();
  const format = useFormat();
  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onClose();
      document.querySelector<HTMLElement>(`[aria-controls="${id}"]`)?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, onClose, id]);

  return (
    <div
      id={id}
      ref={panelRef}
      role="dialog"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      hidden={!open}
      className="w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xl outline-none"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="font-semibold">
          {title}
          {count !== null ? (
            <span className="ml-1 text-sm font-normal text-muted-foreground">
              ({t.previews.itemCount(count, format.number(count))})
            </span>
          ) : null}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="inline-flex size-8 items-center justify-center rounded-md hover:bg-muted"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="mt-3">{children}</div>
      <Link to={viewLink.to} onClick={onClose} className={`${buttonClassName("primary")} mt-3 w-full`}>
        {viewLink.label}
      </Link>
    </div>
  );
}

/** One product in a preview: thumbnail, name linking to the product, and a line of detail. */
export function PreviewItem({
  productId,
  name,
  imageKey,
  detail,
  onClose,
  children,
}: {
  productId: string;
  name: string;
  imageKey: string | null;
  detail: ReactNode;
  onClose: () => void;
  /** More about the item under its detail line (a cart line's customization). */
  children?: ReactNode;
}) {
  return (
    <li className="flex items-center gap-3 py-2">
      <div className="size-12 shrink-0 overflow-hidden rounded-md bg-muted">
        <CatalogImage imageKey={imageKey} alt="" width={48} height={48} sizes="48px" />
      </div>
      <div className="min-w-0 flex-1">
        <Link
          to={productPath(productId)}
          onClick={onClose}
          className="line-clamp-2 text-sm font-medium hover:underline"
        >
          {name}
        </Link>
        <p className="text-sm text-muted-foreground">{detail}</p>
        {children}
      </div>
    </li>
  );
}

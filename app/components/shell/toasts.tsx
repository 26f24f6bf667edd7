import { loginPathFor } from "#common/paths";
import { useEffect, useId, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "~/lib/toast";
import { buttonClassName } from "~/components/ui/button";
import { Toaster } from "./toaster";
import { useT } from "~/lib/locale";

/** The one toast outlet (4 s default, at most 3 visible), with the network toasts. */
export function AppToaster() {
  useNetworkToasts();
  return <Toaster />;
}

function useNetworkToasts() {
  const t = useT();
  useEffect(() => {
    const onOffline = () =>
      toast.warning(t.network.offlineTitle, {
        id: "network",
        description: t.network.offlineText,
      });
    const onOnline = () =>
      toast.success(t.network.onlineTitle, {
        id: "network",
        description: t.network.onlineText,
      });
    window.addEventListener("offline", onOffline);
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("offline", onOffline);
      window.removeEventListener("online", onOnline);
    };
  }, [t]);
}

type Flash = { kind: "success" | "error"; text: string };

/**
 * Shows notices the server sent with the page. The root loader returns fresh objects on every
 * load, so remembering the last object shown keeps StrictMode's double effects and re-renders from
 * repeating a notice, while a new notice from a later load still shows.
 */
export function ServerNotices({
  flash,
  sessionExpired,
  cartMerged,
}: {
  flash: Flash | null;
  sessionExpired: boolean;
  cartMerged: number;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const shownFlash = useRef<Flash | null>(null);
  const shownExpiry = useRef(false);
  const returnTo = location.pathname + location.search;
  const t = useT();

  useEffect(() => {
    if (!flash || shownFlash.current === flash) return;
    shownFlash.current = flash;
    const show = flash.kind === "success" ? toast.success : toast.error;
    show(flash.text, { id: `flash:${flash.text}` });
  }, [flash]);

  useEffect(() => {
    if (cartMerged > 0) toast.success(t.cart.merged(cartMerged), { id: "cart-merged" });
  }, [cartMerged, t]);

  useEffect(() => {
    if (!sessionExpired) {
      shownExpiry.current = false;
      return;
    }
    if (shownExpiry.current) return;
    shownExpiry.current = true;
    toast.error(t.auth.sessionExpired, { id: "session-expired" });
    toast(t.auth.sessionExpiredShort, {
      id: "session-expired-action",
      action: { label: t.shell.login, onClick: () => navigate(loginPathFor(returnTo)) },
    });
  }, [sessionExpired, navigate, returnTo, t]);

  return null;
}

/** "Login required" prompt: a modal asking whether to go to the login page. */
export function LoginRequiredDialog({
  open,
  onOpenChange,
  returnTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnTo: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const navigate = useNavigate();
  const id = useId();
  const t = useT();
  const titleId = `${id}-title`;
  const textId = `${id}-text`;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  function onClose() {
    returnFocus.current?.focus();
    returnFocus.current = null;
    if (open) onOpenChange(false);
  }

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onClose}
      className="modal-dialog m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t.auth.loginRequiredTitle}
      </h2>
      <p id={textId} className="mt-2 text-sm text-muted-foreground">
        {t.auth.loginRequired}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={() => onOpenChange(false)} className={buttonClassName("secondary")}>
          {t.auth.loginRequiredStay}
        </button>
        <button
          type="button"
          onClick={() => {
            onOpenChange(false);
            navigate(loginPathFor(returnTo));
          }}
          className={buttonClassName("primary")}
        >
          {t.auth.loginRequiredGo}
        </button>
      </div>
    </dialog>
  );
}

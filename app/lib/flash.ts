import { en } from "#common/i18n/en";

/**
 * A one-shot notice carried across a redirect in a short-lived cookie. Only known keys are
 * accepted, so a forged cookie can show nothing but our own texts.
 */
const flashNotices = {
  "logged-out": { kind: "success", text: en.auth.logoutSuccess },
  "logout-failed": { kind: "error", text: en.auth.logoutFailure },
  "email-confirmed": { kind: "success", text: en.auth.emailConfirmed },
  "password-reset": { kind: "success", text: en.auth.resetSuccess },
  "role-lookup-failed": { kind: "error", text: en.auth.roleLookupFailed },
  "wishlist-added": { kind: "success", text: en.wishlist.added },
  "wishlist-removed": { kind: "success", text: en.wishlist.removed },
  "wishlist-failed": { kind: "error", text: en.wishlist.cardUpdateFailed },
  "store-followed": { kind: "success", text: en.store.followed },
  "store-unfollowed": { kind: "success", text: en.store.unfollowed },
  "store-follow-failed": { kind: "error", text: en.store.followFailed },
  "document-uploaded": { kind: "success", text: en.documents.uploaded },
  "document-removed": { kind: "success", text: en.documents.removed },
  "document-failed": { kind: "error", text: en.documents.failed },
  "currency-not-offered": { kind: "error", text: en.shell.currencyNotOffered },
} as const;

export type FlashKey = keyof typeof flashNotices;
export type FlashNotice = (typeof flashNotices)[FlashKey];

const cookieName = "sab_flash";

export function setFlashCookie(key: FlashKey): string {
  return `${cookieName}=${key}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

export function clearFlashCookie(): string {
  return `${cookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
}

export function readFlash(request: Request): { key: FlashKey; notice: FlashNotice } | null {
  const value = request.headers
    .get("cookie")
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${cookieName}=`))
    ?.slice(cookieName.length + 1);
  return value && value in flashNotices
    ? { key: value as FlashKey, notice: flashNotices[value as FlashKey] }
    : null;
}

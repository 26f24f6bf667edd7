import { messages } from "#common/messages";

/**
 * A one-shot notice carried across a redirect in a short-lived cookie. Only known keys are
 * accepted, so a forged cookie can show nothing but our own texts.
 */
const flashNotices = {
  "logged-out": { kind: "success", text: messages.auth.logoutSuccess },
  "logout-failed": { kind: "error", text: messages.auth.logoutFailure },
  "email-confirmed": { kind: "success", text: messages.auth.emailConfirmed },
  "password-reset": { kind: "success", text: messages.auth.resetSuccess },
  "role-lookup-failed": { kind: "error", text: messages.auth.roleLookupFailed },
  "wishlist-added": { kind: "success", text: messages.wishlist.added },
  "wishlist-removed": { kind: "success", text: messages.wishlist.removed },
  "wishlist-failed": { kind: "error", text: messages.wishlist.cardUpdateFailed },
  "store-followed": { kind: "success", text: messages.store.followed },
  "store-unfollowed": { kind: "success", text: messages.store.unfollowed },
  "store-follow-failed": { kind: "error", text: messages.store.followFailed },
  "document-uploaded": { kind: "success", text: messages.documents.uploaded },
  "document-removed": { kind: "success", text: messages.documents.removed },
  "document-failed": { kind: "error", text: messages.documents.failed },
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

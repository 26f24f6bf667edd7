import { createHmac } from "node:crypto";
import { sha256 } from "#server/lib/hash";

/**
 * A guest order's tracking token: an HMAC of the order's id under AUTH_SECRET, so every e-mail about
 * the order can give the guest the same link the confirmation did, while the order keeps only the
 * token's SHA-256 (the database alone opens no guest's order). 32 characters, 192 bits.
 */
export function guestOrderToken(orderId: string, secret: string): string {
  return createHmac("sha256", secret).update(`guest-order:${orderId}`).digest("base64url").slice(0, 32);
}

/**
 * The token for a guest order's tracking link in a later e-mail, or null for a buyer's order (their
 * account opens it). Also null for a guest order whose token was drawn at random, before tokens came
 * from the order's id: it cannot be made again, and only the confirmation e-mail carries it.
 */
export function guestTrackingToken(
  order: { id: string; guestTokenHash: string | null },
  secret: string,
): string | null {
  if (!order.guestTokenHash) return null;
  const token = guestOrderToken(order.id, secret);
  return sha256(token) === order.guestTokenHash ? token : null;
}

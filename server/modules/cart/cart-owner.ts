/**
 * Whose cart a request works on: the signed-in user's, or a guest's (by the id in the signed
 * cookie; null before the guest's first add). Resolved from the session and the cookie only,
 * never from a request body.
 */
export type CartOwner = { kind: "user"; userId: string } | { kind: "guest"; cartId: string | null };

/** The back office's order page (/admin/orders/:id), shared by the page and the server's rules. */

/** The longest internal note, in characters once trimmed. */
export const maxInternalNoteLength = 2000;

/** What a post to an order's page asks for; anything else is a broken form. */
export const backOfficeOrderIntents = ["note", "cancel", "refund", "mark-paid", "advance"] as const;
export type BackOfficeOrderIntent = (typeof backOfficeOrderIntents)[number];

/**
 * Limits of buyer–vendor messages that the browser shows and the server enforces. Kept apart from
 * the zod schemas so the forms that need only a number do not ship the validation library.
 */

/** Longest message a buyer or vendor may send, in characters (after trimming). */
export const messageMaxLength = 5000;
/** The fallback notification quotes this many characters of the message. */
export const notificationExcerptLength = 100;

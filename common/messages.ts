import { en } from "./i18n/en";

/**
 * The English catalogue under the name server code and the older pages use. Server messages are in
 * English today; a page that renders for a visitor reads its texts with `useT()` so they follow the
 * request's language.
 */
export const messages = en;

import { en } from "./i18n/en";
import { enOutsideShell } from "./i18n/en-outside-shell";

/**
 * Every English text under the name server code and the older pages use. Server messages are in
 * English today; a page that renders for a visitor reads its texts with `useT()` so they follow the
 * request's language. Code that ships with every page (the shell, the product page) imports `en`
 * instead, so it does not download the texts only the server and back-office pages need.
 */
export const messages = { ...en, ...enOutsideShell };

import { config } from "zod";

/**
 * The page's Content-Security-Policy allows no eval, and zod 4 compiles object parsers with
 * `new Function` unless told not to; it even probes for eval (a CSP violation the browser reports)
 * when a schema is created. So in the browser zod runs jitless, set before any schema module is
 * evaluated: app/root.tsx imports this module first. The server keeps the faster compiled parsers.
 */
if (!import.meta.env.SSR) config({ jitless: true });

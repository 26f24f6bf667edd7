/**
 * The page's Content-Security-Policy allows no eval, and zod 4 compiles object parsers with
 * `new Function` unless told not to; it even probes for eval (a CSP violation the browser reports)
 * when a schema is created. So in the browser zod runs jitless, set before any schema is created:
 * app/root.tsx imports this module first. zod keeps its settings in `globalThis.__zod_globalConfig`
 * (shared by every copy of zod on a page), so setting it there does not load zod on pages that
 * never parse anything. The server keeps the faster compiled parsers.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

if (!import.meta.env.SSR) (globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};

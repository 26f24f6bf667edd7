import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The layer rules of docs/ARCHITECTURE.md (decision 018). An import is matched however it is spelt:
 * by alias (#server/…), by bare path (tsconfig's baseUrl makes "server/…" resolve) or relatively
 * ("../../server/…", or "../flows/…" from inside server/). Tests may import anything.
 */
const relativeUp = String.raw`(\.\./)+`;
/** An import of the folder `path` under the top-level folder `top` (the whole of `top` without `path`). */
function folderImport(top, alias, path = "") {
  const inside = path ? `/${path}` : "";
  const relative = path ? `${relativeUp}(${top}/)?${path}` : `${relativeUp}${top}`;
  return `^(${alias}${inside}|${top}${inside}|${relative})(/|$)`;
}
const banned = {
  server: {
    regex: folderImport("server", "#server"),
    message: "Only server code, route modules and *.server.ts files import server/.",
  },
  serverFile: {
    regex: String.raw`\.server(\.tsx?)?$`,
    message: "Browser code never imports *.server files; only route modules and other server files may.",
  },
  db: {
    regex: folderImport("db", "#db"),
    message: "Browser and shared code never import the database; server code does.",
  },
  app: {
    regex: folderImport("app", "~"),
    message: "Only the app imports the app (components, routes, app/lib).",
  },
  demo: {
    regex: folderImport("demo", "#demo"),
    message: "Demo content is not part of the product: only the boot, scripts, bench and tests import demo/.",
  },
  flows: {
    regex: folderImport("server", "#server", "flows"),
    message: "Modules hold the rules; flows call modules, never the other way round.",
  },
  http: {
    regex: folderImport("server", "#server", "http"),
    message: "The HTTP layer calls modules and flows; nothing below it (nor a route) imports it.",
  },
  honoApp: {
    regex: String.raw`^(#server/app|server/app|(\.\./)+(server/)?app)(\.ts)?$`,
    message: "server/app.ts (the Hono app) sits above every layer; only server/main.ts imports it.",
  },
  modules: {
    regex: folderImport("server", "#server", "modules"),
    message: "server/lib is plumbing below the modules; it never imports one.",
  },
};
const notTests = ["**/*.test.{ts,tsx}"];
/** One files-block of restricted imports. A later block replaces an earlier one for the files both match. */
function layer(files, rules, ignores = []) {
  return {
    files,
    ignores: [...notTests, ...ignores],
    rules: { "no-restricted-imports": ["error", { patterns: rules }] },
  };
}

export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".data/", ".react-router/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["server/main.ts", "scripts/**", "bench/**", "tests/**"],
    rules: { "no-console": "off" },
  },
  {
    // Playwright fixtures declare "no dependencies" with an empty pattern.
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": "off" },
  },
  // Layers: the first block covers everything; the later ones replace it for their own folders.
  layer(
    ["**/*.{ts,tsx,js,mjs}"],
    [banned.demo],
    ["server/boot.ts", "scripts/**", "bench/**", "tests/**", "demo/**"],
  ),
  layer(
    ["app/components/**", "app/lib/**"],
    [banned.server, banned.db, banned.demo, banned.serverFile],
    ["app/lib/**/*.server.ts"],
  ),
  layer(["common/**"], [banned.server, banned.db, banned.demo, banned.app]),
  layer(["app/routes/**", "app/root.tsx"], [banned.http, banned.honoApp, banned.demo]),
  layer(["server/flows/**"], [banned.http, banned.honoApp, banned.app, banned.demo]),
  layer(["server/modules/**"], [banned.flows, banned.http, banned.honoApp, banned.app, banned.demo]),
  layer(
    ["server/lib/**"],
    [banned.modules, banned.flows, banned.http, banned.honoApp, banned.app, banned.demo],
  ),
  layer(["db/**"], [banned.server, banned.app, banned.demo]),
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
);

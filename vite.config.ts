import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { pathAliases } from "./path-aliases";

/**
 * The root route's module is loaded on every page, so everything it imports statically can share
 * one chunk at no cost to any page. Left to itself the bundler splits each module that a route
 * also imports into a chunk of its own (an icon, a button), and the product page paid for dozens
 * of those tiny files. React and the router stay in their own chunks.
 */
function rootShellChunk(
  moduleId: string,
  ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null },
): string | null {
  shell ??= reachableFrom(rootModuleId(ctx), ctx);
  if (!shell.has(moduleId)) return null;
  return /node_modules/.test(moduleId) && !/node_modules\/lucide-react\//.test(moduleId)
    ? null
    : "root-shell";
}

let shell: Set<string> | undefined;
const rootFile = `${import.meta.dirname}/app/root.tsx`;

function rootModuleId(ctx: { getModuleInfo(id: string): unknown }): string {
  if (!ctx.getModuleInfo(rootFile)) throw new Error(`root route not found at ${rootFile}`);
  return rootFile;
}

function reachableFrom(
  start: string,
  ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null },
): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * lucide-react's icon modules import `../createLucideIcon.mjs`; both builds get app/lib/lucide-icon.ts
 * instead, which draws the same markup at a tenth of the cost. Bundling lucide-react into the
 * server build (noExternal) lets the alias reach it there too, and leaves only the icons in use.
 */
const lucideIconFactory = {
  find: /^\.{1,2}\/createLucideIcon\.mjs$/,
  replacement: `${import.meta.dirname}/app/lib/lucide-icon.ts`,
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: [
      ...Object.entries(pathAliases).map(([find, replacement]) => ({ find, replacement })),
      lucideIconFactory,
    ],
  },
  build: isSsrBuild
    ? {}
    : { rolldownOptions: { output: { codeSplitting: { groups: [{ name: rootShellChunk }] } } } },
  ssr: {
    external: ["@electric-sql/pglite", "pg", "better-auth", "pino", "nodemailer"],
    noExternal: ["lucide-react"],
  },
}));

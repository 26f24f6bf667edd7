import { fileURLToPath } from "node:url";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The import aliases of tsconfig.json's paths, for Vite (the app build) and Vitest alike. */
export const pathAliases = {
  "~": here("./app"),
  "#server": here("./server"),
  "#common": here("./common"),
  "#db": here("./db"),
  "#demo": here("./demo"),
};

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": here("./app"),
      "#server": here("./server"),
      "#common": here("./common"),
      "#db": here("./db"),
    },
  },
  ssr: {
    external: ["@electric-sql/pglite", "pg", "better-auth", "pino", "nodemailer"],
  },
});

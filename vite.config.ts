import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { pathAliases } from "./path-aliases";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: pathAliases,
  },
  ssr: {
    external: ["@electric-sql/pglite", "pg", "better-auth", "pino", "nodemailer"],
  },
});

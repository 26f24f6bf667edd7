import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { productPath } from "#common/paths";
import { products } from "#db/schema";
import { seedDemoData } from "#demo/seed-demo";
import type { createApp } from "#server/app";
import type { LucideIconData } from "~/lib/lucide-icon";
import { baseURL } from "../factories";
import type { TestDatabase } from "../setup/database";
import { type PageApp, startPageApp } from "../page-app";

/**
 * A size budget, not a timer: a product page's HTML as the server sends it (header, page, footer,
 * the loader data in its script) is at most 60 KB for a visitor, on every demo category's richest
 * product. A cheap phone parses and hydrates what it is sent; the foot of the page and the closed
 * tabs load when wanted.
 */
const budgetBytes = 60 * 1024;

// The builds draw lucide's icons with app/lib/lucide-icon.ts (vite.config.ts): so does this page, so
// the bytes counted are the production page's. Each lucide component hands its icon's data to
// lucide's Icon when rendered; the stand-in is made from that data.
vi.mock("lucide-react", async (importOriginal) => {
  const lucide = await importOriginal<Record<string, unknown>>();
  const { default: createLucideIcon } = await import("~/lib/lucide-icon");
  type ForwardRef = { render?: (props: object, ref: null) => { props?: { icon?: LucideIconData } } | null };
  // lucide's own Icon and providers read React context when rendered: they are not icons.
  const iconOf = (value: unknown) => {
    try {
      return (value as ForwardRef | null)?.render?.({}, null)?.props?.icon;
    } catch {
      return undefined;
    }
  };
  return Object.fromEntries(
    Object.entries(lucide).map(([name, value]) => {
      const icon = iconOf(value);
      return [name, icon?.node ? createLucideIcon(icon) : value];
    }),
  );
});

let database: TestDatabase;
let app: ReturnType<typeof createApp>;
let pageApp: PageApp | undefined;

beforeAll(async () => {
  pageApp = await startPageApp("product-size");
  ({ database, app } = pageApp);
  await seedDemoData(database.db);
}, 180_000);

afterAll(async () => {
  await pageApp?.stop();
});

describe("the product page's weight", () => {
  it("is at most 60 KB of HTML for each demo category's product with the longest description", async () => {
    // One product per category: the one with the most to say (description, specifications).
    const rows = await database.db
      .selectDistinctOn([products.categoryId], { id: products.id })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(
        products.categoryId,
        desc(sql`length(${products.description}) + length(${products.specifications}::text)`),
      );
    const ids = rows.map((row) => row.id);
    expect(ids.length).toBeGreaterThan(3);
    for (const id of ids) {
      const response = await app.request(`${baseURL}${productPath(id)}`, {
        headers: { accept: "text/html" },
      });
      expect(response.status, id).toBe(200);
      const bytes = Buffer.byteLength(await response.text());
      expect(bytes, `${id}: ${bytes} bytes`).toBeLessThanOrEqual(budgetBytes);
    }
  });
});

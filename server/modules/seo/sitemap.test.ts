import { describe, expect, it } from "vitest";
import { createCategory, createProduct, createVendor } from "../../../tests/catalog-factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { catalogSitemapEntries, productSitemapEntries, productSitemapPageCount } from "./sitemap.queries";
import { robotsTxt, sitemapIndexXml, urlSetXml } from "./sitemap-xml";

const t = useTestDatabase();

describe("sitemaps", () => {
  it("list listed products only, with their last change, and the categories and stores", async () => {
    const vendor = await createVendor(t.db);
    const hidden = await createVendor(t.db, { isActive: false });
    const category = await createCategory(t.db, { slug: "jewelry" });
    const listed = await createProduct(t.db, { vendorId: vendor.id, categoryId: category.id });
    await createProduct(t.db, { vendorId: vendor.id, isActive: false });
    await createProduct(t.db, { vendorId: hidden.id });

    expect(await productSitemapPageCount(t.db)).toBe(1);
    const products = await productSitemapEntries(t.db, { page: 1 });
    expect(products.map((entry) => entry.path)).toEqual([`/products/${listed.id}`]);
    expect(products[0]?.lastModified).toBeInstanceOf(Date);

    const catalog = (await catalogSitemapEntries(t.db)).map((entry) => entry.path);
    expect(catalog).toEqual(
      expect.arrayContaining([
        "/",
        "/products",
        "/deals",
        "/african-crafts",
        "/african-machinery",
        "/category/jewelry",
        `/vendor/${vendor.id}/store`,
        "/about-us",
        "/faq",
        "/blog",
        "/blog/buying-in-bulk-with-rfqs",
        "/press/shop-african-brands-opens",
      ]),
    );
    expect(catalog).not.toContain(`/vendor/${hidden.id}/store`);
    // The landing pages are fixed pages with a stored introduction: listed once all the same.
    expect(catalog.filter((path) => path === "/african-crafts")).toHaveLength(1);
    expect(new Set(catalog).size).toBe(catalog.length);
  });

  it("writes valid, escaped XML and a robots.txt that points at the sitemap", () => {
    const xml = urlSetXml("https://shop.example", [
      { path: "/search?q=a&b", lastModified: new Date("2026-11-01T10:00:00Z") },
    ]);
    expect(xml).toContain("<loc>https://shop.example/search?q=a&amp;b</loc><lastmod>2026-11-01</lastmod>");
    expect(sitemapIndexXml("https://shop.example", ["/sitemaps/products-1.xml"])).toContain(
      "<sitemap><loc>https://shop.example/sitemaps/products-1.xml</loc></sitemap>",
    );
    expect(robotsTxt("https://shop.example")).toContain("Sitemap: https://shop.example/sitemap.xml");
    expect(robotsTxt("https://shop.example")).toContain("Disallow: /admin");
  });
});

import { contentPagePath } from "#common/content-pages";
import { linksIn } from "#common/rich-text";
import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { contentPageRows } from "./content-pages";

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

/** Every page pattern of the route table, the catch-all 404 left out. */
function routePatterns(entries: readonly RouteEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`.replace(/\/+/g, "/");
    const own = entry.path !== undefined && entry.path !== "*" ? [path || "/"] : [];
    return [...own, ...routePatterns(entry.children ?? [], path)];
  });
}

const patterns = ["/", ...routePatterns(routes as RouteEntry[])];
const routeExists = (pathname: string) => patterns.some((pattern) => matchPath(pattern, pathname));

describe("the information pages' reference content", () => {
  it("has every page the site links to, each at a route", () => {
    const paths = contentPageRows.map((page) => contentPagePath(page.kind, page.slug));
    for (const path of [
      "/about-us",
      "/contact-us",
      "/support",
      "/faq",
      "/privacy",
      "/terms",
      "/refund-policy",
      "/shipping",
      "/careers",
      "/blog",
      "/press",
    ])
      expect(paths).toContain(path);
    expect(contentPageRows.filter((page) => page.kind === "blog_post").length).toBeGreaterThanOrEqual(3);
    expect(paths.filter((path) => !routeExists(path))).toEqual([]);
  });

  it("links only to pages that exist, and writes every link in the allowed form", () => {
    const broken = contentPageRows.flatMap((page) => {
      const links = linksIn(page.body);
      const written = page.body.match(/\]\(/g)?.length ?? 0;
      const unsafe = links.length === written ? [] : [`${page.slug}: a link is not a site path or mailto`];
      const missing = links
        .filter((href) => href.startsWith("/") && !routeExists(href.split(/[?#]/)[0]!))
        .map((href) => `${page.slug} → ${href}`);
      return [...unsafe, ...missing];
    });
    expect(broken).toEqual([]);
  });

  it("gives every page a title and a description search results can show whole", () => {
    for (const page of contentPageRows) {
      expect(page.title.length, page.slug).toBeGreaterThan(0);
      expect(page.summary.length, page.slug).toBeLessThanOrEqual(160);
      expect(page.body.length, page.slug).toBeGreaterThan(100);
    }
  });
});

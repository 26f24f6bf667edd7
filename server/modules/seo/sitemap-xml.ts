import type { SitemapEntry } from "./sitemap.queries";

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );
const day = (date: Date) => date.toISOString().slice(0, 10);

export function urlSetXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map(
      (entry) =>
        `<url><loc>${escapeXml(origin + entry.path)}</loc>${entry.lastModified ? `<lastmod>${day(entry.lastModified)}</lastmod>` : ""}</url>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

export function sitemapIndexXml(origin: string, paths: string[]): string {
  const items = paths.map((path) => `<sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>`;
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /dashboard",
    "Disallow: /account",
    "Disallow: /vendor/dashboard",
    "Disallow: /checkout",
    "Disallow: /messages",
    "Disallow: /api/",
    "Disallow: /dev/",
    "Disallow: /auth/",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

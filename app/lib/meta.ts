const siteName = "Shop African Brands";

/** Title and description for a page; descriptions are cut at 160 characters for search results. */
export function pageMeta(title: string, description?: string, options: { noindex?: boolean } = {}) {
  const tags: Array<Record<string, string>> = [{ title: `${title} | ${siteName}` }];
  if (description)
    tags.push({
      name: "description",
      content: description.length > 160 ? `${description.slice(0, 157)}...` : description,
    });
  if (options.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** Open Graph and X card tags for a page's 1200×630 preview image (an absolute URL), if it has one. */
export function socialImageMeta(imageUrl: string | null, alt: string) {
  if (!imageUrl) return [{ name: "twitter:card", content: "summary" }];
  return [
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** A canonical link for a page's meta, e.g. canonicalLink(loaderData.canonicalUrl). */
export function canonicalLink(href: string) {
  return { tagName: "link", rel: "canonical", href } as const;
}

/** An absolute URL on the site, with the query left out when empty. */
export function absoluteUrl(appUrl: string, pathname: string, params?: URLSearchParams): string {
  const query = params?.toString();
  return `${appUrl.replace(/\/+$/, "")}${pathname}${query ? `?${query}` : ""}`;
}

const siteName = "Shop African Brands";

/** Title and description for a page; descriptions are cut at 160 characters for search results. */
export function pageMeta(title: string, description?: string, options: { noindex?: boolean } = {}) {
  const tags: Array<Record<string, string>> = [{ title: `${title} | ${siteName}` }];
  if (description) tags.push({ name: "description", content: description.length > 160 ? `${description.slice(0, 157)}...` : description });
  if (options.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
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

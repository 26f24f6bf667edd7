const siteName = "Shop African Brands";

/** Title and description for a page; descriptions are cut at 160 characters for search results. */
export function pageMeta(title: string, description?: string, options: { noindex?: boolean } = {}) {
  const tags: Array<Record<string, string>> = [{ title: `${title} | ${siteName}` }];
  if (description) tags.push({ name: "description", content: description.length > 160 ? `${description.slice(0, 157)}...` : description });
  if (options.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

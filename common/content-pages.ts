import { blogPostPath, pressReleasePath } from "./paths";

/**
 * The public information pages (about, FAQ, policies, blog posts, press releases) as stored in the
 * `content_pages` table: what kinds there are and where each is served.
 */

/**
 * page: served at /{slug}; blog_post at /blog/{slug}; press_release at /press/{slug}; documentation
 * (how the platform works, for admins and vendors) at /info/{slug}.
 */
export const contentPageKinds = ["page", "blog_post", "press_release", "documentation"] as const;
export type ContentPageKind = (typeof contentPageKinds)[number];

/** Slugs are lower-case words joined by hyphens, so every stored page has a clean address. */
export const contentSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The address of a stored page of any kind. */
export function contentPagePath(kind: ContentPageKind, slug: string): string {
  if (kind === "blog_post") return blogPostPath(slug);
  if (kind === "press_release") return pressReleasePath(slug);
  if (kind === "documentation") return `/info/${encodeURIComponent(slug)}`;
  return `/${encodeURIComponent(slug)}`;
}

import { blogPostPath, createdPagePath, pressReleasePath } from "./paths";

/**
 * The public information pages (about, FAQ, policies, blog posts, press releases) as stored in the
 * `content_pages` table: what kinds there are and where each is served.
 */

/**
 * page: served at /{slug} (the information pages, whose addresses the route table fixes, and the
 * introductions of /blog, /press and the curated landing pages); blog_post at /blog/{slug};
 * press_release at /press/{slug}; documentation (how the platform works, for admins and vendors) at
 * /info/{slug}; created_page (a page an admin created in the back office) at /pages/{slug}, so no
 * slug an admin picks can ever stand in front of one of the site's own routes.
 */
export const contentPageKinds = [
  "page",
  "blog_post",
  "press_release",
  "documentation",
  "created_page",
] as const;
export type ContentPageKind = (typeof contentPageKinds)[number];

/** The kinds an admin may create on /admin/pages: each is served under its own prefix. */
export const creatableContentPageKinds = ["created_page", "blog_post", "press_release"] as const;
export type CreatableContentPageKind = (typeof creatableContentPageKinds)[number];

/** The longest slug a created page may have: an address people can read and type. */
export const maxContentSlugLength = 80;

/** Slugs are lower-case words joined by hyphens, so every stored page has a clean address. */
export const contentSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The address of a stored page of any kind. */
export function contentPagePath(kind: ContentPageKind, slug: string): string {
  if (kind === "blog_post") return blogPostPath(slug);
  if (kind === "press_release") return pressReleasePath(slug);
  if (kind === "documentation") return `/info/${encodeURIComponent(slug)}`;
  if (kind === "created_page") return createdPagePath(slug);
  return `/${encodeURIComponent(slug)}`;
}

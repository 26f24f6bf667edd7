import type { Db } from "#db/client";
import { categories, contentPages, products, vendors } from "#db/schema";
import { messages } from "#common/messages";
import { isSafeHref } from "#common/rich-text";
import { AppError } from "#server/lib/errors";
import { and, eq, isNotNull, lte } from "drizzle-orm";

/**
 * The pages of this site that are always there (no row decides them), as visitors reach them. A
 * test checks each against the route table; admin, account and checkout pages are not for links on
 * the home page or in the footer.
 */
export const fixedSitePaths: readonly string[] = [
  "/",
  "/products",
  "/categories",
  "/deals",
  "/vendors",
  "/stores",
  "/vendors/become-vendor",
  "/sell",
  "/african-crafts",
  "/african-machinery",
  "/bulk-orders",
  "/trade-assurance",
  "/rfq",
  "/contact",
  "/contact-us",
  "/about",
  "/blog",
  "/press",
  "/search",
];

/** The information pages' kinds by the prefix of their address (an information page has none). */
const articlePrefixes = {
  blog: "blog_post",
  press: "press_release",
  info: "documentation",
  pages: "created_page",
} as const;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Whether a path (no query or fragment) leads to a page that exists now, judged from the rows. */
async function pageExists(db: Db, pathname: string): Promise<boolean> {
  if (fixedSitePaths.includes(pathname)) return true;
  const segments = pathname.slice(1).split("/").map(decoded);
  if (segments.some((segment) => !segment)) return false;
  const [first, second, third] = segments as string[];
  const found = async (query: Promise<unknown[]>) => (await query).length > 0;
  if (segments.length === 2 && first === "products")
    return found(
      db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, second!), eq(products.isActive, true)))
        .limit(1),
    );
  if (segments.length === 2 && first === "category")
    return found(
      db.select({ id: categories.id }).from(categories).where(eq(categories.slug, second!)).limit(1),
    );
  if (segments.length === 3 && first === "vendor" && third === "store")
    return found(
      db
        .select({ id: vendors.id })
        .from(vendors)
        .where(and(eq(vendors.id, second!), eq(vendors.isActive, true)))
        .limit(1),
    );
  const kind =
    segments.length === 1
      ? "page"
      : segments.length === 2 && Object.hasOwn(articlePrefixes, first!)
        ? articlePrefixes[first as keyof typeof articlePrefixes]
        : null;
  if (!kind) return false;
  const slug = segments.length === 1 ? first! : second!;
  return found(
    db
      .select({ id: contentPages.id })
      .from(contentPages)
      .where(
        and(
          eq(contentPages.kind, kind),
          eq(contentPages.slug, slug),
          isNotNull(contentPages.publishedAt),
          lte(contentPages.publishedAt, new Date()),
        ),
      )
      .limit(1),
  );
}

/**
 * A link of the home page or the footer: a path of this site (the page builder's safe-link rule,
 * without mailto) leading to a page that exists now: a fixed page, a listed product, a category, an
 * active store, or a published information page, created page, blog post or press release. A query or fragment
 * may follow. Anything else (another site, a script, a page that answers 404) is refused under
 * `field`. Returns the path to store.
 */
export async function checkSitePath(
  db: Db,
  { path, field }: { path: string; field: string },
): Promise<string> {
  const m = messages.homeContent;
  const refuse = (message: string) => new AppError("VALIDATION", { fieldErrors: { [field]: message } });
  if (!path.startsWith("/") || !isSafeHref(path) || /\s/.test(path)) throw refuse(m.notSitePath);
  const pathname = path.split(/[?#]/, 1)[0]!;
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (!(await pageExists(db, trimmed))) throw refuse(m.noSuchPage);
  return path;
}

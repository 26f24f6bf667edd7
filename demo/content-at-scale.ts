import type { Db } from "#db/client";
import { contentPageKinds, contentPagePath } from "#common/content-pages";
import { homeContentLimits, homeSectionKeys } from "#common/home-content";
import type { PageSection } from "#common/page-sections";
import { categoriesPath, productsPath } from "#common/paths";
import {
  contentPageRevisions,
  contentPages,
  footerLinks,
  homeBanners,
  homeSections,
  mediaAssets,
} from "#db/schema";
import { count } from "drizzle-orm";
import { insertNewRows } from "./catalog/insert-in-chunks";
import { bannerKey } from "./storefronts";

const dayMs = 86_400_000;
/** Admin-written footer links added to each column, under its cap of 12 with the seeded ones. */
const footerLinksPerColumn = 4;

const pageKindOf = (n: number) => contentPageKinds[n % contentPageKinds.length]!;
const pageSlugOf = (n: number) => `makers-stories-${n}`;

/** The sections of the n-th generated page: a hero, a text and a call to action. */
function pageSections(n: number, revision: number): PageSection[] {
  return [
    {
      id: `sec_bulk_${n}_hero`,
      type: "hero",
      fields: { heading: `Makers' stories ${n}`, subheading: `Revision ${revision}` },
    },
    {
      id: `sec_bulk_${n}_text`,
      type: "richText",
      fields: {
        body: `## From the workshop\n\nHow the pieces of collection ${n} are woven, dyed and finished by hand.`,
      },
    },
    {
      id: `sec_bulk_${n}_cta`,
      type: "callToAction",
      fields: { heading: "Shop the collection", buttonLabel: "Browse products", buttonHref: productsPath },
    },
  ];
}

/**
 * The back office's content at a benchmark's scale (set by a few hundred, as a busy editorial team
 * would have): `pages` content pages of every kind (ids cpg_bulk_…), each published from the builder
 * one to five times (its revisions), a third with a draft pending; as many pictures in the media
 * library (their files are not drawn: the lists read the rows); and the home page's capped content
 * filled up: banners to the cap, every section stored (as placed by default), four admin-written
 * links in each footer column. Existing rows are kept, so it can run again.
 */
export async function seedBulkContent(db: Db, { pages, now = new Date() }: { pages: number; now?: Date }) {
  const serials = Array.from({ length: pages }, (_, index) => index + 1);
  const daysAgo = (days: number) => new Date(now.getTime() - days * dayMs);
  const revisionsOf = (n: number) => 1 + (n % 5);
  await insertNewRows(
    db,
    contentPages,
    serials.map((n) => {
      const sections = pageSections(n, revisionsOf(n));
      return {
        id: `cpg_bulk_${n}`,
        slug: pageSlugOf(n),
        kind: pageKindOf(n),
        title: `Makers' stories ${n}`,
        summary: `The people and workshops behind collection ${n}.`,
        body: "",
        publishedAt: daysAgo(n),
        sections,
        draft: n % 3 === 0 ? { title: `Makers' stories ${n}`, summary: "A new draft.", sections } : null,
        draftUpdatedAt: n % 3 === 0 ? daysAgo(n / 2) : null,
        createdAt: daysAgo(n + 30),
        updatedAt: daysAgo(n),
      };
    }),
  );
  await insertNewRows(
    db,
    contentPageRevisions,
    serials.flatMap((n) =>
      Array.from({ length: revisionsOf(n) }, (_, index) => ({
        id: `cpr_bulk_${n}_${index + 1}`,
        pageId: `cpg_bulk_${n}`,
        number: index + 1,
        title: `Makers' stories ${n}`,
        summary: `The people and workshops behind collection ${n}.`,
        sections: pageSections(n, index + 1),
        publishedAt: daysAgo(n + revisionsOf(n) - index),
      })),
    ),
  );
  await insertNewRows(
    db,
    mediaAssets,
    serials.map((n) => ({
      id: `med_bulk_${n}`,
      key: `bench/content/picture-${n}.png`,
      fileName: `workshop-picture-${n}.png`,
      alt: `A maker at work, picture ${n}`,
      width: 1200,
      height: 800,
      sizeBytes: 180_000 + n,
      createdAt: daysAgo(n / 3),
    })),
  );
  // Up to the cap with the banners there are (the demo shop's among them), as the editor allows.
  const [banners] = await db.select({ value: count() }).from(homeBanners);
  await insertNewRows(
    db,
    homeBanners,
    Array.from({ length: Math.max(0, homeContentLimits.banners - (banners?.value ?? 0)) }, (_, index) => ({
      id: `hbn_bulk_${index + 1}`,
      imageKey: bannerKey("lagos-threads", 0),
      title: `Market week ${index + 1}`,
      subtitle: "New pieces from the makers every day",
      linkPath: categoriesPath,
      startsAt: daysAgo(7 + index),
      endsAt: daysAgo(-30 - index),
      active: index % 4 !== 3,
      position: 10 + index,
    })),
  );
  await insertNewRows(
    db,
    homeSections,
    homeSectionKeys.map((key, position) => ({ key, visible: true, position })),
  );
  await insertNewRows(
    db,
    footerLinks,
    (["quick", "legal"] as const).flatMap((column) =>
      Array.from({ length: footerLinksPerColumn }, (_, index) => ({
        id: `ftl_bulk_${column}_${index + 1}`,
        column,
        label: `Makers' stories ${index + 1}`,
        path: contentPagePath(pageKindOf(index + 1), pageSlugOf(index + 1)),
        position: 10 + index,
      })),
    ),
  );
}

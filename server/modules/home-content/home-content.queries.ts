import type { Db } from "#db/client";
import { footerLinks, homeBanners, homeSections } from "#db/schema";
import {
  type AdminHomeBanner,
  type FooterColumn,
  type FooterLinkView,
  type HomeBannerView,
  type HomeSectionSetting,
  homeContentLimits,
  homeSectionLayout,
} from "#common/home-content";
import { sharedRead } from "#server/lib/shared-read";
import { asc, eq } from "drizzle-orm";

const dayMs = 24 * 60 * 60 * 1000;

const bannerOrder = [asc(homeBanners.position), asc(homeBanners.createdAt), asc(homeBanners.id)];

const bannerColumns = {
  id: homeBanners.id,
  imageKey: homeBanners.imageKey,
  title: homeBanners.title,
  subtitle: homeBanners.subtitle,
  linkPath: homeBanners.linkPath,
  startsAt: homeBanners.startsAt,
  endsAt: homeBanners.endsAt,
};

interface HomeContentRows {
  sections: HomeSectionSetting[];
  banners: (HomeBannerView & { startsAt: Date; endsAt: Date })[];
}

/** The sections' layout and the active banners (at most 10), in one statement each. */
async function readHomeContent(db: Db): Promise<HomeContentRows> {
  const [sectionRows, banners] = await Promise.all([
    db.select().from(homeSections),
    db
      .select(bannerColumns)
      .from(homeBanners)
      .where(eq(homeBanners.active, true))
      .orderBy(...bannerOrder)
      .limit(homeContentLimits.banners),
  ]);
  return { sections: homeSectionLayout(sectionRows), banners };
}

/**
 * The home page's layout and active banners, shared by the requests of a process for 30 seconds
 * (every home page view needs them; they change a few times a week). Each command here forgets it
 * once its transaction has committed, so an admin sees the change on the next page.
 */
export const sharedHomeContent = sharedRead("home content", 30_000, readHomeContent);

export interface HomeContent {
  /** The sections in their order, hidden ones included (the page skips them). */
  sections: HomeSectionSetting[];
  /** The banners showing now: active, `now` within their window, in order. */
  banners: HomeBannerView[];
}

/** What the home page places: its sections' layout and the banners live at `now`. */
export async function homeContent(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<HomeContent> {
  const { sections, banners } = await sharedHomeContent.get(db);
  return {
    sections,
    banners: banners
      .filter((banner) => banner.startsAt <= now && banner.endsAt > now)
      .map(({ startsAt: _startsAt, endsAt: _endsAt, ...banner }) => banner),
  };
}

async function readFooterLinks(db: Db): Promise<FooterLinkView[]> {
  const rows = await db
    .select({
      id: footerLinks.id,
      column: footerLinks.column,
      label: footerLinks.label,
      labelKey: footerLinks.labelKey,
      path: footerLinks.path,
      position: footerLinks.position,
    })
    .from(footerLinks)
    .orderBy(
      asc(footerLinks.column),
      asc(footerLinks.position),
      asc(footerLinks.createdAt),
      asc(footerLinks.id),
    );
  return rows as FooterLinkView[];
}

/**
 * The footer's links, shared by the requests of a process for 60 seconds (every page's footer shows
 * them); forgotten after each change here commits.
 */
export const sharedFooterLinks = sharedRead("footer links", 60_000, readFooterLinks);

/** The footer's links by column, in order (every page's shell). */
export async function footerLinkColumns(db: Db): Promise<Record<FooterColumn, FooterLinkView[]>> {
  const links = await sharedFooterLinks.get(db);
  return {
    quick: links.filter((link) => link.column === "quick"),
    legal: links.filter((link) => link.column === "legal"),
  };
}

export interface AdminHomeContent {
  banners: AdminHomeBanner[];
  sections: HomeSectionSetting[];
  footer: Record<FooterColumn, FooterLinkView[]>;
}

/** /admin/content: every banner (at most 10) with whether it shows now, the layout and the footer links, read fresh. */
export async function adminHomeContent(
  db: Db,
  { now = new Date() }: { now?: Date } = {},
): Promise<AdminHomeContent> {
  const [bannerRows, sectionRows, links] = await Promise.all([
    db
      .select({ ...bannerColumns, active: homeBanners.active, position: homeBanners.position })
      .from(homeBanners)
      .orderBy(...bannerOrder),
    db.select().from(homeSections),
    readFooterLinks(db),
  ]);
  return {
    banners: bannerRows.map(({ startsAt, endsAt, ...banner }) => ({
      ...banner,
      startsOn: startsAt.toISOString().slice(0, 10),
      // The row ends at the start of the day after the last day shown.
      endsOn: new Date(endsAt.getTime() - dayMs).toISOString().slice(0, 10),
      live: banner.active && startsAt <= now && endsAt > now,
    })),
    sections: homeSectionLayout(sectionRows),
    footer: {
      quick: links.filter((link) => link.column === "quick"),
      legal: links.filter((link) => link.column === "legal"),
    },
  };
}

/** Forgets the shared reads after a change commits: the next page shows it. */
export function forgetHomeContent(): void {
  sharedHomeContent.forget();
  sharedFooterLinks.forget();
}

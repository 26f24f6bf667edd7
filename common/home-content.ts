import type { Catalogue } from "./i18n/catalogue";

/**
 * The home page's sections below its first band, in their default order: each can be turned off or
 * moved at /admin/content. The eager ones come with the page; the later ones load as the visitor
 * scrolls near them.
 */
export const homeSectionKeys = [
  "bestSelling",
  "categories",
  "latest",
  "heritage",
  "featuredVendors",
  "business",
] as const;

export type HomeSectionKey = (typeof homeSectionKeys)[number];

/** The sections whose data the home page's loader reads (the others load below the fold). */
export const eagerHomeSections: readonly HomeSectionKey[] = ["bestSelling", "categories"];

export function isHomeSectionKey(value: unknown): value is HomeSectionKey {
  return typeof value === "string" && (homeSectionKeys as readonly string[]).includes(value);
}

/** One section as the home page places it: its key and whether it shows. */
export interface HomeSectionSetting {
  key: HomeSectionKey;
  visible: boolean;
  position: number;
}

/**
 * Every section in its shown order, from the stored rows: a section with no row keeps its default
 * place (after the stored ones of a lower position) and shows; a stored row for a section no longer
 * listed counts for nothing.
 */
export function homeSectionLayout(
  rows: readonly { key: string; visible: boolean; position: number }[],
): HomeSectionSetting[] {
  const stored = new Map(rows.map((row) => [row.key, row]));
  return homeSectionKeys
    .map((key, index) => {
      const row = stored.get(key);
      return { key, visible: row?.visible ?? true, position: row?.position ?? index, index };
    })
    .sort((a, b) => a.position - b.position || a.index - b.index)
    .map(({ key, visible, position }) => ({ key, visible, position }));
}

export const homeContentLimits = {
  banners: 10,
  bannerTitle: 80,
  bannerSubtitle: 160,
  path: 300,
  maxPosition: 99,
  linksPerColumn: 12,
  linkLabel: 40,
};

/** The footer's link columns an admin edits; their titles are the shell's catalogue texts. */
export const footerColumns = ["quick", "legal"] as const;
export type FooterColumn = (typeof footerColumns)[number];

export function isFooterColumn(value: unknown): value is FooterColumn {
  return typeof value === "string" && (footerColumns as readonly string[]).includes(value);
}

/** A footer link as the footer shows it: an admin's label, or the catalogue's `nav[labelKey]`. */
export interface FooterLinkView {
  id: string;
  column: FooterColumn;
  label: string | null;
  labelKey: keyof Catalogue["nav"] | null;
  path: string;
  position: number;
}

/** A home page banner as visitors see it. */
export interface HomeBannerView {
  id: string;
  imageKey: string;
  title: string;
  subtitle: string;
  linkPath: string | null;
}

/** A banner on /admin/content: its window as days (UTC, last day inclusive) and whether it shows now. */
export interface AdminHomeBanner extends HomeBannerView {
  startsOn: string;
  endsOn: string;
  active: boolean;
  position: number;
  live: boolean;
}

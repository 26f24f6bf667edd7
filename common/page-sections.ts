/**
 * The sections a page is built from in the back office's page builder (/admin/page-builder/:pageId),
 * and the fields each holds. Every field is stored as the text the admin typed, so a refused form
 * comes back exactly as sent; the pages module checks them (checkSectionFields) before anything is
 * stored, and the storefront renders them as React elements, never as HTML (decision 043).
 */

export const sectionTypes = [
  "hero",
  "richText",
  "imageText",
  "productGrid",
  "vendorGrid",
  "faqList",
  "callToAction",
  /** A reusable section (/admin/sections) placed here: the page shows that section as it is now. */
  "shared",
] as const;
export type SectionType = (typeof sectionTypes)[number];

/** The types a reusable section can have: any but a placement of another reusable section. */
export const reusableSectionTypes = sectionTypes.filter(
  (type): type is Exclude<SectionType, "shared"> => type !== "shared",
);
export type ReusableSectionType = (typeof reusableSectionTypes)[number];

export function isSectionType(value: unknown): value is SectionType {
  return typeof value === "string" && (sectionTypes as readonly string[]).includes(value);
}

/**
 * What a field holds, and so how it is checked: plain words; rich text (common/rich-text.ts, with
 * every link same-site or mailto and no HTML); a link (a path of this site or a mailto address); an
 * image of the media library (its key); a category (its slug); a reusable section (its id); a whole
 * number in a range; one of a few choices.
 */
export type SectionFieldKind =
  | { kind: "text"; max: number; multiline?: boolean }
  | { kind: "richText"; max: number; needsQuestion?: boolean }
  | { kind: "link" }
  | { kind: "image" }
  | { kind: "category" }
  | { kind: "shared" }
  | { kind: "number"; min: number; max: number }
  | { kind: "choice"; choices: readonly string[] };

export type SectionFieldDefinition = SectionFieldKind & {
  name: string;
  required?: boolean;
  /** Required when this other field is filled in (a button's link once it has a label). */
  requiredWith?: string;
  /** The value a new section starts with. */
  initial?: string;
};

export const sectionFieldDefinitions: Record<SectionType, readonly SectionFieldDefinition[]> = {
  hero: [
    { name: "heading", kind: "text", max: 120, required: true },
    { name: "subheading", kind: "text", max: 300, multiline: true },
    { name: "imageKey", kind: "image" },
    { name: "imageAlt", kind: "text", max: 200, requiredWith: "imageKey" },
    { name: "buttonLabel", kind: "text", max: 40 },
    { name: "buttonHref", kind: "link", requiredWith: "buttonLabel" },
  ],
  richText: [{ name: "body", kind: "richText", max: 20_000, required: true }],
  imageText: [
    { name: "heading", kind: "text", max: 120 },
    { name: "body", kind: "richText", max: 5_000, required: true },
    { name: "imageKey", kind: "image", required: true },
    { name: "imageAlt", kind: "text", max: 200, required: true },
    { name: "imageSide", kind: "choice", choices: ["start", "end"], initial: "start" },
  ],
  productGrid: [
    { name: "heading", kind: "text", max: 120, required: true },
    { name: "search", kind: "text", max: 100 },
    { name: "categorySlug", kind: "category" },
    { name: "limit", kind: "number", min: 1, max: 24, initial: "8" },
  ],
  vendorGrid: [{ name: "heading", kind: "text", max: 120, required: true }],
  faqList: [
    { name: "heading", kind: "text", max: 120 },
    { name: "body", kind: "richText", max: 20_000, required: true, needsQuestion: true },
  ],
  callToAction: [
    { name: "heading", kind: "text", max: 120, required: true },
    { name: "text", kind: "text", max: 300, multiline: true },
    { name: "buttonLabel", kind: "text", max: 40, required: true },
    { name: "buttonHref", kind: "link", required: true },
  ],
  shared: [{ name: "sharedId", kind: "shared", required: true }],
};

/** A section as stored: its id (stable while it is moved), its type and its fields as typed. */
export interface PageSection {
  id: string;
  type: SectionType;
  fields: Record<string, string>;
}

/** The editable content of a page: a draft, a published version or a revision holds this. */
export interface PageContent {
  title: string;
  summary: string;
  sections: PageSection[];
}

/** At most this many sections on a page: the builder stays usable and the page reads in one go. */
export const maxSectionsPerPage = 30;

/** A new section's fields, each at its starting value. */
export function initialSectionFields(type: SectionType): Record<string, string> {
  return Object.fromEntries(sectionFieldDefinitions[type].map((field) => [field.name, field.initial ?? ""]));
}

/** The fields of a section type from a posted form, each as typed ("" when missing). */
export function sectionFieldsFromForm(type: SectionType, form: FormData): Record<string, string> {
  return Object.fromEntries(
    sectionFieldDefinitions[type].map((field) => {
      const value = form.get(field.name);
      return [field.name, typeof value === "string" ? value : ""];
    }),
  );
}

/** The media keys sections show themselves, for the media library's "used by" and its delete rule. */
export function imageKeysOf(sections: readonly Pick<PageSection, "type" | "fields">[]): string[] {
  return sections.flatMap((section) =>
    sectionFieldDefinitions[section.type]
      .filter((field) => field.kind === "image")
      .flatMap((field) => (section.fields[field.name] ? [section.fields[field.name]!] : [])),
  );
}

/** The reusable sections a page's sections place, by id. */
export function sharedIdsOf(sections: readonly PageSection[]): string[] {
  return sections.flatMap((section) =>
    section.type === "shared" && section.fields.sharedId ? [section.fields.sharedId] : [],
  );
}

/**
 * The back office's content editing as the server says it (field messages, refusals): registered in
 * en-outside-shell as `messages.adminContent`. The pages' own texts are in admin-pages.ts.
 */
export const adminContentMessages = {
  pageNotFound: "Page not found.",
  sectionNotFound: "This section is no longer on the page. Please reload it.",
  revisionNotFound: "Revision not found.",
  imageNotFound: "Image not found.",
  tooManySections: (max: number) => `A page holds at most ${max} sections.`,
  required: "Fill in this field.",
  tooLong: (max: number) => `At most ${max} characters.`,
  unsafeLink:
    "Links may lead only to a page of this site (starting with /) or to an e-mail address (mailto:…).",
  html: "HTML is not allowed here: use the formatting shown under the field.",
  needsQuestion: "Add at least one question: a line starting with ?? followed by its answer.",
  wholeNumber: (min: number, max: number) => `Enter a whole number from ${min} to ${max}.`,
  choice: "Choose one of the options.",
  unknownImage: "Choose an image of the media library.",
  unknownCategory: "No category has this slug.",
  unknownShared: "Choose one of the reusable sections.",
  sharedNotFound: "Reusable section not found.",
  nameRequired: "Give the section a name.",
  sharedInUse: (count: number) =>
    `This section is placed on ${count === 1 ? "1 page" : `${count} pages`}: remove it there first.`,
  /** Publishing a draft with a section still missing something. */
  incomplete: (positions: string) => `Complete section ${positions} before publishing.`,
  noDraft: "There is no draft to publish: the page is as published.",
  noSections: "Add at least one section before publishing.",
  slugFormat: "Use lower-case letters and digits in words joined by hyphens, such as our-story.",
  slugTaken: "Another page already has this address: choose another slug.",
  /** A slug another page had before its own changed: its old links still lead there. */
  slugRedirects: "This address still leads to another page, which used to have it: choose another slug.",
  slugUnchanged: "This is already the page's address: type the new slug.",
  /** Changing the slug of one of the site's own pages (seeded, not created on /admin/pages). */
  referencePageSlugKept: "This is one of the site's own pages: its address cannot be changed.",
  /** Unpublishing one of the site's own pages. */
  referencePageStaysPublished:
    "This is one of the site's own pages: it stays published. Change its content in the page builder instead.",
  notPublished: "This page is not published: there is nothing to unpublish.",
  /** Deleting one of the site's own pages (seeded, not created on /admin/pages). */
  referencePageKept: "This is one of the site's own pages: it can be changed but not deleted.",
  publishedPageKept:
    "This page has been published, so links to it may exist: it can be changed but not deleted.",
  altRequired: "Describe the picture for people who cannot see it.",
  imageInUse: (count: number) =>
    `This image is used in ${count === 1 ? "1 place" : `${count} places`}: remove it there first.`,
};

/**
 * The home page's banners and sections and the footer's links (/admin/content) as the server says
 * it: registered in en-outside-shell as `messages.homeContent`.
 */
export const homeContentMessages = {
  bannerNotFound: "Banner not found.",
  footerLinkNotFound: "Footer link not found.",
  titleRequired: "Give the banner a title.",
  labelRequired: "Give the link a label.",
  tooLong: (max: number) => `At most ${max} characters.`,
  dateInvalid: "Enter a date.",
  endBeforeStart: "The last day cannot be before the first day.",
  positionInvalid: (max: number) => `Enter a whole number from 0 to ${max}.`,
  pathRequired: "Enter the path of a page of this site, such as /faq.",
  notSitePath: "Enter the path of a page of this site, starting with / (such as /faq).",
  noSuchPage: "No page of this site has this path: check it on the site, then copy it from the address bar.",
  tooManyBanners: (max: number) => `The home page holds at most ${max} banners: delete one first.`,
  tooManyLinks: (max: number) => `A footer column holds at most ${max} links: delete one first.`,
  unknownSection: "Choose one of the home page's sections.",
};

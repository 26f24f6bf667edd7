import type { PageTexts } from "./catalogue";

/** /admin/categories: the category tree, and the form that adds or changes one. */
export const adminCategoriesTexts = {
  en: {
    title: "Categories",
    intro: (count: string) =>
      `${count} categories, each under its parent in display order. A category that holds products cannot be deleted until they are moved.`,
    addCategory: "Add a category",
    tableCaption: "Category tree",
    columns: ["Name", "Slug", "Image", "Order", "Products", "Actions"],
    subcategoryOf: (parent: string) => `Under ${parent}`,
    noImage: "No image",
    imageAlt: (name: string) => `Picture of ${name}`,
    empty: "No categories yet.",
    editShort: "Edit",
    edit: (name: string) => `Edit ${name}`,
    deleteShort: "Delete",
    delete: (name: string) => `Delete ${name}`,
    deleteQuestion: (name: string) =>
      `${name} will be deleted. Its subcategories move up one level. This cannot be undone.`,
    deleteConfirm: "Delete category",
    cancel: "Cancel",
    close: "Close",
    deleted: (name: string) => `${name} is deleted.`,
    saved: (name: string) => `${name} is saved.`,
    failed: "The category could not be changed. Please try again.",

    newTitle: "Add a category",
    editTitle: (name: string) => `Edit ${name}`,
    backToList: "All categories",
    name: "Name",
    slug: "Slug",
    slugHelp:
      "Its address: /category/<slug>. Lower-case words joined by hyphens; left empty, it is made from the name.",
    description: "Description",
    parent: "Parent category",
    noParent: "None (top level)",
    sortOrder: "Display order",
    sortOrderHelp: "Smaller numbers come first among categories with the same parent.",
    image: "Image",
    save: "Save category",

    imageIntro: "Shown on the category's tile on the categories page and at the top of its own page.",
    noImageYet: "No picture yet: the tile shows the category's icon.",
    imageFile: "Choose a picture",
    imageHint:
      "JPEG, PNG or WebP, at most 5 MB, at least 480 × 320 pixels. Leave it empty to change only the description.",
    imageAltLabel: "Description of the picture (alt text)",
    imageAltHint: "What the picture shows, for people who cannot see it.",
    saveImage: "Save picture",
    savingImage: "Saving…",
    removeImage: "Remove picture",
    removeImageLabel: (name: string) => `Remove the picture of ${name}`,
    removeImageQuestion: (name: string) =>
      `The picture of ${name} will be removed; its tile then shows the category's icon.`,
    imageSaved: (name: string) => `The picture of ${name} is saved.`,
    imageRemoved: (name: string) => `The picture of ${name} is removed.`,
  },
} satisfies PageTexts;

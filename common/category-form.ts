/**
 * The admin's category form as typed: every field text, so a refused form comes back exactly as it
 * was sent. The catalog module checks and converts it (category-input.ts).
 */
export type CategoryFormInput = {
  name: string;
  slug: string;
  description: string;
  /** A category id, or "" for the top level. */
  parentId: string;
  /** A whole number as typed; "" is 0. */
  sortOrder: string;
};

/** The category fields of a posted form, each as typed ("" when missing). */
export function categoryInputFromForm(form: FormData): CategoryFormInput {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    slug: text("slug"),
    description: text("description"),
    parentId: text("parentId"),
    sortOrder: text("sortOrder"),
  };
}

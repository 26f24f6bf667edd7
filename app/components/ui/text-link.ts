/** Inline text links: the brand colour at text contrast, underlined on hover. */
export const textLinkClassName = "font-medium text-primary-text underline-offset-4 hover:underline";

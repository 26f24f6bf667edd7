/** Banner pictures are stored under this folder; a banner's picture is deleted with it or when replaced. */
export const bannerImagePrefix = "banners/";

/** Banners are wide: a picture smaller than this would look blurred across the store page. */
export const bannerImageMinSize = { width: 600, height: 200 };

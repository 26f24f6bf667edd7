/** Home banner pictures are stored under this folder; one is deleted with its banner or when replaced. */
export const homeBannerImagePrefix = "home-banners/";
/** The home page's band is wide: a smaller picture would look blurred across it. */
export const homeBannerImageMinSize = { width: 800, height: 250 };

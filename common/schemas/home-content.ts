import { z } from "zod";
import { homeContentLimits as limits } from "../home-content";
import { messages } from "../messages";
import { bannerSchema, formText, positionField } from "./banner";

const m = messages.homeContent;

const text = (max: number) => formText(max, m.tooLong);
const position = positionField(limits.maxPosition, m.positionInvalid(limits.maxPosition));

/**
 * A home page banner's fields (`bannerSchema`); the server checks the link against the site's
 * pages.
 */
export const homeBannerSchema = bannerSchema(
  { ...m, positionInvalid: m.positionInvalid(limits.maxPosition) },
  {
    title: limits.bannerTitle,
    subtitle: limits.bannerSubtitle,
    link: limits.path,
    maxPosition: limits.maxPosition,
  },
);

export type HomeBannerInput = z.infer<typeof homeBannerSchema>;

/** A footer link's fields; the path is checked by the server against the site's pages. */
export const footerLinkSchema = z.object({
  label: text(limits.linkLabel).pipe(z.string().min(1, m.labelRequired)),
  path: text(limits.path).pipe(z.string().min(1, m.pathRequired)),
  position,
});

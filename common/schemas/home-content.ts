import { z } from "zod";
import { homeContentLimits as limits } from "../home-content";
import { messages } from "../messages";

const m = messages.homeContent;

/** Form text: trimmed, empty when absent. */
const text = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().max(max, m.tooLong(max)));

/** A date from a date input (YYYY-MM-DD), as the start of that day in UTC. */
const day = z
  .string({ error: m.dateInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.dateInvalid)
  .transform((value, issues) => {
    const date = new Date(`${value}T00:00:00.000Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
      issues.addIssue({ code: "custom", message: m.dateInvalid });
      return z.NEVER;
    }
    return date;
  });

/** An order number: empty for 0, else a whole number from 0 to the maximum. */
const position = text(20).transform((value, issues) => {
  if (!value) return 0;
  if (!/^\d{1,3}$/.test(value) || Number(value) > limits.maxPosition) {
    issues.addIssue({ code: "custom", message: m.positionInvalid(limits.maxPosition) });
    return z.NEVER;
  }
  return Number(value);
});

/**
 * A home page banner's fields (its picture is a file, checked apart). It shows from the start of
 * its first day to the end of its last day (UTC). The link is checked by the server against the
 * site's pages.
 */
export const homeBannerSchema = z
  .object({
    title: text(limits.bannerTitle).pipe(z.string().min(1, m.titleRequired)),
    subtitle: text(limits.bannerSubtitle),
    linkPath: text(limits.path),
    startsOn: day,
    endsOn: day,
    active: z
      .string()
      .nullish()
      .transform((value) => value === "on" || value === "true"),
    position,
  })
  .refine((banner) => banner.endsOn >= banner.startsOn, {
    path: ["endsOn"],
    message: m.endBeforeStart,
    // Checked even when another field is wrong, so every message shows at once.
    when: ({ value }) => {
      const { startsOn, endsOn } = value as { startsOn?: unknown; endsOn?: unknown };
      return startsOn instanceof Date && endsOn instanceof Date;
    },
  });

export type HomeBannerInput = z.infer<typeof homeBannerSchema>;

/** A footer link's fields; the path is checked by the server against the site's pages. */
export const footerLinkSchema = z.object({
  label: text(limits.linkLabel).pipe(z.string().min(1, m.labelRequired)),
  path: text(limits.path).pipe(z.string().min(1, m.pathRequired)),
  position,
});

import { z } from "zod";

/** Form text: trimmed, empty when absent, at most `max` characters. */
export function formText(max: number, tooLong: (max: number) => string) {
  return z
    .string()
    .nullish()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().max(max, tooLong(max)));
}

/** An order number typed in a form: empty for 0, else a whole number from 0 to `max` (at most 999). */
export function positionField(max: number, invalid: string) {
  return formText(20, () => invalid).transform((value, issues) => {
    if (!value) return 0;
    if (!/^\d{1,3}$/.test(value) || Number(value) > max) {
      issues.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return Number(value);
  });
}

/** What a banner form says when a field is wrong, in the words of the page that has it. */
export interface BannerSchemaMessages {
  tooLong: (max: number) => string;
  titleRequired: string;
  dateInvalid: string;
  endBeforeStart: string;
  positionInvalid: string;
}

/**
 * A banner's fields (the home page's and a store's; the picture is a file, checked apart): title,
 * optional subtitle and link, first and last day, active, order. The banner runs from the start of
 * its first day to the end of its last (UTC); the last day may not be before the first. Where the
 * link may lead is the server's check.
 */
export function bannerSchema(
  m: BannerSchemaMessages,
  limits: { title: number; subtitle: number; link: number; maxPosition: number },
) {
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
  return z
    .object({
      title: formText(limits.title, m.tooLong).pipe(z.string().min(1, m.titleRequired)),
      subtitle: formText(limits.subtitle, m.tooLong),
      linkPath: formText(limits.link, m.tooLong),
      startsOn: day,
      endsOn: day,
      active: z
        .string()
        .nullish()
        .transform((value) => value === "on" || value === "true"),
      position: positionField(limits.maxPosition, m.positionInvalid),
    })
    .refine((banner) => banner.endsOn >= banner.startsOn, {
      path: ["endsOn"],
      message: m.endBeforeStart,
      // Checked even when another field (a title, the order) is wrong, so every message shows at once.
      when: ({ value }) => {
        const { startsOn, endsOn } = value as { startsOn?: unknown; endsOn?: unknown };
        return startsOn instanceof Date && endsOn instanceof Date;
      },
    });
}

/** A banner's stored window: from the start of its first day to the start of the day after its last (UTC). */
export function bannerWindow({ startsOn, endsOn }: { startsOn: Date; endsOn: Date }) {
  return { startsAt: startsOn, endsAt: new Date(endsOn.getTime() + 24 * 60 * 60 * 1000) };
}

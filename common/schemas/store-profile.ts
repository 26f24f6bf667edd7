import { z } from "zod";
import { messages } from "../messages";
import {
  type SocialLinks,
  socialNetworks,
  storefrontBannerLimits,
  storeProfileLimits,
} from "../store-profile";

const m = messages.vendorStore;
const limits = storeProfileLimits;

/** Form text: trimmed, empty when absent. */
const text = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().max(max, m.tooLong(max)));

/** A social link: empty, or a full https URL on the network's own host (any host for a website). */
function socialLink(hosts: readonly string[], label: string) {
  return text(limits.socialLink).superRefine((value, issues) => {
    if (!value) return;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      issues.addIssue({ code: "custom", message: m.socialLinkHttps });
      return;
    }
    if (url.protocol !== "https:" || url.username || url.password) {
      issues.addIssue({ code: "custom", message: m.socialLinkHttps });
      return;
    }
    const host = url.hostname.toLowerCase();
    if (hosts.length > 0 && !hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`)))
      issues.addIssue({ code: "custom", message: m.socialLinkHost(label) });
  });
}

const socialFields = Object.fromEntries(
  socialNetworks.map(({ key, hosts, label }) => [key, socialLink(hosts, label)]),
) as Record<(typeof socialNetworks)[number]["key"], ReturnType<typeof socialLink>>;

/**
 * The store profile form, field by field (a social link's field is named after its network). The
 * response-time target is a whole number of hours from 1 to 168, or empty for none.
 */
export const storeProfileSchema = z
  .object({
    businessName: text(limits.businessName).pipe(z.string().min(1, m.businessNameRequired)),
    businessEmail: z
      .string({ error: m.businessEmailInvalid })
      .trim()
      .max(254, m.businessEmailInvalid)
      .pipe(z.email({ error: m.businessEmailInvalid }))
      .transform((value) => value.toLowerCase()),
    businessPhone: text(30).refine((value) => {
      if (!value) return true;
      const digits = value.replace(/\D/g, "").length;
      return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 15;
    }, m.businessPhoneInvalid),
    city: text(limits.city).pipe(z.string().min(1, m.cityRequired)),
    description: text(limits.description),
    shippingPolicy: text(limits.policy),
    returnPolicy: text(limits.policy),
    responseTimeTargetHours: text(4).transform((value, issues) => {
      if (!value) return null;
      const hours = Number(value);
      if (!/^\d+$/.test(value) || hours < limits.minResponseHours || hours > limits.maxResponseHours) {
        issues.addIssue({ code: "custom", message: m.responseTimeRange });
        return z.NEVER;
      }
      return hours;
    }),
    ...socialFields,
  })
  .transform(({ instagram, facebook, x, tiktok, linkedin, website, ...profile }) => {
    const socialLinks: SocialLinks = Object.fromEntries(
      Object.entries({ instagram, facebook, x, tiktok, linkedin, website }).filter(([, href]) => href),
    );
    return { ...profile, socialLinks };
  });

export type StoreProfileInput = z.infer<typeof storeProfileSchema>;

/** A date from a date input (YYYY-MM-DD), as the start of that day in UTC. */
const day = z
  .string({ error: m.bannerDateInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.bannerDateInvalid)
  .transform((value, issues) => {
    const date = new Date(`${value}T00:00:00.000Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
      issues.addIssue({ code: "custom", message: m.bannerDateInvalid });
      return z.NEVER;
    }
    return date;
  });

/**
 * A storefront banner's fields (its image is a file, checked apart). The banner runs from the start
 * of its first day to the end of its last day (UTC); the last day may not be before the first. The
 * link is checked against the vendor's own store and products by the server.
 */
export const storefrontBannerSchema = z
  .object({
    title: text(storefrontBannerLimits.title).pipe(z.string().min(1, m.bannerTitleRequired)),
    subtitle: text(storefrontBannerLimits.subtitle),
    linkPath: text(storefrontBannerLimits.link),
    startsOn: day,
    endsOn: day,
    active: z
      .string()
      .nullish()
      .transform((value) => value === "on" || value === "true"),
    position: text(20).transform((value, issues) => {
      if (!value) return 0;
      if (!/^\d{1,3}$/.test(value)) {
        issues.addIssue({ code: "custom", message: m.bannerPositionInvalid });
        return z.NEVER;
      }
      return Number(value);
    }),
  })
  .refine((banner) => banner.endsOn >= banner.startsOn, {
    path: ["endsOn"],
    message: m.bannerEndBeforeStart,
    // Checked even when another field (a title, the order) is wrong, so every message shows at once.
    when: ({ value }) => {
      const { startsOn, endsOn } = value as { startsOn?: unknown; endsOn?: unknown };
      return startsOn instanceof Date && endsOn instanceof Date;
    },
  })
  .transform(({ startsOn, endsOn, ...banner }) => ({
    ...banner,
    startsAt: startsOn,
    endsAt: new Date(endsOn.getTime() + 24 * 60 * 60 * 1000),
  }));

export type StorefrontBannerInput = z.infer<typeof storefrontBannerSchema>;

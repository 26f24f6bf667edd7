import { z } from "zod";
import { messages } from "../messages";
import { bannerSchema, bannerWindow, formText } from "./banner";
import {
  type SocialLinks,
  socialNetworks,
  storefrontBannerLimits,
  storeProfileLimits,
} from "../store-profile";

const m = messages.vendorStore;
const limits = storeProfileLimits;

const text = (max: number) => formText(max, m.tooLong);

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

/**
 * A storefront banner's fields (`bannerSchema`), with its stored window; the server checks the link
 * against the vendor's own store and products.
 */
export const storefrontBannerSchema = bannerSchema(
  {
    tooLong: m.tooLong,
    titleRequired: m.bannerTitleRequired,
    dateInvalid: m.bannerDateInvalid,
    endBeforeStart: m.bannerEndBeforeStart,
    positionInvalid: m.bannerPositionInvalid,
  },
  {
    title: storefrontBannerLimits.title,
    subtitle: storefrontBannerLimits.subtitle,
    link: storefrontBannerLimits.link,
    maxPosition: 999,
  },
).transform(({ startsOn, endsOn, ...banner }) => ({ ...banner, ...bannerWindow({ startsOn, endsOn }) }));

export type StorefrontBannerInput = z.infer<typeof storefrontBannerSchema>;

/**
 * The store profile's shared rules, read by the vendor's form and by the server that enforces them.
 */

/** The social networks a store may link, each with the hosts its pages live on (subdomains allowed). */
export const socialNetworks = [
  { key: "instagram", label: "Instagram", hosts: ["instagram.com"] },
  { key: "facebook", label: "Facebook", hosts: ["facebook.com", "fb.com"] },
  { key: "x", label: "X", hosts: ["x.com", "twitter.com"] },
  { key: "tiktok", label: "TikTok", hosts: ["tiktok.com"] },
  { key: "linkedin", label: "LinkedIn", hosts: ["linkedin.com"] },
  // A website may live on any host.
  { key: "website", label: "Website", hosts: [] },
] as const satisfies readonly { key: string; label: string; hosts: readonly string[] }[];

export type SocialNetwork = (typeof socialNetworks)[number]["key"];

export type SocialLinks = Partial<Record<SocialNetwork, string>>;

export const storeProfileLimits = {
  businessName: 120,
  description: 5000,
  policy: 5000,
  city: 80,
  socialLink: 300,
  minResponseHours: 1,
  maxResponseHours: 168,
} as const;

export const storefrontBannerLimits = { title: 80, subtitle: 160, link: 300, maxPosition: 999, perStore: 20 };

/** The store's social links that are https addresses, in the networks' order (what the page shows). */
export function shownSocialLinks(links: SocialLinks): { key: SocialNetwork; label: string; href: string }[] {
  return socialNetworks.flatMap(({ key, label }) => {
    const href = links[key];
    return href && href.startsWith("https://") ? [{ key, label, href }] : [];
  });
}

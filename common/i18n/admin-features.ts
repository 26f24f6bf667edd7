import type { FeatureFlagCategory } from "#common/feature-flags";
import type { PageTexts } from "./catalogue";

/** The back office's feature flags page (/admin/features) and the refusals of its toggle. */
export const adminFeaturesTexts = {
  en: {
    title: "Feature flags",
    intro:
      "Turn platform features on and off. A feature that is off answers “not found” on its pages and its links disappear from the site.",
    categories: {
      b2b: "B2B",
      vendor: "Vendors",
      customer: "Customers",
      admin: "Admin",
      localization: "Localization",
      payment: "Payments",
      analytics: "Analytics",
      marketing: "Marketing",
    } satisfies Record<FeatureFlagCategory, string>,
    beta: "Beta",
    on: "On",
    off: "Off",
    requiresAuth: "Needs sign-in",
    noAuth: "Open to everyone",
    dependsOn: (names: string) => `Needs: ${names}`,
    turnOn: (name: string) => `Turn on ${name}`,
    turnOff: (name: string) => `Turn off ${name}`,
    saving: "Saving…",
    confirmTitle: (name: string) => `Turn off ${name}?`,
    confirmBody: "Its pages will answer “not found” and its links disappear until it is turned on again.",
    confirmAction: "Turn off",
    cancel: "Cancel",
    close: "Close",
    turnedOn: (name: string) => `${name} is on`,
    turnedOff: (name: string) => `${name} is off`,
    /** Refusals of the toggle, sent by the server. */
    unknownFlag: "No feature flag has this key.",
    dependencyOff: (names: string) => `Turn on ${names} first: this feature needs it.`,
    dependantsOn: (names: string) => `Turn off ${names} first: it needs this feature.`,
    featureOff: "This feature is turned off.",
  },
} satisfies PageTexts;

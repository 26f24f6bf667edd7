/**
 * Market days: timed sales events vendors register for. A market day's status is never stored: it
 * follows from its dates and the server's clock, here, for the server's queries and the pages alike,
 * so a page never shows a status a client timer worked out.
 */

export const marketDayStatuses = ["upcoming", "active", "past"] as const;
export type MarketDayStatus = (typeof marketDayStatuses)[number];

export interface MarketDayWindow {
  startsAt: Date | string;
  endsAt: Date | string;
}

/** Upcoming before its start, active from its start until its end (inclusive), past after. */
export function marketDayStatus(day: MarketDayWindow, now: Date): MarketDayStatus {
  const start = new Date(day.startsAt).getTime();
  const end = new Date(day.endsAt).getTime();
  const at = now.getTime();
  if (at < start) return "upcoming";
  if (at <= end) return "active";
  return "past";
}

/** Vendors may register, and choose their products, until the registration deadline. */
export function registrationOpen(day: { registrationDeadline: Date | string }, now: Date): boolean {
  return now.getTime() <= new Date(day.registrationDeadline).getTime();
}

/** What the countdown counts to: the start of an upcoming day, the end of an active one. */
export function countdownTarget(day: MarketDayWindow, now: Date): { to: "start" | "end"; at: string } | null {
  const status = marketDayStatus(day, now);
  if (status === "past") return null;
  const at = new Date(status === "upcoming" ? day.startsAt : day.endsAt).toISOString();
  return { to: status === "upcoming" ? "start" : "end", at };
}

/** The time left until `target`, in whole days, hours, minutes and seconds (never negative). */
export function timeLeft(target: Date | string, now: Date) {
  const total = Math.max(0, Math.floor((new Date(target).getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * A vendor's registration: pending when submitted; an admin approves or rejects it (with optional
 * notes), and may change a decision while the market day has not ended.
 */
export const registrationStatuses = ["pending", "approved", "rejected"] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

/** The statuses a registration may move to from each status. */
export const registrationTransitions: Record<RegistrationStatus, readonly RegistrationStatus[]> = {
  pending: ["approved", "rejected"],
  approved: ["rejected"],
  rejected: ["approved"],
};

/** Registrations that hold one of the market day's vendor places: every one not rejected. */
export const placeHoldingStatuses: readonly RegistrationStatus[] = ["pending", "approved"];

export const marketDayLimits = {
  /** Upcoming market days on the public page. */
  upcoming: 5,
  pastPageSize: 12,
  eventPageSize: 24,
  adminPageSize: 20,
  vendorLimitMax: 10_000,
  nameMax: 120,
  descriptionMax: 1000,
  notesMax: 1000,
  /** Products one vendor may bring to one market day. */
  productsPerVendor: 200,
} as const;

/** The event page's sorts, each walking an index of the market day's products; newest first by default. */
export const eventProductSorts = ["newest", "price-asc", "price-desc"] as const;
export type EventProductSort = (typeof eventProductSorts)[number];

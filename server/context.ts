import type { RequestLocale } from "#common/format";
import type { Db } from "#db/client";
import { createContext, type RouterContext } from "react-router";
import type { Logger } from "pino";
import type { Env } from "./lib/env";
import type { Actor } from "./modules/identity/actor";
import type { Auth } from "./modules/identity/auth";
import type { ClientInfo } from "./modules/identity/client-info";
import type { Mailer } from "./modules/mail/send-mail";
import type { MediaStore } from "./modules/media/media-store";
import type { ViewCounter } from "./modules/catalog/view-counter";
import type { SearchResultsCache } from "./modules/search/search-results-cache";
import type { PlatformFiguresCache } from "./modules/platform-figures/figures-cache";
import type { RequestFlags } from "./modules/feature-flags/request-flags";
import type { RequestStaffSections } from "./modules/roles/request-staff-sections";
import type { CartOwner } from "./modules/cart/cart-owner";

/** Long-lived services, made once at boot. */
export interface Services {
  db: Db;
  auth: Auth;
  env: Env;
  mailer: Mailer;
  logger: Logger;
  /** Stored images (product photos, logos), served at /media/<key>. */
  media: MediaStore;
  /** Product page views, written in batches. */
  views: ViewCounter;
  /** Recent search rankings, reused for 30 seconds. */
  searchRankings: SearchResultsCache;
  /** The back office dashboard's figures per period, reused for up to a minute. */
  platformFigures: PlatformFiguresCache;
}

/** What a route loader or action gets for one request. */
export interface RequestContext extends Services {
  actor: Actor | null;
  /** A session cookie came in but its session is gone or expired, so the page can say so. */
  sessionExpired: boolean;
  /** The signed-in user's cart, or the guest's from the signed cart cookie. */
  cartOwner: CartOwner;
  /** Guest cart lines merged into the user's cart on this request. */
  cartMerged: number;
  client: ClientInfo;
  /** The feature flags, read once per request on first use. */
  flags: RequestFlags;
  /** The back-office sections staff may open, read once per request on a staff member's first use. */
  staffSections: RequestStaffSections;
  requestId: string;
  cspNonce: string;
  /** The language, number format, currency and time zone this request is answered in. */
  locale: RequestLocale;
  /**
   * What happened while the page ran, for the answer's status: a loader or action that failed
   * because the database connection was lost makes the page a 503 (try again), not a 500.
   */
  outcome: { databaseUnavailable: boolean };
}

const key = Symbol.for("shop-african-brands.request-context");
const registry = globalThis as typeof globalThis & { [key]?: RouterContext<RequestContext> };

/**
 * The Hono server and the React Router build are bundled separately; keeping the one context
 * key on globalThis lets both sides refer to the same key.
 */
export const requestContext: RouterContext<RequestContext> = (registry[key] ??=
  createContext<RequestContext>());

import type { Services } from "#server/context";
import type { CartOwner } from "#server/modules/cart/cart-owner";
import type { Actor } from "#server/modules/identity/actor";
import type { RequestFlags } from "#server/modules/feature-flags/request-flags";
import type { RequestStaffSections } from "#server/modules/roles/request-staff-sections";
import type { ClientInfo } from "#server/modules/identity/client-info";

export interface HonoEnv {
  Variables: {
    services: Services;
    actor: Actor | null;
    sessionExpired: boolean;
    cartOwner: CartOwner;
    cartMerged: number;
    client: ClientInfo;
    /** The feature flags, read once per request on first use. */
    flags: RequestFlags;
    /** The back-office sections staff may open, read once per request on a staff member's first use. */
    staffSections: RequestStaffSections;
    requestId: string;
    cspNonce: string;
  };
}

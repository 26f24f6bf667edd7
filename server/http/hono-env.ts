import type { Services } from "#server/context";
import type { CartOwner } from "#server/modules/cart/cart-owner";
import type { Actor } from "#server/modules/identity/actor";
import type { ClientInfo } from "#server/modules/identity/client-info";

export interface HonoEnv {
  Variables: {
    services: Services;
    actor: Actor | null;
    sessionExpired: boolean;
    cartOwner: CartOwner;
    cartMerged: number;
    client: ClientInfo;
    requestId: string;
    cspNonce: string;
  };
}

import { Hono, type Context } from "hono";
import { AppError } from "#server/lib/errors";
import { followStore } from "#server/modules/vendors/follow-store";
import { listFollowedStores } from "#server/modules/vendors/followed-stores.queries";
import { unfollowStore } from "#server/modules/vendors/unfollow-store";
import { addToWishlist } from "#server/modules/wishlist/add-to-wishlist";
import { removeFromWishlist } from "#server/modules/wishlist/remove-from-wishlist";
import { listWishlistAfter } from "#server/modules/wishlist/wishlist.queries";
import { cachedJson } from "./cached-json";
import { cursorParam } from "./cursor-param";
import type { HonoEnv } from "./hono-env";
import { jsonBody } from "./json-body";

type SocialContext = Context<HonoEnv>;

function signedIn(c: SocialContext) {
  const actor = c.get("actor");
  if (!actor) throw new AppError("UNAUTHENTICATED");
  return actor;
}

/**
 * The signed-in user's wishlist (/api/v1/wishlist) and followed stores (/api/v1/stores): the same
 * module commands and rules as the wishlist heart and the Follow Store button. Personal, so never
 * stored by a cache.
 */
export function socialApi() {
  const api = new Hono<HonoEnv>();
  const db = (c: SocialContext) => c.get("services").db;

  api.get("/wishlist", async (c) => {
    const actor = signedIn(c);
    return cachedJson(c, await listWishlistAfter(db(c), { actor, cursor: cursorParam(c) }), {
      audience: "private",
    });
  });

  /** Saves `productId` (a listed product); saving it again changes nothing. */
  api.post("/wishlist", async (c) => {
    const actor = signedIn(c);
    const body = await jsonBody(c);
    const result = await addToWishlist(db(c), { actor, productId: String(body.productId ?? "") });
    return c.json(result, 201);
  });

  api.delete("/wishlist/:productId", async (c) => {
    const actor = signedIn(c);
    return c.json(await removeFromWishlist(db(c), { actor, productId: c.req.param("productId") }));
  });

  api.get("/stores/followed", async (c) => {
    const actor = signedIn(c);
    return cachedJson(c, await listFollowedStores(db(c), { actor, cursor: cursorParam(c) }), {
      audience: "private",
    });
  });

  api.put("/stores/:id/follow", async (c) =>
    c.json(await followStore(db(c), { actor: signedIn(c), vendorId: c.req.param("id") })),
  );

  api.delete("/stores/:id/follow", async (c) =>
    c.json(await unfollowStore(db(c), { actor: signedIn(c), vendorId: c.req.param("id") })),
  );

  return api;
}

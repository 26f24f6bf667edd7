import { describe, expect, it } from "vitest";
import { messages } from "#common/messages";
import { createVendor } from "../../../tests/catalog-factories";
import { actorFor, appErrorFrom, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { followStore } from "./follow-store";
import { unfollowStore } from "./unfollow-store";
import { getStore } from "./vendors.queries";

const t = useTestDatabase();

describe("follow and unfollow a store", () => {
  it("counts each follower once (following twice is fine) and unfollowing twice is fine", async () => {
    const vendor = await createVendor(t.db);
    const ada = actorFor(await createUser(t.db));
    const bayo = actorFor(await createUser(t.db));

    expect(await followStore(t.db, { actor: ada, vendorId: vendor.id })).toEqual({
      following: true,
      followerCount: 1,
    });
    expect(await followStore(t.db, { actor: ada, vendorId: vendor.id })).toEqual({
      following: true,
      followerCount: 1,
    });
    expect(await followStore(t.db, { actor: bayo, vendorId: vendor.id })).toEqual({
      following: true,
      followerCount: 2,
    });

    expect(await unfollowStore(t.db, { actor: ada, vendorId: vendor.id })).toEqual({
      following: false,
      followerCount: 1,
    });
    expect(await unfollowStore(t.db, { actor: ada, vendorId: vendor.id })).toEqual({
      following: false,
      followerCount: 1,
    });
    expect(await getStore(t.db, { vendorId: vendor.id, viewerId: ada.userId })).toMatchObject({
      followerCount: 1,
      viewerFollows: false,
    });
    expect(await getStore(t.db, { vendorId: vendor.id, viewerId: bayo.userId })).toMatchObject({
      followerCount: 1,
      viewerFollows: true,
    });
  });

  it("needs a signed-in actor and an existing store; an inactive store cannot gain followers; owners cannot follow their own", async () => {
    const owner = await createUser(t.db, { role: "vendor" });
    const vendor = await createVendor(t.db, { userId: owner.id });
    const closed = await createVendor(t.db, { isActive: false });
    const actor = actorFor(await createUser(t.db));

    expect(await appErrorFrom(followStore(t.db, { actor: null, vendorId: vendor.id }))).toMatchObject({
      code: "UNAUTHENTICATED",
    });
    expect(await appErrorFrom(unfollowStore(t.db, { actor: null, vendorId: vendor.id }))).toMatchObject({
      code: "UNAUTHENTICATED",
    });
    for (const vendorId of ["ven_missing", closed.id]) {
      expect(await appErrorFrom(followStore(t.db, { actor, vendorId }))).toMatchObject({
        code: "NOT_FOUND",
        message: messages.store.notFoundTitle,
      });
    }
    expect(await appErrorFrom(unfollowStore(t.db, { actor, vendorId: "ven_missing" }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await unfollowStore(t.db, { actor, vendorId: closed.id })).toEqual({
      following: false,
      followerCount: 0,
    });
    expect(
      await appErrorFrom(followStore(t.db, { actor: actorFor(owner), vendorId: vendor.id })),
    ).toMatchObject({
      code: "FORBIDDEN",
      message: messages.store.cannotFollowOwn,
    });
  });
});

import { mediaAssets } from "#db/schema";
import { describe, expect, it } from "vitest";
import { actorFor, appErrorFrom, client, createUser } from "../../../tests/factories";
import { pngFile } from "../../../tests/image-files";
import { memoryStore } from "../../../tests/memory-media";
import { useTestDatabase } from "../../../tests/setup/database";
import { deleteMediaAsset } from "./delete-media-asset";
import { editPageDraft } from "./edit-page-draft";
import { mediaLibrary } from "./media-library.queries";
import { updateMediaAlt } from "./update-media-alt";
import { uploadMediaAsset } from "./upload-media-asset";

const t = useTestDatabase();

describe("the media library", () => {
  it("stores an uploaded picture re-encoded, lists it, finds it by name or alt text, and changes its alt text", async () => {
    const actor = actorFor(await createUser(t.db, { role: "admin" }));
    const media = memoryStore();
    const { key } = await uploadMediaAsset(t.db, {
      actor,
      media,
      client: client(),
      file: await pngFile(640, 400, "weaver.png"),
      alt: "  A weaver at her loom  ",
    });
    expect(key).toMatch(/^content\/[0-9a-f]{32}\.webp$/);
    expect(media.files.has(key)).toBe(true);
    const library = await mediaLibrary(t.db, { search: "", page: 1 });
    expect(library.rows).toEqual([
      expect.objectContaining({
        key,
        fileName: "weaver.png",
        alt: "A weaver at her loom",
        width: 640,
        height: 400,
        usedBy: [],
      }),
    ]);
    expect((await mediaLibrary(t.db, { search: "LOOM", page: 1 })).total).toBe(1);
    expect((await mediaLibrary(t.db, { search: "weaver.p", page: 1 })).total).toBe(1);
    expect((await mediaLibrary(t.db, { search: "100%", page: 1 })).total).toBe(0);

    await updateMediaAlt(t.db, { actor, assetId: library.rows[0]!.id, alt: "Kente on a loom" });
    expect((await mediaLibrary(t.db, { search: "kente", page: 1 })).rows[0]?.alt).toBe("Kente on a loom");
    const empty = await appErrorFrom(updateMediaAlt(t.db, { actor, assetId: library.rows[0]!.id, alt: " " }));
    expect(empty.fieldErrors).toEqual({ alt: "Describe the picture for people who cannot see it." });
  });

  it("refuses a file that is not a picture or has no alt text, storing nothing", async () => {
    const actor = actorFor(await createUser(t.db, { role: "admin" }));
    const media = memoryStore();
    const notPicture = await appErrorFrom(
      uploadMediaAsset(t.db, {
        actor,
        media,
        client: client(),
        file: new File(["<svg onload=alert(1)>"], "x.png", { type: "image/png" }),
        alt: "x",
      }),
    );
    expect(notPicture.fieldErrors).toEqual({ file: "Upload a JPEG, PNG or WebP image." });
    const noAlt = await appErrorFrom(
      uploadMediaAsset(t.db, { actor, media, client: client(), file: await pngFile(300, 300), alt: "" }),
    );
    expect(noAlt.fieldErrors?.alt).toBeDefined();
    expect(media.files.size).toBe(0);
    expect(await t.db.select().from(mediaAssets)).toEqual([]);
  });

  it("shows which pages use a picture and deletes only one no page uses", async () => {
    const actor = actorFor(await createUser(t.db, { role: "admin" }));
    const media = memoryStore();
    const upload = async (name: string) =>
      uploadMediaAsset(t.db, {
        actor,
        media,
        client: client(),
        file: await pngFile(300, 300, name),
        alt: name,
      });
    const used = await upload("used.png");
    const spare = await upload("spare.png");
    const { sectionId } = await editPageDraft(t.db, {
      actor,
      pageId: "page_about-us",
      change: { op: "add", type: "hero" },
    });
    await editPageDraft(t.db, {
      actor,
      pageId: "page_about-us",
      change: {
        op: "update",
        sectionId: sectionId!,
        fields: { heading: "Hi", imageKey: used.key, imageAlt: "A" },
      },
    });
    const { rows } = await mediaLibrary(t.db, { search: "", page: 1 });
    const usedRow = rows.find((row) => row.key === used.key)!;
    const spareRow = rows.find((row) => row.key === spare.key)!;
    expect(usedRow.usedBy).toEqual([
      { kind: "page", id: "page_about-us", title: "About Shop African Brands" },
    ]);

    const refused = await appErrorFrom(deleteMediaAsset(t.db, { actor, media, assetId: usedRow.id }));
    expect(refused.code).toBe("CONFLICT");
    expect(refused.message).toBe("This image is used in 1 place: remove it there first.");
    expect(media.files.has(used.key)).toBe(true);

    expect(await deleteMediaAsset(t.db, { actor, media, assetId: spareRow.id })).toEqual({
      fileName: "spare.png",
    });
    expect(media.files.has(spare.key)).toBe(false);
    expect((await mediaLibrary(t.db, { search: "", page: 1 })).total).toBe(1);
  });

  it("is the admin's alone", async () => {
    const media = memoryStore();
    for (const role of ["staff", "vendor", "user"] as const) {
      const actor = actorFor(await createUser(t.db, { role }));
      const error = await appErrorFrom(
        uploadMediaAsset(t.db, { actor, media, client: client(), file: await pngFile(300, 300), alt: "x" }),
      );
      expect(error.status).toBe(403);
    }
    expect(media.files.size).toBe(0);
  });
});

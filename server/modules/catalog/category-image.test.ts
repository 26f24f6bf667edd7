import sharp from "sharp";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categories } from "#db/schema";
import { createCategory } from "../../../tests/catalog-factories";
import { actorFor, appErrorFrom, auditRows, client, createUser } from "../../../tests/factories";
import { memoryStore } from "../../../tests/memory-media";
import { useTestDatabase } from "../../../tests/setup/database";
import { getCategoryBySlug } from "./categories.queries";
import { removeCategoryImage } from "./remove-category-image";
import { setCategoryImage } from "./set-category-image";

const t = useTestDatabase();

async function picture(width = 600, height = 400): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#b45309" } })
    .jpeg()
    .toBuffer();
  return new File([new Uint8Array(bytes)], "tile.jpg", { type: "image/jpeg" });
}

async function admin() {
  return actorFor(await createUser(t.db, { role: "admin" }));
}

const stored = async (id: string) => (await t.db.select().from(categories).where(eq(categories.id, id)))[0]!;

describe("a category's picture", () => {
  it("is uploaded through the media checks with its description, shown on the category's page; audited", async () => {
    const actor = await admin();
    const category = await createCategory(t.db, { slug: "kente-cloth" });
    const media = memoryStore();
    await setCategoryImage(t.db, {
      actor,
      categoryId: category.id,
      media,
      client: client(),
      file: await picture(),
      alt: "  Kente cloth   folded on a loom ",
    });
    const row = await stored(category.id);
    expect(row.imageKey).toMatch(/^categories\/[0-9a-f]{32}\.webp$/);
    expect(row.imageAlt).toBe("Kente cloth folded on a loom");
    expect([...media.files.keys()]).toEqual([row.imageKey]);
    expect(await getCategoryBySlug(t.db, "kente-cloth")).toMatchObject({
      imageKey: row.imageKey,
      imageAlt: "Kente cloth folded on a loom",
    });
    expect(await auditRows(t.db, "category.image")).toHaveLength(1);
  });

  it("needs a description and a picture that passes the checks, says every problem at once, and stores nothing", async () => {
    const actor = await admin();
    const category = await createCategory(t.db);
    const media = memoryStore();
    const error = await appErrorFrom(
      setCategoryImage(t.db, {
        actor,
        categoryId: category.id,
        media,
        client: client(),
        file: await picture(300, 200),
        alt: " ",
      }),
    );
    expect(error.fieldErrors).toEqual({
      imageAlt: "Describe the picture for people who cannot see it, e.g. “Kente cloth folded on a loom”.",
      image: "The image is too small: use one at least 480 × 320 pixels.",
    });
    const noFile = await appErrorFrom(
      setCategoryImage(t.db, {
        actor,
        categoryId: category.id,
        media,
        client: client(),
        file: null,
        alt: "A loom",
      }),
    );
    expect(noFile.fieldErrors).toEqual({ image: "Choose an image to upload." });
    expect(media.files.size).toBe(0);
    expect((await stored(category.id)).imageKey).toBeNull();
  });

  it("changes only the description when no file is chosen; a new picture replaces and deletes the uploaded one", async () => {
    const actor = await admin();
    const category = await createCategory(t.db);
    const media = memoryStore();
    const save = async (file: File | null, alt: string) =>
      setCategoryImage(t.db, { actor, categoryId: category.id, media, client: client(), file, alt });
    await save(await picture(), "A loom");
    const first = (await stored(category.id)).imageKey;
    await save(null, "A loom at dawn");
    expect(await stored(category.id)).toMatchObject({ imageKey: first, imageAlt: "A loom at dawn" });
    await save(await picture(800, 600), "Two looms");
    const second = (await stored(category.id)).imageKey;
    expect(second).not.toBe(first);
    expect([...media.files.keys()]).toEqual([second]);
  });

  it("is removed with its description and its uploaded file; seeded art is never deleted", async () => {
    const actor = await admin();
    const media = memoryStore();
    const seeded = await createCategory(t.db, { imageKey: "seed/v1/categories/art.png", imageAlt: "" });
    await removeCategoryImage(t.db, { actor, categoryId: seeded.id, media });
    expect(await stored(seeded.id)).toMatchObject({ imageKey: null, imageAlt: "" });

    const uploaded = await createCategory(t.db);
    await setCategoryImage(t.db, {
      actor,
      categoryId: uploaded.id,
      media,
      client: client(),
      file: await picture(),
      alt: "Beads",
    });
    expect(media.files.size).toBe(1);
    await removeCategoryImage(t.db, { actor, categoryId: uploaded.id, media });
    expect(media.files.size).toBe(0);
    expect(await auditRows(t.db, "category.image.remove")).toHaveLength(2);
  });

  it("is the admin's alone: staff and vendors are refused and nothing changes", async () => {
    const category = await createCategory(t.db);
    const media = memoryStore();
    for (const role of ["staff", "vendor", "user"] as const) {
      const actor = actorFor(await createUser(t.db, { role }));
      const error = await appErrorFrom(
        setCategoryImage(t.db, {
          actor,
          categoryId: category.id,
          media,
          client: client(),
          file: await picture(),
          alt: "A loom",
        }),
      );
      expect(error.status).toBe(403);
      expect(
        (await appErrorFrom(removeCategoryImage(t.db, { actor, categoryId: category.id, media }))).status,
      ).toBe(403);
    }
    expect(media.files.size).toBe(0);
    expect((await stored(category.id)).imageKey).toBeNull();
  });
});

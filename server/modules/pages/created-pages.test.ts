import { africanCraftsTexts } from "#common/i18n/curated-pages";
import { auditLogs, contentPages } from "#db/schema";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actorFor, appErrorFrom, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { createContentPage, type NewContentPage } from "./create-content-page";
import { deleteContentPage } from "./delete-content-page";
import { editPageDraft } from "./edit-page-draft";
import { adminContentPages, pageBuilderView, pagePreview } from "./page-builder.queries";
import { landingIntroduction, publishedContentPage, publishedContentPages } from "./pages.queries";
import { publishPage } from "./publish-page";

const t = useTestDatabase();

async function admin() {
  return actorFor(await createUser(t.db, { role: "admin" }));
}

const ourStory: NewContentPage = {
  kind: "created_page",
  title: "Our story",
  slug: "our-story",
  summary: "How Shop African Brands began.",
};

async function pageCount() {
  const [row] = await t.db.select({ value: count() }).from(contentPages);
  return row!.value;
}

/** Adds a rich-text section to a page's draft and saves its body. */
async function addText(actor: Awaited<ReturnType<typeof admin>>, pageId: string, body: string) {
  const { sectionId } = await editPageDraft(t.db, { actor, pageId, change: { op: "add", type: "richText" } });
  await editPageDraft(t.db, {
    actor,
    pageId,
    change: { op: "update", sectionId: sectionId!, fields: { body } },
  });
}

describe("pages an admin creates", () => {
  it("starts a created page as a draft nobody else can open; published, it is served at /pages/{slug}", async () => {
    const actor = await admin();
    const { id } = await createContentPage(t.db, { actor, page: ourStory });

    const view = await pageBuilderView(t.db, { pageId: id });
    expect(view.page.path).toBe("/pages/our-story");
    expect(view.page.isPublic).toBe(false);
    expect(view.hasDraft).toBe(true);
    expect(view.content).toEqual({
      title: "Our story",
      summary: "How Shop African Brands began.",
      sections: [],
    });
    expect(
      (await appErrorFrom(publishedContentPage(t.db, { kind: "created_page", slug: "our-story" }))).code,
    ).toBe("NOT_FOUND");
    const listed = (await adminContentPages(t.db, { search: "our-story" })).rows.find((row) => row.id === id);
    expect(listed).toMatchObject({ kind: "created_page", publishedAt: null, deletable: true });

    // An empty page is not published: visitors would see a title and nothing under it.
    const empty = await appErrorFrom(publishPage(t.db, { actor, pageId: id }));
    expect(empty.code).toBe("VALIDATION");
    expect(empty.message).toBe("Add at least one section before publishing.");

    await addText(actor, id, "## Where it began\nA weaver, a tailor and a spreadsheet.");
    expect((await pagePreview(t.db, { pageId: id })).sections).toHaveLength(1);
    await publishPage(t.db, { actor, pageId: id });
    const published = await publishedContentPage(t.db, { kind: "created_page", slug: "our-story" });
    expect(published.title).toBe("Our story");
    expect(published.sections?.map((view) => view.section.fields.body)).toEqual([
      "## Where it began\nA weaver, a tailor and a spreadsheet.",
    ]);
    expect((await pageBuilderView(t.db, { pageId: id })).page.isPublic).toBe(true);
    expect(
      (await adminContentPages(t.db, { search: "our-story" })).rows.find((row) => row.id === id)?.deletable,
    ).toBe(false);
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, "page.create"));
    expect(audit).toMatchObject({ userId: actor.userId, details: { pageId: id, slug: "our-story" } });
  });

  it("creates a blog post that joins the blog's list once published", async () => {
    const actor = await admin();
    const { id } = await createContentPage(t.db, {
      actor,
      page: { ...ourStory, kind: "blog_post", slug: "sourcing-shea-butter", title: "Sourcing shea butter" },
    });
    const before = await publishedContentPages(t.db, { kind: "blog_post" });
    expect(before.map((post) => post.slug)).not.toContain("sourcing-shea-butter");
    await addText(actor, id, "Shea butter grades, explained.");
    await publishPage(t.db, { actor, pageId: id });
    const after = await publishedContentPages(t.db, { kind: "blog_post" });
    expect(after[0]?.slug).toBe("sourcing-shea-butter");
    expect((await pageBuilderView(t.db, { pageId: id })).page.path).toBe("/blog/sourcing-shea-butter");
  });

  it("refuses a slug not in kebab-case, too long, or taken by a page of any kind, with every field's message, and stores nothing", async () => {
    const actor = await admin();
    const before = await pageCount();
    const bad = await appErrorFrom(
      createContentPage(t.db, {
        actor,
        page: { kind: "created_page", title: " ", slug: "Our Story!", summary: "" },
      }),
    );
    expect(bad.code).toBe("VALIDATION");
    expect(bad.fieldErrors).toEqual({
      title: "Fill in this field.",
      summary: "Fill in this field.",
      slug: "Use lower-case letters and digits in words joined by hyphens, such as our-story.",
    });
    for (const slug of ["our--story", "-our-story", "our_story", ""]) {
      const error = await appErrorFrom(createContentPage(t.db, { actor, page: { ...ourStory, slug } }));
      expect(Object.keys(error.fieldErrors ?? {}), slug).toEqual(["slug"]);
    }
    const long = await appErrorFrom(
      createContentPage(t.db, { actor, page: { ...ourStory, slug: "a".repeat(81) } }),
    );
    expect(long.fieldErrors).toEqual({ slug: "At most 80 characters." });

    // Unique across kinds: an information page's slug, a landing page's, another created page's.
    await createContentPage(t.db, { actor, page: ourStory });
    for (const [kind, slug] of [
      ["created_page", "faq"],
      ["blog_post", "african-crafts"],
      ["press_release", "our-story"],
    ] as const) {
      const taken = await appErrorFrom(createContentPage(t.db, { actor, page: { ...ourStory, kind, slug } }));
      expect(taken.fieldErrors, slug).toEqual({
        slug: "Another page already has this address: choose another slug.",
      });
    }
    expect(await pageCount()).toBe(before + 1);
  });

  it("gives a slug to one of two admins taking it at once; the other gets the field's message", async () => {
    const [first, second] = [await admin(), await admin()];
    const results = await Promise.allSettled(
      [first, second].map((actor) => createContentPage(t.db, { actor, page: ourStory })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const [refused] = results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
    expect(refused.fieldErrors).toEqual({
      slug: "Another page already has this address: choose another slug.",
    });
  });

  it("deletes a created page never published, and keeps the site's own pages and every published page", async () => {
    const actor = await admin();
    const { id: draftId } = await createContentPage(t.db, { actor, page: ourStory });
    const { id: publishedId } = await createContentPage(t.db, {
      actor,
      page: { ...ourStory, slug: "our-makers", title: "Our makers" },
    });
    await addText(actor, publishedId, "The people behind the products.");
    await publishPage(t.db, { actor, pageId: publishedId });

    expect(await deleteContentPage(t.db, { actor, pageId: draftId })).toEqual({ title: "Our story" });
    expect(await t.db.select().from(contentPages).where(eq(contentPages.id, draftId))).toEqual([]);
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, "page.delete"));
    expect(audit?.details).toMatchObject({ pageId: draftId, slug: "our-story" });

    const published = await appErrorFrom(deleteContentPage(t.db, { actor, pageId: publishedId }));
    expect(published.code).toBe("CONFLICT");
    expect(published.message).toMatch(/has been published/);
    const reference = await appErrorFrom(deleteContentPage(t.db, { actor, pageId: "page_faq" }));
    expect(reference.code).toBe("CONFLICT");
    expect(reference.message).toMatch(/one of the site's own pages/);
    expect((await appErrorFrom(deleteContentPage(t.db, { actor, pageId: draftId }))).code).toBe("NOT_FOUND");
    const kept = await t.db.select({ id: contentPages.id }).from(contentPages);
    expect(kept.map((row) => row.id)).toEqual(expect.arrayContaining(["page_faq", publishedId]));
    const listed = await adminContentPages(t.db, { search: "our-" });
    expect(listed.rows.map((row) => row.id)).toEqual([publishedId]);
    expect(listed.rows.filter((row) => row.deletable)).toEqual([]);
  });
});

describe("the curated landing pages' introductions", () => {
  it("are stored pages seeded with the texts the page ships with, show what is published, and are null when missing", async () => {
    const seeded = await landingIntroduction(t.db, { slug: "african-crafts" });
    expect(seeded).toMatchObject({
      title: africanCraftsTexts.en.title,
      summary: africanCraftsTexts.en.metaDescription,
      body: africanCraftsTexts.en.intro,
      sections: null,
    });
    expect(await landingIntroduction(t.db, { slug: "african-machinery" })).not.toBeNull();
    expect(await landingIntroduction(t.db, { slug: "deals" })).not.toBeNull();

    const actor = await admin();
    await editPageDraft(t.db, {
      actor,
      pageId: "page_african-crafts",
      change: {
        op: "update",
        sectionId: "legacy-page_african-crafts",
        fields: { body: "Carvings and baskets from the workshops that make them." },
      },
    });
    expect((await landingIntroduction(t.db, { slug: "african-crafts" }))?.sections).toBeNull();
    await publishPage(t.db, { actor, pageId: "page_african-crafts" });
    const edited = await landingIntroduction(t.db, { slug: "african-crafts" });
    expect(edited?.sections?.map((view) => view.section.fields.body)).toEqual([
      "Carvings and baskets from the workshops that make them.",
    ]);

    await t.db.delete(contentPages).where(eq(contentPages.slug, "african-crafts"));
    expect(await landingIntroduction(t.db, { slug: "african-crafts" })).toBeNull();
  });
});

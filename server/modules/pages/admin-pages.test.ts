import { auditLogs, contentPageOldSlugs, contentPageRevisions, contentPages } from "#db/schema";
import { and, count, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actorFor, appErrorFrom, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { changePageSlug } from "./change-page-slug";
import { createContentPage, type NewContentPage } from "./create-content-page";
import { deleteContentPage } from "./delete-content-page";
import { editPageDraft } from "./edit-page-draft";
import { adminContentPages, adminPagesPageSize, pageBuilderView } from "./page-builder.queries";
import { publicContentPage, publishedContentPage, publishedContentPages } from "./pages.queries";
import { publishPage } from "./publish-page";
import { unpublishPage } from "./unpublish-page";

const t = useTestDatabase();

async function admin() {
  return actorFor(await createUser(t.db, { role: "admin" }));
}
type Admin = Awaited<ReturnType<typeof admin>>;

const ourStory: NewContentPage = {
  kind: "created_page",
  title: "Our story",
  slug: "our-story",
  summary: "How Shop African Brands began.",
};

/** A created page with one rich-text section, published once. */
async function publishedPage(actor: Admin, page: NewContentPage = ourStory) {
  const { id } = await createContentPage(t.db, { actor, page });
  const { sectionId } = await editPageDraft(t.db, {
    actor,
    pageId: id,
    change: { op: "add", type: "richText" },
  });
  await editPageDraft(t.db, {
    actor,
    pageId: id,
    change: {
      op: "update",
      sectionId: sectionId!,
      fields: { body: "## Where it began\nA weaver and a tailor." },
    },
  });
  await publishPage(t.db, { actor, pageId: id });
  return id;
}

/** `n` created pages titled "Weaving notes 1…n" (slugs weaving-notes-1…), straight into the table. */
async function insertPages(n: number) {
  await t.db.insert(contentPages).values(
    Array.from({ length: n }, (_, index) => ({
      id: `cpg_test_${index + 1}`,
      slug: `weaving-notes-${index + 1}`,
      kind: "created_page" as const,
      title: `Weaving notes ${String(index + 1).padStart(2, "0")}`,
      summary: "Notes.",
      body: "",
      createdInBackOffice: true,
    })),
  );
}

describe("/admin/pages, a page at a time", () => {
  it("lists 20 pages at a time in a fixed order (the site's own pages first) and counts them all", async () => {
    await insertPages(30);
    const [all] = await t.db.select({ value: count() }).from(contentPages);
    const first = await adminContentPages(t.db, { page: 1 });
    expect(first.pageSize).toBe(adminPagesPageSize);
    expect(first.total).toBe(all!.value);
    expect(first.rows).toHaveLength(adminPagesPageSize);
    expect(first.rows[0]?.kind).toBe("page");

    const pages = Math.ceil(first.total / adminPagesPageSize);
    const everyRow = [];
    for (let page = 1; page <= pages; page += 1)
      everyRow.push(...(await adminContentPages(t.db, { page })).rows.map((row) => row.id));
    expect(new Set(everyRow).size).toBe(first.total);
    const ranks = ["page", "created_page", "blog_post", "press_release", "documentation"];
    const listed = await Promise.all(
      Array.from({ length: pages }, (_, index) => adminContentPages(t.db, { page: index + 1 })),
    );
    const kinds = listed.flatMap((list) => list.rows.map((row) => ranks.indexOf(row.kind)));
    expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
    expect((await adminContentPages(t.db, { page: pages + 1 })).rows).toEqual([]);
  });

  it("finds pages by title or slug, a pasted address by its slug, and takes % and _ literally", async () => {
    await insertPages(25);
    const byTitle = await adminContentPages(t.db, { search: "weaving NOTES 2" });
    expect(byTitle.total).toBe(6); // 20–25
    expect(byTitle.rows.map((row) => row.title)).toEqual([
      "Weaving notes 20",
      "Weaving notes 21",
      "Weaving notes 22",
      "Weaving notes 23",
      "Weaving notes 24",
      "Weaving notes 25",
    ]);
    const bySlug = await adminContentPages(t.db, { search: "weaving-notes-13" });
    expect(bySlug.rows.map((row) => row.id)).toEqual(["cpg_test_13"]);
    expect(bySlug.rows[0]).toMatchObject({ path: "/pages/weaving-notes-13", revisions: 0, deletable: true });
    const byAddress = await adminContentPages(t.db, {
      search: "https://example.com/pages/weaving-notes-13?x=1",
    });
    expect(byAddress.rows.map((row) => row.id)).toEqual(["cpg_test_13"]);
    expect((await adminContentPages(t.db, { search: "about-us" })).rows.map((row) => row.slug)).toEqual([
      "about-us",
    ]);
    for (const search of ["%", "_", "no such page"])
      expect(await adminContentPages(t.db, { search }), search).toMatchObject({ rows: [], total: 0 });
  });

  it("counts each listed page's revisions and offers to delete only a created page never published", async () => {
    const actor = await admin();
    const id = await publishedPage(actor);
    await editPageDraft(t.db, {
      actor,
      pageId: id,
      change: { op: "details", title: "Our story", summary: "Again." },
    });
    await publishPage(t.db, { actor, pageId: id });
    const [row] = (await adminContentPages(t.db, { search: "our-story" })).rows;
    expect(row).toMatchObject({ id, revisions: 2, hasDraft: false, deletable: false });
    await unpublishPage(t.db, { actor, pageId: id });
    const [unpublished] = (await adminContentPages(t.db, { search: "our-story" })).rows;
    expect(unpublished).toMatchObject({ publishedAt: null, revisions: 2, hasDraft: true, deletable: false });
  });
});

describe("unpublishing a page", () => {
  it("makes a published created page a draft again: its address answers 404, its revisions stay, and publishing puts it back", async () => {
    const actor = await admin();
    const id = await publishedPage(actor);
    expect(await unpublishPage(t.db, { actor, pageId: id })).toEqual({ title: "Our story" });

    expect(
      (await appErrorFrom(publishedContentPage(t.db, { kind: "created_page", slug: "our-story" }))).code,
    ).toBe("NOT_FOUND");
    const [row] = await t.db.select().from(contentPages).where(eq(contentPages.id, id));
    expect(row?.publishedAt).toBeNull();
    expect(row?.draft?.sections).toHaveLength(1);
    expect(
      await t.db.select().from(contentPageRevisions).where(eq(contentPageRevisions.pageId, id)),
    ).toHaveLength(1);
    const view = await pageBuilderView(t.db, { pageId: id });
    expect(view.page).toMatchObject({ isPublic: false, isPublished: false, createdInBackOffice: true });
    expect(view.hasDraft).toBe(true);
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, "page.unpublish"));
    expect(audit).toMatchObject({ userId: actor.userId, details: { pageId: id, slug: "our-story" } });

    // Once published, never deletable: links to it may exist.
    const kept = await appErrorFrom(deleteContentPage(t.db, { actor, pageId: id }));
    expect(kept.code).toBe("CONFLICT");
    expect(kept.message).toMatch(/has been published/);

    expect(await publishPage(t.db, { actor, pageId: id })).toEqual({ revision: 2 });
    expect((await publishedContentPage(t.db, { kind: "created_page", slug: "our-story" })).title).toBe(
      "Our story",
    );
  });

  it("keeps a pending draft as it is, and takes an unpublished blog post out of the blog's list", async () => {
    const actor = await admin();
    const id = await publishedPage(actor, {
      ...ourStory,
      kind: "blog_post",
      slug: "shea-butter",
      title: "Shea",
    });
    await editPageDraft(t.db, {
      actor,
      pageId: id,
      change: { op: "details", title: "Shea, again", summary: "New." },
    });
    await unpublishPage(t.db, { actor, pageId: id });
    const [row] = await t.db.select().from(contentPages).where(eq(contentPages.id, id));
    expect(row?.draft?.title).toBe("Shea, again");
    expect((await publishedContentPages(t.db, { kind: "blog_post" })).map((post) => post.slug)).not.toContain(
      "shea-butter",
    );
  });

  it("refuses the site's own pages, a page not published, an unknown page, and everyone but admins", async () => {
    const actor = await admin();
    const reference = await appErrorFrom(unpublishPage(t.db, { actor, pageId: "page_faq" }));
    expect(reference.code).toBe("CONFLICT");
    expect(reference.message).toMatch(/one of the site's own pages: it stays published/);
    const { id: draftId } = await createContentPage(t.db, { actor, page: ourStory });
    const draft = await appErrorFrom(unpublishPage(t.db, { actor, pageId: draftId }));
    expect(draft.code).toBe("CONFLICT");
    expect(draft.message).toBe("This page is not published: there is nothing to unpublish.");
    expect((await appErrorFrom(unpublishPage(t.db, { actor, pageId: "cpg_none" }))).code).toBe("NOT_FOUND");
    const staff = actorFor(await createUser(t.db, { role: "staff" }));
    expect((await appErrorFrom(unpublishPage(t.db, { actor: staff, pageId: "page_faq" }))).status).toBe(403);
    await publishedContentPage(t.db, { kind: "page", slug: "faq" });
  });
});

describe("changing a page's slug", () => {
  it("moves a published page: its old address answers with the new one, the query kept by the route", async () => {
    const actor = await admin();
    const id = await publishedPage(actor);
    expect(await changePageSlug(t.db, { actor, pageId: id, slug: " how-we-began " })).toEqual({
      path: "/pages/how-we-began",
    });
    const now = await publicContentPage(t.db, { kind: "created_page", slug: "how-we-began" });
    expect(now.page?.title).toBe("Our story");
    expect(await publicContentPage(t.db, { kind: "created_page", slug: "our-story" })).toEqual({
      movedTo: "/pages/how-we-began",
    });
    // The old slug under another kind's prefix is no address of this page.
    expect((await appErrorFrom(publicContentPage(t.db, { kind: "blog_post", slug: "our-story" }))).code).toBe(
      "NOT_FOUND",
    );
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, "page.change_slug"));
    expect(audit?.details).toMatchObject({ pageId: id, from: "our-story", to: "how-we-began" });

    // A second change: both old addresses lead to the page's address today.
    await changePageSlug(t.db, { actor, pageId: id, slug: "where-it-began" });
    for (const slug of ["our-story", "how-we-began"])
      expect(await publicContentPage(t.db, { kind: "created_page", slug }), slug).toEqual({
        movedTo: "/pages/where-it-began",
      });

    // Taking back its first slug: an address again, no longer a redirect.
    await changePageSlug(t.db, { actor, pageId: id, slug: "our-story" });
    expect((await publicContentPage(t.db, { kind: "created_page", slug: "our-story" })).page?.title).toBe(
      "Our story",
    );
    const old = await t.db.select().from(contentPageOldSlugs).where(eq(contentPageOldSlugs.pageId, id));
    expect(old.map((row) => row.slug).sort()).toEqual(["how-we-began", "where-it-began"]);

    // Unpublished, the page answers 404 at its old addresses too.
    await unpublishPage(t.db, { actor, pageId: id });
    expect(
      (await appErrorFrom(publicContentPage(t.db, { kind: "created_page", slug: "how-we-began" }))).code,
    ).toBe("NOT_FOUND");
  });

  it("keeps no old address for a page never published", async () => {
    const actor = await admin();
    const { id } = await createContentPage(t.db, { actor, page: ourStory });
    await changePageSlug(t.db, { actor, pageId: id, slug: "our-beginnings" });
    expect(await t.db.select().from(contentPageOldSlugs).where(eq(contentPageOldSlugs.pageId, id))).toEqual(
      [],
    );
    expect(
      (await createContentPage(t.db, { actor, page: { ...ourStory, title: "Another story" } })).id,
    ).toBeTruthy();
  });

  it("refuses a bad, unchanged or taken slug under the field, another page's old address, and the site's own pages", async () => {
    const actor = await admin();
    const id = await publishedPage(actor);
    const other = await publishedPage(actor, { ...ourStory, slug: "our-makers", title: "Our makers" });
    await changePageSlug(t.db, { actor, pageId: other, slug: "the-makers" });

    for (const [slug, message] of [
      ["Our Story!", "Use lower-case letters and digits in words joined by hyphens, such as our-story."],
      ["", "Fill in this field."],
      ["a".repeat(81), "At most 80 characters."],
      ["our-story", "This is already the page's address: type the new slug."],
      ["faq", "Another page already has this address: choose another slug."],
      ["the-makers", "Another page already has this address: choose another slug."],
      ["our-makers", "This address still leads to another page, which used to have it: choose another slug."],
    ] as const) {
      const error = await appErrorFrom(changePageSlug(t.db, { actor, pageId: id, slug }));
      expect(error.code, slug).toBe("VALIDATION");
      expect(error.fieldErrors, slug).toEqual({ slug: message });
    }
    // A new page cannot take another page's old address either.
    const created = await appErrorFrom(
      createContentPage(t.db, { actor, page: { ...ourStory, slug: "our-makers", title: "New makers" } }),
    );
    expect(created.fieldErrors).toEqual({
      slug: "This address still leads to another page, which used to have it: choose another slug.",
    });

    const reference = await appErrorFrom(
      changePageSlug(t.db, { actor, pageId: "page_about-us", slug: "who-we-are" }),
    );
    expect(reference.code).toBe("CONFLICT");
    expect(reference.message).toBe("This is one of the site's own pages: its address cannot be changed.");
    const seededPost = await appErrorFrom(
      changePageSlug(t.db, { actor, pageId: "page_buying-in-bulk-with-rfqs", slug: "bulk-buying" }),
    );
    expect(seededPost.code).toBe("CONFLICT");
    const vendor = actorFor(await createUser(t.db, { role: "vendor" }));
    expect(
      (await appErrorFrom(changePageSlug(t.db, { actor: vendor, pageId: id, slug: "mine" }))).status,
    ).toBe(403);

    const [row] = await t.db
      .select({ slug: contentPages.slug })
      .from(contentPages)
      .where(eq(contentPages.id, id));
    expect(row?.slug).toBe("our-story");
    const [about] = await t.db
      .select({ slug: contentPages.slug })
      .from(contentPages)
      .where(and(eq(contentPages.kind, "page"), like(contentPages.slug, "about%")));
    expect(about?.slug).toBe("about-us");
  });

  it("gives a slug to one of two pages taking it at once; the other gets the field's message", async () => {
    const actor = await admin();
    const first = await publishedPage(actor);
    const second = await publishedPage(actor, { ...ourStory, slug: "our-makers", title: "Our makers" });
    const results = await Promise.allSettled(
      [first, second].map((pageId) => changePageSlug(t.db, { actor, pageId, slug: "the-same-address" })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const [refused] = results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
    expect(refused.fieldErrors).toEqual({
      slug: "Another page already has this address: choose another slug.",
    });
  });
});

import { auditLogs, contentPageRevisions, contentPages, mediaAssets } from "#db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actorFor, appErrorFrom, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { editPageDraft } from "./edit-page-draft";
import { pageBuilderView, pagePreview } from "./page-builder.queries";
import { publishedContentPage } from "./pages.queries";
import { publishPage } from "./publish-page";
import { restoreRevision } from "./restore-revision";

const t = useTestDatabase();

const faq = "page_faq";

async function admin() {
  return actorFor(await createUser(t.db, { role: "admin" }));
}

/** Adds a rich-text section to the page's draft and saves its body; answers the section's id. */
async function addText(actor: Awaited<ReturnType<typeof admin>>, body: string, pageId = faq) {
  const { sectionId } = await editPageDraft(t.db, { actor, pageId, change: { op: "add", type: "richText" } });
  await editPageDraft(t.db, {
    actor,
    pageId,
    change: { op: "update", sectionId: sectionId!, fields: { body } },
  });
  return sectionId!;
}

describe("the page builder's drafts, publication and revisions", () => {
  it("opens a page never built as one rich-text section holding its body, which the public page still shows", async () => {
    const view = await pageBuilderView(t.db, { pageId: faq });
    const public_ = await publishedContentPage(t.db, { kind: "page", slug: "faq" });
    expect(view.hasDraft).toBe(false);
    expect(view.content.title).toBe("Frequently asked questions");
    expect(view.content.sections).toEqual([
      { id: "legacy-page_faq", type: "richText", fields: { body: public_.body } },
    ]);
    expect(public_.sections).toBeNull();
  });

  it("keeps draft changes off the public page until they are published, then keeps them as revision 1", async () => {
    const actor = await admin();
    await editPageDraft(t.db, {
      actor,
      pageId: faq,
      change: { op: "details", title: "Questions and answers", summary: "What buyers ask most." },
    });
    const added = await addText(actor, "## New heading\nA new paragraph with [a link](/about-us).");

    const before = await publishedContentPage(t.db, { kind: "page", slug: "faq" });
    expect(before.title).toBe("Frequently asked questions");
    expect(before.sections).toBeNull();
    const preview = await pagePreview(t.db, { pageId: faq });
    expect(preview.title).toBe("Questions and answers");
    expect(preview.sections.map((view) => view.section.id)).toEqual(["legacy-page_faq", added]);

    expect(await publishPage(t.db, { actor, pageId: faq })).toEqual({ revision: 1 });
    const after = await publishedContentPage(t.db, { kind: "page", slug: "faq" });
    expect(after.title).toBe("Questions and answers");
    expect(after.summary).toBe("What buyers ask most.");
    expect(after.sections?.map((view) => view.section.fields.body?.slice(0, 14))).toEqual([
      before.body.slice(0, 14),
      "## New heading",
    ]);
    const view = await pageBuilderView(t.db, { pageId: faq });
    expect(view.hasDraft).toBe(false);
    expect(view.revisions.map((revision) => [revision.number, revision.title, revision.publishedBy])).toEqual(
      [[1, "Questions and answers", actor.name]],
    );
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, "page.publish"));
    expect(audit?.details).toMatchObject({ pageId: faq, revision: 1 });
  });

  it("refuses a section with a script link or HTML, says why under the field, and stores nothing", async () => {
    const actor = await admin();
    const { sectionId } = await editPageDraft(t.db, {
      actor,
      pageId: faq,
      change: { op: "add", type: "callToAction" },
    });
    const script = await appErrorFrom(
      editPageDraft(t.db, {
        actor,
        pageId: faq,
        change: {
          op: "update",
          sectionId: sectionId!,
          fields: { heading: "Go", buttonLabel: "Click", buttonHref: "javascript:alert(1)" },
        },
      }),
    );
    expect(script.code).toBe("VALIDATION");
    expect(script.fieldErrors).toEqual({ buttonHref: expect.stringMatching(/Links may lead only/) });
    const rich = await appErrorFrom(
      editPageDraft(t.db, {
        actor,
        pageId: faq,
        change: { op: "update", sectionId: "legacy-page_faq", fields: { body: "[x](javascript:alert(1))" } },
      }),
    );
    expect(rich.fieldErrors).toEqual({ body: expect.stringMatching(/Links may lead only/) });
    const html = await appErrorFrom(
      editPageDraft(t.db, {
        actor,
        pageId: faq,
        change: {
          op: "update",
          sectionId: "legacy-page_faq",
          fields: { body: "Hi <img src=x onerror=alert(1)>" },
        },
      }),
    );
    expect(html.fieldErrors).toEqual({ body: expect.stringMatching(/HTML is not allowed/) });
    const view = await pageBuilderView(t.db, { pageId: faq });
    expect(view.content.sections[0]?.fields.body).toContain("?? How do bulk discounts work?");
  });

  it("refuses to publish while a section is incomplete, naming it, and publishes nothing", async () => {
    const actor = await admin();
    const { sectionId } = await editPageDraft(t.db, {
      actor,
      pageId: faq,
      change: { op: "add", type: "hero" },
    });
    const error = await appErrorFrom(publishPage(t.db, { actor, pageId: faq }));
    expect(error.code).toBe("VALIDATION");
    expect(error.message).toBe("Complete section 2 before publishing.");
    expect(error.fieldErrors).toEqual({ [`${sectionId}.heading`]: "Fill in this field." });
    expect((await publishedContentPage(t.db, { kind: "page", slug: "faq" })).sections).toBeNull();
    expect(await t.db.select().from(contentPageRevisions)).toEqual([]);
  });

  it("checks images against the media library and a product grid's category against the tree", async () => {
    const actor = await admin();
    const { sectionId: imageText } = await editPageDraft(t.db, {
      actor,
      pageId: faq,
      change: { op: "add", type: "imageText" },
    });
    const fields = { body: "Words.", imageKey: "content/nope.webp", imageAlt: "A loom", imageSide: "start" };
    const unknown = await appErrorFrom(
      editPageDraft(t.db, { actor, pageId: faq, change: { op: "update", sectionId: imageText!, fields } }),
    );
    expect(unknown.fieldErrors).toEqual({ imageKey: "Choose an image of the media library." });
    await t.db.insert(mediaAssets).values({
      id: "med_1",
      key: "content/nope.webp",
      fileName: "loom.jpg",
      alt: "A loom",
      width: 800,
      height: 600,
      sizeBytes: 1000,
    });
    await editPageDraft(t.db, {
      actor,
      pageId: faq,
      change: { op: "update", sectionId: imageText!, fields },
    });

    const { sectionId: grid } = await editPageDraft(t.db, {
      actor,
      pageId: faq,
      change: { op: "add", type: "productGrid" },
    });
    const badGrid = await appErrorFrom(
      editPageDraft(t.db, {
        actor,
        pageId: faq,
        change: {
          op: "update",
          sectionId: grid!,
          fields: { heading: "Picks", search: "", categorySlug: "no-such", limit: "99" },
        },
      }),
    );
    expect(badGrid.fieldErrors).toEqual({
      categorySlug: "No category has this slug.",
      limit: "Enter a whole number from 1 to 24.",
    });
  });

  it("moves and removes sections in the draft; a section not on the page is NOT_FOUND", async () => {
    const actor = await admin();
    const second = await addText(actor, "Second.");
    await editPageDraft(t.db, {
      actor,
      pageId: faq,
      change: { op: "move", sectionId: second, direction: "up" },
    });
    let ids = (await pageBuilderView(t.db, { pageId: faq })).content.sections.map((section) => section.id);
    expect(ids).toEqual([second, "legacy-page_faq"]);
    await editPageDraft(t.db, { actor, pageId: faq, change: { op: "remove", sectionId: "legacy-page_faq" } });
    ids = (await pageBuilderView(t.db, { pageId: faq })).content.sections.map((section) => section.id);
    expect(ids).toEqual([second]);
    const gone = await appErrorFrom(
      editPageDraft(t.db, { actor, pageId: faq, change: { op: "remove", sectionId: "legacy-page_faq" } }),
    );
    expect(gone.code).toBe("NOT_FOUND");
    await editPageDraft(t.db, { actor, pageId: faq, change: { op: "discard" } });
    expect((await pageBuilderView(t.db, { pageId: faq })).hasDraft).toBe(false);
  });

  it("refuses to publish a page without a draft", async () => {
    const error = await appErrorFrom(publishPage(t.db, { actor: await admin(), pageId: faq }));
    expect(error.code).toBe("CONFLICT");
  });

  it("restores a revision into the draft; publishing it keeps it as a new revision", async () => {
    const actor = await admin();
    await addText(actor, "First version.");
    await publishPage(t.db, { actor, pageId: faq });
    await editPageDraft(t.db, {
      actor,
      pageId: faq,
      change: { op: "details", title: "Second title", summary: "Second summary." },
    });
    await publishPage(t.db, { actor, pageId: faq });
    const [first] = await t.db.select().from(contentPageRevisions).where(eq(contentPageRevisions.number, 1));

    expect(await restoreRevision(t.db, { actor, pageId: faq, revisionId: first!.id })).toEqual({
      revision: 1,
    });
    expect((await publishedContentPage(t.db, { kind: "page", slug: "faq" })).title).toBe("Second title");
    const view = await pageBuilderView(t.db, { pageId: faq });
    expect(view.content).toEqual({ title: first!.title, summary: first!.summary, sections: first!.sections });

    expect(await publishPage(t.db, { actor, pageId: faq })).toEqual({ revision: 3 });
    expect((await publishedContentPage(t.db, { kind: "page", slug: "faq" })).title).toBe(
      "Frequently asked questions",
    );
  });

  it("answers NOT_FOUND for another page's revision and for an unknown page", async () => {
    const actor = await admin();
    await addText(actor, "Text.");
    await publishPage(t.db, { actor, pageId: faq });
    const [revision] = await t.db.select().from(contentPageRevisions);
    const other = await appErrorFrom(
      restoreRevision(t.db, { actor, pageId: "page_about-us", revisionId: revision!.id }),
    );
    expect(other.code).toBe("NOT_FOUND");
    const [about] = await t.db.select().from(contentPages).where(eq(contentPages.id, "page_about-us"));
    expect(about?.draft).toBeNull();
    expect((await appErrorFrom(publishPage(t.db, { actor, pageId: "page_nope" }))).code).toBe("NOT_FOUND");
    expect((await appErrorFrom(pageBuilderView(t.db, { pageId: "page_nope" }))).code).toBe("NOT_FOUND");
  });
});

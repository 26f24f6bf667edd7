import { contentPageRevisions, contentPages } from "#db/schema";
import { createContentPage } from "#server/modules/pages/create-content-page";
import { changePageSlug } from "#server/modules/pages/change-page-slug";
import { deleteContentPage } from "#server/modules/pages/delete-content-page";
import { editPageDraft } from "#server/modules/pages/edit-page-draft";
import { publishPage } from "#server/modules/pages/publish-page";
import { restoreRevision } from "#server/modules/pages/restore-revision";
import { unpublishPage } from "#server/modules/pages/unpublish-page";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actorFor, appErrorFrom, createUser } from "../factories";
import { useTestDatabase } from "../setup/database";
import { type ContentCommand, contentCommandMatrix } from "./matrix";

const t = useTestDatabase();
const pageId = "page_about-us";

/**
 * A draft with a new title and one published revision, a created page never published, and a created
 * page published, so every command has something to act on.
 */
async function prepare() {
  const admin = actorFor(await createUser(t.db, { role: "admin" }));
  const { id: createdId } = await createContentPage(t.db, {
    actor: admin,
    page: { kind: "created_page", title: "Our makers", slug: "our-makers", summary: "Who makes what." },
  });
  const { id: publishedId } = await createContentPage(t.db, {
    actor: admin,
    page: { kind: "created_page", title: "Our story", slug: "our-story", summary: "How it began." },
  });
  const { sectionId } = await editPageDraft(t.db, {
    actor: admin,
    pageId: publishedId,
    change: { op: "add", type: "richText" },
  });
  await editPageDraft(t.db, {
    actor: admin,
    pageId: publishedId,
    change: { op: "update", sectionId: sectionId!, fields: { body: "A weaver and a tailor." } },
  });
  await publishPage(t.db, { actor: admin, pageId: publishedId });
  await editPageDraft(t.db, {
    actor: admin,
    pageId,
    change: { op: "details", title: "About us, first", summary: "First." },
  });
  await publishPage(t.db, { actor: admin, pageId });
  await editPageDraft(t.db, {
    actor: admin,
    pageId,
    change: { op: "details", title: "About us, second", summary: "Second." },
  });
  const [revision] = await t.db
    .select()
    .from(contentPageRevisions)
    .where(eq(contentPageRevisions.pageId, pageId));
  return { revisionId: revision!.id, createdId, publishedId };
}

/**
 * What each command would change: the page's published title and draft, how many pages there are,
 * and the published created page's slug and publication.
 */
async function pageState() {
  const [row] = await t.db.select().from(contentPages).where(eq(contentPages.id, pageId));
  const [pages] = await t.db.select({ value: count() }).from(contentPages);
  const [created] = await t.db
    .select({ slug: contentPages.slug, publishedAt: contentPages.publishedAt })
    .from(contentPages)
    .where(eq(contentPages.title, "Our story"));
  return { title: row!.title, draftTitle: row!.draft?.title, pages: pages!.value, created };
}

describe("content commands, by role", () => {
  it.each(contentCommandMatrix.map((row) => [row.viewer, row.command, row.expected] as const))(
    "%s: %s → %s",
    async (viewer, command, expected) => {
      const { revisionId, createdId, publishedId } = await prepare();
      const before = await pageState();
      const actor = viewer === "anonymous" ? null : actorFor(await createUser(t.db, { role: viewer }));
      const commands: Record<ContentCommand, () => Promise<unknown>> = {
        "create page": () =>
          createContentPage(t.db, {
            actor,
            page: { kind: "created_page", title: "Someone's page", slug: "someones-page", summary: "Made." },
          }),
        "edit page draft": () =>
          editPageDraft(t.db, {
            actor,
            pageId,
            change: { op: "details", title: "Changed by someone", summary: "Changed." },
          }),
        "publish page": () => publishPage(t.db, { actor, pageId }),
        "restore page revision": () => restoreRevision(t.db, { actor, pageId, revisionId }),
        "delete page": () => deleteContentPage(t.db, { actor, pageId: createdId }),
        "unpublish page": () => unpublishPage(t.db, { actor, pageId: publishedId }),
        "change page slug": () => changePageSlug(t.db, { actor, pageId: publishedId, slug: "how-we-began" }),
      };
      if (expected === "allow") {
        await commands[command]();
        expect(await pageState()).not.toEqual(before);
      } else {
        expect((await appErrorFrom(commands[command]())).status).toBe(403);
        expect(await pageState()).toEqual(before);
      }
    },
  );
});

import { contentPageRevisions, contentPages } from "#db/schema";
import { createContentPage } from "#server/modules/pages/create-content-page";
import { deleteContentPage } from "#server/modules/pages/delete-content-page";
import { editPageDraft } from "#server/modules/pages/edit-page-draft";
import { publishPage } from "#server/modules/pages/publish-page";
import { restoreRevision } from "#server/modules/pages/restore-revision";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actorFor, appErrorFrom, createUser } from "../factories";
import { useTestDatabase } from "../setup/database";
import { type ContentCommand, contentCommandMatrix } from "./matrix";

const t = useTestDatabase();
const pageId = "page_about-us";

/**
 * A draft with a new title and one published revision, and a created page never published, so every
 * command has something to act on.
 */
async function prepare() {
  const admin = actorFor(await createUser(t.db, { role: "admin" }));
  const { id: createdId } = await createContentPage(t.db, {
    actor: admin,
    page: { kind: "created_page", title: "Our makers", slug: "our-makers", summary: "Who makes what." },
  });
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
  const [revision] = await t.db.select().from(contentPageRevisions);
  return { revisionId: revision!.id, createdId };
}

/** What each command would change: the page's published title and draft, and how many pages there are. */
async function pageState() {
  const [row] = await t.db.select().from(contentPages).where(eq(contentPages.id, pageId));
  const [pages] = await t.db.select({ value: count() }).from(contentPages);
  return { title: row!.title, draftTitle: row!.draft?.title, pages: pages!.value };
}

describe("content commands, by role", () => {
  it.each(contentCommandMatrix.map((row) => [row.viewer, row.command, row.expected] as const))(
    "%s: %s → %s",
    async (viewer, command, expected) => {
      const { revisionId, createdId } = await prepare();
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

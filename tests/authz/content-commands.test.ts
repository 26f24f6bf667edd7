import { contentPageRevisions, contentPages } from "#db/schema";
import { editPageDraft } from "#server/modules/pages/edit-page-draft";
import { publishPage } from "#server/modules/pages/publish-page";
import { restoreRevision } from "#server/modules/pages/restore-revision";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actorFor, appErrorFrom, createUser } from "../factories";
import { useTestDatabase } from "../setup/database";
import { contentCommandMatrix } from "./matrix";

const t = useTestDatabase();
const pageId = "page_about-us";

/** A draft with a new title and one published revision, so every command has something to act on. */
async function prepare() {
  const admin = actorFor(await createUser(t.db, { role: "admin" }));
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
  return revision!.id;
}

async function pageRow() {
  const [row] = await t.db.select().from(contentPages).where(eq(contentPages.id, pageId));
  return row!;
}

describe("content commands, by role", () => {
  it.each(contentCommandMatrix.map((row) => [row.viewer, row.command, row.expected] as const))(
    "%s: %s → %s",
    async (viewer, command, expected) => {
      const revisionId = await prepare();
      const before = await pageRow();
      const actor = viewer === "anonymous" ? null : actorFor(await createUser(t.db, { role: viewer }));
      const run =
        command === "edit page draft"
          ? () =>
              editPageDraft(t.db, {
                actor,
                pageId,
                change: { op: "details", title: "Changed by someone", summary: "Changed." },
              })
          : command === "publish page"
            ? () => publishPage(t.db, { actor, pageId })
            : () => restoreRevision(t.db, { actor, pageId, revisionId });
      if (expected === "allow") await run();
      else expect((await appErrorFrom(run())).status).toBe(403);
      const after = await pageRow();
      const changed = after.title !== before.title || after.draft?.title !== before.draft?.title;
      expect(changed).toBe(expected === "allow");
    },
  );
});

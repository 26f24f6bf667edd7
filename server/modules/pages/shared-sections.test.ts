import { describe, expect, it } from "vitest";
import { actorFor, appErrorFrom, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { createSharedSection } from "./create-shared-section";
import { deleteSharedSection } from "./delete-shared-section";
import { editPageDraft } from "./edit-page-draft";
import { publishedContentPage } from "./pages.queries";
import { publishPage } from "./publish-page";
import { sharedSectionsView } from "./shared-sections.queries";
import { updateSharedSection } from "./update-shared-section";

const t = useTestDatabase();

const callToAction = (heading: string) => ({
  heading,
  text: "Talk to our team.",
  buttonLabel: "Contact us",
  buttonHref: "/contact-us",
});

describe("reusable sections", () => {
  it("is placed on pages, shows its current content there, and cannot be deleted while placed", async () => {
    const actor = actorFor(await createUser(t.db, { role: "admin" }));
    const { id } = await createSharedSection(t.db, { actor, name: "Talk to sales", type: "callToAction" });
    const refused = await appErrorFrom(
      updateSharedSection(t.db, {
        actor,
        sectionId: id,
        name: "",
        fields: { ...callToAction("Buying in bulk?"), buttonHref: "javascript:alert(1)" },
      }),
    );
    expect(refused.fieldErrors).toEqual({
      name: "Give the section a name.",
      buttonHref: expect.stringMatching(/Links may lead only/),
    });
    await updateSharedSection(t.db, {
      actor,
      sectionId: id,
      name: "Talk to sales",
      fields: callToAction("Buying in bulk?"),
    });

    for (const pageId of ["page_faq", "page_shipping"]) {
      const { sectionId } = await editPageDraft(t.db, {
        actor,
        pageId,
        change: { op: "add", type: "shared" },
      });
      await editPageDraft(t.db, {
        actor,
        pageId,
        change: { op: "update", sectionId: sectionId!, fields: { sharedId: id } },
      });
      await publishPage(t.db, { actor, pageId });
    }
    const shownOn = async (slug: string) =>
      (await publishedContentPage(t.db, { kind: "page", slug })).sections?.at(-1)?.section;
    expect(await shownOn("faq")).toMatchObject({
      type: "callToAction",
      fields: { heading: "Buying in bulk?" },
    });

    await updateSharedSection(t.db, {
      actor,
      sectionId: id,
      name: "Talk to sales",
      fields: callToAction("Ordering for a business?"),
    });
    expect((await shownOn("faq"))?.fields.heading).toBe("Ordering for a business?");
    expect((await shownOn("shipping"))?.fields.heading).toBe("Ordering for a business?");

    const view = await sharedSectionsView(t.db);
    expect(view.sections.map((row) => [row.name, row.placedOn.map((page) => page.id).sort()])).toEqual([
      ["Talk to sales", ["page_faq", "page_shipping"]],
    ]);
    const inUse = await appErrorFrom(deleteSharedSection(t.db, { actor, sectionId: id }));
    expect(inUse.code).toBe("CONFLICT");
    expect(inUse.message).toBe("This section is placed on 2 pages: remove it there first.");
  });

  it("refuses a placement of a section that does not exist, and deletes one placed nowhere", async () => {
    const actor = actorFor(await createUser(t.db, { role: "admin" }));
    const { sectionId } = await editPageDraft(t.db, {
      actor,
      pageId: "page_faq",
      change: { op: "add", type: "shared" },
    });
    const unknown = await appErrorFrom(
      editPageDraft(t.db, {
        actor,
        pageId: "page_faq",
        change: { op: "update", sectionId: sectionId!, fields: { sharedId: "shs_nope" } },
      }),
    );
    expect(unknown.fieldErrors).toEqual({ sharedId: "Choose one of the reusable sections." });
    const { id } = await createSharedSection(t.db, { actor, name: "Spare", type: "richText" });
    expect(await deleteSharedSection(t.db, { actor, sectionId: id })).toEqual({ name: "Spare" });
    expect((await sharedSectionsView(t.db)).sections).toEqual([]);
  });

  it("is the admin's alone", async () => {
    const admin = actorFor(await createUser(t.db, { role: "admin" }));
    const { id } = await createSharedSection(t.db, { actor: admin, name: "Kept", type: "richText" });
    for (const role of ["staff", "vendor", "user"] as const) {
      const actor = actorFor(await createUser(t.db, { role }));
      expect(
        (await appErrorFrom(createSharedSection(t.db, { actor, name: "X", type: "richText" }))).status,
      ).toBe(403);
      expect(
        (
          await appErrorFrom(
            updateSharedSection(t.db, { actor, sectionId: id, name: "X", fields: { body: "x" } }),
          )
        ).status,
      ).toBe(403);
      expect((await appErrorFrom(deleteSharedSection(t.db, { actor, sectionId: id }))).status).toBe(403);
    }
    expect((await sharedSectionsView(t.db)).sections.map((row) => row.name)).toEqual(["Kept"]);
  });
});

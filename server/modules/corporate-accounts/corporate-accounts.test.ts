import { describe, expect, it } from "vitest";
import { corporateAccountDocuments, corporateAccounts } from "#db/schema";
import { eq } from "drizzle-orm";
import { companyInput, createCorporateAccount, pdf } from "../../../tests/corporate-account-factories";
import { actorFor, appErrorFrom, auditRows, client, createUser } from "../../../tests/factories";
import { memoryStore } from "../../../tests/memory-media";
import { useTestDatabase } from "../../../tests/setup/database";
import { applyForCorporateAccount, reapplyForCorporateAccount } from "./apply-for-corporate-account";
import { addCorporateContact, deleteCorporateContact, updateCorporateContact } from "./contacts";
import {
  corporateAccountOfUser,
  downloadableCorporateDocument,
  listCorporateAccounts,
} from "./corporate-accounts.queries";

const t = useTestDatabase();

async function buyer() {
  return actorFor(await createUser(t.db));
}

describe("applyForCorporateAccount", () => {
  it("creates a pending account with no credit, standard terms and tier, its documents stored and audited", async () => {
    const actor = await buyer();
    const media = memoryStore();
    await applyForCorporateAccount(t.db, {
      actor,
      media,
      client: client(),
      input: companyInput,
      files: [pdf(), pdf("tax.pdf")],
    });
    const account = await corporateAccountOfUser(t.db, { userId: actor.userId });
    expect(account).toMatchObject({
      companyName: "Lagos Office Supplies Ltd",
      status: "pending",
      creditLimit: 0,
      paymentTerms: "standard",
      discountTier: "standard",
      accountManager: null,
      contacts: [],
    });
    expect(account?.documents.map((document) => document.fileName)).toEqual(["certificate.pdf", "tax.pdf"]);
    expect(await auditRows(t.db, "corporate_account.apply")).toHaveLength(1);
  });

  it("answers each wrong field with its own message and writes nothing", async () => {
    const actor = await buyer();
    const error = await appErrorFrom(
      applyForCorporateAccount(t.db, {
        actor,
        media: memoryStore(),
        client: client(),
        input: { ...companyInput, companyName: " ", taxId: "", companySize: "huge" },
        files: [],
      }),
    );
    expect(error.code).toBe("VALIDATION");
    expect(error.fieldErrors).toEqual({
      companyName: "Company name is required",
      taxId: "Tax ID is required",
      companySize: "Choose the size of your company",
      documents: "Add at least one verification document",
    });
    expect(await corporateAccountOfUser(t.db, { userId: actor.userId })).toBeNull();
  });

  it("judges documents by their bytes, not their name", async () => {
    const actor = await buyer();
    const media = memoryStore();
    const fake = new File([new TextEncoder().encode("MZ not a pdf")], "registration.pdf");
    const error = await appErrorFrom(
      applyForCorporateAccount(t.db, { actor, media, client: client(), input: companyInput, files: [fake] }),
    );
    expect(error.fieldErrors).toEqual({ documents: "registration.pdf is not a PDF, JPEG or PNG file" });
    expect(await t.db.select().from(corporateAccountDocuments)).toHaveLength(0);
  });

  it("keeps one account per buyer", async () => {
    const actor = await buyer();
    const media = memoryStore();
    await applyForCorporateAccount(t.db, {
      actor,
      media,
      client: client(),
      input: companyInput,
      files: [pdf()],
    });
    const error = await appErrorFrom(
      applyForCorporateAccount(t.db, { actor, media, client: client(), input: companyInput, files: [pdf()] }),
    );
    expect(error).toMatchObject({ code: "CONFLICT", message: "You already have a corporate account" });
  });

  it("refuses a visitor", async () => {
    const error = await appErrorFrom(
      applyForCorporateAccount(t.db, {
        actor: null,
        media: memoryStore(),
        client: client(),
        input: companyInput,
        files: [pdf()],
      }),
    );
    expect(error.code).toBe("UNAUTHENTICATED");
  });
});

describe("downloadableCorporateDocument", () => {
  it("gives a document to the account's owner and the back office, and to nobody else", async () => {
    const owner = await buyer();
    await applyForCorporateAccount(t.db, {
      actor: owner,
      media: memoryStore(),
      client: client(),
      input: companyInput,
      files: [pdf()],
    });
    const [document] = (await corporateAccountOfUser(t.db, { userId: owner.userId }))!.documents;
    const download = (actor: Awaited<ReturnType<typeof buyer>> | null) =>
      downloadableCorporateDocument(t.db, { actor, documentId: document!.id });
    expect(await download(owner)).toMatchObject({
      fileName: "certificate.pdf",
      contentType: "application/pdf",
    });
    expect(await download(actorFor(await createUser(t.db, { role: "staff" })))).not.toBeNull();
    expect(await download(actorFor(await createUser(t.db, { role: "admin" })))).not.toBeNull();
    expect(await download(await buyer())).toBeNull();
    expect(await download(actorFor(await createUser(t.db, { role: "vendor" })))).toBeNull();
    expect(await download(null)).toBeNull();
  });
});

describe("corporate contacts", () => {
  const accountHolder = async () => (await createCorporateAccount(t.db)).actor;
  const contact = {
    name: "Ada Obi",
    email: "Ada@LagosOffice.ng",
    phone: "+2348031234567",
    position: "Buyer",
  };

  it("makes the first contact primary and refuses to delete it; later ones can be edited and deleted", async () => {
    const actor = await accountHolder();
    const first = await addCorporateContact(t.db, { actor, input: contact });
    const second = await addCorporateContact(t.db, {
      actor,
      input: { name: "Tunde Bello", email: "tunde@lagosoffice.ng" },
    });
    expect(first).toMatchObject({ isPrimary: true, email: "ada@lagosoffice.ng" });
    expect(second.isPrimary).toBe(false);

    const refused = await appErrorFrom(deleteCorporateContact(t.db, { actor, contactId: first.id }));
    expect(refused).toMatchObject({ code: "CONFLICT", message: "You cannot delete the primary contact" });

    await updateCorporateContact(t.db, {
      actor,
      contactId: second.id,
      input: { name: "Tunde Bello", email: "tunde@lagosoffice.ng", position: "Finance" },
    });
    await deleteCorporateContact(t.db, { actor, contactId: second.id });
    const account = await corporateAccountOfUser(t.db, { userId: actor.userId });
    expect(account?.contacts.map((row) => row.name)).toEqual(["Ada Obi"]);
  });

  it("lets only the owner manage contacts: another buyer gets no permission or not found", async () => {
    const owner = await accountHolder();
    const primary = await addCorporateContact(t.db, { actor: owner, input: contact });
    const stranger = await buyer();
    expect(await appErrorFrom(addCorporateContact(t.db, { actor: stranger, input: contact }))).toMatchObject({
      code: "FORBIDDEN",
      message: "You don't have permission to add contacts to this account",
    });
    const otherHolder = await accountHolder();
    const error = await appErrorFrom(
      updateCorporateContact(t.db, { actor: otherHolder, contactId: primary.id, input: contact }),
    );
    expect(error.code).toBe("NOT_FOUND");
  });

  it("checks the contact's fields", async () => {
    const actor = await accountHolder();
    const error = await appErrorFrom(
      addCorporateContact(t.db, { actor, input: { name: "", email: "nope" } }),
    );
    expect(error.fieldErrors).toEqual({
      name: "Contact name is required",
      email: "Enter a valid email address",
    });
  });
});

describe("reapplyForCorporateAccount", () => {
  const rejectWith = (account: { id: string }, reason: string | null) =>
    t.db
      .update(corporateAccounts)
      .set({ status: "rejected", decidedAt: new Date("2026-11-20T10:00:00Z"), decisionReason: reason })
      .where(eq(corporateAccounts.id, account.id));

  it("puts a rejected account back to pending with the new details and documents, the old ones replaced, audited", async () => {
    const media = memoryStore();
    const actor = await buyer();
    const first = await applyForCorporateAccount(t.db, {
      actor,
      media,
      client: client(),
      input: companyInput,
      files: [pdf("old-certificate.pdf")],
    });
    const oldKeys = [...media.files.keys()];
    await rejectWith(first, "The registration certificate has expired");

    const again = await reapplyForCorporateAccount(t.db, {
      actor,
      media,
      client: client(),
      input: { ...companyInput, companyName: "Lagos Office Supplies Limited", registrationNumber: "RC 1111" },
      files: [pdf("new-certificate.pdf"), pdf("tax.pdf")],
    });

    expect(again.id).toBe(first.id);
    const account = await corporateAccountOfUser(t.db, { userId: actor.userId });
    expect(account).toMatchObject({
      companyName: "Lagos Office Supplies Limited",
      registrationNumber: "RC 1111",
      status: "pending",
      decidedAt: null,
      decisionReason: null,
    });
    expect(account?.documents.map((document) => document.fileName)).toEqual([
      "new-certificate.pdf",
      "tax.pdf",
    ]);
    for (const key of oldKeys) expect(media.files.has(key)).toBe(false);
    expect(media.files.size).toBe(2);
    const [audit] = await auditRows(t.db, "corporate_account.reapply");
    expect(audit?.details).toMatchObject({
      corporateAccountId: first.id,
      rejectionReason: "The registration certificate has expired",
      replacedDocuments: 1,
    });
    const queue = await listCorporateAccounts(t.db, { status: "pending", page: 1 });
    expect(queue.rows.map((row) => row.id)).toContain(first.id);
  });

  it("refuses every status but rejected with a CONFLICT, and writes and keeps nothing", async () => {
    for (const status of ["pending", "approved", "suspended"] as const) {
      const media = memoryStore();
      const { actor, account } = await createCorporateAccount(t.db);
      await t.db.update(corporateAccounts).set({ status }).where(eq(corporateAccounts.id, account.id));
      const error = await appErrorFrom(
        reapplyForCorporateAccount(t.db, {
          actor,
          media,
          client: client(),
          input: { ...companyInput, companyName: "Changed Ltd" },
          files: [pdf()],
        }),
      );
      expect(error).toMatchObject({
        code: "CONFLICT",
        message: `Your corporate account is ${status}: only a rejected application can be sent again.`,
      });
      expect(await corporateAccountOfUser(t.db, { userId: actor.userId })).toMatchObject({
        status,
        companyName: "Lagos Office Supplies Ltd",
      });
      expect(media.files.size).toBe(0);
    }
    expect(await auditRows(t.db, "corporate_account.reapply")).toHaveLength(0);
  });

  it("lets only one of two tabs sending it again at once through", async () => {
    const { actor, account } = await createCorporateAccount(t.db);
    await rejectWith(account, null);
    const send = () =>
      reapplyForCorporateAccount(t.db, {
        actor,
        media: memoryStore(),
        client: client(),
        input: companyInput,
        files: [pdf()],
      }).then(
        () => "sent",
        (error: unknown) => (error as { code?: string }).code,
      );
    expect((await Promise.all([send(), send()])).sort()).toEqual(["CONFLICT", "sent"]);
    expect(await auditRows(t.db, "corporate_account.reapply")).toHaveLength(1);
  });

  it("checks the fields as applying does, and answers a buyer without an account with not found", async () => {
    const { actor, account } = await createCorporateAccount(t.db);
    await rejectWith(account, null);
    const error = await appErrorFrom(
      reapplyForCorporateAccount(t.db, {
        actor,
        media: memoryStore(),
        client: client(),
        input: { ...companyInput, taxId: "" },
        files: [],
      }),
    );
    expect(error.fieldErrors).toEqual({
      taxId: "Tax ID is required",
      documents: "Add at least one verification document",
    });
    expect((await corporateAccountOfUser(t.db, { userId: actor.userId }))?.status).toBe("rejected");
    const stranger = await appErrorFrom(
      reapplyForCorporateAccount(t.db, {
        actor: await buyer(),
        media: memoryStore(),
        client: client(),
        input: companyInput,
        files: [pdf()],
      }),
    );
    expect(stranger.code).toBe("NOT_FOUND");
  });
});

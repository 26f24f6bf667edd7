import type { Db } from "#db/client";
import { applyForCorporateAccount } from "#server/modules/corporate-accounts/apply-for-corporate-account";
import { actorFor, client, createUser } from "./factories";
import { memoryStore } from "./memory-media";

export const companyInput = {
  companyName: "Lagos Office Supplies Ltd",
  address: "12 Marina Road, Lagos Island, Lagos",
  registrationNumber: "RC 7654321",
  taxId: "TIN 12345678-0001",
  industry: "Office supplies",
  companySize: "11-50",
};

/** A small real PDF (the bytes are what the server judges). */
export const pdf = (name = "certificate.pdf") =>
  new File([new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n")], name);

/** A new buyer with a pending corporate account applied for through the real command. */
export async function createCorporateAccount(db: Db, input: Partial<typeof companyInput> = {}) {
  const user = await createUser(db);
  const actor = actorFor(user);
  const account = await applyForCorporateAccount(db, {
    actor,
    media: memoryStore(),
    client: client(),
    input: { ...companyInput, ...input },
    files: [pdf()],
  });
  return { user, actor, account };
}

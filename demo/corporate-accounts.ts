import type { Db } from "#db/client";
import { corporateAccountDocuments, corporateAccounts, corporateContacts, users } from "#db/schema";
import { eq, inArray } from "drizzle-orm";
import type { MediaStore } from "#server/modules/media/media-store";
import { corporateDocumentKeyPrefix } from "#server/modules/corporate-accounts/limits";
import { reviewerId, slugify } from "./catalog/keys";
import { demoPdf } from "./demo-pdf";

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * Corporate accounts of a few demo shoppers (the catalogue's reviewers, who also have orders, named by
 * their name; the demo buyer, who signs in, by e-mail), one in each status, so the back office's list
 * and filters and the buyer's page have something real, each with its certificate of incorporation as
 * a small PDF that downloads. The demo buyer's approved (standard tier, so prices stay as they were)
 * account lets it send RFQs and see the quotes the demo RFQs give it.
 */
const demoCorporateAccounts = [
  {
    id: "cor_demo_chiamaka",
    buyer: "Chiamaka Eze",
    companyName: "Eze Office Interiors Ltd",
    address: "14 Admiralty Way, Lekki Phase 1, Lagos",
    registrationNumber: "RC 1482210",
    taxId: "TIN 20948812-0001",
    industry: "Office furniture and interiors",
    companySize: "51-200",
    status: "approved",
    creditLimit: 2_500_000_00,
    paymentTerms: "net_30",
    discountTier: "premium",
    createdAt: daysAgo(40),
    decidedAt: daysAgo(37),
    contacts: [
      { name: "Chiamaka Eze", email: "procurement@ezeinteriors.ng", position: "Head of procurement" },
    ],
  },
  {
    id: "cor_demo_kofi",
    buyer: "Kofi Asante",
    companyName: "Asante Hospitality Group",
    address: "22 Oxford Street, Osu, Accra",
    registrationNumber: "CS 094412021",
    taxId: "C0004418829",
    industry: "Hotels and hospitality",
    companySize: "201-500",
    status: "approved",
    creditLimit: 10_000_000_00,
    paymentTerms: "net_60",
    discountTier: "enterprise",
    createdAt: daysAgo(60),
    decidedAt: daysAgo(55),
    contacts: [
      { name: "Kofi Asante", email: "kofi@asantehospitality.com.gh", position: "Managing director" },
      { name: "Abena Darko", email: "purchasing@asantehospitality.com.gh", position: "Purchasing" },
    ],
  },
  {
    id: "cor_demo_wanjiru",
    buyer: "buyer@example.com",
    companyName: "Kamau Home & Office Supplies Ltd",
    address: "Mama Ngina Street 12, Nairobi",
    registrationNumber: "PVT-2KL8MN5",
    taxId: "P051998877Q",
    industry: "Office and hospitality supplies",
    companySize: "11-50",
    status: "approved",
    creditLimit: 0,
    paymentTerms: "standard",
    discountTier: "standard",
    createdAt: daysAgo(190),
    decidedAt: daysAgo(188),
    contacts: [{ name: "Wanjiru Kamau", email: "buyer@example.com", position: "Owner" }],
  },
  {
    id: "cor_demo_njeri",
    buyer: "Njeri Wambui",
    companyName: "Wambui Corporate Gifts",
    address: "Westlands Square, Ring Road, Nairobi",
    registrationNumber: "PVT-9XU7RZ4",
    taxId: "P051774820K",
    industry: "Corporate gifting",
    companySize: "11-50",
    status: "pending",
    creditLimit: 0,
    paymentTerms: "standard",
    discountTier: "standard",
    createdAt: daysAgo(2),
    decidedAt: null,
    contacts: [],
  },
  {
    id: "cor_demo_emeka",
    buyer: "Emeka Nwosu",
    companyName: "Nwosu Trading Enterprises",
    address: "7 Ziks Avenue, Onitsha",
    registrationNumber: "BN 2291044",
    taxId: "TIN 11029384-0001",
    industry: "General trading",
    companySize: "1-10",
    status: "rejected",
    creditLimit: 0,
    paymentTerms: "standard",
    discountTier: "standard",
    createdAt: daysAgo(20),
    decidedAt: daysAgo(18),
    contacts: [],
  },
] as const;

export const demoCorporateAccountCount = demoCorporateAccounts.length;

/** Seeds the demo corporate accounts for demo shoppers that exist (idempotent). */
export async function seedDemoCorporateAccounts(
  db: Db,
  { media }: { media?: MediaStore } = {},
): Promise<void> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "admin@shopafricanbrands.com"));
  const [staff] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "staff@shopafricanbrands.com"));
  const emails = demoCorporateAccounts.flatMap((account) =>
    account.buyer.includes("@") ? [account.buyer] : [],
  );
  const idOfEmail = new Map(
    (
      await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails))
    ).map((row) => [row.email, row.id]),
  );
  const userIdOf = (buyer: string) =>
    buyer.includes("@") ? (idOfEmail.get(buyer) ?? null) : reviewerId(slugify(buyer));
  const buyerIds = demoCorporateAccounts.flatMap((account) => userIdOf(account.buyer) ?? []);
  const existing = new Set(
    (await db.select({ id: users.id }).from(users).where(inArray(users.id, buyerIds))).map((row) => row.id),
  );
  for (const { buyer, contacts, ...account } of demoCorporateAccounts) {
    const userId = userIdOf(buyer);
    if (!userId || !existing.has(userId)) continue;
    const decided = account.decidedAt !== null;
    const [inserted] = await db
      .insert(corporateAccounts)
      .values({
        ...account,
        userId,
        updatedAt: account.decidedAt ?? account.createdAt,
        decidedBy: decided ? (admin?.id ?? null) : null,
        accountManagerId: account.status === "approved" ? (staff?.id ?? null) : null,
      })
      .onConflictDoNothing()
      .returning({ id: corporateAccounts.id });
    if (!inserted) continue;
    const bytes = demoPdf(`${account.companyName}: certificate of incorporation`);
    const fileKey = `${corporateDocumentKeyPrefix}${account.id}.pdf`;
    await media?.put(fileKey, bytes, "application/pdf");
    await db.insert(corporateAccountDocuments).values({
      id: `${account.id}_doc`,
      corporateAccountId: account.id,
      fileKey,
      fileName: "certificate-of-incorporation.pdf",
      contentType: "application/pdf",
      sizeBytes: bytes.length,
      createdAt: account.createdAt,
    });
    if (contacts.length > 0)
      await db.insert(corporateContacts).values(
        contacts.map((contact, index) => ({
          id: `${account.id}_contact_${index + 1}`,
          corporateAccountId: account.id,
          ...contact,
          isPrimary: index === 0,
        })),
      );
  }
}

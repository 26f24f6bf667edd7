import type { Db } from "#db/client";
import { tradeAssuranceApplications, tradeAssuranceDocuments, vendors } from "#db/schema";
import { createUserWithPassword } from "#server/modules/identity/create-user";
import type { MediaStore } from "#server/modules/media/media-store";
import { demoPdf } from "./demo-pdf";
import { tradeAssuranceDocumentKeyPrefix } from "#server/modules/trade-assurance/limits";
import { and, eq, isNull } from "drizzle-orm";
import { demoPassword } from "./demo-accounts";

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

type DemoApplication = Omit<
  typeof tradeAssuranceApplications.$inferInsert,
  "userId" | "vendorId" | "termsAcceptedAt" | "createdAt" | "updatedAt"
> & { daysAgo: number };

/** Sidama Highland's business as both its applications state it. */
const sidamaBusiness = {
  businessName: "Sidama Highland Trading PLC",
  registrationNumber: "ET-AA-3/1/88213/2009",
  countryCode: "ET",
  contactPerson: "Yonas Tesfaye",
  email: "trade@sidamahighland.example",
  phone: "+251 91 123 4567",
  address: "Bole Sub-city, Woreda 3, Addis Ababa",
  businessType: "exporter",
  operationalSince: "2009-09-11",
  annualRevenueUsd: 1_250_000,
};

/**
 * Two demo stores get an owner of their own (signing in with the demo password) and Trade Assurance
 * history: Savannah Shea's application was approved, so the store carries the badge; Sidama
 * Highland's first one was rejected for an old bank statement and its second waits in the queue.
 */
const demoOwners: {
  storeName: string;
  owner: { email: string; name: string };
  applications: DemoApplication[];
}[] = [
  {
    storeName: "Savannah Shea Women's Cooperative",
    owner: { email: "ama@savannahshea.example", name: "Ama Owusu" },
    applications: [
      {
        id: "taa_demo_savannah_shea",
        status: "approved",
        businessName: "Savannah Shea Women's Cooperative",
        registrationNumber: "CS-0921-2014",
        countryCode: "GH",
        contactPerson: "Ama Owusu",
        email: "export@savannahshea.example",
        phone: "+233 24 555 0192",
        address: "Plot 7, Gumani Industrial Area, Tamale",
        businessType: "manufacturer",
        operationalSince: "2014-06-01",
        annualRevenueUsd: 420_000,
        productCategories: ["beauty", "agriculture"],
        daysAgo: 21,
        decidedAt: daysAgo(20),
      },
    ],
  },
  {
    storeName: "Sidama Highland Trading",
    owner: { email: "yonas@sidamahighland.example", name: "Yonas Tesfaye" },
    applications: [
      {
        ...sidamaBusiness,
        id: "taa_demo_sidama_first",
        status: "rejected",
        productCategories: ["agriculture"],
        daysAgo: 9,
        decidedAt: daysAgo(8),
        rejectionReason:
          "The bank statement is from 2023. Please send a statement from the last three months.",
      },
      {
        ...sidamaBusiness,
        id: "taa_demo_sidama_second",
        status: "pending",
        productCategories: ["agriculture", "handicrafts"],
        daysAgo: 1,
      },
    ],
  },
];

export const demoTradeAssuranceOwnerCount = demoOwners.length;

const paperKinds = [
  ["registrationDoc", "business-registration.pdf"],
  ["taxDoc", "tax-registration.pdf"],
  ["bankStatement", "bank-statement.pdf"],
] as const;

/** Seeds the demo Trade Assurance owners and applications (idempotent: rows that exist stay). */
export async function seedDemoTradeAssurance(db: Db, { media }: { media?: MediaStore } = {}): Promise<void> {
  for (const { storeName, owner, applications } of demoOwners) {
    const [store] = await db
      .select({ id: vendors.id, userId: vendors.userId })
      .from(vendors)
      .where(eq(vendors.businessName, storeName));
    if (!store) continue;
    const { id: userId } = await createUserWithPassword(db, {
      ...owner,
      password: demoPassword,
      role: "vendor",
      emailVerified: true,
    });
    await db
      .update(vendors)
      .set({ userId })
      .where(and(eq(vendors.id, store.id), isNull(vendors.userId)));
    for (const { daysAgo: age, ...application } of applications) {
      const created = daysAgo(age);
      const [inserted] = await db
        .insert(tradeAssuranceApplications)
        .values({
          ...application,
          userId: store.userId ?? userId,
          vendorId: store.id,
          termsAcceptedAt: created,
          createdAt: created,
          updatedAt: application.decidedAt ?? created,
        })
        .onConflictDoNothing()
        .returning({ id: tradeAssuranceApplications.id });
      if (!inserted) continue;
      if (application.status === "approved")
        await db.update(vendors).set({ tradeAssured: true }).where(eq(vendors.id, store.id));
      for (const [kind, fileName] of paperKinds) {
        const bytes = demoPdf(`${application.businessName}: ${fileName}`);
        const fileKey = `${tradeAssuranceDocumentKeyPrefix}${application.id}-${kind.toLowerCase()}.pdf`;
        await media?.put(fileKey, bytes, "application/pdf");
        await db.insert(tradeAssuranceDocuments).values({
          id: `tad_${application.id.slice(4)}_${kind.toLowerCase()}`,
          applicationId: inserted.id,
          kind,
          fileKey,
          fileName,
          contentType: "application/pdf",
          sizeBytes: bytes.length,
          createdAt: created,
        });
      }
    }
  }
}

import type { Db } from "#db/client";
import { vendorApplications } from "#db/schema";
import { createUserWithPassword } from "#server/modules/identity/create-user";
import { categoryId } from "./catalog/keys";
import { demoPassword } from "./demo-accounts";

type DemoApplication = Omit<typeof vendorApplications.$inferInsert, "userId"> & {
  applicant: { email: string; name: string };
};

/** Days before the seed ran, so the list's order (newest pending first) looks like real traffic. */
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

/**
 * Applications waiting in the back office's vendor list: three pending from brands in Kenya, Ghana
 * and Senegal, and one rejected with its reason. Each applicant is a buyer account of its own (one
 * application per person), signing in with the demo password. No documents: their files would
 * have to exist in the document store.
 */
const demoApplications: DemoApplication[] = [
  {
    id: "vap_demo_maasai_beadcraft",
    applicant: { email: "naserian@maasaibeadcraft.co.ke", name: "Naserian Ole Sankale" },
    status: "pending",
    businessName: "Maasai Beadcraft Collective",
    registrationNumber: "CPR/2019/284117",
    businessType: "Artisan Cooperative",
    countryCode: "KE",
    city: "Narok",
    categoryIds: [categoryId("jewelry"), categoryId("crafts")],
    description:
      "Forty Maasai women bead collars, bracelets and sandals by hand in Narok. Every piece is signed by its maker and paid for before it leaves the village.",
    businessEmail: "orders@maasaibeadcraft.co.ke",
    businessPhone: "+254722481930",
    payoutMethod: {
      type: "mobile_money",
      provider: "mpesa",
      phone: "+254722481930",
      accountName: "Maasai Beadcraft Collective",
      countryCode: "KE",
    },
    submittedAt: daysAgo(1),
  },
  {
    id: "vap_demo_kumasi_kente_loom",
    applicant: { email: "kofi@kumasikenteloom.com.gh", name: "Kofi Boateng" },
    status: "pending",
    businessName: "Kumasi Kente Loom",
    registrationNumber: "BN-408812-2021",
    businessType: "Manufacturer",
    countryCode: "GH",
    city: "Bonwire",
    categoryIds: [categoryId("fashion"), categoryId("home-decor")],
    description:
      "Third-generation weavers in Bonwire. Hand-woven kente strips, stoles and table runners in traditional and custom patterns, for retail and wholesale.",
    businessEmail: "sales@kumasikenteloom.com.gh",
    businessPhone: "+233244718250",
    payoutMethod: {
      type: "mobile_money",
      provider: "mtn_momo",
      phone: "+233244718250",
      accountName: "Kofi Boateng",
      countryCode: "GH",
    },
    submittedAt: daysAgo(3),
  },
  {
    id: "vap_demo_dakar_bissap",
    applicant: { email: "awa@dakarbissap.sn", name: "Awa Ndiaye" },
    status: "pending",
    businessName: "Dakar Bissap & Co",
    registrationNumber: "SN-DKR-2020-B-11873",
    businessType: "Food Producer",
    countryCode: "SN",
    city: "Dakar",
    categoryIds: [categoryId("food-products")],
    description:
      "Dried hibiscus, baobab powder and bissap syrup from small farms in the Casamance, packed in Dakar under food-safety certification.",
    businessEmail: "contact@dakarbissap.sn",
    businessPhone: "+221771234567",
    payoutMethod: {
      type: "bank",
      bankName: "Ecobank Sénégal",
      bankCode: null,
      accountNumber: "SN08SN0100152000048500003035",
      accountName: "Dakar Bissap & Co SARL",
      countryCode: "SN",
    },
    submittedAt: daysAgo(6),
  },
  {
    id: "vap_demo_lagos_leather_works",
    applicant: { email: "chidi@lagosleatherworks.ng", name: "Chidi Nwosu" },
    status: "rejected",
    businessName: "Lagos Leather Works",
    registrationNumber: "",
    businessType: "Manufacturer",
    countryCode: "NG",
    city: "Lagos",
    categoryIds: [categoryId("fashion")],
    description: "Hand-stitched leather bags and sandals from Lagos Island.",
    businessEmail: "hello@lagosleatherworks.ng",
    businessPhone: "+2348031234567",
    payoutMethod: {
      type: "bank",
      bankName: "Guaranty Trust Bank",
      bankCode: "058",
      accountNumber: "0123498765",
      accountName: "Lagos Leather Works Ltd",
      countryCode: "NG",
    },
    submittedAt: daysAgo(12),
    decidedAt: daysAgo(10),
    rejectionReason:
      "The CAC registration number is missing. Add it and a scan of the certificate, then submit again.",
  },
];

export const demoApplicationCount = demoApplications.length;

/** Seeds the demo vendor applications (idempotent: applicants and applications that exist stay). */
export async function seedDemoVendorApplications(db: Db): Promise<void> {
  for (const { applicant, ...application } of demoApplications) {
    const { id: userId } = await createUserWithPassword(db, {
      ...applicant,
      password: demoPassword,
      role: "user",
      emailVerified: true,
    });
    await db
      .insert(vendorApplications)
      .values({ ...application, userId })
      .onConflictDoNothing();
  }
}

import { createUserWithPassword } from "#server/modules/identity/create-user";
import type { MediaStore } from "#server/modules/media/media-store";
import type { PayoutMethod } from "#common/payout-method";
import type { ApplicationDocumentKind, VendorApplicationStatus } from "#common/vendor-application";
import type { Db } from "#db/client";
import { vendorApplicationDocuments, vendorApplications } from "#db/schema";
import sharp from "sharp";
import { categoryId } from "./catalog/keys";
import { demoPassword } from "./demo-accounts";

interface DemoApplication {
  id: string;
  owner: { email: string; name: string };
  status: VendorApplicationStatus;
  businessName: string;
  registrationNumber: string;
  businessType: string;
  countryCode: string;
  city: string;
  categories: string[];
  description: string;
  businessEmail: string;
  businessPhone: string;
  logoColour: string;
  payoutMethod: PayoutMethod;
  daysAgo: number;
  rejectionReason?: string;
}

/** Applications from businesses across the continent, waiting for the demo admin (one sent back). */
const demoApplications: DemoApplication[] = [
  {
    id: "vap_demo_kigali_roast",
    owner: { email: "claudine@kigaliroast.rw", name: "Claudine Uwase" },
    status: "pending",
    businessName: "Kigali Roast Collective",
    registrationNumber: "108765432",
    businessType: "brand",
    countryCode: "RW",
    city: "Kigali",
    categories: ["food-products"],
    description:
      "Single-origin arabica from smallholder washing stations around Lake Kivu, roasted in Kigali and packed in 250 g and 1 kg bags for cafés and shops.",
    businessEmail: "orders@kigaliroast.rw",
    businessPhone: "+250788123456",
    logoColour: "#6b3e26",
    payoutMethod: {
      type: "mobile_money",
      provider: "mtn_momo",
      phone: "+250788123456",
      accountName: "Kigali Roast Collective",
      countryCode: "RW",
    },
    daysAgo: 1,
  },
  {
    id: "vap_demo_tamale_shea",
    owner: { email: "abena@tamaleshea.com.gh", name: "Abena Mahama" },
    status: "pending",
    businessName: "Tamale Shea Women's Cooperative",
    registrationNumber: "CS-045-2019",
    businessType: "artisan_cooperative",
    countryCode: "GH",
    city: "Tamale",
    categories: ["beauty"],
    description:
      "Unrefined shea butter and black soap made by 120 women in the Northern Region, sold in bulk tubs to cosmetic makers and in jars for shops.",
    businessEmail: "sales@tamaleshea.com.gh",
    businessPhone: "+233241234567",
    logoColour: "#d4a017",
    payoutMethod: {
      type: "bank",
      bankName: "GCB Bank",
      bankCode: null,
      accountNumber: "1041130012345",
      accountName: "Tamale Shea Women's Cooperative",
      countryCode: "GH",
    },
    daysAgo: 3,
  },
  {
    id: "vap_demo_nairobi_leather",
    owner: { email: "otieno@nairobileather.co.ke", name: "Brian Otieno" },
    status: "pending",
    businessName: "Nairobi Leather Workshop",
    registrationNumber: "PVT-7LU5KXR2",
    businessType: "manufacturer",
    countryCode: "KE",
    city: "Nairobi",
    categories: ["fashion", "crafts"],
    description:
      "Hand-stitched bags, belts and sandals from Kenyan full-grain leather, made to order in our Kariokor workshop for boutiques and corporate gifts.",
    businessEmail: "hello@nairobileather.co.ke",
    businessPhone: "+254712345678",
    logoColour: "#7c2d12",
    payoutMethod: {
      type: "mobile_money",
      provider: "mpesa",
      phone: "+254712345678",
      accountName: "Nairobi Leather Workshop",
      countryCode: "KE",
    },
    daysAgo: 5,
  },
  {
    id: "vap_demo_dakar_wax",
    owner: { email: "fatou@dakarwax.sn", name: "Fatou Ndiaye" },
    status: "rejected",
    businessName: "Dakar Wax Atelier",
    registrationNumber: "SN-DKR-2021-B-04512",
    businessType: "brand",
    countryCode: "SN",
    city: "Dakar",
    categories: ["fashion"],
    description:
      "Ready-to-wear dresses and shirts cut from wax print and bazin, sewn by tailors in the Medina of Dakar.",
    businessEmail: "contact@dakarwax.sn",
    businessPhone: "+221771234567",
    logoColour: "#0f766e",
    payoutMethod: {
      type: "bank",
      bankName: "Ecobank Sénégal",
      bankCode: null,
      accountNumber: "SN08SN0100152000048500003035",
      accountName: "Dakar Wax Atelier",
      countryCode: "SN",
    },
    daysAgo: 8,
    rejectionReason:
      "The registration certificate is for another business name. Please upload the RCCM extract of Dakar Wax Atelier.",
  },
];

const documentKinds: ApplicationDocumentKind[] = ["identity", "business_registration"];
const demoPdf = (title: string) =>
  new TextEncoder().encode(`%PDF-1.4\n% ${title} (demo document)\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

/**
 * Vendor applications for the admin's review list: three pending and one rejected, each from its own
 * demo account, with a logo and two documents when a media store is given. Idempotent.
 */
export async function seedDemoVendorApplications(db: Db, { media }: { media?: MediaStore } = {}) {
  const day = 24 * 60 * 60 * 1000;
  for (const application of demoApplications) {
    const { id: userId } = await createUserWithPassword(db, {
      ...application.owner,
      role: "user",
      password: demoPassword,
    });
    const logoKey = `applications/seed-v1/${application.id.replaceAll("_", "-")}/logo.webp`;
    if (media && !(await media.exists(logoKey))) {
      const logo = await sharp({
        create: { width: 400, height: 400, channels: 3, background: application.logoColour },
      })
        .webp()
        .toBuffer();
      await media.put(logoKey, new Uint8Array(logo), "image/webp");
    }
    const submittedAt = new Date(Date.now() - application.daysAgo * day);
    const [inserted] = await db
      .insert(vendorApplications)
      .values({
        id: application.id,
        userId,
        status: application.status,
        businessName: application.businessName,
        registrationNumber: application.registrationNumber,
        businessType: application.businessType,
        countryCode: application.countryCode,
        city: application.city,
        categoryIds: application.categories.map(categoryId),
        description: application.description,
        businessEmail: application.businessEmail,
        businessPhone: application.businessPhone,
        logoKey: media ? logoKey : null,
        payoutMethod: application.payoutMethod,
        submittedAt,
        decidedAt: application.status === "rejected" ? new Date(submittedAt.getTime() + day) : null,
        rejectionReason: application.rejectionReason ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: vendorApplications.id });
    if (!inserted || !media) continue;
    for (const kind of documentKinds) {
      const fileKey = `documents/applications/seed-v1/${application.id.replaceAll("_", "-")}-${kind.replaceAll("_", "-")}.pdf`;
      const bytes = demoPdf(`${application.businessName} ${kind}`);
      await media.put(fileKey, bytes, "application/pdf");
      await db.insert(vendorApplicationDocuments).values({
        id: `vad_demo_${application.id.slice("vap_demo_".length)}_${kind}`,
        applicationId: application.id,
        kind,
        fileKey,
        fileName: kind === "identity" ? "passport.pdf" : "business-registration.pdf",
        contentType: "application/pdf",
        sizeBytes: bytes.length,
      });
    }
  }
}

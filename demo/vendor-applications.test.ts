import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { vendorApplicationDocuments, vendorApplications } from "#db/schema";
import { memoryStore } from "../tests/memory-media";
import { useTestDatabase } from "../tests/setup/database";
import { seedDemoVendorApplications } from "./vendor-applications";

const t = useTestDatabase();

describe("seedDemoVendorApplications", () => {
  it("gives the admin pending applications and a rejected one, with logos and documents, once", async () => {
    const media = memoryStore();
    await seedDemoVendorApplications(t.db, { media });
    await seedDemoVendorApplications(t.db, { media });
    const rows = await t.db
      .select({ status: vendorApplications.status, logoKey: vendorApplications.logoKey })
      .from(vendorApplications);
    expect(rows.map((row) => row.status).sort()).toEqual(["pending", "pending", "pending", "rejected"]);
    for (const row of rows) expect(media.files.has(row.logoKey!)).toBe(true);
    const documents = await t.db
      .select({ fileKey: vendorApplicationDocuments.fileKey })
      .from(vendorApplicationDocuments)
      .innerJoin(vendorApplications, eq(vendorApplications.id, vendorApplicationDocuments.applicationId));
    expect(documents).toHaveLength(8);
    for (const document of documents) expect(media.files.has(document.fileKey)).toBe(true);
  });
});

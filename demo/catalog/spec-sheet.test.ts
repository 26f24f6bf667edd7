import { describe, expect, it } from "vitest";
import { sniffDocumentType } from "#server/modules/product-documents/document-type";
import { onePagePdf, specSheetDocument } from "./spec-sheet";

describe("onePagePdf", () => {
  it("writes a PDF whose cross-reference table points at each object", () => {
    const text = new TextDecoder().decode(
      onePagePdf("Kente (Adweneasa) Stole", ["Size: 200 × 50 cm", "Dyes: natural"]),
    );
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text).toContain("(Kente \\(Adweneasa\\) Stole) Tj");
    expect(text).toContain("(Size: 200 x 50 cm) Tj");
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(xrefAt).startsWith("xref\n0 6\n")).toBe(true);
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) =>
      Number(match[1]),
    );
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) =>
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true),
    );
  });
});

describe("specSheetDocument", () => {
  it("describes the product's own fields in a PDF the upload rules would accept", () => {
    const sheet = specSheetDocument(
      {
        id: "prd_kente-stole",
        slug: "kente-stole",
        name: "Kente Stole",
        sku: "LT-001",
        moq: 5,
        leadTime: "7-10 days",
        price: 100,
        vendorId: "ven_x",
        specifications: { Material: "Cotton" },
        certifications: ["Fair Trade"],
      },
      "Lagos Threads",
    );
    expect(sheet.row).toMatchObject({
      id: "doc_kente-stole-spec-sheet",
      productId: "prd_kente-stole",
      name: "Kente Stole specification sheet",
      fileKey: "documents/seed-v1/kente-stole-spec-sheet.pdf",
      sizeBytes: sheet.bytes.length,
    });
    expect(sniffDocumentType(sheet.bytes, "x")?.mimeType).toBe("application/pdf");
    const text = new TextDecoder().decode(sheet.bytes);
    for (const line of [
      "Supplier: Lagos Threads",
      "SKU: LT-001",
      "Minimum order: 5 units",
      "Certifications: Fair Trade",
      "Material: Cotton",
    ])
      expect(text).toContain(`(${line}) Tj`);
  });
});

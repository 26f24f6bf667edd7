import type { productDocuments, products } from "#db/schema";

/** Text a standard PDF font can show: accents dropped, × as x, anything else outside ASCII as "?". */
function pdfText(text: string): string {
  return text
    .replace(/×/g, "x")
    .replace(/[–—]/g, "-")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "?")
    .replace(/[\\()]/g, (char) => `\\${char}`);
}

/** A one-page PDF (Helvetica, A4) of a title and lines of text; offsets counted so readers accept it. */
export function onePagePdf(title: string, lines: readonly string[]): Uint8Array {
  const body = [
    `BT /F1 18 Tf 56 780 Td (${pdfText(title)}) Tj /F1 11 Tf 16 TL 0 -10 Td`,
    ...lines.map((line) => `T* (${pdfText(line)}) Tj`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${body.length} >>\nstream\n${body}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

type Product = typeof products.$inferInsert & { id: string };

/**
 * The demo product's specification sheet: its real fields (SKU, minimum order, lead time,
 * packaging, certifications, specifications) as a PDF the Documents tab offers for download.
 */
export function specSheetDocument(
  product: Product,
  vendorName: string,
): { row: typeof productDocuments.$inferInsert; bytes: Uint8Array } {
  const lines = [
    `Supplier: ${vendorName}`,
    `SKU: ${product.sku ?? "-"}`,
    `Minimum order: ${product.moq ?? 1} units`,
    `Lead time: ${product.leadTime ?? "Contact supplier"}`,
    ...(product.packaging ? [`Packaging: ${product.packaging}`] : []),
    ...(product.certifications?.length ? [`Certifications: ${product.certifications.join(", ")}`] : []),
    "",
    "Specifications",
    ...Object.entries(product.specifications ?? {}).map(([key, value]) => `${key}: ${value}`),
  ];
  const bytes = onePagePdf(product.name, lines);
  const slug = product.id.replace(/^prd_/, "");
  return {
    row: {
      id: `doc_${slug}-spec-sheet`,
      productId: product.id,
      name: `${product.name} specification sheet`,
      fileKey: `documents/seed-v1/${slug}-spec-sheet.pdf`,
      mimeType: "application/pdf",
      sizeBytes: bytes.length,
    },
    bytes,
  };
}

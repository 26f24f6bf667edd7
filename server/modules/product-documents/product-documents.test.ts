import { describe, expect, it } from "vitest";
import { productDocuments, products } from "#db/schema";
import { eq } from "drizzle-orm";
import { createProduct, createVendor } from "../../../tests/catalog-factories";
import { actorFor, appErrorFrom, client, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { memoryStore } from "../../../tests/memory-media";
import { maxUploadsPerClientPerHour } from "#common/request-limits";
import { countUpload } from "../rate-limit/count-upload";
import { sniffDocumentType } from "./document-type";
import { maxDocumentBytes } from "./limits";
import { getDownloadableDocument } from "./product-documents.queries";
import { deleteProductDocument, uploadProductDocument } from "./upload-product-document";

const t = useTestDatabase();

const pdfBytes = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const pdf = (name = "spec-sheet.pdf") => new File([pdfBytes], name, { type: "application/pdf" });

async function ownedProduct() {
  const owner = await createUser(t.db, { role: "vendor" });
  const vendor = await createVendor(t.db, { userId: owner.id });
  const product = await createProduct(t.db, { vendorId: vendor.id });
  return { owner: actorFor(owner), product };
}

describe("sniffDocumentType", () => {
  it("decides from the bytes, and from the name only between Office kinds of zip", () => {
    expect(sniffDocumentType(pdfBytes, "anything.txt")?.mimeType).toBe("application/pdf");
    expect(
      sniffDocumentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), "a.pdf")?.extension,
    ).toBe("png");
    expect(sniffDocumentType(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), "terms.docx")?.extension).toBe("docx");
    expect(sniffDocumentType(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), "archive.zip")).toBeNull();
    expect(sniffDocumentType(new TextEncoder().encode("<html><script>"), "spec.pdf")).toBeNull();
  });
});

describe("uploadProductDocument", () => {
  it("stores the vendor's file under a new key and lists it for buyers to download", async () => {
    const media = memoryStore();
    const { owner, product } = await ownedProduct();
    const document = await uploadProductDocument(t.db, {
      actor: owner,
      media,
      client: client(),
      productId: product.id,
      name: "  Certificate of origin ",
      file: pdf(),
    });
    expect(document).toMatchObject({
      name: "Certificate of origin",
      mimeType: "application/pdf",
      sizeBytes: pdfBytes.length,
    });
    expect(media.files.get(document.fileKey)).toEqual(pdfBytes);
    expect(await getDownloadableDocument(t.db, { documentId: document.id })).toMatchObject({
      name: "Certificate of origin",
      fileKey: document.fileKey,
    });

    const unnamed = await uploadProductDocument(t.db, {
      actor: owner,
      media,
      client: client(),
      productId: product.id,
      name: "",
      file: pdf("Care guide.pdf"),
    });
    expect(unnamed.name).toBe("Care guide");
  });

  it("refuses guests, other people, wrong types, empty and oversized files, and a sixth document", async () => {
    const media = memoryStore();
    const { owner, product } = await ownedProduct();
    const stranger = actorFor(await createUser(t.db, { role: "vendor" }));
    const upload = (overrides: Partial<Parameters<typeof uploadProductDocument>[1]>) =>
      appErrorFrom(
        uploadProductDocument(t.db, {
          actor: owner,
          media,
          client: client(),
          productId: product.id,
          name: "Doc",
          file: pdf(),
          ...overrides,
        }),
      );

    expect((await upload({ actor: null })).code).toBe("UNAUTHENTICATED");
    expect((await upload({ actor: stranger })).code).toBe("NOT_FOUND");
    expect((await upload({ productId: "prd_missing" })).code).toBe("NOT_FOUND");
    expect(
      (await upload({ file: new File(["<script>alert(1)</script>"], "spec.pdf") })).fieldErrors?.file,
    ).toMatch(/^Upload a PDF/);
    expect((await upload({ file: new File([], "empty.pdf") })).fieldErrors?.file).toBe(
      "Choose a file to upload.",
    );
    expect(
      (await upload({ file: new File([new Uint8Array(maxDocumentBytes + 1)], "big.pdf") })).fieldErrors?.file,
    ).toBe("Files can be at most 10 MB.");
    expect((await upload({ name: "x".repeat(121) })).fieldErrors?.name).toMatch(/at most 120/);
    expect(media.files.size).toBe(0);

    for (let index = 0; index < 5; index += 1)
      await uploadProductDocument(t.db, {
        actor: owner,
        media,
        client: client(),
        productId: product.id,
        name: `Doc ${index}`,
        file: pdf(),
      });
    expect((await upload({})).fieldErrors?.file).toMatch(/at most 5 documents/);
    expect(media.files.size).toBe(5);
  });
  it("shares the client's hourly upload allowance, and stores nothing past it", async () => {
    const media = memoryStore();
    const { owner, product } = await ownedProduct();
    const vendorsClient = client();
    for (let upload = 0; upload < maxUploadsPerClientPerHour; upload += 1)
      await countUpload(t.db, { client: vendorsClient });
    const refused = await appErrorFrom(
      uploadProductDocument(t.db, {
        actor: owner,
        media,
        client: vendorsClient,
        productId: product.id,
        name: "Doc",
        file: pdf(),
      }),
    );
    expect(refused.code).toBe("RATE_LIMITED");
    expect(media.files.size).toBe(0);
  });
});

describe("deleteProductDocument", () => {
  it("lets only the vendor remove a document, with its file", async () => {
    const media = memoryStore();
    const { owner, product } = await ownedProduct();
    const document = await uploadProductDocument(t.db, {
      actor: owner,
      media,
      client: client(),
      productId: product.id,
      name: "Doc",
      file: pdf(),
    });
    const stranger = actorFor(await createUser(t.db));
    expect(
      (
        await appErrorFrom(
          deleteProductDocument(t.db, {
            actor: stranger,
            media,
            productId: product.id,
            documentId: document.id,
          }),
        )
      ).code,
    ).toBe("NOT_FOUND");

    await deleteProductDocument(t.db, {
      actor: owner,
      media,
      productId: product.id,
      documentId: document.id,
    });
    expect(await t.db.select().from(productDocuments).where(eq(productDocuments.id, document.id))).toEqual(
      [],
    );
    expect(media.files.has(document.fileKey)).toBe(false);
    expect(
      (
        await appErrorFrom(
          deleteProductDocument(t.db, {
            actor: owner,
            media,
            productId: product.id,
            documentId: document.id,
          }),
        )
      ).code,
    ).toBe("NOT_FOUND");
  });
});

describe("getDownloadableDocument", () => {
  it("is null once the product is no longer listed", async () => {
    const media = memoryStore();
    const { owner, product } = await ownedProduct();
    const document = await uploadProductDocument(t.db, {
      actor: owner,
      media,
      client: client(),
      productId: product.id,
      name: "Doc",
      file: pdf(),
    });
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    expect(await getDownloadableDocument(t.db, { documentId: document.id })).toBeNull();
  });
});

import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalDiskStore } from "./local-disk-store";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "sab-media-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("createLocalDiskStore", () => {
  it("stores bytes under their key and reads them back", async () => {
    const store = createLocalDiskStore(path.join(root, "media"));
    const bytes = new Uint8Array([1, 2, 3, 250]);
    await store.put("seed/v1/products/a/1", bytes, "image/png");
    expect(await store.get("seed/v1/products/a/1")).toEqual(bytes);
    expect(await store.exists("seed/v1/products/a/1")).toBe(true);
    // Written then renamed: no temporary file is left behind.
    expect(await readdir(path.join(root, "media/seed/v1/products/a"))).toEqual(["1"]);
  });

  it("answers null and false for keys that hold nothing, including folders and keys below a file", async () => {
    const store = createLocalDiskStore(root);
    await store.put("a", new Uint8Array([1]), "image/png");
    await store.put("dir/file", new Uint8Array([1]), "image/png");
    expect(await store.get("missing")).toBeNull();
    expect(await store.exists("missing")).toBe(false);
    expect(await store.get("a/b")).toBeNull();
    expect(await store.get("dir")).toBeNull();
    expect(await store.exists("dir")).toBe(false);
  });

  it("lists the files under a prefix with when each was stored, and nothing half written", async () => {
    const store = createLocalDiskStore(root);
    const before = Date.now() - 1000;
    await store.put("purchase-orders/a.pdf", new Uint8Array([1]), "application/pdf");
    await store.put("purchase-orders/b.docx", new Uint8Array([2]), "application/pdf");
    await store.put("documents/c.pdf", new Uint8Array([3]), "application/pdf");
    await writeFile(path.join(root, "purchase-orders/d.pdf.1a2b3c.tmp"), "x");
    const listed = [];
    for await (const file of store.list("purchase-orders/")) listed.push(file);
    expect(listed.map((file) => file.key).sort()).toEqual([
      "purchase-orders/a.pdf",
      "purchase-orders/b.docx",
    ]);
    expect(
      listed.every((file) => file.storedAt.getTime() >= before && file.storedAt.getTime() <= Date.now()),
    ).toBe(true);
    const none = [];
    for await (const file of store.list("variants/")) none.push(file);
    expect(none).toEqual([]);
  });

  it("refuses keys that could leave its folder", async () => {
    await writeFile(path.join(root, "secret"), "x");
    const store = createLocalDiskStore(path.join(root, "media"));
    await expect(store.get("../secret")).rejects.toThrow(/Invalid media key/);
    await expect(store.put("../escape", new Uint8Array([1]), "image/png")).rejects.toThrow(
      /Invalid media key/,
    );
    await expect(store.exists("/etc/passwd")).rejects.toThrow(/Invalid media key/);
  });
});

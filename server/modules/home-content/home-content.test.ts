import { describe, expect, it } from "vitest";
import { footerLinks, homeBanners } from "#db/schema";
import { homeSectionKeys } from "#common/home-content";
import { productPath } from "#common/paths";
import { matchPath } from "react-router";
import routes from "../../../app/routes";
import { footerLegalLinks, footerQuickLinks } from "../../../app/components/shell/nav-links";
import { createProduct } from "../../../tests/catalog-factories";
import { actorFor, appErrorFrom, auditRows, client, createUser } from "../../../tests/factories";
import { pngFile } from "../../../tests/image-files";
import { memoryStore } from "../../../tests/memory-media";
import { useTestDatabase } from "../../../tests/setup/database";
import { createHomeBanner } from "./create-home-banner";
import { deleteHomeBanner } from "./delete-home-banner";
import { addFooterLink, deleteFooterLink, updateFooterLink } from "./footer-links";
import { adminHomeContent, footerLinkColumns, homeContent } from "./home-content.queries";
import { setHomeSections } from "./set-home-sections";
import { fixedSitePaths } from "./site-path";
import { updateHomeBanner } from "./update-home-banner";

const t = useTestDatabase();
const dayMs = 24 * 60 * 60 * 1000;
const dayOf = (offsetDays: number) => new Date(Date.now() + offsetDays * dayMs).toISOString().slice(0, 10);
const fields = (overrides: Record<string, string> = {}) => ({
  title: "Harmattan market",
  subtitle: "Aso-oke, kente and mudcloth",
  linkPath: "/products",
  startsOn: dayOf(-1),
  endsOn: dayOf(1),
  active: "on",
  position: "0",
  ...overrides,
});

const admin = async () => actorFor(await createUser(t.db, { role: "admin" }));

async function addBanner(overrides: Record<string, string> = {}, media = memoryStore()) {
  return createHomeBanner(t.db, {
    actor: await admin(),
    media,
    client: client(),
    input: fields(overrides),
    image: await pngFile(1200, 400),
  });
}

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}
function routePatterns(entries: readonly RouteEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`.replace(/\/+/g, "/");
    const own = entry.path !== undefined && entry.path !== "*" ? [path || "/"] : [];
    return [...own, ...routePatterns(entry.children ?? [], path)];
  });
}

describe("home banners", () => {
  it("shows the active banners within their days, in order; none leaves the page as it was", async () => {
    expect((await homeContent(t.db)).banners).toEqual([]);
    const second = await addBanner({ title: "Second", position: "2" });
    const first = await addBanner({ title: "First", position: "1" });
    await addBanner({ title: "Expired", startsOn: dayOf(-10), endsOn: dayOf(-2) });
    await addBanner({ title: "Future", startsOn: dayOf(2), endsOn: dayOf(9) });
    await addBanner({ title: "Switched off", active: "" });
    const live = await homeContent(t.db);
    expect(live.banners.map((banner) => banner.id)).toEqual([first.id, second.id]);
    expect(live.banners[0]).toMatchObject({ title: "First", linkPath: "/products" });
    const listed = await adminHomeContent(t.db);
    expect(listed.banners.map((banner) => [banner.title, banner.live])).toEqual([
      ["Expired", false],
      ["Future", false],
      ["Switched off", false],
      ["First", true],
      ["Second", true],
    ]);
    expect(await auditRows(t.db, "home_banner.create")).toHaveLength(5);
  });

  it("links only to a page of this site that exists, and keeps every other field's message", async () => {
    const product = await createProduct(t.db);
    const unlisted = await createProduct(t.db, { isActive: false });
    await addBanner({ linkPath: productPath(product.id) });
    await addBanner({ linkPath: "/faq" });
    await addBanner({ linkPath: "/blog?page=2" });
    const media = memoryStore();
    for (const linkPath of [
      productPath(unlisted.id),
      "/products/nope",
      "/no-such-page",
      "/admin/dashboard",
      "https://evil.example/",
      "//evil.example",
      "javascript:alert(1)",
      "mailto:a@b.example",
    ]) {
      const error = await appErrorFrom(addBanner({ linkPath }, media));
      expect(error.code, linkPath).toBe("VALIDATION");
      expect(error.fieldErrors?.linkPath, linkPath).toMatch(/^(No page of this site|Enter the path)/);
    }
    const many = await appErrorFrom(
      createHomeBanner(t.db, {
        actor: await admin(),
        media,
        client: client(),
        input: fields({
          title: "",
          linkPath: "/nowhere",
          startsOn: dayOf(3),
          endsOn: dayOf(1),
          position: "x",
        }),
        image: new File(["%PDF-1.4"], "banner.png", { type: "image/png" }),
      }),
    );
    expect(many.fieldErrors).toEqual({
      title: "Give the banner a title.",
      endsOn: "The last day cannot be before the first day.",
      position: "Enter a whole number from 0 to 99.",
      image: "Upload a JPEG, PNG or WebP image.",
    });
    expect(media.files.size).toBe(0);
  });

  it("holds at most 10 banners", async () => {
    const media = memoryStore();
    for (let index = 0; index < 10; index += 1) await addBanner({ title: `Banner ${index}` }, media);
    const error = await appErrorFrom(addBanner({ title: "Eleventh" }, media));
    expect(error.fieldErrors?.image).toMatch(/at most 10 banners/);
    expect(media.files.size).toBe(10);
  });

  it("is the admin's alone, and an unknown banner is not found", async () => {
    const media = memoryStore();
    const banner = await addBanner({}, media);
    for (const role of ["staff", "vendor", "user"] as const) {
      const actor = actorFor(await createUser(t.db, { role }));
      const error = await appErrorFrom(
        createHomeBanner(t.db, {
          actor,
          media,
          client: client(),
          input: fields(),
          image: await pngFile(1200, 400),
        }),
      );
      expect(error.code).toBe("FORBIDDEN");
      expect((await appErrorFrom(deleteHomeBanner(t.db, { actor, bannerId: banner.id, media }))).code).toBe(
        "FORBIDDEN",
      );
    }
    const actor = await admin();
    const missing = await appErrorFrom(
      updateHomeBanner(t.db, {
        actor,
        bannerId: "hbn_missing",
        media,
        client: client(),
        input: fields({ title: "" }),
        image: null,
      }),
    );
    expect(missing.code).toBe("NOT_FOUND");
    expect((await appErrorFrom(deleteHomeBanner(t.db, { actor, bannerId: "hbn_missing", media }))).code).toBe(
      "NOT_FOUND",
    );
    expect(await t.db.select().from(homeBanners)).toHaveLength(1);
  });

  it("changes a banner, replacing its picture, then deletes it and its picture", async () => {
    const media = memoryStore();
    const actor = await admin();
    const banner = await addBanner({}, media);
    await updateHomeBanner(t.db, {
      actor,
      bannerId: banner.id,
      media,
      client: client(),
      input: fields({ title: "Renamed", active: "" }),
      image: new File([], ""),
    });
    expect((await homeContent(t.db)).banners).toEqual([]);
    const [kept] = await t.db.select().from(homeBanners);
    expect(kept).toMatchObject({ title: "Renamed", active: false });
    await updateHomeBanner(t.db, {
      actor,
      bannerId: banner.id,
      media,
      client: client(),
      input: fields(),
      image: await pngFile(1200, 400),
    });
    const [replaced] = await t.db.select().from(homeBanners);
    expect(replaced!.imageKey).not.toBe(kept!.imageKey);
    expect([...media.files.keys()]).toEqual([replaced!.imageKey]);
    expect((await homeContent(t.db)).banners.map((row) => row.title)).toEqual(["Harmattan market"]);
    await deleteHomeBanner(t.db, { actor, bannerId: banner.id, media });
    expect(await t.db.select().from(homeBanners)).toEqual([]);
    expect(media.files.size).toBe(0);
  });
});

describe("home sections", () => {
  it("shows every section in today's order until an admin turns one off or moves one", async () => {
    const before = await homeContent(t.db);
    expect(before.sections).toEqual(
      homeSectionKeys.map((key, position) => ({ key, visible: true, position })),
    );
    const input = Object.fromEntries(
      homeSectionKeys.flatMap((key, index) => [
        [`position.${key}`, String(index + 1)],
        [`visible.${key}`, key === "heritage" ? "" : "on"],
      ]),
    );
    await setHomeSections(t.db, { actor: await admin(), input: { ...input, "position.business": "0" } });
    const after = await homeContent(t.db);
    expect(after.sections[0]).toEqual({ key: "business", visible: true, position: 0 });
    expect(after.sections.find((section) => section.key === "heritage")?.visible).toBe(false);
    expect(await auditRows(t.db, "home_sections.update")).toHaveLength(1);
  });

  it("refuses a position that is not a whole number up to 99 under its field, and anyone but an admin", async () => {
    const error = await appErrorFrom(
      setHomeSections(t.db, {
        actor: await admin(),
        input: { "position.latest": "100", "position.heritage": "-1" },
      }),
    );
    expect(error.fieldErrors).toEqual({
      "position.latest": "Enter a whole number from 0 to 99.",
      "position.heritage": "Enter a whole number from 0 to 99.",
    });
    const staff = actorFor(await createUser(t.db, { role: "staff" }));
    expect((await appErrorFrom(setHomeSections(t.db, { actor: staff, input: {} }))).code).toBe("FORBIDDEN");
  });
});

describe("footer links", () => {
  it("are seeded with the footer's links as they were, in their columns and order", async () => {
    const columns = await footerLinkColumns(t.db);
    expect(columns.quick.map((link) => [link.labelKey, link.path])).toEqual(
      footerQuickLinks.map((link) => [link.labelKey, link.to]),
    );
    expect(columns.legal.map((link) => [link.labelKey, link.path])).toEqual(
      footerLegalLinks.map((link) => [link.labelKey, link.to]),
    );
    expect([...columns.quick, ...columns.legal].every((link) => link.label === null)).toBe(true);
  });

  it("are added, changed and deleted by an admin, each path a page of this site", async () => {
    const actor = await admin();
    const { id } = await addFooterLink(t.db, {
      actor,
      column: "legal",
      input: { label: "Press", path: "/press", position: "9" },
    });
    expect((await footerLinkColumns(t.db)).legal.at(-1)).toMatchObject({
      id,
      label: "Press",
      path: "/press",
    });
    const refused = await appErrorFrom(
      updateFooterLink(t.db, { actor, linkId: id, input: { label: "", path: "/nowhere", position: "1" } }),
    );
    expect(refused.fieldErrors).toEqual({ label: "Give the link a label." });
    const notAPage = await appErrorFrom(
      updateFooterLink(t.db, {
        actor,
        linkId: id,
        input: { label: "Press", path: "/nowhere", position: "1" },
      }),
    );
    expect(notAPage.fieldErrors?.path).toMatch(/^No page of this site/);
    // A seeded link keeps its catalogue key while its label is the catalogue's text unchanged.
    await updateFooterLink(t.db, {
      actor,
      linkId: "ftl_legal_terms",
      input: { label: "Terms", path: "/terms", position: "5" },
    });
    await updateFooterLink(t.db, {
      actor,
      linkId: "ftl_legal_privacy",
      input: { label: "Your privacy", path: "/privacy", position: "1" },
    });
    const legal = (await footerLinkColumns(t.db)).legal;
    expect(legal.find((link) => link.id === "ftl_legal_terms")).toMatchObject({
      labelKey: "terms",
      position: 5,
    });
    expect(legal.find((link) => link.id === "ftl_legal_privacy")).toMatchObject({
      labelKey: null,
      label: "Your privacy",
    });
    await deleteFooterLink(t.db, { actor, linkId: id });
    expect((await appErrorFrom(deleteFooterLink(t.db, { actor, linkId: id }))).code).toBe("NOT_FOUND");
    expect(
      (await appErrorFrom(updateFooterLink(t.db, { actor, linkId: "ftl_nope", input: { label: "" } }))).code,
    ).toBe("NOT_FOUND");
    const staff = actorFor(await createUser(t.db, { role: "staff" }));
    expect(
      (await appErrorFrom(deleteFooterLink(t.db, { actor: staff, linkId: "ftl_legal_privacy" }))).code,
    ).toBe("FORBIDDEN");
    expect(await auditRows(t.db, "footer_link.update")).toHaveLength(2);
  });

  it("hold at most 12 links a column", async () => {
    const actor = await admin();
    const seeded = (await t.db.select().from(footerLinks)).filter((link) => link.column === "quick").length;
    for (let index = seeded; index < 12; index += 1)
      await addFooterLink(t.db, {
        actor,
        column: "quick",
        input: { label: `Link ${index}`, path: "/deals" },
      });
    const error = await appErrorFrom(
      addFooterLink(t.db, { actor, column: "quick", input: { label: "One more", path: "/deals" } }),
    );
    expect(error.fieldErrors?.label).toMatch(/at most 12 links/);
  });
});

describe("fixedSitePaths", () => {
  it("are all pages of the route table", () => {
    const patterns = ["/", ...routePatterns(routes as RouteEntry[])];
    expect(fixedSitePaths.filter((path) => !patterns.some((pattern) => matchPath(pattern, path)))).toEqual(
      [],
    );
  });
});

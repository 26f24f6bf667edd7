import { contentPages } from "#db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appErrorFrom } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { contentListing, publishedContentPage, publishedContentPages } from "./pages.queries";

const t = useTestDatabase();

describe("content page reads", () => {
  it("reads a seeded page by kind and slug", async () => {
    const page = await publishedContentPage(t.db, { kind: "page", slug: "faq" });
    expect(page.title).toBe("Frequently asked questions");
    expect(page.body).toContain("?? How do bulk discounts work?");
  });

  it("answers NOT_FOUND for an unknown slug, another kind's slug, a draft and a page not yet due", async () => {
    const inAnHour = new Date(Date.now() + 3_600_000);
    await t.db.insert(contentPages).values([
      { id: "page_draft", slug: "draft-post", kind: "blog_post", title: "Draft", summary: "s", body: "b" },
      {
        id: "page_later",
        slug: "later-post",
        kind: "blog_post",
        title: "Later",
        summary: "s",
        body: "b",
        publishedAt: inAnHour,
      },
    ]);
    for (const query of [
      { kind: "page", slug: "no-such-page" },
      { kind: "blog_post", slug: "faq" },
      { kind: "blog_post", slug: "draft-post" },
      { kind: "blog_post", slug: "later-post" },
    ] as const)
      expect((await appErrorFrom(publishedContentPage(t.db, query))).code).toBe("NOT_FOUND");
    const listed = await publishedContentPages(t.db, { kind: "blog_post" });
    expect(listed.map((post) => post.slug)).not.toContain("draft-post");
    expect(listed.map((post) => post.slug)).not.toContain("later-post");
    // Once due, it shows, first.
    const later = await publishedContentPages(t.db, {
      kind: "blog_post",
      now: new Date(Date.now() + 7_200_000),
    });
    expect(later[0]?.slug).toBe("later-post");
  });

  it("lists the blog's posts newest first under its own introduction", async () => {
    const { page, entries } = await contentListing(t.db, { slug: "blog", kind: "blog_post" });
    expect(page.title).toBe("Blog");
    expect(entries.map((entry) => entry.slug)).toEqual([
      "buying-in-bulk-with-rfqs",
      "choosing-a-trustworthy-vendor",
      "kente-and-ankara-sizing-and-fabric",
    ]);
    await t.db.delete(contentPages).where(eq(contentPages.kind, "blog_post"));
    expect((await contentListing(t.db, { slug: "blog", kind: "blog_post" })).entries).toEqual([]);
  });
});

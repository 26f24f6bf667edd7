import type { SectionView } from "#common/views/page-sections";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PageBody } from "./page-sections";

const render = (sections: SectionView[] | null, body = "") =>
  renderToStaticMarkup(
    <MemoryRouter>
      <PageBody sections={sections} body={body} />
    </MemoryRouter>,
  );

describe("a built page's sections as the storefront renders them", () => {
  it("renders a page never built exactly as its body, and a rich-text section the same way", () => {
    const body = "## Returns\nWithin **14 days**, see [the policy](/refund-policy).\n?? Who pays?\nWe do.";
    const legacy = render(null, body);
    expect(legacy).toMatch(/<a[^>]*href="\/refund-policy"/);
    expect(legacy).toContain("<details");
    expect(render([{ section: { id: "s1", type: "richText", fields: { body } } }])).toContain(legacy);
  });

  it("never writes a script link or HTML from a stored field", () => {
    const html = render([
      {
        section: {
          id: "s1",
          type: "callToAction",
          fields: {
            heading: "<b>Hi</b>",
            text: "<img src=x onerror=alert(1)>",
            buttonLabel: "Go",
            buttonHref: "javascript:alert(1)",
          },
        },
      },
      {
        section: {
          id: "s2",
          type: "richText",
          fields: { body: "[go](javascript:alert(1)) <script>alert(1)</script>" },
        },
      },
    ]);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<script|<img|<b>/i);
    expect(html).toContain("&lt;b&gt;Hi&lt;/b&gt;");
    expect(html).toContain("&lt;script&gt;");
  });

  it("shows a hero's heading, words and a same-site button", () => {
    const html = render([
      {
        section: {
          id: "s1",
          type: "hero",
          fields: {
            heading: "Made in Africa",
            subheading: "Shop the makers.",
            imageKey: "",
            imageAlt: "",
            buttonLabel: "Browse",
            buttonHref: "/products",
          },
        },
      },
    ]);
    expect(html).toContain("<h2");
    expect(html).toContain("Made in Africa");
    expect(html).toMatch(/<a[^>]*href="\/products"[^>]*>Browse<\/a>/);
  });
});

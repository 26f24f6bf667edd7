import { describe, expect, it } from "vitest";
import { isSafeHref, linksIn, parseInline, parseRichText, richTextProblem } from "./rich-text";

describe("the information pages' text format", () => {
  it("reads headings, paragraphs, both kinds of list and questions with their answers", () => {
    const body = [
      "## Ordering",
      "Lines of one",
      "paragraph.",
      "",
      "- first",
      "- second",
      "1. one",
      "2. two",
      "?? How do I pay?",
      "By card.",
      "",
      "- or bank transfer",
      "?? Can I cancel?",
      "Until it ships.",
      "### After the questions",
      "Done.",
    ].join("\n");
    expect(parseRichText(body)).toEqual([
      { type: "heading", level: 2, content: [{ type: "text", text: "Ordering" }] },
      { type: "paragraph", content: [{ type: "text", text: "Lines of one paragraph." }] },
      {
        type: "list",
        ordered: false,
        items: [[{ type: "text", text: "first" }], [{ type: "text", text: "second" }]],
      },
      {
        type: "list",
        ordered: true,
        items: [[{ type: "text", text: "one" }], [{ type: "text", text: "two" }]],
      },
      {
        type: "question",
        question: [{ type: "text", text: "How do I pay?" }],
        answer: [
          { type: "paragraph", content: [{ type: "text", text: "By card." }] },
          { type: "list", ordered: false, items: [[{ type: "text", text: "or bank transfer" }]] },
        ],
      },
      {
        type: "question",
        question: [{ type: "text", text: "Can I cancel?" }],
        answer: [{ type: "paragraph", content: [{ type: "text", text: "Until it ships." }] }],
      },
      { type: "heading", level: 3, content: [{ type: "text", text: "After the questions" }] },
      { type: "paragraph", content: [{ type: "text", text: "Done." }] },
    ]);
  });

  it("keeps bold and same-site or mailto links, and turns any other link into its words", () => {
    expect(
      parseInline(
        "See **the FAQ** at [our FAQ](/faq), write to [support](mailto:support@shopafricanbrands.com), not [this](https://evil.example) or [that](//evil.example) or [js](javascript:alert(1))",
      ),
    ).toEqual([
      { type: "text", text: "See " },
      { type: "strong", text: "the FAQ" },
      { type: "text", text: " at " },
      { type: "link", href: "/faq", text: "our FAQ" },
      { type: "text", text: ", write to " },
      { type: "link", href: "mailto:support@shopafricanbrands.com", text: "support" },
      { type: "text", text: ", not this or that or js)" },
    ]);
  });

  it("keeps HTML as the characters typed (the renderer writes it as text)", () => {
    expect(parseRichText("<script>alert(1)</script>")).toEqual([
      { type: "paragraph", content: [{ type: "text", text: "<script>alert(1)</script>" }] },
    ]);
  });

  it("tells safe link targets from others and lists a body's links", () => {
    expect(["/faq", "/blog/x#y", "mailto:a@b.com"].every(isSafeHref)).toBe(true);
    expect(["//x.com", "/\\x.com", "http://x.com", "mailto:a@b.com/x", "faq"].some(isSafeHref)).toBe(false);
    expect(linksIn("[a](/faq)\n?? [b](/terms)\n- [c](/cart)")).toEqual(["/faq", "/terms", "/cart"]);
  });

  it("refuses to store a body with a script, data or off-site link, or with HTML", () => {
    for (const body of [
      "[click](javascript:alert(1))",
      "[click]( javascript:alert(1))",
      "[click](JAVASCRIPT:alert(1))",
      "[click](data:text/html;base64,PHNjcmlwdD4=)",
      "[click](vbscript:msgbox)",
      "[click](https://evil.example)",
      "[click](//evil.example)",
    ])
      expect(richTextProblem(body)).toBe("unsafeLink");
    for (const body of [
      "<script>alert(1)</script>",
      "Hi <img src=x onerror=alert(1)>",
      "<!-- x -->",
      "a </p>",
    ])
      expect(richTextProblem(body)).toBe("html");
    expect(
      richTextProblem("## Fine\n- [FAQ](/faq) and [mail](mailto:a@b.com), 3 < 4 and **bold**\n?? Q\nA."),
    ).toBeNull();
  });
});

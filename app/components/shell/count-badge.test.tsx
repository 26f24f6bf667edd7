import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CountBadge } from "./count-badge";

const visibleText = (count: number) =>
  renderToStaticMarkup(<CountBadge count={count} />)
    .replace(/<span class="sr-only">[^<]*<\/span>/g, "")
    .replace(/<[^>]+>/g, "");

describe("CountBadge", () => {
  it("is hidden at zero", () => {
    expect(renderToStaticMarkup(<CountBadge count={0} />)).toBe("");
  });

  it("shows the count up to 99 and caps above it at 99+", () => {
    expect(visibleText(7)).toBe("7");
    expect(visibleText(99)).toBe("99");
    expect(visibleText(100)).toBe("99+");
    expect(visibleText(2500)).toBe("99+");
  });

  it("tells screen readers the real count, even above 99", () => {
    expect(renderToStaticMarkup(<CountBadge count={1} />)).toContain(
      '<span class="sr-only"> (1 item)</span>',
    );
    expect(renderToStaticMarkup(<CountBadge count={250} />)).toContain(
      '<span class="sr-only"> (250 items)</span>',
    );
  });
});

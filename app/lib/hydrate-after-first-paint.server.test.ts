import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { hydrateAfterFirstPaint } from "./hydrate-after-first-paint.server";

const nonce = "n0nce==";
const moduleSource = `;\nimport * as route0 from "/assets/root-A.js";\nwindow.__x = "<!--<b>";\nimport("/assets/entry.client-B.js");`;
const page =
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-B.js" nonce="${nonce}"/>` +
  `<link rel="modulepreload" href="/assets/root-A.js?v=1&amp;x=2" nonce="${nonce}"/><link rel="stylesheet" href="/assets/app.css"/></head>` +
  `<body><main>Hello</main><script nonce="${nonce}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${nonce}" type="module" async="">${moduleSource}</script></body></html>`;

/**
 * Runs the page's inline loader against a fake document and browser, with paint reports, frames and
 * timers under the test's control. `paintTiming` says whether the browser reports paints.
 */
function runLoader(html: string, { paintTiming = true, onTimer = () => {} } = {}) {
  const loader = /<script nonce="[^"]*">(\(function\(\)[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error("no loader in the page");
  const appended: Record<string, string>[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const observers: { report: (names: string[]) => void; disconnected: boolean }[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["mark", "paint"] : ["mark"];
    constructor(callback: (list: unknown, observer: { disconnect(): void }) => void) {
      const observer = {
        disconnected: false,
        report: (names: string[]) =>
          callback(
            { getEntriesByName: (name: string) => names.filter((each) => each === name) },
            {
              disconnect: () => (observer.disconnected = true),
            },
          ),
      };
      observers.push(observer);
    }
    observe() {}
  }
  const browser = {
    document: {
      head: { appendChild: (element: Record<string, string>) => appended.push({ ...element }) },
      createElement: (tag: string) => ({ tag }),
    },
    PerformanceObserver: FakePerformanceObserver,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  };
  runInNewContext(loader, { ...browser, window: browser, ...browser });
  // Runs the timers due (once each), and any timer of no delay those set, until none is left.
  const runTimersOf = (ms: (delay: number) => boolean) => {
    for (
      let due = timers.filter((timer) => ms(timer.ms));
      due.length;
      due = timers.filter((t) => t.ms === 0)
    ) {
      for (const timer of due) timers.splice(timers.indexOf(timer), 1);
      due.forEach((timer) => {
        timer.run();
        onTimer();
      });
    }
  };
  return { appended, frames, observers, runTimersOf };
}

const scriptsOf = (appended: Record<string, string>[]) =>
  appended.filter((element) => element.tag === "script");

describe("hydrateAfterFirstPaint", () => {
  it("takes the script hints and the module script out of the page", () => {
    const html = hydrateAfterFirstPaint(page, nonce);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module" async');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<main>Hello</main>");
    expect(html).toContain(`<script nonce="${nonce}">window.__reactRouterContext = {};</script>`);
    // The module's text is written as a literal with every "<" escaped: nothing in it can end or
    // comment out the loader.
    expect(html).not.toContain("<!--");
  });

  it("writes the hints a few per task, so starting their requests makes no long task", () => {
    const many = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);
    const withMany = page.replace(
      "</head>",
      `${many.map((href) => `<link rel="modulepreload" href="${href}" nonce="${nonce}"/>`).join("")}</head>`,
    );
    const { appended, observers, runTimersOf } = runLoader(hydrateAfterFirstPaint(withMany, nonce), {
      onTimer: () => written.push(appended.length),
    });
    const written: number[] = [];
    observers[0]!.report(["first-contentful-paint"]);
    runTimersOf((ms) => ms === 0);
    // Twelve hints, four per task (the last task writes the module script too).
    const perTask = written.map((count, index) => count - (written[index - 1] ?? 0));
    expect(perTask).toEqual([4, 4, 5]);
    expect(appended.map((element) => element.href ?? element.tag)).toEqual([
      "/assets/entry.client-B.js",
      "/assets/root-A.js?v=1&x=2",
      ...many,
      "script",
    ]);
  });

  it("writes them again once the first contentful paint is reported: hints first, then React Router's module script", () => {
    const { appended, observers, runTimersOf } = runLoader(hydrateAfterFirstPaint(page, nonce));
    observers[0]!.report(["first-paint"]);
    runTimersOf((ms) => ms === 0);
    expect(appended).toEqual([]);
    observers[0]!.report(["first-contentful-paint"]);
    expect(observers[0]!.disconnected).toBe(true);
    runTimersOf((ms) => ms === 0);
    expect(appended).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/entry.client-B.js" },
      { tag: "link", rel: "modulepreload", href: "/assets/root-A.js?v=1&x=2" },
      { tag: "script", type: "module", nonce, textContent: moduleSource },
    ]);
  });

  it("waits for a frame where the browser does not report paints", () => {
    const { appended, frames, observers, runTimersOf } = runLoader(hydrateAfterFirstPaint(page, nonce), {
      paintTiming: false,
    });
    expect(observers).toEqual([]);
    runTimersOf((ms) => ms === 0);
    expect(appended).toEqual([]);
    frames.forEach((frame) => frame());
    runTimersOf((ms) => ms === 0);
    expect(scriptsOf(appended)).toHaveLength(1);
  });

  it("starts once, by the timer, in a tab that is never painted", () => {
    const { appended, observers, runTimersOf } = runLoader(hydrateAfterFirstPaint(page, nonce));
    runTimersOf((ms) => ms > 0);
    expect(scriptsOf(appended)).toHaveLength(1);
    observers[0]!.report(["first-contentful-paint"]);
    runTimersOf(() => true);
    expect(scriptsOf(appended)).toHaveLength(1);
  });

  it("leaves a page without React Router's module script as it was", () => {
    const plain = `<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>`;
    expect(hydrateAfterFirstPaint(plain, nonce)).toBe(plain);
  });
});

// `npm run bench:lighthouse`: Lighthouse's mobile run (a mid-range phone on simulated slow 4G, its
// default) on five storefront pages of the demo data, in Debian's Chromium (CHROME_PATH, default
// /usr/bin/chromium). Prints performance, LCP, TBT, CLS, accessibility and SEO against the budgets
// (performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms), and the two audits this app has had to work on:
// render-blocking resources and images larger than their slots. It asserts nothing. Words after the
// command pick pages by name (`npm run bench:lighthouse -- home cart`): each page whose name holds one.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { origin, run, startServer, withPgliteDir } from "./bench-server";

const chromeFlags = "--headless --no-sandbox --disable-gpu --disable-background-networking";
const budgets = { performance: 95, lcpMs: 2_000, tbtMs: 150 };

type Report = {
  categories: Record<"performance" | "accessibility" | "seo", { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { overallSavingsBytes?: number } }>;
};

/** The devDependency's version range, so npx runs the installed Lighthouse or that same version. */
function lighthouseSpec(): string {
  const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
    devDependencies: Record<string, string>;
  };
  return `lighthouse@${manifest.devDependencies["lighthouse"] ?? "12"}`;
}

function lighthouse(url: string, outDir: string): Report {
  const output = path.join(outDir, "report.json");
  const result = spawnSync(
    "npx",
    [
      "--yes",
      lighthouseSpec(),
      url,
      "--quiet",
      "--output=json",
      `--output-path=${output}`,
      "--only-categories=performance,accessibility,seo",
      `--chrome-flags=${chromeFlags}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}`);
  return JSON.parse(readFileSync(output, "utf8")) as Report;
}

const score = (report: Report, category: keyof Report["categories"]) =>
  Math.round((report.categories[category].score ?? 0) * 100);

const auditValue = (report: Report, audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;

const savedKb = (report: Report, audit: string) =>
  (report.audits[audit]?.details?.overallSavingsBytes ?? 0) / 1024;

/**
 * Asks once for every image size a page offers, as a phone would (WebP), so the run measures a
 * shop whose image sizes exist, not the server drawing them from the masters on first request.
 */
async function warmImages(pathname: string) {
  const html = await (await fetch(`${origin}${pathname}`)).text();
  const urls = new Set(
    [...html.matchAll(/(?:src|srcSet|srcset|imageSrcSet)="([^"]+)"/g)]
      .flatMap((match) => match[1]!.split(","))
      .map((candidate) => candidate.trim().split(/\s+/)[0]!.replaceAll("&amp;", "&"))
      .filter((url) => url.startsWith("/media/") || url.startsWith(`${origin}/media/`)),
  );
  for (const url of urls) {
    const response = await fetch(new URL(url, origin), { headers: { accept: "image/webp,*/*" } });
    await response.arrayBuffer();
  }
}

async function main() {
  run("npm", ["run", "--silent", "build"], {});
  await withPgliteDir(async (env) => {
    const server = await startServer({ ...env, SEED_DEMO: "true" });
    const outDir = mkdtempSync(path.join(tmpdir(), "sab-lighthouse-"));
    try {
      const list = (await (await fetch(`${origin}/api/v1/products`)).json()) as { rows: { id: string }[] };
      const allPages: [string, string][] = [
        ["home", "/"],
        ["/products", "/products"],
        ["product page", `/products/${list.rows[0]?.id}`],
        ["search", "/search?q=kente"],
        ["/cart", "/cart"],
      ];
      const picked = process.argv.slice(2);
      const pages = allPages.filter(([name]) => !picked.length || picked.some((word) => name.includes(word)));
      console.log(
        `${"page".padEnd(14)} ${"perf".padStart(5)} ${"LCP s".padStart(6)} ${"TBT ms".padStart(7)} ${"CLS".padStart(6)} ${"a11y".padStart(5)} ${"SEO".padStart(4)} ${"blocking ms".padStart(12)} ${"img KB".padStart(7)}`,
      );
      for (const [, pathname] of pages) await warmImages(pathname);
      for (const [name, pathname] of pages) {
        const report = lighthouse(`${origin}${pathname}`, outDir);
        const performance = score(report, "performance");
        const lcp = auditValue(report, "largest-contentful-paint");
        const tbt = auditValue(report, "total-blocking-time");
        const over = [
          performance < budgets.performance && "perf",
          lcp > budgets.lcpMs && "LCP",
          tbt > budgets.tbtMs && "TBT",
        ].filter(Boolean);
        console.log(
          `${name.padEnd(14)} ${String(performance).padStart(5)} ${(lcp / 1000).toFixed(2).padStart(6)} ${tbt.toFixed(0).padStart(7)} ${auditValue(report, "cumulative-layout-shift").toFixed(3).padStart(6)} ${String(score(report, "accessibility")).padStart(5)} ${String(score(report, "seo")).padStart(4)} ${auditValue(report, "render-blocking-resources").toFixed(0).padStart(12)} ${savedKb(report, "uses-responsive-images").toFixed(0).padStart(7)}${over.length ? `  over budget: ${over.join(", ")}` : ""}`,
        );
      }
      console.log(
        `budgets: performance ≥ ${budgets.performance}, LCP ≤ ${budgets.lcpMs / 1000} s, TBT ≤ ${budgets.tbtMs} ms. blocking = render-blocking resources' estimated delay; img = bytes of images larger than their slots`,
      );
    } finally {
      rmSync(outDir, { recursive: true, force: true });
      await server.stop();
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

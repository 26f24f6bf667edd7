import { tradeAssuranceTexts } from "#common/i18n/trade-assurance";

/** GET /trade-assurance/guide.txt: what to prepare before applying, as a text file to keep. */
export function loader() {
  const guide = tradeAssuranceTexts.en.guideFile;
  return new Response(`${guide.lines.join("\n")}\n`, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Disposition": `attachment; filename="${guide.fileName}"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}

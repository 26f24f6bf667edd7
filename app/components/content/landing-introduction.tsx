import type { SectionView } from "#common/views/page-sections";
import { PageBody } from "./page-sections";

/** A landing page's stored title and introduction, as the pages table serves it. */
export interface StoredIntroduction {
  title: string;
  body: string;
  sections: readonly SectionView[] | null;
}

/**
 * The title and introduction above a landing page's products (/african-crafts, /african-machinery,
 * /deals): the stored page an admin edits in the page builder, or, when that row is missing, the
 * texts the page ships with.
 */
export function LandingIntroduction({
  stored,
  title,
  intro,
}: {
  stored: StoredIntroduction | null;
  title: string;
  intro: string;
}) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{stored?.title ?? title}</h1>
      {stored ? (
        <div className="mt-2">
          <PageBody sections={stored.sections} body={stored.body} />
        </div>
      ) : (
        <p className="mt-2 max-w-3xl text-muted-foreground">{intro}</p>
      )}
    </>
  );
}

import { pageTextsFor } from "#common/i18n/catalogue";
import { tradeAssuranceTexts } from "#common/i18n/trade-assurance";
import { tradeAssuranceApplyPath, vendorsPath } from "#common/paths";
import { BadgeCheck, Headset, ShieldCheck, Truck } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { IconCards } from "~/components/ui/icon-cards";
import { languageOfPage, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/landing";

export const meta: Route.MetaFunction = ({ matches }) => {
  const page = pageTextsFor(tradeAssuranceTexts, languageOfPage(matches)).landing;
  return pageMeta(page.metaTitle, page.metaDescription);
};

const protectionIcons = [ShieldCheck, BadgeCheck, Truck, Headset];

/** /trade-assurance: what the badge means, how it protects buyers, who qualifies, and how to apply. */
export default function TradeAssuranceLanding() {
  const page = usePageTexts(tradeAssuranceTexts).landing;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-16">
      <section className="space-y-5">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary-text">{page.eyebrow}</p>
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">{page.intro}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={tradeAssuranceApplyPath} className={buttonClassName("primary", "lg")}>
            {page.applyCta}
          </Link>
          <Link to={vendorsPath} className={buttonClassName("secondary", "lg")}>
            {page.browseCta}
          </Link>
        </div>
      </section>

      <section aria-labelledby="ta-what" className="mt-14 max-w-3xl">
        <h2 id="ta-what" className="text-2xl font-semibold">
          {page.whatTitle}
        </h2>
        <p className="mt-3">{page.what}</p>
      </section>

      <section aria-labelledby="ta-protect" className="mt-14">
        <h2 id="ta-protect" className="text-2xl font-semibold">
          {page.protectTitle}
        </h2>
        <IconCards
          items={page.protections}
          icons={protectionIcons}
          headingLevel="h3"
          className="mt-6 sm:grid-cols-2"
        />
      </section>

      <div className="mt-14 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="ta-who" className="rounded-lg border border-border bg-card p-6">
          <h2 id="ta-who" className="text-xl font-semibold">
            {page.whoTitle}
          </h2>
          <p className="mt-3">{page.whoIntro}</p>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            {page.who.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-muted-foreground">{page.reviewNote}</p>
        </section>
        <section aria-labelledby="ta-seller" className="rounded-lg border border-border bg-card p-6">
          <h2 id="ta-seller" className="text-xl font-semibold">
            {page.sellerTitle}
          </h2>
          <p className="mt-3">{page.seller}</p>
          <Link to={tradeAssuranceApplyPath} className={`${buttonClassName("primary")} mt-5`}>
            {page.applyCta}
          </Link>
        </section>
      </div>
    </div>
  );
}

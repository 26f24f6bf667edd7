import { vendorOnboardingTexts } from "#common/i18n/vendor-onboarding";
import { vendorAuthPath } from "#common/seller-paths";
import type { SellingTerms } from "#common/views/vendor-application";
import { BadgeCheck, Boxes, MessageSquare, Search } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { textLinkClassName } from "~/components/ui/text-link";
import { useFormat, usePageTexts } from "~/lib/locale";
import { TitledSection } from "~/components/ui/titled-section";

export type NextStep = { kind: "sign-up" | "apply" | "continue" | "vendor"; to: string };

/** An order of this size (in minor units) illustrates the commission. */
const exampleOrder = 5_000_000;
const whyIcons = [Search, Boxes, MessageSquare, BadgeCheck];

function CallToAction({ next }: { next: NextStep }) {
  const page = usePageTexts(vendorOnboardingTexts).becomeVendor;
  const label = {
    "sign-up": page.ctaSignedOut,
    apply: page.ctaSignedIn,
    continue: page.ctaContinue,
    vendor: page.ctaVendor,
  }[next.kind];
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Link to={next.to} className={buttonClassName("primary", "lg")}>
        {label}
      </Link>
      {next.kind === "sign-up" ? (
        <Link to={vendorAuthPath} className={textLinkClassName}>
          {page.alreadyHaveAccount}
        </Link>
      ) : null}
    </div>
  );
}

/** The "sell with us" page: what it offers, what it costs, how money arrives, what to prepare. */
export function BecomeVendor({ terms, next }: { terms: SellingTerms; next: NextStep }) {
  const page = usePageTexts(vendorOnboardingTexts).becomeVendor;
  const format = useFormat();
  const percent = terms.commissionPercent;
  const commission = percent === null ? 0 : Math.round((exampleOrder * percent) / 100);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-16">
      <section className="space-y-5">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary-text">{page.eyebrow}</p>
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">{page.intro}</p>
        <CallToAction next={next} />
      </section>

      <TitledSection title={page.whyTitle} className="mt-14" titleClassName="text-2xl font-semibold">
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {page.why.map((reason, index) => {
            const Icon = whyIcons[index] ?? BadgeCheck;
            return (
              <li key={reason.title} className="rounded-lg border border-border bg-card p-5">
                <Icon aria-hidden="true" className="size-6 text-primary-text" />
                <h3 className="mt-3 font-semibold">{reason.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{reason.text}</p>
              </li>
            );
          })}
        </ul>
      </TitledSection>

      <div className="mt-14 grid gap-8 md:grid-cols-2">
        <TitledSection
          title={page.feesTitle}
          className="rounded-lg border border-border bg-card p-6"
          titleClassName="text-xl font-semibold"
        >
          {percent === null ? (
            <p className="mt-3">{page.feesNoCommission}</p>
          ) : (
            <>
              <p className="mt-3">{page.feesCommission(format.percent(percent))}</p>
              <p className="mt-2 text-sm text-muted-foreground">
                {page.feesExample(
                  format.percent(percent),
                  format.money(exampleOrder, terms.currency),
                  format.money(exampleOrder - commission, terms.currency),
                )}
              </p>
            </>
          )}
        </TitledSection>
        <TitledSection
          title={page.payoutsTitle}
          className="rounded-lg border border-border bg-card p-6"
          titleClassName="text-xl font-semibold"
        >
          <ul className="mt-3 list-disc space-y-2 pl-5">
            {page.payouts.map((line) => (
              <li key={line}>{line}</li>
            ))}
            {terms.minimumPayout ? (
              <li>
                {page.minimumPayout(format.money(terms.minimumPayout.amount, terms.minimumPayout.currency))}
              </li>
            ) : null}
          </ul>
        </TitledSection>
      </div>

      <TitledSection title={page.documentsTitle} className="mt-14" titleClassName="text-2xl font-semibold">
        <ul className="mt-4 list-disc space-y-2 pl-5">
          {page.documents.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted-foreground">{page.documentsNote}</p>
      </TitledSection>

      <TitledSection title={page.stepsTitle} className="mt-14" titleClassName="text-2xl font-semibold">
        <ol className="mt-4 list-decimal space-y-2 pl-5">
          {page.steps.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
        <div className="mt-8">
          <CallToAction next={next} />
        </div>
      </TitledSection>
    </div>
  );
}

import { productB2bTexts } from "#common/i18n/product-b2b";
import { accountCorporatePath, vendorMessagesPath } from "#common/paths";
import { type LucideIcon, ShieldCheck, UsersRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { usePageTexts } from "~/lib/locale";
import { useFeatureEnabled } from "~/lib/root-data";

/** Standards a buyer may source to; the platform claims none of them for the product shown. */
const standards = ["ISO 9001", "Fair Trade", "GOTS Certified"] as const;

function SolutionCard({
  icon: Icon,
  title,
  text,
  action,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  action: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border p-3 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-4 text-primary-text" />
        {title}
      </p>
      <p className="text-muted-foreground">{text}</p>
      {children}
      <Link to={action.to} className={`${buttonClassName("secondary", "sm")} mt-auto self-start`}>
        {action.label}
      </Link>
    </div>
  );
}

/**
 * Enterprise Solutions: asking the supplier for their compliance papers, and the corporate
 * account's business terms. Each card leads to a page that does what it says.
 */
export function EnterpriseSolutions({ vendorId, productId }: { vendorId: string; productId: string }) {
  const texts = usePageTexts(productB2bTexts);
  const corporate = useFeatureEnabled("corporate-accounts");
  return (
    <section aria-labelledby="enterprise-solutions" className="space-y-3">
      <h4 id="enterprise-solutions" className="font-semibold">
        {texts.enterpriseHeading}
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <SolutionCard
          icon={ShieldCheck}
          title={texts.complianceTitle}
          text={texts.complianceText}
          action={{ to: vendorMessagesPath(vendorId, productId), label: texts.complianceAction }}
        >
          <ul aria-label={texts.standards} className="flex flex-wrap gap-1.5">
            {standards.map((standard) => (
              <li key={standard} className="rounded border border-border bg-muted px-2 py-0.5 text-xs">
                {standard}
              </li>
            ))}
          </ul>
        </SolutionCard>
        {corporate ? (
          <SolutionCard
            icon={UsersRound}
            title={texts.accountTeamTitle}
            text={texts.accountTeamText}
            action={{ to: accountCorporatePath, label: texts.accountTeamAction }}
          />
        ) : null}
      </div>
    </section>
  );
}

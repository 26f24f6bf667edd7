import { productB2bTexts } from "#common/i18n/product-b2b";
import { accountCorporatePath, vendorMessagesPath } from "#common/paths";
import { ShieldCheck, UsersRound } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { usePageTexts } from "~/lib/locale";

/** Standards a buyer may source to; the platform claims none of them for the product shown. */
const standards = ["ISO 9001", "Fair Trade", "GOTS Certified"] as const;

/**
 * Enterprise Solutions: asking the supplier for their compliance papers, and the corporate
 * account's business terms. Each card leads to a page that does what it says.
 */
export function EnterpriseSolutions({ vendorId, productId }: { vendorId: string; productId: string }) {
  const texts = usePageTexts(productB2bTexts);
  const card = "flex flex-col gap-2 rounded-lg border border-border p-3 text-sm";
  return (
    <section aria-labelledby="enterprise-solutions" className="space-y-3">
      <h4 id="enterprise-solutions" className="font-semibold">
        {texts.enterpriseHeading}
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className={card}>
          <p className="flex items-center gap-2 font-semibold">
            <ShieldCheck aria-hidden="true" className="size-4 text-primary-text" />
            {texts.complianceTitle}
          </p>
          <p className="text-muted-foreground">{texts.complianceText}</p>
          <ul aria-label={texts.standards} className="flex flex-wrap gap-1.5">
            {standards.map((standard) => (
              <li key={standard} className="rounded border border-border bg-muted px-2 py-0.5 text-xs">
                {standard}
              </li>
            ))}
          </ul>
          <Link
            to={vendorMessagesPath(vendorId, productId)}
            className={`${buttonClassName("secondary", "sm")} mt-auto self-start`}
          >
            {texts.complianceAction}
          </Link>
        </div>
        <div className={card}>
          <p className="flex items-center gap-2 font-semibold">
            <UsersRound aria-hidden="true" className="size-4 text-primary-text" />
            {texts.accountTeamTitle}
          </p>
          <p className="text-muted-foreground">{texts.accountTeamText}</p>
          <Link
            to={accountCorporatePath}
            className={`${buttonClassName("secondary", "sm")} mt-auto self-start`}
          >
            {texts.accountTeamAction}
          </Link>
        </div>
      </div>
    </section>
  );
}

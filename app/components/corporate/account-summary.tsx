import type { CorporateAccountStatus } from "#common/corporate-account";
import { corporateTierDiscountPercent } from "#common/corporate-account";
import { corporateAccountsTexts } from "#common/i18n/corporate-accounts";
import type { CorporateAccountView } from "#common/views/corporate-accounts";
import { corporateDocumentPath } from "#common/paths";
import { Badge, type BadgeTone } from "~/components/catalog/badge";
import { textLinkClassName } from "~/components/ui/text-link";
import { useFormat, usePageTexts } from "~/lib/locale";

/** How each status is coloured, for the buyer and the back office alike. */
export const corporateStatusTones: Record<CorporateAccountStatus, BadgeTone> = {
  pending: "warning",
  approved: "success",
  rejected: "soft",
  suspended: "brand",
};

export function CorporateStatusBadge({ status }: { status: CorporateAccountStatus }) {
  const texts = usePageTexts(corporateAccountsTexts);
  return <Badge tone={corporateStatusTones[status]}>{texts.statuses[status]}</Badge>;
}

/** The company's details, its terms and the documents it sent: what the buyer and the back office read. */
export function CorporateAccountSummary({ account }: { account: CorporateAccountView }) {
  const texts = usePageTexts(corporateAccountsTexts);
  const format = useFormat();
  const details: [string, string][] = [
    [texts.companyName, account.companyName],
    [texts.address, account.address],
    [texts.registrationNumber, account.registrationNumber],
    [texts.taxId, account.taxId],
    [texts.industry, account.industry],
    [texts.companySize, texts.employees(account.companySize)],
    [texts.appliedOn, format.date(account.createdAt)],
  ];
  const terms: [string, string][] = [
    [texts.creditLimit, format.money(account.creditLimit, "NGN")],
    [texts.paymentTermsLabel, texts.paymentTerms[account.paymentTerms]],
    [
      texts.discountTierLabel,
      texts.tierDiscount(
        texts.discountTiers[account.discountTier],
        format.percent(corporateTierDiscountPercent[account.discountTier]),
      ),
    ],
    [
      texts.accountManager,
      account.accountManager
        ? `${account.accountManager.name} (${account.accountManager.email})`
        : texts.noAccountManager,
    ],
  ];
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {[[texts.detailsHeading, details] as const, [texts.termsHeading, terms] as const].map(
        ([heading, rows]) => (
          <section key={heading} className="rounded-lg border border-border p-4">
            <h2 className="text-lg font-semibold">{heading}</h2>
            <dl className="mt-3 space-y-2 text-sm">
              {rows.map(([label, value]) => (
                <div key={label} className="grid gap-1 sm:grid-cols-3">
                  <dt className="font-medium text-muted-foreground">{label}</dt>
                  <dd className="break-words sm:col-span-2">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ),
      )}
      <section className="rounded-lg border border-border p-4 md:col-span-2">
        <h2 className="text-lg font-semibold">{texts.documentsHeading}</h2>
        <ul className="mt-3 space-y-1 text-sm">
          {account.documents.map((document) => (
            <li key={document.id} className="break-all">
              <a href={corporateDocumentPath(document.id)} download className={textLinkClassName}>
                {document.fileName}
              </a>{" "}
              ({format.number(Math.ceil(document.sizeBytes / 1024))} KB)
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

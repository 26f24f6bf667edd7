import type { CorporateAccountStatus } from "#common/corporate-account";
import { rfqSubmitTexts } from "#common/i18n/rfqs-submit";
import { accountCorporatePath } from "#common/paths";
import { Building2 } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { usePageTexts } from "~/lib/locale";

/**
 * In place of the RFQ form for a buyer whose corporate account may not send RFQs: none yet (apply),
 * or one that was rejected or is suspended (the line says which).
 */
export function RfqGate({ accountStatus }: { accountStatus: CorporateAccountStatus | null }) {
  const texts = usePageTexts(rfqSubmitTexts);
  const reason =
    accountStatus === "rejected"
      ? texts.gateRejected
      : accountStatus === "suspended"
        ? texts.gateSuspended
        : null;
  return (
    <section aria-labelledby="rfq-gate" className="rounded-lg border border-border p-6 text-center">
      <Building2 aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
      <h2 id="rfq-gate" className="mt-3 text-xl font-semibold">
        {texts.gateTitle}
      </h2>
      <p className="mt-2 text-muted-foreground">{texts.gateText}</p>
      {reason ? <p className="mt-2 font-medium">{reason}</p> : null}
      <Link to={accountCorporatePath} className={`mt-4 ${buttonClassName("primary")}`}>
        {texts.applyNow}
      </Link>
    </section>
  );
}

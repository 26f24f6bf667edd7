import { productB2bTexts } from "#common/i18n/product-b2b";
import { quoteReplyHours } from "#common/rfq";
import { rfqForProductPath } from "#common/rfq-paths";
import { CircleCheck } from "lucide-react";
import type { RfqFormPage } from "#common/views/rfq-submit";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { RfqForm } from "~/components/rfq/rfq-form";
import { usePageTexts } from "~/lib/locale";

/**
 * The Quote tab: what a quote gives the buyer, then the RFQ form about this product for a buyer who
 * may send one (it posts to /rfq without JavaScript), else the primary link to /rfq, which signs a
 * visitor in or tells a buyer without a corporate account how to get one.
 */
export function QuotePanel({ productId, rfq }: { productId: string; rfq: RfqFormPage | null }) {
  const texts = usePageTexts(productB2bTexts);
  const benefits = [
    texts.quoteReply(quoteReplyHours),
    texts.quoteVolume,
    texts.quoteCustom,
    texts.quoteCompare,
  ];
  return (
    <div className="space-y-4">
      <div>
        <h4 className="font-semibold">{texts.quoteHeading}</h4>
        <p className="mt-1 text-sm text-muted-foreground">{texts.quoteIntro}</p>
      </div>
      <ul aria-label={texts.quoteBenefits} className="space-y-1.5 text-sm">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-text" />
            {benefit}
          </li>
        ))}
      </ul>
      {rfq?.kind === "form" && rfq.product ? (
        <RfqForm
          product={rfq.product}
          categories={[]}
          shippingAddress={rfq.shippingAddress}
          today={rfq.today}
          action={rfqForProductPath(productId)}
          failure={null}
          result={null}
        />
      ) : (
        <Link to={rfqForProductPath(productId)} className={buttonClassName("primary")}>
          {texts.requestAQuote}
        </Link>
      )}
    </div>
  );
}

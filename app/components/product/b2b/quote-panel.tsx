import { productB2bTexts } from "#common/i18n/product-b2b";
import { quoteReplyHours } from "#common/rfq";
import { rfqForProductPath } from "#common/rfq-paths";
import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { usePageTexts } from "~/lib/locale";

/**
 * The Quote tab: what a quote gives the buyer, then the RFQ form when the page embeds one
 * (`rfqForm`), else the primary link to the RFQ form about this product.
 */
export function QuotePanel({ productId, rfqForm }: { productId: string; rfqForm?: ReactNode }) {
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
      {rfqForm ?? (
        <Link to={rfqForProductPath(productId)} className={buttonClassName("primary")}>
          {texts.requestAQuote}
        </Link>
      )}
    </div>
  );
}

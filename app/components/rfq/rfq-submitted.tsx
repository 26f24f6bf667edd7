import { rfqSubmitTexts } from "#common/i18n/rfqs-submit";
import { accountRfqsPath, buyerRfqPath, rfqPath } from "#common/rfq-paths";
import type { RfqSubmitResult } from "#common/views/rfq-submit";
import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { usePageTexts } from "~/lib/locale";

/** After sending: the confirmation, where it went, the way to the buyer's RFQ, and any file left out. */
export function RfqSubmitted({ result }: { result: RfqSubmitResult }) {
  const texts = usePageTexts(rfqSubmitTexts);
  const heading = useRef<HTMLHeadingElement>(null);
  // The confirmation replaces the form the buyer was at the bottom of: take them (and the focus) to it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-4">
      <section role="status" aria-labelledby="rfq-submitted" className="rounded-lg border border-border p-6">
        <h2
          id="rfq-submitted"
          ref={heading}
          tabIndex={-1}
          className="flex items-center gap-2 text-xl font-semibold outline-none"
        >
          <CircleCheck aria-hidden="true" className="size-6 text-success-text" />
          {texts.submitted}
        </h2>
        <p className="mt-2">{texts.submittedDescription}</p>
        <p className="mt-1 text-sm text-muted-foreground">{texts.sentTo(result.recipientCount)}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={buyerRfqPath(accountRfqsPath, result.rfqId)} className={buttonClassName("primary")}>
            {texts.viewRfq}
          </Link>
          <a href={rfqPath} className={buttonClassName("secondary")}>
            {texts.sendAnother}
          </a>
        </div>
      </section>
      {result.skippedFiles.length > 0 ? (
        <section
          role="alert"
          aria-labelledby="rfq-upload-error"
          className="rounded-md border border-destructive bg-destructive-soft px-4 py-3 text-sm text-destructive-text"
        >
          <h3 id="rfq-upload-error" className="font-semibold">
            {texts.uploadError}
          </h3>
          <ul className="mt-1 list-disc pl-5">
            {result.skippedFiles.map((file, index) => (
              <li key={`${file.fileName}-${index}`}>
                {texts.failedToUpload(file.fileName)}: {file.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

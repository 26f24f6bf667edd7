import { pageTextsFor } from "#common/i18n/catalogue";
import { rfqSubmitTexts } from "#common/i18n/rfqs-submit";
import { maxRfqVendors } from "#common/rfq";
import { rfqForProductPath, rfqPath } from "#common/rfq-paths";
import type { RfqSubmitResult } from "#common/views/rfq-submit";
import { submitRfq } from "#server/flows/submit-rfq";
import { rfqFormPage } from "#server/modules/rfqs/rfq-form.queries";
import { rfqFormFields } from "#server/modules/rfqs/rfq-input";
import { RfqForm } from "~/components/rfq/rfq-form";
import { RfqGate } from "~/components/rfq/rfq-gate";
import { FormError } from "~/components/ui/field";
import { actionFailure } from "~/lib/action-failure.server";
import { languageOfPage, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, formValues, requireActor } from "~/lib/route-context.server";
import type { Route } from "./+types/rfq";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(pageTextsFor(rfqSubmitTexts, languageOfPage(matches)).metaTitle, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /rfq (and /rfq?product=<id>): the gate, or the form about the product or open for a category. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = ctx(context);
  const actor = requireActor(context);
  const productId = new URL(request.url).searchParams.get("product");
  return rfqFormPage(db, { actor, productId });
}

/** The form without JavaScript: one multipart post, sent through the same flow as the API. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, media, client, mailer, env, logger } = ctx(context);
  const actor = requireActor(context);
  const form = await request.formData();
  const values = formValues(form, rfqFormFields);
  try {
    const sent = await submitRfq(db, {
      actor,
      media,
      client,
      input: values,
      files: form.getAll("attachments"),
      delivery: { mailer, appUrl: env.APP_URL, logger },
    });
    const result: RfqSubmitResult = {
      ok: true,
      rfqId: sent.id,
      recipientCount: sent.recipientCount,
      skippedFiles: sent.skippedAttachments,
    };
    return result;
  } catch (error) {
    return actionFailure(error, {
      values,
      unexpected: { message: rfqSubmitTexts.en.submitFailed, logger, context: { form: "rfq" } },
    });
  }
}

export default function RfqRoute({ loaderData, actionData }: Route.ComponentProps) {
  const texts = usePageTexts(rfqSubmitTexts);
  const page = loaderData;
  const product = page.kind === "form" ? page.product : null;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{texts.title}</h1>
        {page.kind === "form" ? (
          <p className="mt-1 text-sm text-muted-foreground">
            {product ? texts.introProduct : texts.introCategory(maxRfqVendors)}
          </p>
        ) : null}
      </div>
      {page.kind === "gate" ? (
        <RfqGate accountStatus={page.accountStatus} />
      ) : (
        <>
          {page.productMissing ? <FormError message={texts.productNotFound} /> : null}
          <RfqForm
            product={product}
            categories={page.categories}
            shippingAddress={page.shippingAddress}
            today={page.today}
            action={product ? rfqForProductPath(product.id) : rfqPath}
            failure={actionData && !actionData.ok ? actionData : null}
            result={actionData?.ok ? actionData : null}
          />
        </>
      )}
    </div>
  );
}

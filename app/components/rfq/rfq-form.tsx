import { type ActionFailure, formMessage } from "#common/action-failure";
import { defaultLocale } from "#common/format";
import { rfqSubmitTexts } from "#common/i18n/rfqs-submit";
import { defaultRfqQuantity, maxRfqAttachments, maxRfqQuantity, maxRfqTextLength } from "#common/rfq";
import { rfqPath, rfqsApiPath } from "#common/rfq-paths";
import type { RfqCategoryChoice, RfqFormProduct, RfqSubmitResult } from "#common/views/rfq-submit";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { CheckboxField, SelectField, TextAreaField } from "~/components/ui/choice-fields";
import { FieldFrame, FormError, failureFields, inputClassName, TextField } from "~/components/ui/field";
import { textLinkClassName } from "~/components/ui/text-link";
import { useFormat, usePageTexts } from "~/lib/locale";
import { useFileSizeCheck } from "~/lib/use-file-size-check";
import { filePercents, postWithProgress } from "./post-with-progress";
import { RfqSubmitted } from "./rfq-submitted";

/** The file types the picker offers; the server judges each file by its bytes. */
const acceptedAttachments = ".pdf,.jpg,.jpeg,.png,.doc,.docx,application/pdf,image/jpeg,image/png";

interface Upload {
  names: string[];
  sizes: number[];
  percents: number[];
}

/** What the API answers when it refuses: `{ error: { code, message, fieldErrors } }`. */
function failureFromApi(json: unknown, values: Record<string, string>, fallback: string): ActionFailure {
  const error = (
    json as { error?: { code?: string; message?: string; fieldErrors?: Record<string, string> } }
  )?.error;
  return {
    ok: false,
    code: error?.code ?? "INTERNAL",
    message: error?.message ?? fallback,
    fieldErrors: error?.fieldErrors,
    values,
  };
}

/**
 * The request-for-quotation form: about `product` (its vendor receives it), or, without one, about a
 * category with what the buyer looks for. The shipping address starts as `shippingAddress` (the
 * corporate account's). Without JavaScript it posts to `action` like any form; with it, the form is
 * sent to the API so each attachment's upload progress can be shown, and the answer is shown in place.
 * `failure` and `result` are the page action's answer (the no-JavaScript path).
 */
export function RfqForm({
  product,
  categories,
  shippingAddress,
  today,
  action,
  failure,
  result,
}: {
  product: RfqFormProduct | null;
  categories: readonly RfqCategoryChoice[];
  shippingAddress: string;
  /** The earliest delivery date to offer (YYYY-MM-DD). */
  today: string;
  action: string;
  failure: ActionFailure | null;
  result: RfqSubmitResult | null;
}) {
  const texts = usePageTexts(rfqSubmitTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const sizeCheck = useFileSizeCheck();
  const form = useRef<HTMLFormElement>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [sentFailure, setSentFailure] = useState<ActionFailure | null>(null);
  const [sentResult, setSentResult] = useState<RfqSubmitResult | null>(null);
  const shown = sentResult ?? result;
  const currentFailure = sentFailure ?? failure;
  const field = failureFields(currentFailure);
  const busy = upload !== null || (navigation.state === "submitting" && navigation.formAction === action);
  const currency = product?.currency ?? defaultLocale.currency;

  // A refusal sent back to the script: the first field to correct (or the message) gets the focus.
  useEffect(() => {
    if (!sentFailure || !form.current) return;
    const target = form.current.querySelector<HTMLElement>("[aria-invalid=true], [role=alert]");
    target?.focus({ preventScroll: false });
    target?.scrollIntoView({ block: "center" });
  }, [sentFailure]);

  if (shown) return <RfqSubmitted result={shown} />;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    const files = body
      .getAll("attachments")
      .filter((file): file is File => file instanceof File && file.size > 0);
    const values = Object.fromEntries(
      [...body.entries()].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])),
    );
    const sizes = files.map((file) => file.size);
    setSentFailure(null);
    setUpload({ names: files.map((file) => file.name), sizes, percents: sizes.map(() => 0) });
    try {
      const answer = await postWithProgress(rfqsApiPath, body, (loaded, total) =>
        setUpload((current) => current && { ...current, percents: filePercents(sizes, loaded, total) }),
      );
      const sent = answer.json as Partial<{
        id: string;
        recipientCount: number;
        skippedAttachments: RfqSubmitResult["skippedFiles"];
      }> | null;
      if (answer.status === 201 && sent?.id)
        setSentResult({
          ok: true,
          rfqId: sent.id,
          recipientCount: sent.recipientCount ?? 0,
          skippedFiles: sent.skippedAttachments ?? [],
        });
      else setSentFailure(failureFromApi(answer.json, values, texts.submitFailed));
    } catch {
      setSentFailure({ ok: false, code: "INTERNAL", message: texts.connectionLost, values });
    } finally {
      setUpload(null);
    }
  }

  return (
    <Form
      ref={form}
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      onSubmit={(event) => void send(event)}
      className="space-y-4"
      aria-busy={busy}
    >
      <FormError message={currentFailure ? (formMessage(currentFailure) ?? texts.submitFailed) : null} />
      {product ? (
        <section aria-labelledby="rfq-product" className="rounded-md border border-border bg-muted/40 p-4">
          <h2 id="rfq-product" className="text-sm font-medium text-muted-foreground">
            {texts.productHeading}
          </h2>
          <p className="mt-1 font-semibold">{product.name}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{texts.supplier}</dt>
            <dd>{product.vendorName}</dd>
            <dt className="text-muted-foreground">{texts.minimumOrder}</dt>
            <dd>{texts.units(format.number(product.moq))}</dd>
          </dl>
          <input type="hidden" name="productId" value={product.id} />
          <FieldErrorLine message={currentFailure?.fieldErrors?.productId} />
          <Link to={rfqPath} className={`mt-3 inline-block text-sm ${textLinkClassName}`}>
            {texts.askCategoryInstead}
          </Link>
        </section>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={texts.category}
            options={categories.map((category) => ({ value: category.id, label: category.label }))}
            placeholder={texts.chooseCategory}
            required
            {...field("categoryId")}
          />
          <TextField
            label={texts.lookingFor}
            description={texts.lookingForHint}
            required
            {...field("lookingFor")}
          />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label={texts.quantity}
          min={1}
          max={maxRfqQuantity}
          {...field("quantity", String(defaultRfqQuantity))}
        />
        <TextField
          label={texts.targetPrice(currency)}
          description={texts.targetPriceHint}
          inputMode="decimal"
          {...field("targetPrice")}
        />
        <DateField label={texts.deliveryDate} min={today} {...field("deliveryDate")} />
        <TextField
          label={texts.paymentTerms}
          description={texts.paymentTermsHint}
          {...field("preferredPaymentTerms")}
        />
      </div>
      <TextAreaField
        label={texts.shippingAddress}
        description={texts.shippingAddressHint}
        required
        maxLength={maxRfqTextLength}
        {...field("shippingAddress", shippingAddress)}
      />
      <TextAreaField
        label={texts.customizationDetails}
        description={texts.customizationHint}
        maxLength={maxRfqTextLength}
        {...field("customizationDetails")}
      />
      <TextAreaField
        label={texts.additionalNotes}
        maxLength={maxRfqTextLength}
        {...field("additionalNotes")}
      />
      <CheckboxField
        label={texts.negotiable}
        name="negotiable"
        defaultChecked={currentFailure ? currentFailure.values?.negotiable === "on" : true}
      />
      <FieldFrame
        label={texts.attachments}
        description={texts.attachmentsHint(maxRfqAttachments)}
        error={sizeCheck.error}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            name="attachments"
            multiple
            accept={acceptedAttachments}
            onChange={sizeCheck.onChange}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-card file:px-3 file:py-1.5"
          />
        )}
      </FieldFrame>
      {upload && upload.names.length > 0 ? (
        <ul className="space-y-2" aria-live="polite">
          {upload.names.map((name, index) => (
            <li key={`${name}-${index}`} className="text-sm">
              <span>{texts.uploadProgress(name, format.number(upload.percents[index] ?? 0))}</span>
              <progress
                className="mt-1 block h-2 w-full"
                max={100}
                value={upload.percents[index] ?? 0}
                aria-label={name}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? texts.submitting : texts.submit}
      </Button>
    </Form>
  );
}

function FieldErrorLine({ message }: { message?: string }) {
  if (!message) return null;
  return <p className="mt-2 text-sm font-medium text-destructive-text">{message}</p>;
}

function NumberField({
  label,
  name,
  defaultValue,
  error,
  min,
  max,
}: {
  label: string;
  name: string;
  defaultValue?: string;
  error?: string;
  min: number;
  max: number;
}) {
  return (
    <FieldFrame label={label} required error={error}>
      {(control) => (
        <input
          {...control}
          type="number"
          name={name}
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          required
          defaultValue={defaultValue}
          className={inputClassName}
        />
      )}
    </FieldFrame>
  );
}

function DateField({
  label,
  name,
  defaultValue,
  error,
  min,
}: {
  label: string;
  name: string;
  defaultValue?: string;
  error?: string;
  min: string;
}) {
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <input
          {...control}
          type="date"
          name={name}
          min={min}
          defaultValue={defaultValue}
          className={inputClassName}
        />
      )}
    </FieldFrame>
  );
}

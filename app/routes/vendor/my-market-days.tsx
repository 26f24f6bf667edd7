import { formMessage } from "#common/action-failure";
import { vendorMarketDaysTexts } from "#common/i18n/market-days";
import { messages } from "#common/messages";
import { pageParam } from "#common/paging";
import { activeMarketPath } from "#common/paths";
import { vendorMarketDaysPath, vendorMyMarketDaysPath } from "#common/seller-paths";
import type { VendorRegistration } from "#common/views/market-days";
import { bringableProducts, vendorRegistrations } from "#server/modules/market-days/market-days.queries";
import { removeMarketDayProduct } from "#server/modules/market-days/remove-market-day-product";
import { setMarketDayProduct } from "#server/modules/market-days/set-market-day-product";
import { CalendarPlus } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { type MarketDayResult, useResultToast } from "~/components/market-days/result-toast";
import { ConfirmForm } from "~/components/rfq/confirm-form";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/choice-fields";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { failureFields, FormError, TextField } from "~/components/ui/field";
import { EmptyListState } from "~/components/ui/list-states";
import { Pagination } from "~/components/ui/pagination";
import { actionFailure } from "~/lib/action-failure.server";
import { useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import { requireVendor } from "~/lib/vendor-context.server";
import type { Route } from "./+types/my-market-days";

export const meta: Route.MetaFunction = () =>
  pageMeta(vendorMarketDaysTexts.en.myTitle, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /vendor/my-market-days: the store's own registrations with their status, notes and products. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store } = await requireVendor(context);
  const { db } = ctx(context);
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  const [registrations, products] = await Promise.all([
    vendorRegistrations(db, { vendorId: store.id, page }),
    bringableProducts(db, { vendorId: store.id }),
  ]);
  return { registrations, products };
}

type Intent = "setProduct" | "removeProduct";

/** Brings a product at an event price ("setProduct") or takes one off ("removeProduct"), on the store's own registration only. */
export async function action({ request, context }: Route.ActionArgs) {
  const { store } = await requireVendor(context);
  const { db, logger } = ctx(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "") as Intent;
  if (intent !== "setProduct" && intent !== "removeProduct")
    throw data({ message: messages.errors.unexpected }, { status: 400 });
  const id = String(form.get("registrationId") ?? "");
  const values = {
    productId: String(form.get("productId") ?? ""),
    eventPrice: String(form.get("eventPrice") ?? ""),
    discount: String(form.get("discount") ?? ""),
  };
  try {
    const { message } =
      intent === "setProduct"
        ? await setMarketDayProduct(db, { vendorId: store.id, registrationId: id, input: values })
        : await removeMarketDayProduct(db, {
            vendorId: store.id,
            registrationId: id,
            productId: values.productId,
          });
    return { ok: true as const, intent, id, message } satisfies MarketDayResult<Intent>;
  } catch (error) {
    return actionFailure(error, {
      values,
      extra: { intent, id },
      unexpected: { logger, context: { intent, id } },
    });
  }
}

export default function VendorMyMarketDays({ loaderData, actionData }: Route.ComponentProps) {
  const { registrations, products } = loaderData;
  const texts = usePageTexts(vendorMarketDaysTexts);
  const result = actionData as MarketDayResult<Intent> | undefined;
  useResultToast(result, texts.productFailed);
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{texts.myTitle}</h1>
        <p className="text-sm text-muted-foreground">{texts.myIntro}</p>
      </header>
      {registrations.rows.length === 0 ? (
        <EmptyListState
          icon={<CalendarPlus aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />}
          title={texts.noRegistrations}
          text={texts.noRegistrationsText}
          action={{ to: vendorMarketDaysPath, label: texts.findMarketDays }}
        />
      ) : (
        <ul className="space-y-6">
          {registrations.rows.map((registration) => (
            <li key={registration.id}>
              <RegistrationCard
                registration={registration}
                products={products}
                result={result?.id === registration.id ? result : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={registrations.page}
        total={registrations.total}
        pageSize={registrations.pageSize}
        label={texts.myPagesLabel}
      />
    </div>
  );
}

function RegistrationCard({
  registration,
  products,
  result,
}: {
  registration: VendorRegistration;
  products: { id: string; name: string; price: number; currency: string }[];
  result: MarketDayResult<Intent> | undefined;
}) {
  const texts = usePageTexts(vendorMarketDaysTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("registrationId") === registration.id;
  const failure = result && !result.ok && result.intent === "setProduct" ? result : undefined;
  const field = failureFields(failure);
  const { day } = registration;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok && result.intent === "setProduct") formRef.current?.reset();
  }, [result]);
  const headingId = `registration-${registration.id}`;
  return (
    <article aria-labelledby={headingId} className="space-y-4 rounded-lg border border-border p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {day.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {format.dateTime(day.startsAt)} – {format.dateTime(day.endsAt)}
          </p>
        </div>
        <p className="rounded-full bg-muted px-3 py-1 text-sm font-medium">
          {texts.status}: {texts.statusNames[registration.status]}
        </p>
      </div>
      <div>
        <h3 className="text-sm font-semibold">{texts.notes}</h3>
        <p className="text-sm">{registration.notes ?? texts.noNotes}</p>
      </div>
      <p className="text-sm">
        {registration.open ? texts.closes(format.dateTime(day.registrationDeadline)) : texts.closed}{" "}
        <Link to={activeMarketPath(day.id)} className="font-medium text-primary-text hover:underline">
          {texts.viewEvent}
        </Link>
      </p>
      <section aria-label={texts.productsHeading} className="space-y-2">
        <h3 className="text-sm font-semibold">{texts.productsHeading}</h3>
        <DataTable
          caption={texts.productTableCaption}
          columns={texts.productColumns}
          empty={texts.noProducts}
        >
          {registration.products.map((product) => (
            <tr key={product.productId}>
              <td className={cellClassName}>{product.name}</td>
              <td className={cellClassName}>{format.price(product.price, product.currency)}</td>
              <td className={`${cellClassName} font-semibold`}>
                {format.price(product.eventPrice, product.currency)}
              </td>
              <td className={cellClassName}>
                {registration.open ? (
                  <ConfirmForm
                    action={vendorMyMarketDaysPath}
                    fields={{
                      intent: "removeProduct",
                      registrationId: registration.id,
                      productId: product.productId,
                    }}
                    trigger={{ text: texts.remove, label: texts.removeTitle(product.name) }}
                    question={texts.removeQuestion}
                    confirmText={texts.remove}
                    cancelText={texts.cancel}
                    closeText={texts.closeDialog}
                    variant="destructive"
                    busy={busy}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
      </section>
      {registration.open ? (
        products.length === 0 ? (
          <p className="text-sm text-muted-foreground">{texts.noListedProducts}</p>
        ) : (
          <Form
            ref={formRef}
            method="post"
            action={vendorMyMarketDaysPath}
            noValidate
            className="space-y-3 rounded-md bg-muted/40 p-4"
          >
            <h3 className="text-sm font-semibold">{texts.addProduct}</h3>
            <p className="text-sm text-muted-foreground">{texts.addProductIntro}</p>
            <FormError message={formMessage(failure)} />
            <input type="hidden" name="intent" value="setProduct" />
            <input type="hidden" name="registrationId" value={registration.id} />
            <div className="grid gap-3 sm:grid-cols-3">
              <SelectField
                label={texts.product}
                placeholder={texts.chooseProduct}
                required
                options={products.map((product) => ({
                  value: product.id,
                  label: `${product.name} (${format.price(product.price, product.currency)})`,
                }))}
                {...field("productId")}
              />
              <TextField label={texts.eventPrice} inputMode="decimal" {...field("eventPrice")} />
              <TextField label={texts.discount} inputMode="numeric" {...field("discount")} />
            </div>
            <Button type="submit" disabled={busy}>
              {busy ? texts.saving : texts.save}
            </Button>
          </Form>
        )
      ) : null}
    </article>
  );
}

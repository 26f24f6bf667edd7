import { vendorMarketDaysTexts } from "#common/i18n/market-days";
import { messages } from "#common/messages";
import { pageParam } from "#common/paging";
import { activeMarketPath } from "#common/paths";
import { vendorMarketDaysPath, vendorMyMarketDaysPath } from "#common/seller-paths";
import { openMarketDaysForVendor } from "#server/modules/market-days/market-days.queries";
import { registerForMarketDay } from "#server/modules/market-days/register-for-market-day";
import { CalendarX } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { type MarketDayResult, useResultToast } from "~/components/market-days/result-toast";
import { Button } from "~/components/ui/button";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { FormError } from "~/components/ui/field";
import { EmptyListState } from "~/components/ui/list-states";
import { Pagination } from "~/components/ui/pagination";
import { actionFailure } from "~/lib/action-failure.server";
import { useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import { requireVendor } from "~/lib/vendor-context.server";
import type { Route } from "./+types/market-days";

export const meta: Route.MetaFunction = () =>
  pageMeta(vendorMarketDaysTexts.en.openTitle, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /vendor/market-days: the market days open for registration, with the places taken and the store's own status. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store } = await requireVendor(context);
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  return { days: await openMarketDaysForVendor(ctx(context).db, { vendorId: store.id, page }) };
}

/** Registers the signed-in vendor's own store for a market day. */
export async function action({ request, context }: Route.ActionArgs) {
  const { store } = await requireVendor(context);
  const { db, logger } = ctx(context);
  const form = await request.formData();
  if (form.get("intent") !== "register") throw data({ message: messages.errors.unexpected }, { status: 400 });
  const id = String(form.get("marketDayId") ?? "");
  try {
    const { message } = await registerForMarketDay(db, { vendorId: store.id, marketDayId: id });
    return {
      ok: true as const,
      intent: "register" as const,
      id,
      message,
    } satisfies MarketDayResult<"register">;
  } catch (error) {
    return actionFailure(error, {
      extra: { intent: "register" as const, id },
      unexpected: { logger, context: { marketDayId: id } },
    });
  }
}

export default function VendorMarketDays({ loaderData, actionData }: Route.ComponentProps) {
  const { days } = loaderData;
  const texts = usePageTexts(vendorMarketDaysTexts);
  const format = useFormat();
  const result = actionData as MarketDayResult<"register"> | undefined;
  useResultToast(result, texts.registerFailed);
  const navigation = useNavigation();
  const registering = navigation.state === "submitting" ? navigation.formData?.get("marketDayId") : null;
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{texts.openTitle}</h1>
        <p className="text-sm text-muted-foreground">{texts.openIntro}</p>
        <Link to={vendorMyMarketDaysPath} className="text-sm font-medium text-primary-text hover:underline">
          {texts.myTitle}
        </Link>
      </header>
      <FormError message={result && !result.ok ? result.message : undefined} />
      {days.rows.length === 0 ? (
        <EmptyListState
          icon={<CalendarX aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />}
          title={texts.noOpen}
          text={texts.noOpenText}
          action={{ to: vendorMyMarketDaysPath, label: texts.myTitle }}
        />
      ) : (
        <DataTable caption={texts.openTableCaption} columns={texts.openColumns} empty={texts.noOpen}>
          {days.rows.map((day) => (
            <tr key={day.id}>
              <td className={`${cellClassName} font-medium`}>
                <Link to={activeMarketPath(day.id)} className="hover:underline">
                  {day.name}
                </Link>
              </td>
              <td className={cellClassName}>
                {format.dateTime(day.startsAt)} – {format.dateTime(day.endsAt)}
              </td>
              <td className={cellClassName}>{format.dateTime(day.registrationDeadline)}</td>
              <td className={cellClassName}>
                {texts.places(format.number(day.taken), format.number(day.vendorLimit))}
              </td>
              <td className={cellClassName}>
                {day.ownStatus ? (
                  texts.registered(texts.statusNames[day.ownStatus])
                ) : day.taken >= day.vendorLimit ? (
                  texts.full
                ) : (
                  <Form method="post" action={vendorMarketDaysPath}>
                    <input type="hidden" name="intent" value="register" />
                    <input type="hidden" name="marketDayId" value={day.id} />
                    <Button
                      type="submit"
                      size="sm"
                      aria-label={`${texts.register}: ${day.name}`}
                      disabled={registering === day.id}
                    >
                      {registering === day.id ? texts.registering : texts.register}
                    </Button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination page={days.page} total={days.total} pageSize={days.pageSize} label={texts.openPagesLabel} />
    </div>
  );
}

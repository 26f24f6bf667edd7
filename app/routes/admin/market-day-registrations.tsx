import { adminMarketDaysTexts } from "#common/i18n/market-days";
import { type RegistrationStatus, registrationStatuses, registrationTransitions } from "#common/market-days";
import { messages } from "#common/messages";
import { pageParam } from "#common/paging";
import {
  activeMarketPath,
  adminMarketDayRegistrationsPath,
  adminMarketDaysPath,
  vendorStorePath,
} from "#common/paths";
import type { AdminRegistration } from "#common/views/market-days";
import { adminRegistrations } from "#server/modules/market-days/market-days.queries";
import { setRegistrationStatus } from "#server/modules/market-days/set-registration-status";
import { data, Form, Link, useNavigation } from "react-router";
import { type MarketDayResult, useResultToast } from "~/components/market-days/result-toast";
import { Button, buttonClassName } from "~/components/ui/button";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { FieldError, FormError, inputClassName } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { actionFailure } from "~/lib/action-failure.server";
import { useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/market-day-registrations";

export const meta: Route.MetaFunction = () =>
  pageMeta(adminMarketDaysTexts.en.registrationsTitle, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

function statusParam(value: string | null): RegistrationStatus | undefined {
  return (registrationStatuses as readonly string[]).includes(value ?? "")
    ? (value as RegistrationStatus)
    : undefined;
}

/** /admin/market-day-registrations (admins only): registrations newest first, optionally of one status. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const url = new URL(request.url);
  const status = statusParam(url.searchParams.get("status"));
  const registrations = await adminRegistrations(ctx(context).db, {
    status,
    page: pageParam(url.searchParams.get("page")),
  });
  return { registrations, status: status ?? "" };
}

/** Approves or rejects one registration with optional notes; the vendor is notified. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireAdmin(context);
  const { db, logger } = ctx(context);
  const form = await request.formData();
  if (form.get("intent") !== "decide") throw data({ message: messages.errors.unexpected }, { status: 400 });
  const id = String(form.get("registrationId") ?? "");
  const input = { status: String(form.get("status") ?? ""), notes: String(form.get("notes") ?? "") };
  try {
    const { message } = await setRegistrationStatus(db, { actor, registrationId: id, input });
    return { ok: true as const, intent: "decide" as const, id, message } satisfies MarketDayResult<"decide">;
  } catch (error) {
    return actionFailure(error, {
      values: { notes: input.notes },
      extra: { intent: "decide" as const, id },
      unexpected: { logger, context: { registrationId: id } },
    });
  }
}

export default function AdminMarketDayRegistrations({ loaderData, actionData }: Route.ComponentProps) {
  const { registrations, status } = loaderData;
  const texts = usePageTexts(adminMarketDaysTexts);
  const format = useFormat();
  const result = actionData as MarketDayResult<"decide"> | undefined;
  useResultToast(result, texts.failed.decide);
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{texts.registrationsTitle}</h1>
        <p className="text-sm text-muted-foreground">{texts.registrationsIntro}</p>
        <Link to={adminMarketDaysPath} className={`-ml-3 ${buttonClassName("ghost", "sm")}`}>
          {texts.title}
        </Link>
      </header>
      <Form
        method="get"
        action={adminMarketDayRegistrationsPath}
        aria-label={texts.filterLabel}
        className="flex flex-wrap items-end gap-2"
      >
        <label className="flex flex-col gap-1 text-sm font-medium">
          {texts.filterLabel}
          <select name="status" defaultValue={status} className={inputClassName}>
            <option value="">{texts.anyStatus}</option>
            {registrationStatuses.map((value) => (
              <option key={value} value={value}>
                {texts.registrationStatusNames[value]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary">
          {texts.filterLabel}
        </Button>
      </Form>
      <FormError message={result && !result.ok && !result.fieldErrors ? result.message : undefined} />
      <DataTable
        caption={texts.registrationsCaption}
        columns={texts.registrationColumns}
        empty={`${texts.noRegistrations} ${texts.noRegistrationsText}`}
      >
        {registrations.rows.map((registration) => (
          <tr key={registration.id}>
            <td className={`${cellClassName} font-medium`}>
              <Link to={vendorStorePath(registration.vendor.id)} className="hover:underline">
                {registration.vendor.businessName}
              </Link>
            </td>
            <td className={cellClassName}>
              <Link to={activeMarketPath(registration.day.id)} className="hover:underline">
                {registration.day.name}
              </Link>
            </td>
            <td className={cellClassName}>{texts.registrationStatusNames[registration.status]}</td>
            <td className={cellClassName}>{format.dateTime(registration.createdAt)}</td>
            <td className={cellClassName}>
              <Decision
                registration={registration}
                failure={result && !result.ok && result.id === registration.id ? result : undefined}
              />
            </td>
          </tr>
        ))}
      </DataTable>
      <Pagination
        page={registrations.page}
        total={registrations.total}
        pageSize={registrations.pageSize}
        label={texts.registrationPagesLabel}
      />
    </div>
  );
}

function Decision({
  registration,
  failure,
}: {
  registration: AdminRegistration;
  failure: (MarketDayResult & { ok: false }) | undefined;
}) {
  const texts = usePageTexts(adminMarketDaysTexts);
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("registrationId") === registration.id;
  const next = registrationTransitions[registration.status];
  if (registration.day.status === "past")
    return <span className="text-muted-foreground">{registration.notes ?? "—"}</span>;
  const notesId = `notes-${registration.id}`;
  const errorId = `notes-error-${registration.id}`;
  return (
    <Form method="post" action={adminMarketDayRegistrationsPath} className="flex min-w-64 flex-col gap-2">
      <input type="hidden" name="intent" value="decide" />
      <input type="hidden" name="registrationId" value={registration.id} />
      <label htmlFor={notesId} className="text-xs font-medium">
        {texts.notes}
      </label>
      <textarea
        id={notesId}
        name="notes"
        rows={2}
        defaultValue={failure?.values?.notes ?? registration.notes ?? ""}
        aria-describedby={failure?.fieldErrors?.notes ? errorId : undefined}
        aria-invalid={failure?.fieldErrors?.notes ? true : undefined}
        className={inputClassName}
      />
      <FieldError id={errorId} message={failure?.fieldErrors?.notes} />
      <div className="flex gap-2">
        {next.includes("approved") ? (
          <Button
            type="submit"
            name="status"
            value="approved"
            size="sm"
            disabled={busy}
            aria-label={`${texts.approve}: ${registration.vendor.businessName}`}
          >
            {texts.approve}
          </Button>
        ) : null}
        {next.includes("rejected") ? (
          <Button
            type="submit"
            name="status"
            value="rejected"
            size="sm"
            variant="destructive"
            disabled={busy}
            aria-label={`${texts.reject}: ${registration.vendor.businessName}`}
          >
            {texts.reject}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

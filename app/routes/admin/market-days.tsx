import { formMessage } from "#common/action-failure";
import { adminMarketDaysTexts } from "#common/i18n/market-days";
import { messages } from "#common/messages";
import { pageParam } from "#common/paging";
import {
  activeMarketPath,
  adminEditMarketDayPath,
  adminMarketDayRegistrationsPath,
  adminMarketDaysPath,
} from "#common/paths";
import { utcInputValue } from "#common/schemas/market-day";
import { createMarketDay } from "#server/modules/market-days/create-market-day";
import { deleteMarketDay } from "#server/modules/market-days/delete-market-day";
import {
  adminMarketDays,
  featurableCategories,
  marketDaySummary,
} from "#server/modules/market-days/market-days.queries";
import { updateMarketDay } from "#server/modules/market-days/update-market-day";
import { data, Form, Link, useNavigation } from "react-router";
import { type MarketDayResult, useResultToast } from "~/components/market-days/result-toast";
import { Button, buttonClassName } from "~/components/ui/button";
import { SelectField, TextAreaField } from "~/components/ui/choice-fields";
import { ConfirmForm } from "~/components/rfq/confirm-form";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { failureFields, FormError, TextField } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { actionFailure } from "~/lib/action-failure.server";
import { useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/market-days";

export const meta: Route.MetaFunction = () =>
  pageMeta(adminMarketDaysTexts.en.title, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /admin/market-days (admins only): the market days a page at a time, and the form to create one or, with `?edit=<id>`, to edit one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { db } = ctx(context);
  const url = new URL(request.url);
  const editId = url.searchParams.get("edit");
  const [days, categories, editing] = await Promise.all([
    adminMarketDays(db, { page: pageParam(url.searchParams.get("page")) }),
    featurableCategories(db),
    editId ? marketDaySummary(db, { marketDayId: editId }) : null,
  ]);
  if (editId && !editing) throw data({ message: messages.marketDays.notFound }, { status: 404 });
  return { days, categories, editing };
}

const fields = [
  "name",
  "description",
  "startsAt",
  "endsAt",
  "registrationDeadline",
  "vendorLimit",
  "featuredCategoryId",
] as const;
const intents = ["create", "update", "delete"] as const;
type Intent = (typeof intents)[number];

/** Creates (intent "create"), changes ("update") or deletes ("delete") a market day through the module's commands. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireAdmin(context);
  const { db, logger } = ctx(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "") as Intent;
  if (!intents.includes(intent)) throw data({ message: messages.errors.unexpected }, { status: 400 });
  const id = String(form.get("id") ?? "");
  const input = Object.fromEntries(fields.map((field) => [field, String(form.get(field) ?? "")]));
  try {
    const { message } =
      intent === "create"
        ? await createMarketDay(db, { actor, input })
        : intent === "update"
          ? await updateMarketDay(db, { actor, marketDayId: id, input })
          : await deleteMarketDay(db, { actor, marketDayId: id });
    return { ok: true as const, intent, id, message } satisfies MarketDayResult<Intent>;
  } catch (error) {
    return actionFailure(error, {
      values: input,
      extra: { intent, id },
      unexpected: { logger, context: { intent, id } },
    });
  }
}

export default function AdminMarketDays({ loaderData, actionData }: Route.ComponentProps) {
  const { days, categories, editing } = loaderData;
  const texts = usePageTexts(adminMarketDaysTexts);
  const format = useFormat();
  const result = actionData as MarketDayResult<Intent> | undefined;
  useResultToast(result, result && !result.ok ? texts.failed[result.intent] : "");
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  const deleteFailure = result && !result.ok && result.intent === "delete" ? result : null;
  const utc = (value: string) => format.dateTime(value, { timeZone: "UTC" });
  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{texts.title}</h1>
        <p className="text-sm text-muted-foreground">{texts.intro}</p>
        <Link to={adminMarketDayRegistrationsPath} className={`-ml-3 ${buttonClassName("ghost", "sm")}`}>
          {texts.registrations}
        </Link>
      </header>
      <FormError message={deleteFailure?.message} />
      <section aria-label={texts.tableCaption}>
        <DataTable
          caption={texts.tableCaption}
          columns={texts.columns}
          empty={`${texts.noDays} ${texts.noDaysText}`}
        >
          {days.rows.map((day) => (
            <tr key={day.id}>
              <td className={`${cellClassName} font-medium`}>
                <Link to={activeMarketPath(day.id)} className="hover:underline">
                  {day.name}
                </Link>
              </td>
              <td className={cellClassName}>{texts.statusNames[day.status]}</td>
              <td className={cellClassName}>
                {utc(day.startsAt)} – {utc(day.endsAt)}
              </td>
              <td className={cellClassName}>{utc(day.registrationDeadline)}</td>
              <td className={cellClassName}>
                {format.number(day.registered)} / {format.number(day.vendorLimit)}
              </td>
              <td className={`${cellClassName} flex items-center gap-1 whitespace-nowrap`}>
                <Link
                  to={adminEditMarketDayPath(day.id)}
                  className={buttonClassName("ghost", "sm")}
                  aria-label={`${texts.edit} ${day.name}`}
                >
                  {texts.edit}
                </Link>
                <ConfirmForm
                  action={adminMarketDaysPath}
                  fields={{ intent: "delete", id: day.id }}
                  trigger={{ text: texts.delete, label: texts.deleteTitle(day.name) }}
                  question={texts.deleteQuestion}
                  confirmText={texts.delete}
                  cancelText={texts.cancel}
                  closeText={texts.closeDialog}
                  variant="destructive"
                  busy={deleting}
                />
              </td>
            </tr>
          ))}
        </DataTable>
        <Pagination page={days.page} total={days.total} pageSize={days.pageSize} label={texts.pagesLabel} />
      </section>
      <MarketDayForm
        key={editing?.id ?? "new"}
        editing={editing}
        categories={categories}
        failure={result && !result.ok && result.intent !== "delete" ? result : undefined}
      />
    </div>
  );
}

function MarketDayForm({
  editing,
  categories,
  failure,
}: {
  editing: Route.ComponentProps["loaderData"]["editing"];
  categories: { id: string; name: string }[];
  failure: (MarketDayResult & { ok: false }) | undefined;
}) {
  const texts = usePageTexts(adminMarketDaysTexts);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "delete";
  const saved = (name: string): string | undefined => {
    if (!editing) return undefined;
    switch (name) {
      case "name":
        return editing.name;
      case "description":
        return editing.description;
      case "startsAt":
        return utcInputValue(editing.startsAt);
      case "endsAt":
        return utcInputValue(editing.endsAt);
      case "registrationDeadline":
        return utcInputValue(editing.registrationDeadline);
      case "vendorLimit":
        return String(editing.vendorLimit);
      case "featuredCategoryId":
        return editing.featuredCategory?.id ?? "";
    }
    return undefined;
  };
  const field = failureFields(failure, saved);
  return (
    <section
      id="market-day-form"
      aria-labelledby="market-day-form-heading"
      className="rounded-lg border border-border p-4 sm:p-6"
    >
      <h2 id="market-day-form-heading" className="text-lg font-semibold">
        {editing ? texts.editHeading(editing.name) : texts.createHeading}
      </h2>
      <Form
        method="post"
        action={editing ? adminEditMarketDayPath(editing.id).split("#")[0] : adminMarketDaysPath}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value={editing ? "update" : "create"} />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <div className="sm:col-span-2">
          <FormError message={formMessage(failure)} />
        </div>
        <div className="sm:col-span-2">
          <TextField label={texts.name} required {...field("name")} />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField label={texts.description} {...field("description")} />
        </div>
        <TextField label={texts.startsAt} type="datetime-local" required {...field("startsAt")} />
        <TextField label={texts.endsAt} type="datetime-local" required {...field("endsAt")} />
        <TextField
          label={texts.registrationDeadline}
          type="datetime-local"
          required
          {...field("registrationDeadline")}
        />
        <TextField label={texts.vendorLimit} inputMode="numeric" required {...field("vendorLimit")} />
        <SelectField
          label={texts.featuredCategory}
          placeholder={texts.noCategory}
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
          {...field("featuredCategoryId")}
        />
        <div className="flex items-end gap-2 sm:col-span-2">
          <Button type="submit" disabled={saving}>
            {saving ? texts.saving : editing ? texts.saveChanges : texts.create}
          </Button>
          {editing ? (
            <Link to={adminMarketDaysPath} className={buttonClassName("secondary")}>
              {texts.cancelEdit}
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

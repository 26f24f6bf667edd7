import type { ActionFailure } from "#common/action-failure";
import { creatableContentPageKinds } from "#common/content-pages";
import { adminPagesTexts } from "#common/i18n/admin-pages";
import { messages } from "#common/messages";
import { pageParam } from "#common/paging";
import { adminPageBuilderPath, adminPagesListPath, adminPagesPath } from "#common/paths";
import { createContentPage } from "#server/modules/pages/create-content-page";
import { deleteContentPage } from "#server/modules/pages/delete-content-page";
import { adminContentPages } from "#server/modules/pages/page-builder.queries";
import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { PageDetailsFields } from "~/components/admin-pages/page-details-fields";
import { ConfirmForm } from "~/components/rfq/confirm-form";
import { Button, buttonClassName } from "~/components/ui/button";
import { SelectField } from "~/components/ui/choice-fields";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { FormError, TextField } from "~/components/ui/field";
import { ListSearch } from "~/components/ui/list-search";
import { Pagination } from "~/components/ui/pagination";
import { textLinkClassName } from "~/components/ui/text-link";
import { actionFailure } from "~/lib/action-failure.server";
import { useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/pages";

const texts = adminPagesTexts.en;

export const meta: Route.MetaFunction = () => pageMeta(texts.title, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * /admin/pages: the content pages with their state, 20 a page, searched by title or slug (`q`, kept
 * in the address with the page number). Admins only (content:manage; staff are kept out).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const url = new URL(request.url);
  const search = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const list = await adminContentPages(ctx(context).db, {
    search,
    page: pageParam(url.searchParams.get("page")),
  });
  return { ...list, search, now: new Date() };
}

const intents = ["create", "delete"] as const;
type Intent = (typeof intents)[number];

/**
 * Create a page (kind, title, slug, summary), which opens in the page builder as a draft, or delete
 * a created page that was never published (asked first). The commands check everything.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireAdmin(context);
  const { db, client, logger } = ctx(context);
  const form = await request.formData();
  const values: Record<string, string> = Object.fromEntries(
    [...form.entries()].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])),
  );
  const intent = values.intent as Intent;
  if (!intents.includes(intent)) throw data({ message: messages.errors.unexpected }, { status: 400 });
  const kind = creatableContentPageKinds.find((candidate) => candidate === values.kind);
  // Read before the try: a kind this page never offers is a 400, not a failure to show.
  if (intent === "create" && !kind) throw data({ message: messages.errors.unexpected }, { status: 400 });
  const pageId = values.pageId ?? "";
  try {
    if (intent === "create") {
      const { id } = await createContentPage(db, {
        actor,
        page: {
          kind: kind!,
          title: values.title ?? "",
          slug: values.slug ?? "",
          summary: values.summary ?? "",
        },
        ipAddress: client.ip,
      });
      return redirect(adminPageBuilderPath(id, { created: true }));
    }
    const { title } = await deleteContentPage(db, { actor, pageId, ipAddress: client.ip });
    return { ok: true as const, intent, message: texts.deleted(title) };
  } catch (error) {
    return actionFailure(error, {
      values: intent === "create" ? values : undefined,
      extra: { intent },
      unexpected: { message: texts.failed, logger, context: { intent, pageId } },
    });
  }
}

type PagesFailure = ActionFailure & { intent: Intent };

export default function AdminPages({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageTexts(adminPagesTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { rows, total, page: pageNumber, pageSize, search, now } = loaderData;
  const failure: PagesFailure | null = actionData && !actionData.ok ? (actionData as PagesFailure) : null;
  const createFailure = failure?.intent === "create" ? failure : null;
  const done = actionData?.ok ? actionData.message : null;

  useEffect(() => {
    if (done) toast.success(done);
  }, [actionData, done]);

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t.title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t.intro}</p>
      </div>

      <section
        aria-labelledby="create-heading"
        className="max-w-2xl space-y-4 rounded-lg border border-border p-4"
      >
        <div>
          <h2 id="create-heading" className="text-lg font-semibold">
            {t.createHeading}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t.createIntro}</p>
        </div>
        <Form method="post" action={adminPagesPath} className="space-y-4" noValidate>
          <input type="hidden" name="intent" value="create" />
          <FormError message={createFailure && !createFailure.fieldErrors ? createFailure.message : null} />
          <SelectField
            label={t.createKind}
            name="kind"
            defaultValue={createFailure?.values?.kind ?? "created_page"}
            options={creatableContentPageKinds.map((kind) => ({ value: kind, label: t.createKinds[kind] }))}
          />
          <PageDetailsFields
            values={{ title: createFailure?.values?.title, summary: createFailure?.values?.summary }}
            errors={{
              title: createFailure?.fieldErrors?.title,
              summary: createFailure?.fieldErrors?.summary,
            }}
          />
          <TextField
            label={t.createSlug}
            name="slug"
            required
            description={t.createSlugHelp}
            defaultValue={createFailure?.values?.slug}
            error={createFailure?.fieldErrors?.slug}
          />
          <Button type="submit" disabled={busy}>
            {t.create}
          </Button>
        </Form>
      </section>

      <section aria-labelledby="list-heading" className="space-y-4">
        <h2 id="list-heading" className="sr-only">
          {t.tableCaption}
        </h2>
        <ListSearch
          path={adminPagesPath}
          search={search}
          texts={t}
          countText={
            search ? t.countFor(total, format.number(total), search) : t.count(total, format.number(total))
          }
        />
        <FormError message={failure?.intent === "delete" ? failure.message : null} />
        <DataTable caption={t.tableCaption} columns={t.columns} empty={search ? t.noMatch : t.empty}>
          {rows.map((page) => {
            const isPublic = page.publishedAt !== null && page.publishedAt <= now;
            return (
              <tr key={page.id}>
                <td className={cellClassName}>
                  <span className="font-medium">{page.title}</span>
                  <div className="font-mono text-xs text-muted-foreground">{page.path}</div>
                </td>
                <td className={cellClassName}>{t.kinds[page.kind]}</td>
                <td className={cellClassName}>
                  <div>
                    {page.publishedAt === null
                      ? page.revisions > 0
                        ? t.unpublishedStatus
                        : t.neverPublished
                      : isPublic
                        ? t.statusPublished
                        : t.scheduled}
                  </div>
                  {page.hasDraft && page.publishedAt !== null ? (
                    <div className="text-xs font-medium text-primary-text">{t.draftPending}</div>
                  ) : null}
                </td>
                <td className={cellClassName}>{format.date(page.updatedAt)}</td>
                <td className={`${cellClassName} tabular-nums`}>{format.number(page.revisions)}</td>
                <td className={cellClassName}>
                  <div className="flex flex-wrap gap-2">
                    <Link
                      to={adminPageBuilderPath(page.id)}
                      aria-label={t.edit(page.title)}
                      className={buttonClassName("secondary", "sm")}
                    >
                      {t.editShort}
                    </Link>
                    {isPublic ? (
                      <Link to={page.path} aria-label={t.view(page.title)} className={textLinkClassName}>
                        {t.viewShort}
                      </Link>
                    ) : null}
                    {page.deletable ? (
                      <ConfirmForm
                        action={adminPagesListPath({ search, page: pageNumber })}
                        fields={{ intent: "delete", pageId: page.id }}
                        trigger={{ text: t.delete, label: t.deleteLabel(page.title) }}
                        question={t.deleteQuestion(page.title)}
                        confirmText={t.delete}
                        cancelText={t.cancel}
                        closeText={t.close}
                        variant="destructive"
                        busy={busy}
                      />
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </DataTable>
        <Pagination page={pageNumber} total={total} pageSize={pageSize} label={t.pagination} />
      </section>
    </div>
  );
}

import type { ActionFailure } from "#common/action-failure";
import { adminPagesTexts } from "#common/i18n/admin-pages";
import { messages } from "#common/messages";
import { isSectionType, sectionTypes } from "#common/page-sections";
import { adminPageBuilderPath, adminPagePreviewPath, adminPagesPath } from "#common/paths";
import { changePageSlug } from "#server/modules/pages/change-page-slug";
import { editPageDraft, type DraftChange } from "#server/modules/pages/edit-page-draft";
import { pageBuilderView } from "#server/modules/pages/page-builder.queries";
import { publishPage } from "#server/modules/pages/publish-page";
import { restoreRevision } from "#server/modules/pages/restore-revision";
import { unpublishPage } from "#server/modules/pages/unpublish-page";
import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { PageDetailsFields } from "~/components/admin-pages/page-details-fields";
import { SectionControls, SectionEditor } from "~/components/admin-pages/section-editor";
import { ConfirmForm } from "~/components/rfq/confirm-form";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/choice-fields";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { FormError, TextField } from "~/components/ui/field";
import { textLinkClassName } from "~/components/ui/text-link";
import { actionFailure } from "~/lib/action-failure.server";
import { useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { notFoundAsResponse } from "~/lib/not-found.server";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/page-builder";

const texts = adminPagesTexts.en;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData ? texts.builderTitle(loaderData.content.title) : texts.title, undefined, {
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * /admin/page-builder/:pageId (admins only): the page's draft, its sections and revisions; `?created`
 * when /admin/pages has just created it.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const view = await pageBuilderView(ctx(context).db, { pageId: params.pageId }).catch(notFoundAsResponse);
  return { ...view, created: new URL(request.url).searchParams.has("created") };
}

const intents = [
  "details",
  "add",
  "update",
  "move",
  "remove",
  "discard",
  "publish",
  "restore",
  "unpublish",
  "slug",
] as const;
type Intent = (typeof intents)[number];
/** The intents that are not a change to the draft: each calls its own command. */
const pageIntents = ["publish", "restore", "unpublish", "slug"] as const;
type PageIntent = (typeof pageIntents)[number];
const isPageIntent = (intent: Intent): intent is PageIntent =>
  (pageIntents as readonly Intent[]).includes(intent);

/** The draft change a builder form describes; the command checks the section and every field. */
function draftChange(intent: Intent, values: Record<string, string>): DraftChange {
  const text = (name: string) => values[name] ?? "";
  switch (intent) {
    case "details":
      return { op: "details", title: text("title"), summary: text("summary") };
    case "add": {
      const type = text("type");
      if (!isSectionType(type)) throw data({ message: messages.errors.unexpected }, { status: 400 });
      return { op: "add", type };
    }
    case "update":
      // Every field sent; the command keeps only those of the section's type.
      return { op: "update", sectionId: text("sectionId"), fields: values };
    case "move":
      return {
        op: "move",
        sectionId: text("sectionId"),
        direction: text("direction") === "up" ? "up" : "down",
      };
    case "remove":
      return { op: "remove", sectionId: text("sectionId") };
    default:
      return { op: "discard" };
  }
}

/**
 * Each form of the builder names its intent: a change to the draft (title and summary, a section
 * added, saved, moved or removed, the draft discarded), publishing it, restoring a revision, or,
 * for a page created on /admin/pages, unpublishing it (asked first) or changing its slug.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = requireAdmin(context);
  const { db, logger, client } = ctx(context);
  const form = await request.formData();
  const values: Record<string, string> = Object.fromEntries(
    [...form.entries()].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])),
  );
  const text = (name: string) => values[name] ?? "";
  const intent = text("intent") as Intent;
  if (!intents.includes(intent)) throw data({ message: messages.errors.unexpected }, { status: 400 });
  const pageId = params.pageId;
  const sectionId = text("sectionId");
  // Read before the try: a form this page never sends (an unknown section type) is a 400, not a failure to show.
  const change = isPageIntent(intent) ? null : draftChange(intent, values);
  try {
    if (intent === "unpublish") {
      const { title } = await unpublishPage(db, { actor, pageId, ipAddress: client.ip });
      return { ok: true as const, intent, message: texts.unpublished(title) };
    }
    if (intent === "slug") {
      const { path } = await changePageSlug(db, { actor, pageId, slug: text("slug"), ipAddress: client.ip });
      return { ok: true as const, intent, message: texts.slugChanged(path) };
    }
    if (intent === "publish") {
      const { revision } = await publishPage(db, { actor, pageId, ipAddress: client.ip });
      return { ok: true as const, intent, message: texts.published(String(revision)) };
    }
    if (intent === "restore") {
      const { revision } = await restoreRevision(db, {
        actor,
        pageId,
        revisionId: text("revisionId"),
        ipAddress: client.ip,
      });
      return { ok: true as const, intent, message: texts.restored(String(revision)) };
    }
    await editPageDraft(db, { actor, pageId, change: change! });
    const done: Record<Exclude<Intent, PageIntent>, string> = {
      details: texts.detailsSaved,
      add: texts.sectionAdded,
      update: texts.sectionSaved,
      move: texts.sectionMoved,
      remove: texts.sectionRemoved,
      discard: texts.discarded,
    };
    return { ok: true as const, intent, message: done[intent] };
  } catch (error) {
    return actionFailure(error, {
      // What was typed, for the form that sent it (title and summary, or a section's fields).
      values: intent === "details" || intent === "update" || intent === "slug" ? values : undefined,
      extra: { intent, sectionId },
      unexpected: { message: texts.failed, logger, context: { pageId, intent } },
    });
  }
}

type BuilderFailure = ActionFailure & { intent: Intent; sectionId: string };

export default function PageBuilder({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageTexts(adminPagesTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { page, content, hasDraft, draftUpdatedAt, revisions, revisionTotal, options, created } = loaderData;
  const failure: BuilderFailure | null = actionData && !actionData.ok ? (actionData as BuilderFailure) : null;
  const done = actionData?.ok ? actionData.message : null;
  const action = adminPageBuilderPath(page.id);

  useEffect(() => {
    if (done) toast.success(done);
  }, [actionData, done]);
  useEffect(() => {
    if (created) toast.success(t.created);
  }, [created, t.created]);

  const detailsFailure = failure?.intent === "details" ? failure : null;
  const publishFailure = failure?.intent === "publish" ? failure : null;
  const slugFailure = failure?.intent === "slug" ? failure : null;
  // A refusal that no field shows (a section gone meanwhile, too many sections, nothing to publish).
  const fieldIntents: Intent[] = ["details", "update", "slug"];
  const pageMessage =
    failure && !fieldIntents.includes(failure.intent)
      ? failure.message
      : failure && failure.intent !== "details" && !failure.fieldErrors
        ? failure.message
        : null;

  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <Link to={adminPagesPath} className={textLinkClassName}>
          {t.backToList}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight">{t.builderTitle(content.title)}</h1>
        <p className="font-mono text-xs text-muted-foreground">{page.path}</p>
        <p className="text-sm" role="status">
          {!page.isPublic
            ? t.neverPublishedStatus
            : hasDraft && draftUpdatedAt
              ? t.draftStatus(format.dateTime(draftUpdatedAt))
              : t.publishedStatus}
        </p>
        <div className="flex flex-wrap items-center gap-3 pt-2">
          <Link to={adminPagePreviewPath(page.id)} className={textLinkClassName}>
            {t.preview}
          </Link>
          {/* A page not public yet answers 404 to everyone: the preview is where to see it. */}
          {page.isPublic ? (
            <Link to={page.path} className={textLinkClassName}>
              {t.livePage}
            </Link>
          ) : null}
          {hasDraft ? (
            <>
              <Form method="post" action={action}>
                <input type="hidden" name="intent" value="publish" />
                <Button type="submit" disabled={busy}>
                  {t.publish}
                </Button>
              </Form>
              <ConfirmForm
                action={action}
                fields={{ intent: "discard" }}
                trigger={{ text: t.discard, label: t.discardLabel }}
                question={t.discardQuestion}
                confirmText={t.discard}
                cancelText={t.cancel}
                closeText={t.close}
                variant="secondary"
                busy={busy}
              />
            </>
          ) : null}
          {page.createdInBackOffice && page.isPublished ? (
            <ConfirmForm
              action={action}
              fields={{ intent: "unpublish" }}
              trigger={{ text: t.unpublish, label: t.unpublishLabel(page.publishedTitle) }}
              question={t.unpublishQuestion(page.publishedTitle)}
              confirmText={t.unpublish}
              cancelText={t.cancel}
              closeText={t.close}
              variant="destructive"
              busy={busy}
            />
          ) : null}
        </div>
      </div>
      <FormError message={pageMessage} />

      <section aria-labelledby="address-heading" className="max-w-2xl space-y-4">
        <div>
          <h2 id="address-heading" className="text-lg font-semibold">
            {t.addressHeading}
          </h2>
          <p className="text-sm text-muted-foreground">
            {page.createdInBackOffice ? t.addressIntro(page.path) : t.addressFixed}
          </p>
        </div>
        {page.createdInBackOffice ? (
          <Form method="post" action={action} className="space-y-4" noValidate>
            <input type="hidden" name="intent" value="slug" />
            <TextField
              // A new key after a change: the field shows the new slug, not what was typed before.
              key={page.slug}
              label={t.slug}
              name="slug"
              required
              description={t.slugHelp}
              defaultValue={slugFailure?.values?.slug ?? page.slug}
              error={slugFailure?.fieldErrors?.slug}
            />
            <Button type="submit" variant="secondary" disabled={busy}>
              {t.changeSlug}
            </Button>
          </Form>
        ) : null}
      </section>

      <section aria-labelledby="details-heading" className="max-w-2xl space-y-4">
        <h2 id="details-heading" className="text-lg font-semibold">
          {t.detailsHeading}
        </h2>
        <Form method="post" action={action} className="space-y-4" noValidate>
          <input type="hidden" name="intent" value="details" />
          <PageDetailsFields
            values={{
              title: detailsFailure?.values?.title ?? content.title,
              summary: detailsFailure?.values?.summary ?? content.summary,
            }}
            errors={{
              title: detailsFailure?.fieldErrors?.title ?? publishFailure?.fieldErrors?.title,
              summary: detailsFailure?.fieldErrors?.summary ?? publishFailure?.fieldErrors?.summary,
            }}
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            {t.saveDetails}
          </Button>
        </Form>
      </section>

      <section aria-labelledby="sections-heading" className="space-y-4">
        <div>
          <h2 id="sections-heading" className="text-lg font-semibold">
            {t.sectionsHeading}
          </h2>
          <p className="text-sm text-muted-foreground">{t.sectionsIntro}</p>
        </div>
        {content.sections.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
            {t.noSections}
          </p>
        ) : (
          <ol className="space-y-4">
            {content.sections.map((section, index) => (
              <li key={section.id}>
                <SectionEditor
                  section={section}
                  heading={t.sectionHeading(
                    format.number(index + 1),
                    format.number(content.sections.length),
                    t.sectionTypes[section.type],
                  )}
                  controls={
                    <SectionControls
                      sectionId={section.id}
                      position={index + 1}
                      total={content.sections.length}
                      action={action}
                      busy={busy}
                    />
                  }
                  intent="update"
                  action={action}
                  failure={failure?.intent === "update" && failure.sectionId === section.id ? failure : null}
                  publishFailure={publishFailure}
                  busy={busy}
                  options={options}
                />
              </li>
            ))}
          </ol>
        )}
        <Form
          method="post"
          action={action}
          aria-labelledby="add-heading"
          className="flex flex-wrap items-end gap-3 rounded-lg border border-dashed border-border p-4"
        >
          <h3 id="add-heading" className="w-full font-semibold">
            {t.addHeading}
          </h3>
          <input type="hidden" name="intent" value="add" />
          <div className="min-w-56">
            <SelectField
              label={t.addType}
              name="type"
              defaultValue="richText"
              options={sectionTypes.map((type) => ({ value: type, label: t.sectionTypes[type] }))}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={busy}>
            {t.add}
          </Button>
        </Form>
      </section>

      <section aria-labelledby="revisions-heading" className="space-y-3">
        <div>
          <h2 id="revisions-heading" className="text-lg font-semibold">
            {t.revisionsHeading}
          </h2>
          {revisionTotal > 0 ? (
            <p className="text-sm text-muted-foreground">
              {t.revisionsIntro(format.number(revisions.length), format.number(revisionTotal))}
            </p>
          ) : null}
        </div>
        <DataTable caption={t.revisionsCaption} columns={t.revisionColumns} empty={t.noRevisions}>
          {revisions.map((revision) => {
            const number = format.number(revision.number);
            return (
              <tr key={revision.id}>
                <td className={`${cellClassName} tabular-nums`}>{number}</td>
                <td className={cellClassName}>{revision.title}</td>
                <td className={cellClassName}>{format.dateTime(revision.publishedAt)}</td>
                <td className={cellClassName}>{revision.publishedBy ?? t.unknownPerson}</td>
                <td className={cellClassName}>
                  <ConfirmForm
                    action={action}
                    fields={{ intent: "restore", revisionId: revision.id }}
                    trigger={{ text: t.restore, label: t.restoreLabel(number) }}
                    question={t.restoreQuestion}
                    confirmText={t.restore}
                    cancelText={t.cancel}
                    closeText={t.close}
                    variant="secondary"
                    busy={busy}
                  />
                </td>
              </tr>
            );
          })}
        </DataTable>
      </section>
    </div>
  );
}

import type { ActionFailure } from "#common/action-failure";
import { adminMediaTexts } from "#common/i18n/admin-pages";
import { imageUrl } from "#common/media";
import { messages } from "#common/messages";
import { pageParam } from "#common/paging";
import { adminMediaListPath, adminMediaPath, adminPageBuilderPath, adminSectionsPath } from "#common/paths";
import { deleteMediaAsset } from "#server/modules/pages/delete-media-asset";
import { mediaLibrary } from "#server/modules/pages/media-library.queries";
import { updateMediaAlt } from "#server/modules/pages/update-media-alt";
import { uploadMediaAsset } from "#server/modules/pages/upload-media-asset";
import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { ConfirmForm } from "~/components/rfq/confirm-form";
import { Button } from "~/components/ui/button";
import { FileField } from "~/components/ui/choice-fields";
import { FormError, TextField } from "~/components/ui/field";
import { ListSearch } from "~/components/ui/list-search";
import { Pagination } from "~/components/ui/pagination";
import { textLinkClassName } from "~/components/ui/text-link";
import { actionFailure } from "~/lib/action-failure.server";
import { useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/media";

const texts = adminMediaTexts.en;

export const meta: Route.MetaFunction = () => pageMeta(texts.title, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /admin/media (admins only): the library, newest first, searched by file name or alt text. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const url = new URL(request.url);
  const search = (url.searchParams.get("q") ?? "").slice(0, 100);
  const library = await mediaLibrary(ctx(context).db, {
    search,
    page: pageParam(url.searchParams.get("page")),
  });
  return { ...library, search };
}

const intents = ["upload", "alt", "delete"] as const;
type Intent = (typeof intents)[number];

/** Upload a picture, change one's alt text, or delete one no page uses (asked first in the page). */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireAdmin(context);
  const { db, media, client, logger } = ctx(context);
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = text("intent") as Intent;
  if (!intents.includes(intent)) throw data({ message: messages.errors.unexpected }, { status: 400 });
  const assetId = text("assetId");
  try {
    if (intent === "upload") {
      await uploadMediaAsset(db, { actor, media, client, file: form.get("file"), alt: text("alt") });
      return { ok: true as const, intent, message: texts.uploaded };
    }
    if (intent === "alt") {
      await updateMediaAlt(db, { actor, assetId, alt: text("alt") });
      return { ok: true as const, intent, message: texts.altSaved };
    }
    const { fileName } = await deleteMediaAsset(db, { actor, media, assetId });
    return { ok: true as const, intent, message: texts.deleted(fileName) };
  } catch (error) {
    return actionFailure(error, {
      values: { alt: text("alt") },
      extra: { intent, assetId },
      unexpected: { message: texts.failed, logger, context: { intent, assetId } },
    });
  }
}

type MediaFailure = ActionFailure & { intent: Intent; assetId: string };

export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageTexts(adminMediaTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { rows, total, page, pageSize, search } = loaderData;
  const failure: MediaFailure | null = actionData && !actionData.ok ? (actionData as MediaFailure) : null;
  const done = actionData?.ok ? actionData.message : null;
  const uploadFailure = failure?.intent === "upload" ? failure : null;

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
        aria-labelledby="upload-heading"
        className="max-w-2xl space-y-4 rounded-lg border border-border p-4"
      >
        <h2 id="upload-heading" className="text-lg font-semibold">
          {t.uploadHeading}
        </h2>
        <FormError message={uploadFailure && !uploadFailure.fieldErrors ? uploadFailure.message : null} />
        <Form method="post" encType="multipart/form-data" className="space-y-4" noValidate>
          <input type="hidden" name="intent" value="upload" />
          <FileField
            label={t.file}
            name="file"
            accept="image/jpeg,image/png,image/webp"
            description={t.fileHelp}
            error={uploadFailure?.fieldErrors?.file}
          />
          <TextField
            label={t.alt}
            name="alt"
            required
            description={t.altHelp}
            defaultValue={uploadFailure?.values?.alt}
            error={uploadFailure?.fieldErrors?.alt}
          />
          <Button type="submit" disabled={busy}>
            {t.upload}
          </Button>
        </Form>
      </section>

      <section aria-labelledby="library-heading" className="space-y-4">
        <h2 id="library-heading" className="sr-only">
          {t.listLabel}
        </h2>
        <ListSearch
          path={adminMediaPath}
          search={search}
          texts={t}
          countText={
            search ? t.countFor(total, format.number(total), search) : t.count(total, format.number(total))
          }
        />
        {failure && failure.intent !== "upload" && !failure.fieldErrors ? (
          <FormError message={failure.message} />
        ) : null}
        {rows.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
            {search ? t.noMatch : t.empty}
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {rows.map((row) => {
              const altFailure = failure?.intent === "alt" && failure.assetId === row.id ? failure : null;
              return (
                <li key={row.id} className="space-y-3 rounded-lg border border-border bg-card p-3">
                  <img
                    src={imageUrl(row.key, { width: 480 })}
                    alt={row.alt}
                    width={row.width || 480}
                    height={row.height || 320}
                    loading="lazy"
                    className="aspect-[3/2] w-full rounded object-cover"
                  />
                  <div>
                    <p className="break-all font-medium">{row.fileName}</p>
                    <p className="text-xs text-muted-foreground">
                      {t.facts(
                        format.number(row.width),
                        format.number(row.height),
                        format.number(Math.max(1, Math.round(row.sizeBytes / 1024))),
                        format.date(row.createdAt),
                      )}
                    </p>
                  </div>
                  <div className="text-sm">
                    {row.usedBy.length > 0 ? (
                      <>
                        <span className="text-muted-foreground">{t.usedBy}</span>{" "}
                        {row.usedBy.map((use, index) => (
                          <span key={`${use.kind}:${use.id}`}>
                            {index > 0 ? ", " : null}
                            <Link
                              to={use.kind === "page" ? adminPageBuilderPath(use.id) : adminSectionsPath}
                              className={textLinkClassName}
                            >
                              {use.kind === "page" ? use.title : t.reusableSection(use.title)}
                            </Link>
                          </span>
                        ))}
                      </>
                    ) : (
                      <span className="text-muted-foreground">{t.unused}</span>
                    )}
                  </div>
                  <Form method="post" className="space-y-2" noValidate>
                    <input type="hidden" name="intent" value="alt" />
                    <input type="hidden" name="assetId" value={row.id} />
                    <TextField
                      label={t.alt}
                      name="alt"
                      required
                      defaultValue={altFailure?.values?.alt ?? row.alt}
                      error={altFailure?.fieldErrors?.alt}
                    />
                    <Button type="submit" variant="secondary" size="sm" disabled={busy}>
                      {t.saveAlt}
                    </Button>
                  </Form>
                  {row.usedBy.length === 0 ? (
                    <ConfirmForm
                      action={adminMediaListPath({ search, page })}
                      fields={{ intent: "delete", assetId: row.id }}
                      trigger={{ text: t.delete, label: t.deleteLabel(row.fileName) }}
                      question={t.deleteQuestion(row.fileName)}
                      confirmText={t.delete}
                      cancelText={t.cancel}
                      closeText={t.close}
                      variant="destructive"
                      busy={busy}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        <Pagination page={page} total={total} pageSize={pageSize} label={t.pagination} />
      </section>
    </div>
  );
}

import type { ActionFailure } from "#common/action-failure";
import { adminPagesTexts, adminSectionsTexts } from "#common/i18n/admin-pages";
import { messages } from "#common/messages";
import { reusableSectionTypes } from "#common/page-sections";
import { adminPageBuilderPath, adminSectionsPath } from "#common/paths";
import { createSharedSection } from "#server/modules/pages/create-shared-section";
import { deleteSharedSection } from "#server/modules/pages/delete-shared-section";
import { sharedSectionsView } from "#server/modules/pages/shared-sections.queries";
import { updateSharedSection } from "#server/modules/pages/update-shared-section";
import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { SectionEditor } from "~/components/admin-pages/section-editor";
import { ConfirmForm } from "~/components/rfq/confirm-form";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/choice-fields";
import { FormError, TextField } from "~/components/ui/field";
import { textLinkClassName } from "~/components/ui/text-link";
import { actionFailure } from "~/lib/action-failure.server";
import { usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/sections";

const texts = adminSectionsTexts.en;

export const meta: Route.MetaFunction = () => pageMeta(texts.title, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /admin/sections (admins only): every reusable section with the pages placing it. */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return sharedSectionsView(ctx(context).db);
}

const intents = ["create", "update", "delete"] as const;
type Intent = (typeof intents)[number];

/** Create a section (name and type), save one's name and fields, or delete one no page places. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireAdmin(context);
  const { db, client, logger } = ctx(context);
  const form = await request.formData();
  const values = Object.fromEntries(
    [...form.entries()].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])),
  );
  const intent = values.intent as Intent;
  if (!intents.includes(intent)) throw data({ message: messages.errors.unexpected }, { status: 400 });
  const sectionId = values.sectionId ?? "";
  const type = reusableSectionTypes.find((candidate) => candidate === values.type);
  if (intent === "create" && !type) throw data({ message: messages.errors.unexpected }, { status: 400 });
  try {
    if (intent === "create") {
      await createSharedSection(db, { actor, name: values.name ?? "", type: type! });
      return { ok: true as const, intent, message: texts.created };
    }
    if (intent === "update") {
      await updateSharedSection(db, {
        actor,
        sectionId,
        name: values.name ?? "",
        fields: values,
        ipAddress: client.ip,
      });
      return { ok: true as const, intent, message: texts.saved };
    }
    const { name } = await deleteSharedSection(db, { actor, sectionId });
    return { ok: true as const, intent, message: texts.deleted(name) };
  } catch (error) {
    return actionFailure(error, {
      values,
      extra: { intent, sectionId },
      unexpected: { message: texts.failed, logger, context: { intent, sectionId } },
    });
  }
}

type SectionsFailure = ActionFailure & { intent: Intent; sectionId: string };

export default function AdminSections({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageTexts(adminSectionsTexts);
  const pageTexts = usePageTexts(adminPagesTexts);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { sections, options } = loaderData;
  const failure: SectionsFailure | null =
    actionData && !actionData.ok ? (actionData as SectionsFailure) : null;
  const done = actionData?.ok ? actionData.message : null;
  const createFailure = failure?.intent === "create" ? failure : null;

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
        <h2 id="create-heading" className="text-lg font-semibold">
          {t.createHeading}
        </h2>
        <Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="intent" value="create" />
          <TextField
            label={t.name}
            name="name"
            required
            description={t.nameHelp}
            defaultValue={createFailure?.values?.name}
            error={createFailure?.fieldErrors?.name}
          />
          <SelectField
            label={t.type}
            name="type"
            defaultValue={createFailure?.values?.type ?? "callToAction"}
            options={reusableSectionTypes.map((type) => ({
              value: type,
              label: pageTexts.sectionTypes[type],
            }))}
          />
          <Button type="submit" disabled={busy}>
            {t.create}
          </Button>
        </Form>
      </section>

      {failure && failure.intent === "delete" ? <FormError message={failure.message} /> : null}
      {sections.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
          {t.empty}
        </p>
      ) : (
        <ul className="space-y-4">
          {sections.map(({ name, section, placedOn }) => {
            const own = failure?.intent === "update" && failure.sectionId === section.id ? failure : null;
            return (
              <li key={section.id} className="space-y-2">
                <SectionEditor
                  section={section}
                  heading={t.heading(name, pageTexts.sectionTypes[section.type])}
                  controls={
                    placedOn.length === 0 ? (
                      <ConfirmForm
                        action={adminSectionsPath}
                        fields={{ intent: "delete", sectionId: section.id }}
                        trigger={{ text: t.delete, label: t.deleteLabel(name) }}
                        question={t.deleteQuestion(name)}
                        confirmText={t.delete}
                        cancelText={t.cancel}
                        closeText={t.close}
                        variant="destructive"
                        busy={busy}
                      />
                    ) : null
                  }
                  lead={
                    <>
                      <FormError message={own && !own.fieldErrors ? own.message : null} />
                      <TextField
                        label={t.name}
                        name="name"
                        required
                        defaultValue={own?.values?.name ?? name}
                        error={own?.fieldErrors?.name}
                      />
                    </>
                  }
                  intent="update"
                  action={adminSectionsPath}
                  failure={own}
                  busy={busy}
                  options={options}
                />
                <p className="px-1 text-sm">
                  {placedOn.length > 0 ? (
                    <>
                      <span className="text-muted-foreground">{t.placedOn}</span>{" "}
                      {placedOn.map((page, index) => (
                        <span key={page.id}>
                          {index > 0 ? ", " : null}
                          <Link to={adminPageBuilderPath(page.id)} className={textLinkClassName}>
                            {page.title}
                          </Link>
                        </span>
                      ))}
                    </>
                  ) : (
                    <span className="text-muted-foreground">{t.notPlaced}</span>
                  )}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

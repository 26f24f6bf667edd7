import { formMessage } from "#common/action-failure";
import { adminCategoriesTexts } from "#common/i18n/admin-categories";
import { messages } from "#common/messages";
import { imageUrl } from "#common/media";
import { adminCategoriesPath, adminCategoryEditPath } from "#common/paths";
import { categoryInputFromForm, type CategoryFormInput } from "#common/category-form";
import { adminCategoryForm, adminCategoryTree } from "#server/modules/catalog/admin-categories.queries";
import { createCategory } from "#server/modules/catalog/create-category";
import { removeCategoryImage } from "#server/modules/catalog/remove-category-image";
import { setCategoryImage } from "#server/modules/catalog/set-category-image";
import { updateCategory } from "#server/modules/catalog/update-category";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FileField, SelectField, TextAreaField } from "~/components/ui/choice-fields";
import { ConfirmForm } from "~/components/rfq/confirm-form";
import { failureFields, FormError, FormSuccess, TextField } from "~/components/ui/field";
import { TitledSection } from "~/components/ui/titled-section";
import { actionFailure } from "~/lib/action-failure.server";
import { usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/category-edit";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  pageMeta(
    loaded?.category
      ? adminCategoriesTexts.en.editTitle(loaded.category.name)
      : adminCategoriesTexts.en.newTitle,
    undefined,
    { noindex: true },
  );

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * /admin/categories/new and /admin/categories/:id/edit (admins only): the form, with every other
 * category as a possible parent, indented as in the tree.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { db } = ctx(context);
  const [category, tree] = await Promise.all([
    params.id ? adminCategoryForm(db, params.id) : null,
    adminCategoryTree(db),
  ]);
  if (params.id && !category)
    throw data({ message: messages.adminCatalog.categoryNotFound }, { status: 404 });
  const parents = tree
    .filter((row) => row.id !== params.id)
    .map((row) => ({ value: row.id, label: `${"— ".repeat(row.depth)}${row.name}` }));
  return { category, parents, saved: new URL(request.url).searchParams.has("saved") };
}

/**
 * Creates (then opens the new category's page) or saves; on a saved category, also sets its picture
 * and its description (intent "image") or removes it (intent "remove-image"). The commands check
 * every rule again.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = requireAdmin(context);
  const { db, logger, client, media } = ctx(context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (params.id && (intent === "image" || intent === "remove-image")) {
    const imageAlt = String(form.get("imageAlt") ?? "");
    try {
      const { name } =
        intent === "image"
          ? await setCategoryImage(db, {
              actor,
              categoryId: params.id,
              media,
              client,
              file: form.get("image"),
              alt: imageAlt,
            })
          : await removeCategoryImage(db, { actor, categoryId: params.id, media, ipAddress: client.ip });
      return { ok: true as const, scope: "image" as const, intent, name };
    } catch (error) {
      return actionFailure(error, {
        values: { imageAlt },
        extra: { scope: "image" as const },
        unexpected: { message: adminCategoriesTexts.en.failed, logger, context: { categoryId: params.id } },
      });
    }
  }
  const input = categoryInputFromForm(form);
  try {
    if (!params.id) {
      const created = await createCategory(db, { actor, input, ipAddress: client.ip });
      return redirect(`${adminCategoryEditPath(created.id)}?saved`);
    }
    const { name } = await updateCategory(db, { actor, categoryId: params.id, input, ipAddress: client.ip });
    return { ok: true as const, scope: "form" as const, name };
  } catch (error) {
    return actionFailure(error, {
      values: input,
      extra: { scope: "form" as const },
      unexpected: { message: adminCategoriesTexts.en.failed, logger, context: { categoryId: params.id } },
    });
  }
}

export default function AdminCategoryEdit({ loaderData, actionData }: Route.ComponentProps) {
  const texts = usePageTexts(adminCategoriesTexts);
  const navigation = useNavigation();
  const { category, parents } = loaderData;
  const formResult = actionData?.scope === "form" ? actionData : undefined;
  const failure = formResult && !formResult.ok ? formResult : undefined;
  const field = failureFields(failure, (name) => category?.fields[name as keyof CategoryFormInput]);
  const savedName = formResult?.ok
    ? formResult.name
    : !actionData && loaderData.saved && category
      ? category.name
      : null;
  return (
    <div className="max-w-2xl space-y-6">
      <Link to={adminCategoriesPath} className="text-sm underline">
        {texts.backToList}
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight">
        {category ? texts.editTitle(category.name) : texts.newTitle}
      </h1>
      <FormSuccess message={savedName ? texts.saved(savedName) : null} />
      <FormError message={failure?.message} />
      <Form method="post" className="space-y-4" noValidate>
        <TextField label={texts.name} required {...field("name")} />
        <TextField label={texts.slug} description={texts.slugHelp} {...field("slug")} />
        <TextAreaField label={texts.description} rows={3} {...field("description")} />
        <SelectField
          label={texts.parent}
          options={parents}
          placeholder={texts.noParent}
          {...field("parentId")}
        />
        <TextField
          label={texts.sortOrder}
          description={texts.sortOrderHelp}
          inputMode="numeric"
          {...field("sortOrder", "0")}
        />
        <Button type="submit" disabled={navigation.state === "submitting"}>
          {texts.save}
        </Button>
      </Form>
      {category ? (
        <CategoryImageSection
          category={category}
          result={actionData?.scope === "image" ? actionData : undefined}
        />
      ) : null}
    </div>
  );
}

/**
 * The category's picture: the one shown now, a form to upload another or change its description,
 * and removal after a confirmation.
 */
function CategoryImageSection({
  category,
  result,
}: {
  category: { id: string; name: string; imageKey: string | null; imageAlt: string };
  result: Extract<Route.ComponentProps["actionData"], { scope: "image" }> | undefined;
}) {
  const texts = usePageTexts(adminCategoriesTexts);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "image";
  const failure = result && !result.ok ? result : undefined;
  const field = failureFields(failure, (name) => (name === "imageAlt" ? category.imageAlt : undefined));
  return (
    <TitledSection
      title={texts.image}
      intro={texts.imageIntro}
      grouped
      className="space-y-4 border-t border-border pt-6"
    >
      {result?.ok ? (
        <FormSuccess
          message={
            result.intent === "image" ? texts.imageSaved(result.name) : texts.imageRemoved(result.name)
          }
        />
      ) : null}
      <FormError message={formMessage(failure)} />
      {category.imageKey ? (
        <img
          src={imageUrl(category.imageKey, { width: 640 })}
          alt={category.imageAlt || texts.imageAlt(category.name)}
          width={300}
          height={200}
          className="aspect-[3/2] w-72 rounded-md border border-border object-cover"
        />
      ) : (
        <p className="text-sm text-muted-foreground">{texts.noImageYet}</p>
      )}
      <Form method="post" encType="multipart/form-data" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="image" />
        <FileField
          label={texts.imageFile}
          name="image"
          accept="image/jpeg,image/png,image/webp"
          description={texts.imageHint}
          error={failure?.fieldErrors?.image}
        />
        <TextField
          label={texts.imageAltLabel}
          description={texts.imageAltHint}
          required
          {...field("imageAlt")}
        />
        <Button type="submit" disabled={busy}>
          {busy ? texts.savingImage : texts.saveImage}
        </Button>
      </Form>
      {category.imageKey ? (
        <ConfirmForm
          action={adminCategoryEditPath(category.id)}
          fields={{ intent: "remove-image" }}
          trigger={{ text: texts.removeImage, label: texts.removeImageLabel(category.name) }}
          question={texts.removeImageQuestion(category.name)}
          confirmText={texts.removeImage}
          cancelText={texts.cancel}
          closeText={texts.close}
          variant="destructive"
          busy={navigation.state === "submitting"}
        />
      ) : null}
    </TitledSection>
  );
}

import { adminCategoriesTexts } from "#common/i18n/admin-categories";
import { messages } from "#common/messages";
import { imageUrl } from "#common/media";
import { adminCategoriesPath, adminCategoryEditPath } from "#common/paths";
import { categoryInputFromForm, type CategoryFormInput } from "#common/category-form";
import { adminCategoryForm, adminCategoryTree } from "#server/modules/catalog/admin-categories.queries";
import { createCategory } from "#server/modules/catalog/create-category";
import { updateCategory } from "#server/modules/catalog/update-category";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField, TextAreaField } from "~/components/ui/choice-fields";
import { failureFields, FormError, FormSuccess, TextField } from "~/components/ui/field";
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

/** Creates (then opens the new category's page) or saves; the commands check every rule again. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = requireAdmin(context);
  const { db, logger, client } = ctx(context);
  const input = categoryInputFromForm(await request.formData());
  try {
    if (!params.id) {
      const created = await createCategory(db, { actor, input, ipAddress: client.ip });
      return redirect(`${adminCategoryEditPath(created.id)}?saved`);
    }
    const { name } = await updateCategory(db, { actor, categoryId: params.id, input, ipAddress: client.ip });
    return { ok: true as const, name };
  } catch (error) {
    return actionFailure(error, {
      values: input,
      unexpected: { message: adminCategoriesTexts.en.failed, logger, context: { categoryId: params.id } },
    });
  }
}

export default function AdminCategoryEdit({ loaderData, actionData }: Route.ComponentProps) {
  const texts = usePageTexts(adminCategoriesTexts);
  const navigation = useNavigation();
  const { category, parents } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const field = failureFields(failure, (name) => category?.fields[name as keyof CategoryFormInput]);
  const savedName = actionData?.ok ? actionData.name : loaderData.saved && category ? category.name : null;
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
        {category?.imageKey ? (
          <div className="space-y-1.5">
            <p className="text-sm font-medium">{texts.image}</p>
            <img
              src={imageUrl(category.imageKey, { width: 320 })}
              alt={texts.imageAlt(category.name)}
              width={160}
              height={160}
              className="size-40 rounded object-cover"
            />
          </div>
        ) : null}
        <Button type="submit" disabled={navigation.state === "submitting"}>
          {texts.save}
        </Button>
      </Form>
    </div>
  );
}

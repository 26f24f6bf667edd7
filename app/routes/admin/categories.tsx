import { adminCategoriesTexts } from "#common/i18n/admin-categories";
import { messages } from "#common/messages";
import { imageUrl } from "#common/media";
import { adminCategoriesPath, adminCategoryEditPath, adminCategoryNewPath } from "#common/paths";
import { adminCategoryTree } from "#server/modules/catalog/admin-categories.queries";
import { deleteCategory } from "#server/modules/catalog/delete-category";
import { data, Link, useNavigation } from "react-router";
import { ConfirmForm } from "~/components/rfq/confirm-form";
import { buttonClassName } from "~/components/ui/button";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { FormError, FormSuccess } from "~/components/ui/field";
import { actionFailure } from "~/lib/action-failure.server";
import { useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/categories";

export const meta: Route.MetaFunction = () =>
  pageMeta(adminCategoriesTexts.en.title, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /admin/categories: the whole tree (it is small), depth-first. Admins only (staff are kept out). */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return { tree: await adminCategoryTree(ctx(context).db) };
}

/** Deletes one category (asked first in the page); the command refuses one that holds products. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireAdmin(context);
  const { db, logger, client } = ctx(context);
  const form = await request.formData();
  if (form.get("intent") !== "delete") throw data({ message: messages.errors.unexpected }, { status: 400 });
  const categoryId = String(form.get("categoryId") ?? "");
  try {
    const { name } = await deleteCategory(db, { actor, categoryId, ipAddress: client.ip });
    return { ok: true as const, name };
  } catch (error) {
    return actionFailure(error, {
      unexpected: { message: adminCategoriesTexts.en.failed, logger, context: { categoryId } },
    });
  }
}

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  const texts = usePageTexts(adminCategoriesTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const { tree } = loaderData;
  const nameOf = new Map(tree.map((row) => [row.id, row.name]));
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{texts.title}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{texts.intro(format.number(tree.length))}</p>
        </div>
        <Link to={adminCategoryNewPath} className={buttonClassName()}>
          {texts.addCategory}
        </Link>
      </div>
      <FormSuccess message={actionData?.ok ? texts.deleted(actionData.name) : null} />
      <FormError message={actionData && !actionData.ok ? actionData.message : null} />
      <DataTable caption={texts.tableCaption} columns={texts.columns} empty={texts.empty}>
        {tree.map((row) => (
          <tr key={row.id}>
            <td className={cellClassName}>
              <div style={{ paddingInlineStart: `${row.depth * 1.25}rem` }}>
                <span className="font-medium">{row.name}</span>
                {row.parentId ? (
                  <div className="text-xs text-muted-foreground">
                    {texts.subcategoryOf(nameOf.get(row.parentId) ?? "")}
                  </div>
                ) : null}
              </div>
            </td>
            <td className={`${cellClassName} font-mono text-xs`}>{row.slug}</td>
            <td className={cellClassName}>
              {row.imageKey ? (
                <img
                  src={imageUrl(row.imageKey, { width: 96 })}
                  alt={texts.imageAlt(row.name)}
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 rounded object-cover"
                />
              ) : (
                <span className="text-xs text-muted-foreground">{texts.noImage}</span>
              )}
            </td>
            <td className={`${cellClassName} tabular-nums`}>{format.number(row.sortOrder)}</td>
            <td className={`${cellClassName} tabular-nums`}>{format.number(row.productCount)}</td>
            <td className={cellClassName}>
              <div className="flex flex-wrap gap-2">
                <Link
                  to={adminCategoryEditPath(row.id)}
                  aria-label={texts.edit(row.name)}
                  className={buttonClassName("secondary", "sm")}
                >
                  {texts.editShort}
                </Link>
                <ConfirmForm
                  action={adminCategoriesPath}
                  fields={{ intent: "delete", categoryId: row.id }}
                  trigger={{ text: texts.deleteShort, label: texts.delete(row.name) }}
                  question={texts.deleteQuestion(row.name)}
                  confirmText={texts.deleteConfirm}
                  cancelText={texts.cancel}
                  closeText={texts.close}
                  variant="destructive"
                  busy={navigation.state === "submitting"}
                />
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

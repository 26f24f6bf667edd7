import { adminPagesTexts } from "#common/i18n/admin-pages";
import { TextAreaField } from "~/components/ui/choice-fields";
import { TextField } from "~/components/ui/field";
import { usePageTexts } from "~/lib/locale";

/**
 * A page's title and summary (the meta description), as the page builder saves them and /admin/pages
 * creates a page with them: each with its value and its message from the server.
 */
export function PageDetailsFields({
  values,
  errors,
}: {
  values: { title?: string; summary?: string };
  errors: { title?: string; summary?: string };
}) {
  const t = usePageTexts(adminPagesTexts);
  return (
    <>
      <TextField label={t.pageTitle} name="title" required defaultValue={values.title} error={errors.title} />
      <TextAreaField
        label={t.pageSummary}
        name="summary"
        required
        rows={2}
        maxLength={300}
        description={t.pageSummaryHelp}
        defaultValue={values.summary}
        error={errors.summary}
      />
    </>
  );
}

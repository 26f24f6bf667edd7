import { type ActionFailure, formMessage } from "#common/action-failure";
import {
  type AdminSectionKey,
  adminSectionKeys,
  adminSections,
  staffSectionAccess,
} from "#common/admin-sections";
import { adminAreaTexts } from "#common/i18n/admin-area";
import { adminRolesTexts } from "#common/i18n/admin-roles";
import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { FieldError, FormError, FormSuccess } from "~/components/ui/field";
import { usePageTexts } from "~/lib/locale";

/** A failed save, with the boxes as they were sent so the form shows them so. */
export type StaffSectionsFailure = ActionFailure & { sent?: string[] };

/**
 * Every back-office section with whether staff may open it: a checkbox for the sections an admin may
 * give or take, a note for staff's home page (always open) and for the admin-only ones. Posts the
 * ticked sections as the whole choice.
 */
export function StaffSectionsForm({
  allowed,
  failure,
  saved,
}: {
  allowed: readonly AdminSectionKey[];
  failure: StaffSectionsFailure | null;
  saved: string | null;
}) {
  const t = usePageTexts(adminRolesTexts);
  const sectionNames = usePageTexts(adminAreaTexts).sections;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";
  const errorId = useId();
  const ticked = new Set<string>(failure?.sent ?? allowed);
  const error = failure?.fieldErrors?.sections;
  return (
    // Keyed by what is stored, so the boxes start again from it after every save.
    <Form method="post" className="space-y-4" key={allowed.join(" ")}>
      <FormSuccess message={saved} />
      <FormError message={formMessage(failure) ?? null} />
      <FieldError id={errorId} message={error} />
      <DataTable caption={t.sectionsTitle} columns={[t.sectionColumn, t.needsColumn, t.staffColumn]} empty="">
        {adminSectionKeys.map((key) => {
          const access = staffSectionAccess(key);
          const inputId = `staff-section-${key}`;
          const permission = adminSections[key].permission;
          return (
            <tr key={key}>
              <th scope="row" className={`${cellClassName} font-medium`}>
                {access === "editable" ? (
                  <label htmlFor={inputId}>{sectionNames[key]}</label>
                ) : (
                  sectionNames[key]
                )}
              </th>
              <td className={cellClassName}>
                {t.permissions[permission] ?? permission}{" "}
                <code className="text-xs text-muted-foreground">{permission}</code>
              </td>
              <td className={cellClassName}>
                {access === "editable" ? (
                  <input
                    id={inputId}
                    type="checkbox"
                    name="section"
                    value={key}
                    defaultChecked={ticked.has(key)}
                    aria-describedby={error ? errorId : undefined}
                    className="size-4 accent-primary"
                  />
                ) : (
                  <span className="text-muted-foreground">
                    {access === "always" ? t.alwaysNote : t.neverNote}
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </DataTable>
      <Button type="submit" disabled={saving}>
        {saving ? t.saving : t.save}
      </Button>
    </Form>
  );
}

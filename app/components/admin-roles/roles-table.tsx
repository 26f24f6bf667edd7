import { adminRolesTexts } from "#common/i18n/admin-roles";
import { roleDefinitions, roles } from "#common/roles";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { usePageTexts } from "~/lib/locale";

/** Most powerful first, as the roles table is read. */
const roleOrder = [...roles].reverse();

/** The roles table: each role's permissions (in words, with their keys) and the page it lands on. Read-only. */
export function RolesTable() {
  const t = usePageTexts(adminRolesTexts);
  return (
    <DataTable caption={t.rolesTitle} columns={[t.roleColumn, t.permissionsColumn, t.homeColumn]} empty="">
      {roleOrder.map((role) => {
        const definition = roleDefinitions[role];
        return (
          <tr key={role}>
            <th scope="row" className={`${cellClassName} align-top font-semibold`}>
              {definition.label}
            </th>
            <td className={`${cellClassName} align-top`}>
              <ul className="space-y-1">
                {definition.permissions.map((permission) => (
                  <li key={permission}>
                    {t.permissions[permission] ?? permission}{" "}
                    <code className="text-xs text-muted-foreground">{permission}</code>
                  </li>
                ))}
              </ul>
            </td>
            <td className={`${cellClassName} align-top`}>
              <code className="text-xs">{definition.dashboardPath}</code>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

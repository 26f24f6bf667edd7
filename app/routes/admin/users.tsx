import { formMessage } from "#common/action-failure";
import { pageParam } from "#common/paging";
import { roleDefinitions, roles } from "#common/roles";
import { changeRole } from "#server/modules/identity/change-role";
import { listUsers } from "#server/modules/identity/profiles.queries";
import { useEffect } from "react";
import { Form, useFetcher, useSearchParams } from "react-router";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { Pagination } from "~/components/ui/pagination";
import { pageMeta } from "~/lib/meta";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import { actionFailure } from "~/lib/action-failure.server";
import type { Route } from "./+types/users";

export const meta: Route.MetaFunction = () => pageMeta("Users", undefined, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireAdmin(context);
  const url = new URL(request.url);
  const result = await listUsers(ctx(context).db, {
    page: pageParam(url.searchParams.get("page")),
    search: url.searchParams.get("q") ?? undefined,
  });
  return { ...result, actorId: actor.userId, companyDomains: ctx(context).env.COMPANY_EMAIL_DOMAINS };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireAdmin(context);
  const form = await request.formData();
  try {
    const result = await changeRole(ctx(context).db, {
      actor,
      userId: String(form.get("userId") ?? ""),
      role: form.get("role"),
    });
    return { ok: true as const, changed: result.changed, role: result.role };
  } catch (error) {
    return actionFailure(error);
  }
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Users</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          {loaderData.total} {loaderData.total === 1 ? "person" : "people"}. Admin and staff roles only take
          effect for addresses at {loaderData.companyDomains.join(", ")}.
        </p>
      </div>
      <Form method="get" role="search" className="flex gap-2">
        <label htmlFor="user-search" className="sr-only">
          Search users by name or email
        </label>
        <input
          id="user-search"
          name="q"
          type="search"
          defaultValue={params.get("q") ?? ""}
          placeholder="Search by name or email"
          className="w-full max-w-sm rounded-md border border-border bg-background px-3 py-2 text-sm"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>
      <DataTable
        caption="Users and their roles"
        columns={["Name", "Email", "Confirmed", "Role"]}
        empty="No users match your search."
      >
        {loaderData.rows.map((user) => (
          <tr key={user.id}>
            <td className={`${cellClassName} font-medium`}>{user.name ?? "—"}</td>
            <td className={`${cellClassName} break-all`}>{user.email}</td>
            <td className={cellClassName}>{user.emailVerified ? "Yes" : "No"}</td>
            <td className={cellClassName}>
              {user.id === loaderData.actorId ? (
                <span>{roleDefinitions[user.role].label} (you)</span>
              ) : (
                <RoleForm userId={user.id} email={user.email} role={user.role} />
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <Pagination
        page={loaderData.page}
        total={loaderData.total}
        pageSize={loaderData.pageSize}
        label="Users pages"
      />
    </div>
  );
}

function RoleForm({ userId, email, role }: { userId: string; email: string; role: (typeof roles)[number] }) {
  const fetcher = useFetcher<typeof action>();
  const saving = fetcher.state !== "idle";
  const result = fetcher.data;
  useEffect(() => {
    if (!result) return;
    if (result.ok && result.changed) toast.success(`${email} is now ${roleDefinitions[result.role].label}`);
    if (!result.ok)
      toast.error(
        formMessage(result) ?? Object.values(result.fieldErrors ?? {})[0] ?? "Could not change the role",
      );
  }, [result, email]);
  return (
    <fetcher.Form
      method="post"
      className="flex items-center gap-2"
      onSubmit={(event) => {
        const next = new FormData(event.currentTarget).get("role");
        if (next === "admin" && !window.confirm(`Give ${email} full admin access?`)) event.preventDefault();
      }}
    >
      <input type="hidden" name="userId" value={userId} />
      <label htmlFor={`role-${userId}`} className="sr-only">
        Role of {email}
      </label>
      <select
        id={`role-${userId}`}
        name="role"
        defaultValue={role}
        className="rounded-md border border-border bg-background px-2 py-1.5 text-sm"
      >
        {roles.map((option) => (
          <option key={option} value={option}>
            {roleDefinitions[option].label}
          </option>
        ))}
      </select>
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        disabled={saving}
        aria-label={`Save role of ${email}`}
      >
        {saving ? "Saving…" : "Save"}
      </Button>
    </fetcher.Form>
  );
}

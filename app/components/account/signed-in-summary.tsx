import { roleDefinitions, type Role } from "#common/roles";

/** Who is signed in and as what: the first thing every dashboard shows. */
export function SignedInSummary({
  name,
  email,
  role,
  permissions,
}: {
  name: string;
  email: string;
  role: Role;
  permissions: readonly string[];
}) {
  return (
    <section aria-labelledby="signed-in-heading" className="rounded-xl border border-border bg-card p-5">
      <h2 id="signed-in-heading" className="text-lg font-semibold">
        Your account
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Name</dt>
        <dd className="font-medium">{name}</dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd className="font-medium break-all">{email}</dd>
        <dt className="text-muted-foreground">Role</dt>
        <dd>
          <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold">
            {roleDefinitions[role].label}
          </span>
        </dd>
        <dt className="text-muted-foreground">Permissions</dt>
        <dd className="flex flex-wrap gap-1.5">
          {permissions.map((permission) => (
            <code key={permission} className="rounded bg-muted px-1.5 py-0.5 text-xs">
              {permission}
            </code>
          ))}
        </dd>
      </dl>
    </section>
  );
}

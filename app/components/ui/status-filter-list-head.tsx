import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClassName } from "~/components/ui/field";
import { Field } from "~/components/ui/labeled-field";
import { LoadingStatus } from "~/components/ui/status-notes";

/**
 * The top of a back-office list filtered by status alone: its title and count, the note that staff
 * may only look, a search form (GET) whose one select offers "any status" then each status, and a
 * loading note while the list at `path` reloads.
 */
export function StatusFilterListHead<Status extends string>({
  path,
  title,
  intro,
  staffNote,
  filter,
}: {
  path: string;
  title: string;
  intro: string;
  /** Shown to those who may view but not decide. */
  staffNote: string | null;
  filter: {
    label: string;
    statusLabel: string;
    anyStatus: string;
    submit: string;
    loading: string;
    statuses: readonly Status[];
    names: Record<Status, string>;
    value: string;
  };
}) {
  const navigation = useNavigation();
  return (
    <>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{intro}</p>
        {staffNote ? <p className="mt-1 text-sm">{staffNote}</p> : null}
      </div>
      <Form method="get" role="search" aria-label={filter.label} className="flex flex-wrap items-end gap-3">
        <Field label={filter.statusLabel}>
          {(id) => (
            <select id={id} name="status" defaultValue={filter.value} className={inputClassName}>
              <option value="">{filter.anyStatus}</option>
              {filter.statuses.map((status) => (
                <option key={status} value={status}>
                  {filter.names[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit">{filter.submit}</Button>
      </Form>
      {navigation.state === "loading" && navigation.location.pathname === path ? (
        <LoadingStatus>{filter.loading}</LoadingStatus>
      ) : null}
    </>
  );
}

import { Form, Link } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";

/**
 * A row's Edit link (it opens the row's form through the URL, so it works without JavaScript) and
 * its Delete button, which asks first (without JavaScript the post deletes at once).
 */
export function RowActions({
  edit,
  remove,
}: {
  edit: { to: string; text: string; label: string };
  remove: { action: string; fields: Record<string, string>; confirm: string; text: string; label: string };
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={edit.to} className={buttonClassName("secondary", "sm")} aria-label={edit.label}>
        {edit.text}
      </Link>
      <Form
        method="post"
        action={remove.action}
        onSubmit={(event) => {
          if (!window.confirm(remove.confirm)) event.preventDefault();
        }}
      >
        {Object.entries(remove.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" variant="destructive" size="sm" aria-label={remove.label}>
          {remove.text}
        </Button>
      </Form>
    </div>
  );
}

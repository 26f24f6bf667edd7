import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { textLinkClassName } from "~/components/ui/text-link";

/**
 * The search (GET, `q`) above a back-office list at `path`: the field keeps what was asked, a link
 * clears it, and a status line says how many rows the list holds for it.
 */
export function ListSearch({
  path,
  search,
  texts,
  countText,
}: {
  path: string;
  search: string;
  texts: { searchLabel: string; search: string; clearSearch: string };
  countText: string;
}) {
  return (
    <>
      <Form method="get" action={path} role="search" className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <TextField label={texts.searchLabel} name="q" type="search" defaultValue={search} />
        </div>
        <Button type="submit" variant="secondary">
          {texts.search}
        </Button>
        {search ? (
          <Link to={path} className={textLinkClassName}>
            {texts.clearSearch}
          </Link>
        ) : null}
      </Form>
      <p className="text-sm text-muted-foreground" role="status">
        {countText}
      </p>
    </>
  );
}

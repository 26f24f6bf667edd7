import { productsPath } from "#common/paths";
import { en } from "#common/i18n/en";
import { House } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { ReloadPageButton, StatusPage, TryAgainButton } from "~/components/ui/status-page";
import { popularPages } from "./nav-links";
import { useT } from "~/lib/locale";
import { useVisibleLinks } from "~/lib/root-data";
import type { Catalogue } from "#common/i18n/catalogue";

export type ErrorScreenProps = { kind: "not-found" } | { kind: "error"; message: string };

/** The full-page 404 and error screens. */
export function ErrorScreen(props: ErrorScreenProps) {
  return props.kind === "not-found" ? <NotFound /> : <ErrorState message={props.message} />;
}

function NotFound() {
  const t = useT();
  // A popular page of a feature an admin turned off is left out, as in the header and footer.
  const pages = useVisibleLinks(popularPages);
  return (
    <StatusPage eyebrow="404" title={t.notFound.title} message={t.notFound.text} wide>
      <Link to={productsPath} className={buttonClassName("primary", "lg")}>
        {t.notFound.browseProducts}
      </Link>
      <Link to="/" className={buttonClassName("secondary", "lg")}>
        {t.notFound.backToHome}
      </Link>
      <nav
        aria-labelledby="popular-pages-title"
        className="mt-4 w-full rounded-lg border border-border bg-card p-6 text-left"
      >
        <h2 id="popular-pages-title" className="font-semibold">
          {t.notFound.popularPages}
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {pages.map((page) => (
            <li key={page.to}>
              <Link to={page.to} className="text-primary-text underline-offset-4 hover:underline">
                {t.nav[page.labelKey]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </StatusPage>
  );
}

/** Network-ish and permission-ish messages are replaced by the catalogue's wording. */
export function friendlyErrorMessage(message: string, t: Catalogue = en): string {
  if (/network|fetch|api/i.test(message)) return t.errors.connection;
  if (/permission|unauthorized|forbidden/i.test(message)) return t.errors.accessDenied;
  return message || t.errors.unexpected;
}

function ErrorState({ message }: { message: string }) {
  const t = useT();
  return (
    <StatusPage title={t.errors.title} message={friendlyErrorMessage(message, t)}>
      <TryAgainButton />
      <ReloadPageButton />
      <Link to="/" className={buttonClassName("secondary", "lg")}>
        <House aria-hidden="true" className="size-4" />
        {t.errorScreen.homePage}
      </Link>
    </StatusPage>
  );
}

import { productsPath } from "#common/paths";
import { messages } from "#common/messages";
import { House } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { ReloadPageButton, StatusPage, TryAgainButton } from "~/components/ui/status-page";
import { popularPages } from "./nav-links";

export type ErrorScreenProps = { kind: "not-found" } | { kind: "error"; message: string };

/** The full-page 404 and error screens. */
export function ErrorScreen(props: ErrorScreenProps) {
  return props.kind === "not-found" ? <NotFound /> : <ErrorState message={props.message} />;
}

function NotFound() {
  return (
    <StatusPage
      eyebrow="404"
      title={messages.notFound.title}
      message="The page you are looking for does not exist or has been moved."
      wide
    >
      <Link to={productsPath} className={buttonClassName("primary", "lg")}>
        Browse Products
      </Link>
      <Link to="/" className={buttonClassName("secondary", "lg")}>
        Back to Home
      </Link>
      <nav
        aria-labelledby="popular-pages-title"
        className="mt-4 w-full rounded-lg border border-border bg-card p-6 text-left"
      >
        <h2 id="popular-pages-title" className="font-semibold">
          Popular Pages
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {popularPages.map((page) => (
            <li key={page.to}>
              <Link to={page.to} className="text-primary-text underline-offset-4 hover:underline">
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </StatusPage>
  );
}

/** Network-ish and permission-ish messages are replaced by the catalogue's wording. */
function friendlyErrorMessage(message: string): string {
  if (/network|fetch|api/i.test(message)) return messages.errors.connection;
  if (/permission|unauthorized|forbidden/i.test(message)) return messages.errors.accessDenied;
  return message || messages.errors.unexpected;
}

function ErrorState({ message }: { message: string }) {
  return (
    <StatusPage title={messages.errors.title} message={friendlyErrorMessage(message)}>
      <TryAgainButton />
      <ReloadPageButton />
      <Link to="/" className={buttonClassName("secondary", "lg")}>
        <House aria-hidden="true" className="size-4" />
        Home Page
      </Link>
    </StatusPage>
  );
}

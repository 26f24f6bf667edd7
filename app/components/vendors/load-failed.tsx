import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { StatusPage, TryAgainButton } from "~/components/ui/status-page";

/**
 * The honest error state of a vendor page (no sample data instead): what failed, a
 * retry that runs the page's loaders again, and a way back.
 */
export function LoadFailed({
  title,
  message,
  back,
}: {
  title: string;
  message: string;
  back: { to: string; label: string };
}) {
  return (
    <StatusPage title={title} message={message} alert>
      <TryAgainButton />
      <Link to={back.to} className={buttonClassName("secondary", "lg")}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
    </StatusPage>
  );
}

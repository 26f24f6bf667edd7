import { storesPath } from "#common/paths";
import { messages } from "#common/messages";
import { Store } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { StatusPage } from "~/components/ui/status-page";

/** "Store Not Found", with View All Stores. */
export function StoreNotFound() {
  return (
    <StatusPage
      icon={<Store aria-hidden="true" className="mx-auto size-12 text-muted-foreground" />}
      title={messages.store.notFoundTitle}
      message={messages.store.notFound}
    >
      <Link to={storesPath} className={buttonClassName("primary", "lg")}>
        View All Stores
      </Link>
    </StatusPage>
  );
}

import { en } from "#common/i18n/en";
import { ReloadPageButton, StatusPage, TryAgainButton } from "~/components/ui/status-page";

/**
 * The honest error state of a catalog page (no fallback sample data): the spec's
 * message and a retry that runs the page's loaders again.
 */
export function CatalogLoadError({ title }: { title: string }) {
  return (
    <StatusPage title={title} message={en.productList.loadFailed} alert>
      <TryAgainButton />
      <ReloadPageButton />
    </StatusPage>
  );
}

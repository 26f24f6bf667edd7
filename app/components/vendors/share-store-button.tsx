import { ShareButton } from "~/components/ui/share-button";
import { useT } from "~/lib/locale";

/** Share store. */
export function ShareStoreButton({ storeName, path }: { storeName: string; path: string }) {
  const t = useT();
  return (
    <ShareButton title={t.sharing.storeTitle(storeName)} path={path} label={t.sharing.shareStore} size="md" />
  );
}

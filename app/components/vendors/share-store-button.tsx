import { ShareButton } from "~/components/ui/share-button";

/** Share store. */
export function ShareStoreButton({ storeName, path }: { storeName: string; path: string }) {
  return (
    <ShareButton title={`${storeName} | Shop African Brands`} path={path} label="Share store" size="md" />
  );
}

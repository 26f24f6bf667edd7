import { messages } from "#common/messages";
import { Share2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { shareLink } from "~/lib/share-link";

/** Share store: the device's share sheet, else the link is copied (spec 2 §2.9). Needs JavaScript, so it shows only with it. */
export function ShareStoreButton({ storeName, path }: { storeName: string; path: string }) {
  async function share() {
    const outcome = await shareLink({ title: `${storeName} | Shop African Brands`, path });
    if (outcome === "copied") toast.success(messages.product.linkCopied);
    if (outcome === "failed") toast.error("Could not copy the link. Copy it from the address bar instead.");
  }
  return (
    <Button variant="secondary" className="requires-js" onClick={() => void share()}>
      <Share2 aria-hidden="true" className="size-4" />
      Share store
    </Button>
  );
}

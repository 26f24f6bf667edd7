import { Share2 } from "lucide-react";
import { toast } from "~/lib/toast";
import { useT } from "~/lib/locale";
import { shareLink } from "~/lib/share-link";
import { Button, type ButtonSize } from "./button";

/**
 * Shares a page of this site: the device's share sheet, else the link is copied with the spec's
 * "Link copied to clipboard!". Needs JavaScript, so it shows only with it.
 */
export function ShareButton({
  title,
  path,
  label,
  size = "sm",
}: {
  title: string;
  path: string;
  label?: string;
  size?: ButtonSize;
}) {
  const t = useT();
  async function share() {
    const outcome = await shareLink({ title, path });
    if (outcome === "copied") toast.success(t.product.linkCopied);
    if (outcome === "failed") toast.error(t.sharing.copyFailed);
  }
  return (
    <Button variant="secondary" size={size} className="requires-js" onClick={() => void share()}>
      <Share2 aria-hidden="true" className="size-4" />
      {label ?? t.sharing.share}
    </Button>
  );
}

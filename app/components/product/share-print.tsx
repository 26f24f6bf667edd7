import { messages } from "#common/messages";
import { Printer, Share2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";

/** Share (the device's share sheet, else copy the link) and Print; both need JavaScript, so they show only with it. */
export function SharePrint({ title, path }: { title: string; path: string }) {
  async function share() {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(messages.product.linkCopied);
    } catch {
      toast.error("Could not copy the link. Copy it from the address bar instead.");
    }
  }

  return (
    <div className="requires-js flex gap-2">
      <Button variant="secondary" size="sm" onClick={() => void share()}>
        <Share2 aria-hidden="true" className="size-4" />
        Share
      </Button>
      <Button variant="secondary" size="sm" onClick={() => window.print()}>
        <Printer aria-hidden="true" className="size-4" />
        Print
      </Button>
    </div>
  );
}

export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";

/**
 * Shares a page of this site with the device's share sheet, or copies its address when there is
 * none (or it fails). The caller tells the person what happened.
 */
export async function shareLink({ title, path }: { title: string; path: string }): Promise<ShareOutcome> {
  const url = new URL(path, window.location.origin).href;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return "copied";
  } catch {
    return "failed";
  }
}

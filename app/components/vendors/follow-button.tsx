import { loginPathFor, storeFollowResourcePath } from "#common/paths";
import { countText } from "#common/catalog";
import { Heart, LoaderCircle } from "lucide-react";
import { type FormEvent, useEffect, useRef } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { toast } from "~/lib/toast";
import { Button, buttonClassName } from "~/components/ui/button";
import { useViewer } from "~/lib/root-data";
import type { StoreFollowResult } from "~/routes/resources/store-follow";

const action = storeFollowResourcePath;

export function followerText(count: number): string {
  return countText(count, "follower");
}

/**
 * Follow Store, a real follow. Signed in: follows or unfollows at once and saves;
 * a failure puts it back. A guest is sent to sign in and comes back to the store. Without
 * JavaScript it is a plain form post that comes back to the page.
 */
export function FollowButton({
  vendorId,
  following: followingNow,
  followerCount,
}: {
  vendorId: string;
  following: boolean;
  followerCount: number;
}) {
  const viewer = useViewer();
  const fetcher = useFetcher<StoreFollowResult>();
  const location = useLocation();
  const returnTo = location.pathname + location.search;
  const result = fetcher.data;
  const saved =
    result?.ok && fetcher.state === "idle"
      ? { following: result.following, count: result.followerCount }
      : { following: followingNow, count: followerCount };
  const pending = fetcher.formData?.get("intent");
  const following = pending ? pending === "follow" : saved.following;
  const count = saved.count + (following === saved.following ? 0 : following ? 1 : -1);
  const busy = fetcher.state !== "idle";

  const reported = useRef<StoreFollowResult | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !result || reported.current === result) return;
    reported.current = result;
    if (result.ok) toast.success(result.message, { id: `follow:${vendorId}` });
    else toast.error(result.message, { id: `follow:${vendorId}` });
  }, [fetcher.state, result, vendorId]);

  const counter = (
    <span aria-live="polite" className="text-sm text-muted-foreground">
      {followerText(Math.max(0, count))}
    </span>
  );

  if (!viewer) {
    return (
      <div className="flex items-center gap-3">
        <Link to={loginPathFor(returnTo)} className={buttonClassName("secondary")}>
          <Heart aria-hidden="true" className="size-4" />
          Follow Store
        </Link>
        {counter}
      </div>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    void fetcher.submit(
      { intent: following ? "unfollow" : "follow", vendorId, respond: "json" },
      { method: "post", action },
    );
  }

  return (
    <form method="post" action={action} onSubmit={onSubmit} className="flex items-center gap-3">
      <input type="hidden" name="intent" value={following ? "unfollow" : "follow"} />
      <input type="hidden" name="vendorId" value={vendorId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <Button type="submit" variant="secondary" aria-busy={busy || undefined}>
        {busy ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Heart
            aria-hidden="true"
            className={`size-4 ${following ? "fill-primary text-primary-text" : ""}`}
          />
        )}
        {following ? "Unfollow Store" : "Follow Store"}
      </Button>
      {counter}
    </form>
  );
}

import { type ActionFailure, formMessage } from "#common/action-failure";
import { reviewCommentMax } from "#common/review-rules";
import { useId, useRef, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { FieldError, FormError, inputClassName } from "~/components/ui/field";
import { useHydrated } from "~/lib/use-hydrated";
import { RatingInput } from "./rating-input";

/**
 * "Write a Review" opens the form (a <details>, so it opens without JavaScript too); Cancel closes it
 * and resets it. Submit stays disabled while the rating is 0 once the page is interactive; the server
 * checks the rating regardless.
 */
export function ReviewForm({
  fetcher,
  action,
  failure,
  onSubmit,
}: {
  fetcher: FetcherWithComponents<unknown>;
  action: string;
  failure?: ActionFailure;
  onSubmit: () => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [open, setOpen] = useState(Boolean(failure));
  const [rating, setRating] = useState(() => {
    const posted = Number(failure?.values?.rating);
    return Number.isInteger(posted) && posted >= 1 && posted <= 5 ? posted : 0;
  });
  const submitting = fetcher.state !== "idle";
  const commentError = failure?.fieldErrors?.comment;

  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="group">
      <summary
        className={`${buttonClassName("primary")} w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        Write a Review
      </summary>
      <fetcher.Form
        ref={formRef}
        method="post"
        action={action}
        onSubmit={onSubmit}
        className="mt-4 max-w-2xl space-y-4 rounded-lg border border-border bg-card p-4"
      >
        <input type="hidden" name="intent" value="review" />
        <FormError message={formMessage(failure)} />
        <RatingInput value={rating} onChange={setRating} error={failure?.fieldErrors?.rating} />
        <div className="space-y-1.5">
          <label htmlFor={`${id}-comment`} className="block text-sm font-medium">
            Your review <span className="font-normal text-muted-foreground">(optional)</span>
          </label>
          <textarea
            id={`${id}-comment`}
            name="comment"
            rows={4}
            maxLength={reviewCommentMax}
            defaultValue={failure?.values?.comment ?? ""}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={commentError ? `${id}-comment-error` : undefined}
            className={inputClassName}
          />
          <FieldError id={`${id}-comment-error`} message={commentError} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={(hydrated && rating === 0) || submitting}>
            {submitting ? "Submitting…" : "Submit Review"}
          </Button>
          <Button
            type="button"
            variant="secondary"
            className="requires-js"
            onClick={() => {
              formRef.current?.reset();
              setRating(0);
              setOpen(false);
            }}
          >
            Cancel
          </Button>
        </div>
      </fetcher.Form>
    </details>
  );
}

import { Star } from "lucide-react";
import { useId } from "react";

/**
 * A 1–5 star rating as a radio group (arrow keys move between stars). Works without JavaScript;
 * with it, the stars up to the chosen one fill in.
 */
export function RatingInput({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (value: number) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">
        Your rating
        <span aria-hidden="true" className="text-destructive-text">
          {" "}
          *
        </span>
      </legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className="relative cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name="rating"
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              required
              className="peer absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <Star
              aria-hidden="true"
              className={`size-7 peer-checked:fill-amber-500 peer-checked:text-amber-600 ${star <= value ? "fill-amber-500 text-amber-600" : "text-muted-foreground"}`}
            />
            <span className="sr-only">
              {star} {star === 1 ? "star" : "stars"}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

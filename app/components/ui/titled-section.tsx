import { type ReactNode, useId } from "react";

/**
 * A part of a page named by its heading: the section points at the heading with aria-labelledby, so
 * screen readers list it as a region under that name. `className` and `titleClassName` give its look;
 * `intro` is the line under the title (kept with it when `grouped`). Pass `id` when something else
 * (a form) is named by the same heading.
 */
export function TitledSection({
  title,
  id,
  level = 2,
  className,
  titleClassName = "text-lg font-semibold",
  intro,
  grouped = false,
  children,
}: {
  title: ReactNode;
  id?: string;
  level?: 2 | 3;
  className?: string;
  titleClassName?: string;
  intro?: string;
  grouped?: boolean;
  children?: ReactNode;
}) {
  const generated = useId();
  const titleId = id ?? generated;
  const Heading = level === 2 ? "h2" : "h3";
  const heading = (
    <Heading id={titleId} className={titleClassName}>
      {title}
    </Heading>
  );
  return (
    <section aria-labelledby={titleId} className={className}>
      {grouped ? (
        <div>
          {heading}
          {intro ? <p className="mt-1 text-sm text-muted-foreground">{intro}</p> : null}
        </div>
      ) : (
        <>
          {heading}
          {intro ? <p className="text-sm text-muted-foreground">{intro}</p> : null}
        </>
      )}
      {children}
    </section>
  );
}

import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";

/** "Loading …" with a spinner, announced politely. */
export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      {children}
    </p>
  );
}

/** A short problem note (a part of the page could not load), announced at once. */
export function ProblemAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md bg-muted px-3 py-2 text-sm">
      {children}
    </p>
  );
}

import { Printer } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { ShareButton } from "~/components/ui/share-button";

/**
 * The product header's actions: `children` (Compare), Share and Print; they need JavaScript, so they show
 * only with it.
 */
export function SharePrint({ title, path, children }: { title: string; path: string; children?: ReactNode }) {
  return (
    <div className="requires-js flex flex-wrap gap-2">
      {children}
      <ShareButton title={title} path={path} />
      <Button variant="secondary" size="sm" onClick={() => window.print()}>
        <Printer aria-hidden="true" className="size-4" />
        Print
      </Button>
    </div>
  );
}

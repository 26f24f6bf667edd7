import { PackageSearch } from "lucide-react";
import type { ReactNode } from "react";

/** What a product list shows when nothing matches, with a way out. */
export function EmptyProducts({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-16 text-center">
      <PackageSearch aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="text-lg font-semibold">{title}</p>
      {children}
    </div>
  );
}

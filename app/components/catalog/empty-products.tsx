import { PackageSearch } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { productListTexts } from "#common/i18n/product-list";
import { buttonClassName } from "~/components/ui/button";
import { usePageTexts } from "~/lib/locale";

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

/** A page number past the end of a list that has products: offer its first page (other parameters kept). */
export function PastLastPage() {
  const location = useLocation();
  const texts = usePageTexts(productListTexts);
  const firstPage = new URLSearchParams(location.search);
  firstPage.delete("page");
  return (
    <EmptyProducts title={texts.noProductsOnPage}>
      <Link to={`${location.pathname}?${firstPage}`} className={buttonClassName("secondary")}>
        {texts.firstPage}
      </Link>
    </EmptyProducts>
  );
}

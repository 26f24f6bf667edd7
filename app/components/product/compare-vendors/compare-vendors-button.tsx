import { Columns3 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { compareVendorsTexts } from "#common/i18n/compare-vendors";
import { Button } from "~/components/ui/button";
import { usePageTexts } from "~/lib/locale";

// The overlay's code loads the first time it opens: most visitors never compare, and the product page has a
// script budget.
const CompareVendorsDialog = lazy(() =>
  import("./compare-vendors-dialog").then((module) => ({ default: module.CompareVendorsDialog })),
);

/** The header's Compare button; a shared link with `?compare=1` opens the overlay at once. */
export function CompareVendorsButton({ productId, productName }: { productId: string; productName: string }) {
  const texts = usePageTexts(compareVendorsTexts);
  const [searchParams] = useSearchParams();
  const [open, setOpen] = useState(searchParams.get("compare") === "1");
  const [everOpened, setEverOpened] = useState(open);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
      >
        <Columns3 aria-hidden="true" className="size-4" />
        {texts.open}
      </Button>
      {everOpened ? (
        <Suspense fallback={null}>
          <CompareVendorsDialog
            productId={productId}
            productName={productName}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

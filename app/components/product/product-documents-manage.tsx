import { productDocumentsPath } from "#common/paths";
import { formMessage } from "#common/action-failure";
import { useEffect, useId, useRef, useState } from "react";
import { useActionData, useFetcher, useRevalidator } from "react-router";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { useFileSizeCheck } from "~/lib/use-file-size-check";
import { useHydrated } from "~/lib/use-hydrated";
import type { ProductDocumentsResult } from "~/routes/storefront/product";
import type { ProductDocument } from "./product-documents";

/** The file picker's hint; the server decides the type from the bytes. */
const documentAccept = ".pdf,.png,.jpg,.jpeg,.webp,.docx,.xlsx";

/** Reloads the page's data after a change the server confirmed, and tells the vendor how it went. */
function useDocumentChange() {
  const fetcher = useFetcher<ProductDocumentsResult>();
  const { revalidate } = useRevalidator();
  const reported = useRef<ProductDocumentsResult | undefined>(undefined);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!result || reported.current === result) return;
    reported.current = result;
    if (result.ok) {
      toast.success(result.message);
      void revalidate();
    } else {
      const message = formMessage(result);
      if (message) toast.error(message);
    }
  }, [result, revalidate]);
  return { fetcher, result };
}

export function AddDocument({ productId }: { productId: string }) {
  const id = useId();
  const { fetcher, result } = useDocumentChange();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // A post sent before the page was interactive (or without JavaScript) comes back as the page's action data.
  const posted = useActionData<{ intent?: unknown } | undefined>();
  const pagePosted = posted?.intent === "upload" ? (posted as ProductDocumentsResult) : undefined;
  const latest = fetcher.state === "idle" ? (fetcher.data ?? pagePosted) : undefined;
  const failure = latest && !latest.ok ? latest : null;
  const sizeCheck = useFileSizeCheck();
  const fileError = sizeCheck.error ?? failure?.fieldErrors?.file;
  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={productDocumentsPath(productId)}
      encType="multipart/form-data"
      className="space-y-3 rounded-lg border border-border p-4"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="font-semibold">
        Add a document
      </h3>
      <input type="hidden" name="intent" value="upload" />
      {/* Without JavaScript the post is a page load: back to the tab with a notice, or to this form with why not. */}
      {hydrated ? <input type="hidden" name="respond" value="json" /> : null}
      <TextField
        label="Name"
        name="name"
        defaultValue={failure?.values?.name}
        error={failure?.fieldErrors?.name}
        description="Shown to buyers; the file's name when left empty."
      />
      <div className="space-y-1.5">
        <label htmlFor={`${id}-file`} className="block text-sm font-medium">
          File
        </label>
        <p id={`${id}-file-hint`} className="text-sm text-muted-foreground">
          PDF, PNG, JPEG, WebP, Word (.docx) or Excel (.xlsx), at most 10 MB.
        </p>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          required
          accept={documentAccept}
          onChange={sizeCheck.onChange}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${id}-file-hint${fileError ? ` ${id}-file-error` : ""}`}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-card file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
        {fileError ? (
          <p id={`${id}-file-error`} className="text-sm text-destructive-text">
            {fileError}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? "Uploading…" : "Upload document"}
      </Button>
    </fetcher.Form>
  );
}

export function RemoveDocument({ productId, document }: { productId: string; document: ProductDocument }) {
  const { fetcher } = useDocumentChange();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="ghost" size="sm" className="requires-js" onClick={() => setConfirming(true)}>
        Remove <span className="sr-only">{document.name}</span>
      </Button>
    );
  }
  return (
    <fetcher.Form method="post" action={productDocumentsPath(productId)} className="flex items-center gap-2">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="respond" value="json" />
      <input type="hidden" name="documentId" value={document.id} />
      <span className="text-sm">Remove “{document.name}”?</span>
      <Button type="submit" variant="destructive" size="sm" disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? "Removing…" : "Yes, remove"}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
        Cancel
      </Button>
    </fetcher.Form>
  );
}

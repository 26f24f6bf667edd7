import { documentPath } from "#common/paths";
import { Download, FileText } from "lucide-react";
import { lazy, Suspense } from "react";

// Only the product's vendor manages documents: buyers never download that code.
const AddDocument = lazy(() =>
  import("./product-documents-manage").then((module) => ({ default: module.AddDocument })),
);
const RemoveDocument = lazy(() =>
  import("./product-documents-manage").then((module) => ({ default: module.RemoveDocument })),
);

export interface ProductDocument {
  id: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
}

/** The most documents a product can have, as the server enforces it. */
const documentLimit = 5;

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The Documents tab: the vendor's documents, each a real download. The
 * product's own vendor also adds (PDF, image, Word or Excel; 10 MB; 5 a product) and removes them.
 */
export function ProductDocuments({
  productId,
  documents,
  canManage,
}: {
  productId: string;
  documents: readonly ProductDocument[];
  canManage: boolean;
}) {
  return (
    <div className="max-w-3xl space-y-6">
      {documents.length === 0 ? (
        <p className="text-muted-foreground">No documents yet.</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center gap-3 p-3">
              <FileText aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{document.name}</p>
                <p className="text-xs text-muted-foreground">{fileSize(document.sizeBytes)}</p>
              </div>
              <a
                href={documentPath(document.id)}
                download
                className="inline-flex items-center gap-1.5 rounded-md border border-border px-3 py-1.5 text-sm font-medium hover:bg-muted"
              >
                <Download aria-hidden="true" className="size-4" />
                Download <span className="sr-only">{document.name}</span>
              </a>
              {canManage ? (
                <Suspense fallback={null}>
                  <RemoveDocument productId={productId} document={document} />
                </Suspense>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canManage && documents.length < documentLimit ? (
        <Suspense fallback={null}>
          <AddDocument productId={productId} />
        </Suspense>
      ) : null}
      {canManage && documents.length >= documentLimit ? (
        <p className="text-sm text-muted-foreground">
          This product has {documentLimit} documents, the most it can have. Remove one to add another.
        </p>
      ) : null}
    </div>
  );
}

import { formatMegabytes } from "~/modules/files/limits";
import { documentKindLabel } from "~/modules/product-editor/media";

/** The product page's downloads: datasheets, safety data sheets and certificates of analysis (PDF). */
export function ProductDocuments({
  documents,
}: {
  documents: { id: string; kind: string; title: string; url: string; size: number }[];
}) {
  if (documents.length === 0) return null;
  return (
    <section className="mt-12" aria-labelledby="documents-heading" data-testid="product-documents">
      <h2 id="documents-heading" className="text-2xl font-semibold">
        Documents
      </h2>
      <ul className="mt-4 max-w-3xl divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {documents.map((d) => (
          // Title left, kind and size right on every row, however long a title is (a long one wraps in its own
          // column instead of pushing its kind onto the next line while shorter rows keep it beside them).
          <li key={d.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
            <a
              href={d.url}
              download
              className="font-semibold text-brand-700 underline sm:min-w-0 sm:flex-1 dark:text-brand-100"
            >
              {d.title}
            </a>
            <span className="text-slate-600 sm:shrink-0 dark:text-slate-400">
              {/* "PDF, 12 KB"; "PDF, 2.5 MB" from a megabyte up (uploads go to 20 MB). */}
              {documentKindLabel(d.kind)} · PDF, {formatMegabytes(d.size)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

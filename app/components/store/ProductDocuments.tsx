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
          <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <a href={d.url} download className="font-semibold text-brand-700 underline dark:text-brand-100">
              {d.title}
            </a>
            <span className="text-slate-600 dark:text-slate-400">
              {/* "PDF, 12 KB"; "PDF, 2.5 MB" from a megabyte up (uploads go to 20 MB). */}
              {documentKindLabel(d.kind)} · PDF, {formatMegabytes(d.size)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

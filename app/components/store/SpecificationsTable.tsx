import type { SpecificationGroup } from "~/modules/catalog/specifications";

/** The product page's grouped specifications table (one table, a header row per group). */
export function SpecificationsTable({
  groups,
  variantTitle,
}: {
  groups: SpecificationGroup[];
  variantTitle: string | null;
}) {
  if (groups.length === 0) return null;
  const variesByVariant = groups.some((g) => g.rows.some((r) => r.variantSpecific));
  return (
    <section className="mt-12" aria-labelledby="specifications-heading" data-testid="specifications">
      <h2 id="specifications-heading" className="text-2xl font-semibold">
        Technical specifications
      </h2>
      {variesByVariant && variantTitle ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Values marked * are for the selected option: {variantTitle}.
        </p>
      ) : null}
      <table className="mt-4 w-full max-w-3xl border-collapse text-left text-sm">
        {groups.map((group) => (
          <tbody key={group.title} className="border-t border-slate-200 dark:border-slate-800">
            <tr>
              <th
                scope="colgroup"
                colSpan={2}
                className="bg-slate-50 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-700 dark:bg-slate-900 dark:text-slate-300"
              >
                {group.title}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.key} className="border-t border-slate-100 dark:border-slate-800" data-testid="spec-row">
                <th scope="row" className="w-2/5 px-3 py-2 align-top font-medium text-slate-600 dark:text-slate-400">
                  {row.label}
                </th>
                <td className="px-3 py-2 align-top text-slate-900 dark:text-slate-100">
                  {row.value}
                  {row.variantSpecific ? (
                    <>
                      <span aria-hidden="true">*</span>
                      <span className="sr-only"> (selected option)</span>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </section>
  );
}

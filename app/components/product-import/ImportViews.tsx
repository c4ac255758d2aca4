// The bulk import screens' parts: the column guide, an import's progress and summary, its errors and the list of
// recent imports. Plain server-rendered markup: everything reads without JavaScript.
import { Link } from "react-router";
import { StatCard } from "~/components/dashboard/DashboardShell";
import { BASE_COLUMNS, COLUMN_HELP, SPEC_COLUMN_HELP } from "~/modules/product-import/import-rows";

export interface ImportView {
  id: string;
  fileName: string;
  status: "queued" | "running" | "done" | "failed";
  totalRows: number;
  processedRows: number;
  createdRows: number;
  updatedRows: number;
  unchangedRows: number;
  failedRows: number;
  errorCount: number;
  message: string | null;
  createdAt: string | Date;
  finishedAt: string | Date | null;
}

export const importPath = (id: string) => `/brand-dashboard/products/import/${encodeURIComponent(id)}`;

const STATUS_TEXT: Record<ImportView["status"], string> = {
  queued: "Waiting to start",
  running: "Importing",
  done: "Finished",
  failed: "Stopped",
};

export function ColumnGuide() {
  return (
    <details className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <summary className="cursor-pointer font-semibold">Columns of the file</summary>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
        {BASE_COLUMNS.map((c) => (
          <div key={c} className="contents">
            <dt className="font-mono text-slate-900 dark:text-slate-100">{c}</dt>
            <dd className="text-slate-700 dark:text-slate-300">{COLUMN_HELP[c]}</dd>
          </div>
        ))}
        <dt className="font-mono text-slate-900 dark:text-slate-100">spec.&lt;key&gt;</dt>
        <dd className="text-slate-700 dark:text-slate-300">{SPEC_COLUMN_HELP}</dd>
      </dl>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        Row numbers in the error report count the header as row 1, as a spreadsheet does. Rows are matched by SKU: a row
        whose values equal what is stored changes nothing, so uploading the same file twice is safe.
      </p>
    </details>
  );
}

export function ImportProgress({ item }: { item: ImportView }) {
  const running = item.status === "queued" || item.status === "running";
  const percent = item.totalRows ? Math.min(100, Math.round((item.processedRows / item.totalRows) * 100)) : 0;
  return (
    <section aria-live="polite" data-testid="import-status" data-status={item.status}>
      <p className="text-lg font-semibold">
        {STATUS_TEXT[item.status]}
        {running
          ? ` — ${item.processedRows.toLocaleString("en-US")} of ${item.totalRows.toLocaleString("en-US")} rows`
          : ""}
      </p>
      {running ? (
        <>
          <div
            className="mt-3 h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label="Import progress"
          >
            <div className="h-full bg-brand-600" style={{ width: `${percent}%` }} />
          </div>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            This page refreshes by itself every few seconds. You may leave it: the import continues.
          </p>
        </>
      ) : null}
      {item.message ? (
        <p
          role="alert"
          className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {item.message}
        </p>
      ) : null}
      <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatCard label="Created" value={item.createdRows.toLocaleString("en-US")} testId="import-created" />
        <StatCard label="Updated" value={item.updatedRows.toLocaleString("en-US")} testId="import-updated" />
        <StatCard label="Unchanged" value={item.unchangedRows.toLocaleString("en-US")} testId="import-unchanged" />
        <StatCard label="Failed" value={item.failedRows.toLocaleString("en-US")} testId="import-failed" />
      </div>
    </section>
  );
}

export function ImportErrors({
  id,
  errors,
  total,
}: {
  id: string;
  errors: { row: number; column: string; message: string }[];
  total: number;
}) {
  if (!total) return null;
  return (
    <section className="mt-6" data-testid="import-errors">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">
          {total.toLocaleString("en-US")} row error{total === 1 ? "" : "s"}
        </h2>
        <a
          href={`${importPath(id)}/errors.csv`}
          download
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
          data-testid="error-report"
        >
          Download the error report (CSV)
        </a>
      </div>
      {total > errors.length ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">The first {errors.length} are listed here.</p>
      ) : null}
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-slate-600 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-2 pr-4">
                Row
              </th>
              <th scope="col" className="py-2 pr-4">
                Column
              </th>
              <th scope="col" className="py-2">
                Message
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {errors.map((e, i) => (
              <tr key={i}>
                <td className="py-2 pr-4 font-mono">{e.row}</td>
                <td className="py-2 pr-4 font-mono break-all">{e.column}</td>
                <td className="py-2">{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function RecentImports({ imports }: { imports: ImportView[] }) {
  if (!imports.length) return null;
  return (
    <section className="mt-8">
      <h2 className="text-lg font-semibold">Recent imports</h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {imports.map((i) => (
          <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
            <Link to={importPath(i.id)} className="font-medium text-brand-700 hover:underline dark:text-brand-100">
              {i.fileName}
            </Link>
            <span className="text-slate-600 dark:text-slate-400">
              {new Date(i.createdAt).toISOString().slice(0, 16).replace("T", " ")} UTC · {STATUS_TEXT[i.status]} ·{" "}
              {i.createdRows} created, {i.updatedRows} updated, {i.failedRows} failed
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

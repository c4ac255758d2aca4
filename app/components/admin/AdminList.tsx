// The one list/table shape of the admin sections: a bordered table that turns into stacked cards on a phone (each
// cell labelled with its column's header, actions included; the `stack-table` rule of tailwind.css) and keeps its
// minimum width from a tablet up, and a divided list of rows (what the row is, then its actions).
// Both keep their rows' test ids and data attributes, set by the caller.
import type { ReactNode } from "react";

export type AdminColumn<Row> = {
  /** the column header, a `<th scope="col">` */
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** extra classes on the column's `<td>` (e.g. `font-medium`, `capitalize`) */
  className?: string;
  /** extra attributes on the column's `<td>` (e.g. a test id) */
  cellProps?: Record<`data-${string}`, string>;
  /** the cell's label in the stacked cards of a phone; defaults to the header when it is text */
  label?: string;
};

type RowAttributes = Record<`data-${string}`, string | number | undefined>;

export function AdminTable<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  empty,
  minWidth = "min-w-[640px]",
  spacious = false,
  className = "",
}: {
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** the row's test id and data attributes */
  rowProps?: (row: Row) => RowAttributes;
  /** shown in one full-width row when there are no rows (callers that show an EmptyState instead leave it out) */
  empty?: ReactNode;
  /** a Tailwind `min-w-[…]`: below it the table scrolls inside its border instead of squeezing its columns */
  minWidth?: string;
  /** roomier cells and corners (the users table) */
  spacious?: boolean;
  className?: string;
}) {
  const cell = spacious ? "px-4 py-3" : "px-3 py-2";
  return (
    <div
      className={`overflow-x-auto border border-slate-200 dark:border-slate-700 ${spacious ? "rounded-2xl" : "rounded-xl"} ${className}`}
    >
      <table className={`stack-table w-full ${minWidth} text-left text-sm`}>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className={cell}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {rows.length === 0 && empty ? (
            <tr>
              <td
                colSpan={columns.length}
                className={`${spacious ? "px-4 py-6" : "px-3 py-4"} text-center text-slate-700 dark:text-slate-300`}
              >
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((column, i) => (
                  <td
                    key={i}
                    className={`${cell} ${column.className ?? ""}`}
                    data-label={column.label ?? (typeof column.header === "string" ? column.header : undefined)}
                    {...column.cellProps}
                  >
                    {column.cell(row, index)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** One row of an AdminItemList: an optional picture, the name, a line about it, and its actions. */
export type AdminItem = {
  media?: ReactNode;
  title: ReactNode;
  meta?: ReactNode;
  actions?: ReactNode;
};

export function AdminItemList<Row>({
  rows,
  rowKey,
  rowProps,
  item,
  align = "center",
  className = "",
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** the row's test id and data attributes */
  rowProps?: (row: Row) => RowAttributes;
  item: (row: Row) => AdminItem;
  /** `end` lines the actions up with the bottom of the text (rows whose actions hold a labelled input) */
  align?: "center" | "end";
  className?: string;
}) {
  const items = align === "end" ? "items-end" : "items-center";
  return (
    <ul className={`divide-y divide-slate-200 dark:divide-slate-700 ${className}`}>
      {rows.map((row) => {
        const { media, title, meta, actions } = item(row);
        const text = (
          <div>
            <p className="font-medium">{title}</p>
            {meta ? <p className="text-xs text-slate-600 dark:text-slate-400">{meta}</p> : null}
          </div>
        );
        return (
          <li key={rowKey(row)} className={`flex flex-wrap ${items} justify-between gap-3 py-3`} {...rowProps?.(row)}>
            {media ? (
              <div className="flex items-center gap-3">
                {media}
                {text}
              </div>
            ) : (
              text
            )}
            {actions ? <div className={`flex flex-wrap ${items} gap-2`}>{actions}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}

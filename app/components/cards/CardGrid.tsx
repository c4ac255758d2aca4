import type { ReactNode } from "react";

const COLUMNS = {
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** A responsive list of cards: one column on phones, two on tablets, `columns` on desktops. */
export function CardGrid<T extends { id: string | number }>({
  items,
  columns,
  children,
  className = "",
  testId,
}: {
  items: readonly T[];
  columns: keyof typeof COLUMNS;
  children: (item: T, index: number) => ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <ul className={`grid gap-6 ${COLUMNS[columns]} ${className}`.trim()} data-testid={testId}>
      {items.map((item, index) => (
        <li key={item.id}>{children(item, index)}</li>
      ))}
    </ul>
  );
}

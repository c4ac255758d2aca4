// A daily series as a server-rendered SVG column chart: readable without JavaScript, scales with its container,
// follows the theme through currentColor, and carries its figures in a table (a disclosure anyone can open and
// screen readers read) instead of relying on the picture.
import type { ReactNode } from "react";
import { chartScale, compactNumber, hasChartData, shortDayLabel, valueToY } from "./chart-scale";

// Drawn at about the width it is shown, so its 13-unit labels stay ~13 px: a phone gets the narrow drawing, a wider
// screen the wide one (CSS shows one; the hidden one is hidden from screen readers too).
const DRAWINGS = [
  { width: 320, labels: 4, className: "sm:hidden" },
  { width: 600, labels: 6, className: "hidden sm:block" },
] as const;
const HEIGHT = 200;
const PLOT = { left: 42, right: 16, top: 10, bottom: 26 };
const FONT = 13;

export function DailyChart({
  title,
  days,
  values,
  format = (value) => value.toLocaleString("en-US"),
  testId,
}: {
  title: string;
  /** ISO dates, one per value. */
  days: string[];
  values: number[];
  format?: (value: number) => string;
  testId?: string;
}) {
  const total = values.reduce((sum, value) => sum + value, 0);
  const label = `${title}: ${format(total)} in ${days.length} days, at most ${format(Math.max(0, ...values))} on one day`;
  const empty = !hasChartData(values);
  return (
    <figure
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      data-testid={testId}
      data-empty={empty ? "true" : undefined}
    >
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {format(total)} in {days.length} days
        </span>
      </figcaption>
      {empty ? (
        <ChartEmptyState days={days.length} />
      ) : (
        DRAWINGS.map((drawing) => (
          <ColumnsSvg
            key={drawing.width}
            width={drawing.width}
            labels={drawing.labels}
            className={drawing.className}
            days={days}
            values={values}
            format={format}
            label={label}
          />
        ))
      )}
      <ChartDataTable
        caption={`${title} per day`}
        heading={title}
        days={days}
        cells={days.map((_, index) => format(values[index] ?? 0))}
      />
    </figure>
  );
}

/** What a chart shows instead of an empty frame when nothing happened in the period. */
export function ChartEmptyState({ days, children }: { days: number; children?: ReactNode }) {
  return (
    <p
      className="mt-3 rounded-lg bg-slate-50 px-3 py-4 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300"
      data-testid="chart-empty"
    >
      {children ?? `Nothing yet in these ${days} days.`}
    </p>
  );
}

/** The figures of a chart as a table, in a disclosure anyone can open and screen readers read. */
export function ChartDataTable({
  caption,
  heading,
  days,
  cells,
}: {
  caption: string;
  heading: string;
  days: string[];
  cells: string[];
}) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-brand-700 underline dark:text-brand-100">Data table</summary>
      {/* A region that scrolls (90 days of rows) must be reachable by keyboard to scroll it (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focusable scroll region, named, is what WCAG asks for here */}
      <div className="mt-2 max-h-64 overflow-auto" tabIndex={0} role="region" aria-label={caption}>
        <table className="w-full text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4 font-medium">
                Day
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {heading}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day} className="border-t border-slate-100 dark:border-slate-800">
                <td className="py-1 pr-4">{day}</td>
                <td className="py-1 text-right tabular-nums">{cells[index]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function ColumnsSvg({
  width,
  labels,
  className,
  days,
  values,
  format,
  label,
}: {
  width: number;
  /** About how many day labels fit under the columns. */
  labels: number;
  className: string;
  days: string[];
  values: number[];
  format: (value: number) => string;
  label: string;
}) {
  const { max, ticks } = chartScale(values);
  const plotWidth = width - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const step = plotWidth / Math.max(values.length, 1);
  const barWidth = Math.max(step * 0.7, 1);
  const y = (value: number) => valueToY(value, max, PLOT.top, plotHeight);
  const labelEvery = Math.ceil(days.length / labels);
  return (
    <svg
      viewBox={`0 0 ${width} ${HEIGHT}`}
      className={`mt-3 h-auto w-full text-brand-600 dark:text-brand-100 ${className}`}
      role="img"
      aria-label={label}
    >
      {ticks.map((tick) => (
        <g key={tick} className="text-slate-300 dark:text-slate-600">
          <line
            x1={PLOT.left}
            x2={width - PLOT.right}
            y1={y(tick)}
            y2={y(tick)}
            stroke="currentColor"
            strokeWidth={1}
          />
          <text
            x={PLOT.left - 6}
            y={y(tick) + 4}
            textAnchor="end"
            fontSize={FONT}
            className="fill-slate-600 dark:fill-slate-400"
          >
            {compactNumber(tick)}
          </text>
        </g>
      ))}
      {values.map((value, index) => (
        <rect
          key={days[index]}
          x={PLOT.left + index * step + (step - barWidth) / 2}
          y={y(value)}
          width={barWidth}
          height={Math.max(PLOT.top + plotHeight - y(value), 0)}
          fill="currentColor"
          rx={Math.min(barWidth / 4, 2)}
        >
          <title>{`${days[index]}: ${format(value)}`}</title>
        </rect>
      ))}
      {days.map((day, index) =>
        // Every labelEvery-th day and the last, unless a regular label would crowd the last one.
        (index % labelEvery === 0 && days.length - 1 - index >= labelEvery) || index === days.length - 1 ? (
          <text
            key={day}
            x={
              index === days.length - 1
                ? PLOT.left + plotWidth
                : index === 0
                  ? PLOT.left
                  : PLOT.left + index * step + step / 2
            }
            y={HEIGHT - 8}
            // The first and last labels align with the plot's edges so they never leave the drawing.
            textAnchor={index === days.length - 1 ? "end" : index === 0 ? "start" : "middle"}
            fontSize={FONT}
            className="fill-slate-600 dark:fill-slate-400"
          >
            {shortDayLabel(day)}
          </text>
        ) : null,
      )}
    </svg>
  );
}

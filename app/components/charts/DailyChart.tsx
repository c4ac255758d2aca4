// A daily series as a server-rendered SVG column chart: readable without JavaScript, scales with its container,
// follows the theme through currentColor, and carries its figures in a table (a disclosure anyone can open and
// screen readers read) instead of relying on the picture.
import { chartScale, compactNumber, shortDayLabel } from "./chart-scale";

// Drawn about as wide as it is shown (a half-width column on desktop, the full width of a phone) so 12-unit text
// stays readable.
const WIDTH = 400;
const HEIGHT = 200;
const PLOT = { left: 40, right: 20, top: 10, bottom: 26 };
const FONT = 12;

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
  const { max, ticks } = chartScale(values);
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const step = plotWidth / Math.max(values.length, 1);
  const barWidth = Math.max(step * 0.7, 1);
  const y = (value: number) => PLOT.top + plotHeight - (max === 0 ? 0 : (value / max) * plotHeight);
  const labelEvery = Math.ceil(days.length / 5);
  return (
    <figure className="rounded-xl border border-slate-200 p-4 dark:border-slate-700" data-testid={testId}>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {format(total)} in {days.length} days
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-3 h-auto w-full text-brand-600 dark:text-brand-100"
        role="img"
        aria-label={`${title}: ${format(total)} in ${days.length} days, at most ${format(Math.max(0, ...values))} on one day`}
      >
        {ticks.map((tick) => (
          <g key={tick} className="text-slate-300 dark:text-slate-600">
            <line
              x1={PLOT.left}
              x2={WIDTH - PLOT.right}
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
          index % labelEvery === 0 || index === days.length - 1 ? (
            <text
              key={day}
              x={PLOT.left + index * step + step / 2}
              y={HEIGHT - 8}
              textAnchor="middle"
              fontSize={FONT}
              className="fill-slate-600 dark:fill-slate-400"
            >
              {shortDayLabel(day)}
            </text>
          ) : null,
        )}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700 underline dark:text-brand-100">Data table</summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{title} per day</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  Day
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {title}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day, index) => (
                <tr key={day} className="border-t border-slate-100 dark:border-slate-800">
                  <td className="py-1 pr-4">{day}</td>
                  <td className="py-1 text-right tabular-nums">{format(values[index] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

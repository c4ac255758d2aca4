import { Link } from "react-router";
import type { RoomFigures } from "~/modules/live/analytics.server";

/** The expert's live room figures per demo: a table of counts, then each demo's poll results as a table. */
export function RoomFiguresPanel({ demos }: { demos: RoomFigures[] }) {
  if (demos.length === 0)
    return (
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        Live room figures appear here after your first live demo.
      </p>
    );
  return (
    <div className="mt-6 space-y-6" data-testid="room-figures">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold">Live rooms</caption>
        <thead>
          <tr className="text-slate-700 dark:text-slate-300">
            <th scope="col" className="py-2">
              Demo
            </th>
            <th scope="col" className="py-2 text-right">
              Peak viewers
            </th>
            <th scope="col" className="py-2 text-right">
              Chat messages
            </th>
            <th scope="col" className="py-2 text-right">
              Questions
            </th>
            <th scope="col" className="py-2 text-right">
              Answered
            </th>
            <th scope="col" className="py-2 text-right">
              Polls
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {demos.map((d) => (
            <tr key={d.id} data-testid="room-figures-demo">
              <th scope="row" className="py-2 font-medium">
                <Link to={`/demo/${encodeURIComponent(d.id)}`} className="hover:underline">
                  {d.title}
                </Link>{" "}
                <span className="text-xs font-normal capitalize text-slate-600 dark:text-slate-400">({d.status})</span>
              </th>
              <td className="py-2 text-right">{d.peakViewers.toLocaleString("en-US")}</td>
              <td className="py-2 text-right">{d.messages.toLocaleString("en-US")}</td>
              <td className="py-2 text-right">{d.questions.toLocaleString("en-US")}</td>
              <td className="py-2 text-right">{d.answered.toLocaleString("en-US")}</td>
              <td className="py-2 text-right">{d.polls.length}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {demos
        .filter((d) => d.polls.length > 0)
        .map((d) => (
          <section key={d.id} aria-label={`Poll results: ${d.title}`}>
            <h3 className="font-semibold">Poll results: {d.title}</h3>
            {d.polls.map((p) => (
              <table key={p.id} className="mt-2 w-full text-left text-sm" data-testid="poll-results">
                <caption className="text-left font-medium">
                  {p.question} ({p.total} {p.total === 1 ? "vote" : "votes"}
                  {p.closed ? "" : ", open"})
                </caption>
                <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                  {p.options.map((o) => (
                    <tr key={o.label}>
                      <th scope="row" className="py-1 font-normal">
                        {o.label}
                      </th>
                      <td className="py-1 text-right">{o.votes}</td>
                      <td className="w-16 py-1 text-right">{p.total ? Math.round((o.votes / p.total) * 100) : 0}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </section>
        ))}
    </div>
  );
}

import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";
import { requireRole } from "~/modules/auth/session.server";
import { formatDateTime } from "~/modules/demos/demos";
import { openExpertInbox } from "~/modules/experts/engagement.server";
import { readTimeZone } from "~/utils/cookies.server";

export const meta: MetaFunction = () => [
  { title: "Inbox | LabMarket" },
  { name: "description", content: "Messages that LabMarket members sent to your expert profile, newest first." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, ["influencer"]);
  const inbox = await openExpertInbox(user.id);
  const timeZone = readTimeZone(request);
  return {
    inbox: inbox
      ? {
          expert: inbox.expert,
          messages: inbox.messages.map((m) => ({
            ...m,
            createdAtText: formatDateTime(new Date(m.createdAt), timeZone),
          })),
        }
      : null,
  };
}

export default function ExpertInbox() {
  const { inbox } = useLoaderData<typeof loader>();
  const unread = inbox?.messages.filter((m) => m.unread).length ?? 0;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Link
        to="/influencer-dashboard"
        className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
      >
        <span aria-hidden="true">←</span> Expert dashboard
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Inbox</h1>
      {!inbox ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
          Your expert page is not linked to your account yet. Messages sent to it will appear here once our team links
          it.
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            Messages to{" "}
            <Link
              to={`/influencer/${inbox.expert.id}`}
              className="font-semibold text-brand-700 underline dark:text-brand-100"
            >
              {inbox.expert.name}
            </Link>
            , newest first.{" "}
            {inbox.messages.length === 0 ? "" : unread === 1 ? "1 new message." : `${unread} new messages.`}
          </p>
          {inbox.messages.length === 0 ? (
            <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
              No messages yet. When members use Message on your profile, their messages arrive here and by e-mail.
            </p>
          ) : (
            <ol className="mt-8 space-y-4" data-testid="inbox">
              {inbox.messages.map((m) => (
                <li
                  key={m.id}
                  data-testid="inbox-message"
                  className={`rounded-xl border p-5 ${
                    m.unread
                      ? "border-brand-500 bg-brand-50/60 dark:border-brand-600 dark:bg-slate-900"
                      : "border-slate-200 dark:border-slate-800"
                  }`}
                >
                  <article aria-labelledby={`msg-${m.id}`}>
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <h2 id={`msg-${m.id}`} className="text-lg font-semibold">
                        {m.unread ? (
                          <span
                            data-testid="unread-badge"
                            className="mr-2 rounded-full bg-brand-600 px-2 py-0.5 align-middle text-xs font-bold text-white"
                          >
                            New
                          </span>
                        ) : null}
                        {m.subject}
                      </h2>
                      <time dateTime={m.createdAt} className="text-sm text-slate-600 dark:text-slate-400">
                        {m.createdAtText}
                      </time>
                    </div>
                    <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                      From {m.senderName}
                      {m.senderCompany ? ` (${m.senderCompany})` : ""} ·{" "}
                      <a
                        href={`mailto:${m.senderEmail}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
                        className="font-medium text-brand-700 underline dark:text-brand-100"
                      >
                        Reply to {m.senderEmail}
                      </a>
                    </p>
                    <p className="mt-3 whitespace-pre-line leading-7 text-slate-800 dark:text-slate-200">{m.body}</p>
                  </article>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
}

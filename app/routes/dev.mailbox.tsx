import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { listDevMailbox } from "~/modules/mail/dev-mailbox.server";
import { isDemoMode } from "~/utils/env.server";

export const meta: MetaFunction = () => [
  { title: "Dev Mailbox | LabMarket" },
  { name: "description", content: "Demo mode only: the e-mails LabMarket would have sent." },
  { name: "robots", content: "noindex" },
];

/** Demo mode only: the outbox, newest first. A real deployment answers 404. */
export async function loader(_args: LoaderFunctionArgs) {
  if (!isDemoMode()) throw new Response("Not Found", { status: 404 });
  return { messages: await listDevMailbox(100) };
}

export default function DevMailbox() {
  const { messages } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">Dev mailbox</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Demo mode: no mail provider is configured, so e-mails are kept here (newest first) and printed to the server
        log. One-time codes for admin accounts and approved brand and expert accounts are never shown here.
      </p>
      {messages.length === 0 ? (
        <p className="mt-8 rounded-lg border border-slate-200 p-6 text-slate-700 dark:border-slate-700 dark:text-slate-300">
          No e-mails yet.
        </p>
      ) : (
        <ol className="mt-8 space-y-4" data-testid="mailbox">
          {messages.map((m) => (
            <li
              key={m.id}
              data-testid="mail"
              data-to={m.to}
              className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-semibold">{m.subject}</h2>
                <time dateTime={m.createdAt} className="text-xs text-slate-600 dark:text-slate-400">
                  {m.createdAt.replace("T", " ").slice(0, 19)} UTC
                </time>
              </div>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                To: <span data-testid="mail-to">{m.to}</span> · {m.status}
                {m.attachments.length ? ` · attachments: ${m.attachments.join(", ")}` : ""}
              </p>
              <pre
                className="mt-3 whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-sm text-slate-800 dark:bg-slate-900 dark:text-slate-200"
                data-testid="mail-text"
              >
                {m.text}
              </pre>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

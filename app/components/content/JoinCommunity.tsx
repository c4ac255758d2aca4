import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useFetcher, type FetcherWithComponents } from "react-router";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { JOIN_AUTO_CLOSE_MS, JOIN_SUBMIT_DELAY_MS, JOIN_THANK_YOU } from "~/modules/community/community";
import { useHydrated } from "./useHydrated";
import { CheckCircleIcon, CloseIcon } from "~/components/ui/icons";

export type JoinActionData = { result: SubmissionResult<string[]> } | { joined: true };

const inputClass =
  "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100";

/** The pre-interest form (full_name, email): a page form on /community/join, a fetcher form in the dialog. */
function JoinForm({
  id,
  lastResult,
  pending,
  source,
  fetcher,
  onSubmit,
}: {
  id: string;
  lastResult: SubmissionResult<string[]> | undefined;
  pending: boolean;
  source: string;
  fetcher?: FetcherWithComponents<JoinActionData>;
  onSubmit?: () => void;
}) {
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultNoValidate: false,
    constraint: { full_name: { required: true }, email: { required: true } },
  });
  const formProps = getFormProps(form);
  const FormTag = fetcher ? fetcher.Form : Form;
  return (
    <FormTag
      method="post"
      action="/community/join"
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        if (!event.defaultPrevented) onSubmit?.();
      }}
      className="mt-5 space-y-4"
      data-testid="join-form"
    >
      <input type="hidden" name="source" value={source} />
      {fetcher ? <input type="hidden" name="intent" value="dialog" /> : null}
      <div>
        <label htmlFor={fields.full_name.id} className="block text-sm font-medium text-slate-700 dark:text-slate-300">Full Name</label>
        <input {...getInputProps(fields.full_name, { type: "text" })} autoComplete="name" className={inputClass} />
        <p id={fields.full_name.errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">{fields.full_name.errors?.[0]}</p>
      </div>
      <div>
        <label htmlFor={fields.email.id} className="block text-sm font-medium text-slate-700 dark:text-slate-300">Email</label>
        <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" className={inputClass} />
        <p id={fields.email.errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">{fields.email.errors?.[0]}</p>
      </div>
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        {pending ? "Submitting..." : "Join the Community"}
      </button>
    </FormTag>
  );
}

export function ThankYou() {
  return (
    <div role="status" className="py-6 text-center" data-testid="join-thank-you">
      <CheckCircleIcon className="mx-auto h-12 w-12 text-emerald-600 dark:text-emerald-400" />
      <h2 className="mt-3 text-xl font-semibold text-slate-900 dark:text-white">{JOIN_THANK_YOU.title}</h2>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{JOIN_THANK_YOU.description}</p>
    </div>
  );
}

/** The full-page form (/community/join): a plain POST that redirects to the thank-you view. */
export function JoinCommunityPageForm({ lastResult, pending, source }: { lastResult?: SubmissionResult<string[]>; pending: boolean; source: string }) {
  return <JoinForm id="join-community-page" lastResult={lastResult} pending={pending} source={source} />;
}

/**
 * 'Join' buttons: a link to /community/join without JavaScript; with it, a modal dialog with the same
 * form posted by a fetcher: a 1 s wait, the thank-you view, then the dialog closes after 3 s and resets.
 */
export function JoinCommunityButton({ children, className, source }: { children: ReactNode; className?: string; source: string }) {
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [round, setRound] = useState(0);
  return (
    <>
      <a
        href={`/community/join?source=${encodeURIComponent(source)}`}
        className={className}
        onClick={(event) => {
          if (!hydrated || !dialogRef.current) return;
          event.preventDefault();
          dialogRef.current.showModal();
        }}
      >
        {children}
      </a>
      {hydrated ? (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes; the native dialog closes on Escape
        <dialog
          ref={dialogRef}
          aria-labelledby="join-dialog-title"
          onClose={() => setRound((r) => r + 1)}
          onClick={(event) => event.target === dialogRef.current && dialogRef.current?.close()}
          className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 dark:bg-slate-900 dark:text-slate-100"
          data-testid="join-dialog"
        >
          <JoinDialogBody key={round} source={source} close={() => dialogRef.current?.close()} />
        </dialog>
      ) : null}
    </>
  );
}

function JoinDialogBody({ source, close }: { source: string; close: () => void }) {
  const fetcher = useFetcher<JoinActionData>();
  const [phase, setPhase] = useState<"form" | "waiting" | "thanks">("form");
  const submittedAt = useRef(0);
  const joined = fetcher.state === "idle" && fetcher.data && "joined" in fetcher.data;
  const lastResult = fetcher.data && "result" in fetcher.data ? fetcher.data.result : undefined;

  useEffect(() => {
    if (!joined || phase === "thanks") return;
    const wait = Math.max(0, JOIN_SUBMIT_DELAY_MS - (Date.now() - submittedAt.current));
    const timer = window.setTimeout(() => setPhase("thanks"), wait);
    return () => window.clearTimeout(timer);
  }, [joined, phase]);
  useEffect(() => {
    if (fetcher.state === "idle" && lastResult) setPhase("form");
  }, [fetcher.state, lastResult]);
  useEffect(() => {
    if (phase !== "thanks") return;
    const timer = window.setTimeout(close, JOIN_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [phase, close]);

  return (
    <div className="p-6">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="join-dialog-title" className="text-xl font-semibold">Join the Community</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Get early access to expert demos, panels and discussions with lab professionals.
          </p>
        </div>
        <button type="button" onClick={close} className="rounded p-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800" aria-label="Close">
          <CloseIcon />
        </button>
      </div>
      {phase === "thanks" ? (
        <ThankYou />
      ) : (
        <JoinForm
          id="join-community-dialog"
          lastResult={lastResult}
          pending={phase === "waiting" || fetcher.state !== "idle"}
          source={source}
          fetcher={fetcher}
          onSubmit={() => {
            submittedAt.current = Date.now();
            setPhase("waiting");
          }}
        />
      )}
    </div>
  );
}

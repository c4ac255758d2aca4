import { Form, Link, useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { demoActionLabel, type DemoStatus } from "~/modules/demos/demos";

/** Whether someone is signed in (the root loader's header user): decides which demo buttons show. */
export function useSignedIn(): boolean {
  const root = useRouteLoaderData("root") as { user?: unknown } | undefined;
  return Boolean(root?.user);
}

/** The page to come back to after a demo action: the one the visitor is on. */
function useHere(): string {
  const location = useLocation();
  return location.pathname + location.search;
}

const primaryClass: Record<DemoStatus, string> = {
  live: "bg-red-600 text-white hover:bg-red-700",
  upcoming:
    "border border-brand-600 text-brand-700 hover:bg-brand-50 dark:border-brand-500 dark:text-brand-100 dark:hover:bg-slate-800",
  replay: "bg-brand-600 text-white hover:bg-brand-700",
  cancelled: "",
};

/**
 * The status-driven button (spec §2): Join Now and Set Reminder are form posts to /demo/{id} (they check the
 * login on the server and come back here with a notice); Watch Replay opens the recording.
 */
export function DemoPrimaryAction({
  demo,
  size = "md",
}: {
  demo: { id: string; title: string; status: DemoStatus };
  size?: "md" | "lg";
}) {
  const here = useHere();
  const label = demoActionLabel(demo.status);
  if (label === null) return null; // a cancelled demo: nothing to join, remind or watch
  const className = `inline-block rounded-md font-semibold ${size === "lg" ? "px-5 py-2.5" : "px-4 py-2 text-sm"} ${primaryClass[demo.status]}`;
  const href = `/demo/${demo.id}`;
  if (demo.status === "replay") {
    return (
      <Link to={href} aria-label={`${label}: ${demo.title}`} className={className}>
        {label}
      </Link>
    );
  }
  return (
    <Form method="post" action={href} preventScrollReset className="inline">
      <input type="hidden" name="intent" value={demo.status === "live" ? "join" : "remind"} />
      <input type="hidden" name="redirectTo" value={here} />
      <button type="submit" aria-label={`${label}: ${demo.title}`} className={className}>
        {label}
      </button>
    </Form>
  );
}

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z" />
    </svg>
  );
}

/** Save / Unsave: a form post; with JavaScript a fetcher that shows the new state at once. */
export function SaveDemoButton({
  demo,
  saved,
  iconOnly = false,
}: {
  demo: { id: string; title: string };
  saved: boolean;
  iconOnly?: boolean;
}) {
  const fetcher = useFetcher({ key: `save-demo-${demo.id}` });
  const here = useHere();
  const pending = fetcher.formData?.get("intent");
  const showSaved = pending === "save" ? true : pending === "unsave" ? false : saved;
  const label = showSaved ? "Saved" : "Save";
  return (
    <fetcher.Form method="post" action={`/demo/${demo.id}`} preventScrollReset className="inline">
      <input type="hidden" name="intent" value={showSaved ? "unsave" : "save"} />
      <input type="hidden" name="redirectTo" value={here} />
      <button
        type="submit"
        aria-pressed={showSaved}
        aria-label={iconOnly ? `${showSaved ? "Unsave" : "Save"}: ${demo.title}` : undefined}
        data-testid="save-demo"
        className={`inline-flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-semibold ${
          showSaved
            ? "border-brand-600 bg-brand-50 text-brand-800 dark:border-brand-500 dark:bg-slate-800 dark:text-brand-100"
            : "border-slate-300 text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
        }`}
      >
        <BookmarkIcon filled={showSaved} />
        {iconOnly ? <span className="sr-only">{label}</span> : label}
      </button>
    </fetcher.Form>
  );
}

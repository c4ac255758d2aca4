import { Link } from "react-router";
import {
  DEMO_STATUS_LABELS,
  creatorTypeLabel,
  demoCategoryLabel,
  describeViewers,
  formatDuration,
  type DemoCardData,
  type DemoStatus,
} from "~/modules/demos/demos";
import { DemoPrimaryAction, SaveDemoButton, useSignedIn } from "./DemoActions";
import { CardHeading } from "./Heading";
import { ShareMenu } from "./ShareMenu";

const badgeClass: Record<DemoStatus, string> = {
  live: "bg-red-600 text-white",
  upcoming: "bg-amber-300 text-slate-900",
  replay: "bg-slate-800 text-white dark:bg-slate-700",
  cancelled: "bg-slate-200 text-slate-800 line-through dark:bg-slate-700 dark:text-slate-200",
};

export function DemoStatusBadge({ status, className = "" }: { status: DemoStatus; className?: string }) {
  return (
    <span
      data-testid="demo-status"
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide ${badgeClass[status]} ${className}`}
    >
      {status === "live" ? <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-white" /> : null}
      {DEMO_STATUS_LABELS[status]}
    </span>
  );
}

/**
 * A demo card with thumbnail, facts and the status-driven button (Join Now, Set Reminder, Watch Replay).
 * Signed-in visitors also get Save and Share on live demos (spec §2; Chat and Polls come with a later issue).
 * `shareOrigin` (e.g. "https://labmarket.example") makes the share links absolute; without it Share is left out.
 */
export function DemoCard({
  demo,
  headingLevel = 3,
  lazy = true,
  shareOrigin,
}: {
  demo: DemoCardData;
  headingLevel?: 2 | 3 | 4;
  lazy?: boolean;
  shareOrigin?: string;
}) {
  const href = `/demo/${demo.id}`;
  const viewers = describeViewers(demo.status, demo.viewers);
  const signedIn = useSignedIn();
  const extras = signedIn && demo.status === "live";
  return (
    <article
      data-testid="demo-card"
      data-status={demo.status}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="relative overflow-hidden rounded-t-xl">
        <img
          src={demo.thumbnailUrl}
          alt=""
          width={640}
          height={360}
          loading={lazy ? "lazy" : undefined}
          className="aspect-video w-full bg-slate-100 object-cover dark:bg-slate-800"
        />
        <DemoStatusBadge status={demo.status} className="absolute left-3 top-3" />
        <span className="absolute bottom-3 right-3 rounded bg-slate-900/85 px-2 py-0.5 text-xs font-medium text-white">
          {formatDuration(demo.durationMinutes)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">
          {demoCategoryLabel(demo.category)}
        </p>
        <CardHeading level={headingLevel} className="mt-1 text-lg font-semibold leading-snug">
          <Link to={href} className="hover:text-brand-700 hover:underline dark:hover:text-brand-100">
            {demo.title}
          </Link>
        </CardHeading>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {demo.creatorName} · {creatorTypeLabel(demo.creatorType)}
        </p>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          <time dateTime={demo.startsAt}>{demo.timeText}</time>
        </p>
        {viewers ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{viewers}</p> : null}
        <div className="relative mt-auto flex flex-wrap items-start gap-2 pt-4">
          <DemoPrimaryAction demo={demo} />
          {extras ? (
            <>
              <SaveDemoButton demo={demo} saved={demo.saved ?? false} iconOnly />
              {shareOrigin ? (
                <ShareMenu url={`${shareOrigin}${href}`} title={demo.title} iconOnly panelClassName="inset-x-0" />
              ) : null}
            </>
          ) : null}
        </div>
      </div>
    </article>
  );
}

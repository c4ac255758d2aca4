import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, Link, useActionData, useLoaderData } from "react-router";
import { DecisionForm } from "~/components/requisitions/DecisionForm";
import { handleDecisionPost } from "~/modules/requisitions/decision-action.server";
import { requireRequisitionMember } from "~/modules/requisitions/membership.server";
import { approvalQueue, pageNumber } from "~/modules/requisitions/requisitions.server";
import { summaryRow, utcDateTime } from "~/modules/requisitions/view";
import { redirectWithToast } from "~/utils/cookies.server";
import { formatMoney } from "~/utils/money";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [
  { title: "Approval queue | LabMarket" },
  { name: "robots", content: "noindex" },
];

/** The approver's queue: their organisation's submitted requisitions but their own, oldest first, 20 a page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { member } = await requireRequisitionMember(request);
  if (!member.canApprove) throw new Response("Not found", { status: 404 });
  const page = pageNumber(requestUrl(request).searchParams.get("page"));
  const queue = await approvalQueue(member, page);
  return {
    organisationName: member.organisationName,
    page: queue.page,
    hasNext: queue.hasNext,
    limits: queue.limits.map((l) => ({
      currencyCode: l.currencyCode,
      limit: formatMoney(l.limitCents, { code: l.currencyCode }),
      used: formatMoney(l.usedCents, { code: l.currencyCode }),
    })),
    items: queue.items.map((row) => ({
      ...summaryRow(row),
      note: row.note,
      neededBy: row.neededBy ? row.neededBy.toISOString().slice(0, 10) : null,
      withinLimit: row.withinLimit,
      lines: row.lines,
      submittedAt: utcDateTime(row.createdAt),
    })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const result = await handleDecisionPost(request);
  if (result.ok) return redirectWithToast("/requisitions/approvals", result);
  return data(result, { status: result.status });
}

export default function ApprovalQueue() {
  const { organisationName, items, page, hasNext, limits } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/requisitions" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
        ← Requisitions
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">Approval queue</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Requisitions of {organisationName} waiting for approval, oldest first. You never see your own here.
      </p>
      {limits.length > 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="approver-limits">
          Your monthly limit:{" "}
          {limits.map((l) => `${l.used} of ${l.limit} approved (${l.currencyCode.toUpperCase()})`).join(" · ")}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-6 text-center dark:border-slate-700">
          Nothing waits for your approval.
        </p>
      ) : (
        <ol className="mt-6 space-y-4" data-testid="approval-queue">
          {items.map((item) => (
            <li key={item.id} className="rounded-xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-semibold">
                  <Link to={`/requisitions/${item.id}`} className="text-brand-700 underline dark:text-brand-100">
                    R-{item.number}
                  </Link>{" "}
                  <span className="font-normal text-slate-600 dark:text-slate-400">by {item.requesterName}</span>
                </h2>
                <span className="text-lg font-semibold" data-testid="queue-total">
                  {item.total}
                </span>
              </div>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                Submitted {item.submittedAt} UTC{item.neededBy ? ` · needed by ${item.neededBy}` : ""}
              </p>
              <ul className="mt-2 text-sm">
                {item.lines.map((line, i) => (
                  <li key={i}>
                    {line.quantity} × {line.productTitle}
                  </li>
                ))}
                {item.lineCount > item.lines.length ? <li>and {item.lineCount - item.lines.length} more</li> : null}
              </ul>
              {item.note ? (
                <blockquote className="mt-2 border-l-4 border-slate-300 pl-3 text-sm italic dark:border-slate-600">
                  {item.note}
                </blockquote>
              ) : null}
              {!item.withinLimit ? (
                <p className="mt-2 text-sm font-medium text-amber-800 dark:text-amber-200">
                  Above what is left of your monthly limit: another approver can approve it.
                </p>
              ) : null}
              <div className="mt-3">
                <DecisionForm
                  requisitionId={item.id}
                  number={item.number}
                  canApprove={item.withinLimit}
                  error={failed && !failed.ok && failed.requisitionId === item.id ? failed.error : undefined}
                  comment={failed && !failed.ok && failed.requisitionId === item.id ? failed.comment : undefined}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <nav aria-label="Pages" className="mt-6 flex gap-4 text-sm">
        {page > 1 ? <Link to={`?page=${page - 1}`}>← Previous</Link> : null}
        {hasNext ? <Link to={`?page=${page + 1}`}>Next →</Link> : null}
      </nav>
    </div>
  );
}

import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";
import { RequisitionList } from "~/components/requisitions/RequisitionList";
import { requireRequisitionMember } from "~/modules/requisitions/membership.server";
import {
  approvalRuleOf,
  listAwaitingOrder,
  listMyRequisitions,
  pageNumber,
} from "~/modules/requisitions/requisitions.server";
import { summaryRow } from "~/modules/requisitions/view";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [{ title: "Requisitions | LabMarket" }, { name: "robots", content: "noindex" }];

/** The member's own requisitions (newest first, paged) and, for whoever may order, the approved ones to order. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { member } = await requireRequisitionMember(request);
  const page = pageNumber(requestUrl(request).searchParams.get("page"));
  const { requesterMayOrder } = await approvalRuleOf(member.organisationId);
  const [mine, awaiting] = await Promise.all([
    listMyRequisitions(member, page),
    listAwaitingOrder(member, requesterMayOrder),
  ]);
  return {
    organisationName: member.organisationName,
    canApprove: member.canApprove,
    canAdminister: member.canAdminister,
    mine: { ...mine, items: mine.items.map(summaryRow) },
    awaiting: awaiting.map(summaryRow),
  };
}

export default function Requisitions() {
  const { organisationName, canApprove, canAdminister, mine, awaiting } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Requisitions</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        {organisationName}: carts sent for approval before they are ordered.{" "}
        {canApprove ? (
          <Link to="/requisitions/approvals" className="font-medium text-brand-700 underline dark:text-brand-100">
            Your approval queue
          </Link>
        ) : null}
        {canAdminister ? (
          <>
            {" · "}
            <Link to="/organisation/approvals" className="font-medium text-brand-700 underline dark:text-brand-100">
              Approval rules
            </Link>
          </>
        ) : null}
      </p>
      {awaiting.length > 0 ? (
        <section className="mt-8" aria-labelledby="awaiting-heading">
          <h2 id="awaiting-heading" className="text-xl font-semibold">
            Approved, ready to order
          </h2>
          <RequisitionList rows={awaiting} testId="requisitions-awaiting-order" />
        </section>
      ) : null}
      <section className="mt-8" aria-labelledby="mine-heading">
        <h2 id="mine-heading" className="text-xl font-semibold">
          Your requisitions
        </h2>
        {mine.items.length === 0 ? (
          <p className="mt-3 text-slate-600 dark:text-slate-400">
            None yet. Fill your cart and choose &ldquo;Submit for approval&rdquo;.
          </p>
        ) : (
          <RequisitionList rows={mine.items} testId="my-requisitions" />
        )}
        <nav aria-label="Pages" className="mt-4 flex gap-4 text-sm">
          {mine.page > 1 ? <Link to={`?page=${mine.page - 1}`}>← Newer</Link> : null}
          {mine.hasNext ? <Link to={`?page=${mine.page + 1}`}>Older →</Link> : null}
        </nav>
      </section>
    </div>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, Link, redirect, useActionData, useLoaderData } from "react-router";
import { DecisionForm } from "~/components/requisitions/DecisionForm";
import { StatusBadge } from "~/components/requisitions/RequisitionBits";
import {
  CancelRequisitionForm,
  PlaceOrderForm,
  RequisitionHistory,
  type OrderFeedback,
} from "~/components/requisitions/RequisitionPageForms";
import { readFormData } from "~/modules/forms/request-body.server";
import { checkoutLocale } from "~/modules/payments/provider";
import { mayDecide, mayPlaceOrder } from "~/modules/requisitions/approval-rules";
import { handleDecisionPost } from "~/modules/requisitions/decision-action.server";
import { requireRequisitionMember } from "~/modules/requisitions/membership.server";
import { orderFromRequisition } from "~/modules/requisitions/order-from-requisition.server";
import { shopCurrencies } from "~/modules/currency/currencies.server";
import { onAccountOption } from "~/modules/terms/checkout-terms.server";
import { TERMS_REFUSAL_MESSAGES } from "~/modules/terms/terms";
import { cancelSchema, fieldErrors, placeOrderSchema } from "~/modules/requisitions/requisition";
import { approvalRuleOf, cancelRequisition, getRequisition } from "~/modules/requisitions/requisitions.server";
import { requisitionPageView } from "~/modules/requisitions/view";
import { redirectWithToast } from "~/utils/cookies.server";
import { appOrigin } from "~/utils/env.server";
import { formatMoney } from "~/utils/money";

export const meta: MetaFunction = () => [{ title: "Requisition | LabMarket" }, { name: "robots", content: "noindex" }];

/** One requisition of the member's organisation: lines, total, status, history and what this member may do. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { member } = await requireRequisitionMember(request);
  const requisition = await getRequisition(member, params.id ?? "");
  if (!requisition) throw new Response("Not found", { status: 404 });
  const { requesterMayOrder } = await approvalRuleOf(member.organisationId);
  const mayOrder =
    (requisition.status === "approved" || requisition.status === "ordered") &&
    mayPlaceOrder({ userId: member.userId, canPurchase: member.canPurchase }, requisition, requesterMayOrder);
  // Paying on the organisation's account is offered to its purchasers when it has terms (ADR 060).
  const onAccount =
    mayOrder && requisition.status === "approved"
      ? await onAccountOption(
          member.userId,
          requisition.lines.map((line) => ({ ...line, currencyCode: requisition.currencyCode })),
        )
      : null;
  return {
    requisition: requisitionPageView(
      requisition,
      (await shopCurrencies()).find((currency) => currency.code === requisition.currencyCode),
    ),
    may: {
      cancel: requisition.requesterId === member.userId && requisition.status === "submitted",
      decide: mayDecide({ userId: member.userId, canApprove: member.canApprove }, requisition),
      order: mayOrder,
    },
    onAccount,
    suspended: member.suspended,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = params.id ?? "";
  const { user, member } = await requireRequisitionMember(request);
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === "approve" || intent === "reject") {
    const result = await handleDecisionPost(request, form, id);
    if (result.ok) return redirectWithToast(`/requisitions/${id}`, result);
    return data({ decision: result }, { status: result.status });
  }
  if (intent === "cancel") {
    const parsed = cancelSchema.safeParse({ comment: form.get("comment") ?? "" });
    if (!parsed.success)
      return data(
        { cancel: { error: fieldErrors(parsed.error.issues).comment ?? "Please check the comment." } },
        { status: 400 },
      );
    const outcome = await cancelRequisition(user, member, id, parsed.data.comment);
    if (outcome.kind === "not-found") throw new Response("Not found", { status: 404 });
    if (outcome.kind === "closed")
      return data({ cancel: { error: "This requisition is no longer waiting for approval." } }, { status: 409 });
    return redirectWithToast(`/requisitions/${id}`, { title: "Requisition cancelled" });
  }
  if (intent === "place-order") {
    const parsed = placeOrderSchema.safeParse({
      payment: form.get("payment") ?? "card",
      poNumber: form.get("poNumber") ?? "",
      confirmedPrices: form.get("confirmedPrices") ?? "",
    });
    if (!parsed.success)
      return data({ order: { errors: fieldErrors(parsed.error.issues) } as OrderFeedback }, { status: 400 });
    if (parsed.data.payment === "terms" && !parsed.data.poNumber)
      return data(
        { order: { errors: { poNumber: TERMS_REFUSAL_MESSAGES["po-required"] } } as OrderFeedback },
        { status: 400 },
      );
    const outcome = await orderFromRequisition(user, member, {
      requisitionId: id,
      poNumber: parsed.data.poNumber,
      payment: parsed.data.payment,
      confirmedPrices: parsed.data.confirmedPrices,
      origin: appOrigin(),
      locale: checkoutLocale(request.headers.get("accept-language")),
    });
    switch (outcome.kind) {
      case "redirect":
        return redirect(outcome.url, 303);
      case "placed-on-account":
        return redirectWithToast(`/requisitions/${id}`, {
          title: "Order placed on account",
          description: "The brands invoice your organisation; the invoices appear under Invoices.",
        });
      case "not-found":
        throw new Response("Not found", { status: 404 });
      case "prices-changed":
        return data(
          {
            order: {
              errors: {},
              priceChanges: outcome.changes.map((change) => ({
                title: change.title,
                before: formatMoney(change.submittedCents, { code: outcome.currencyCode }),
                now: formatMoney(change.currentCents, { code: outcome.currencyCode }),
              })),
              signature: outcome.signature,
              poNumber: parsed.data.poNumber ?? "",
            } as OrderFeedback,
          },
          { status: 409 },
        );
      default: {
        const message =
          outcome.kind === "not-allowed" || outcome.kind === "unavailable" || outcome.kind === "out-of-stock"
            ? outcome.message
            : outcome.kind === "not-approved"
              ? "This requisition is not approved, so it cannot be ordered."
              : outcome.kind === "payments-unavailable"
                ? "Payments are not configured on this shop yet. Nothing was ordered."
                : "The order could not be placed. Please try again.";
        return data(
          { order: { errors: { form: message } } as OrderFeedback },
          { status: outcome.kind === "error" ? 503 : 409 },
        );
      }
    }
  }
  return data({ order: { errors: { form: "Unknown action." } } as OrderFeedback }, { status: 400 });
}

export default function RequisitionPage() {
  const { requisition, may, suspended, onAccount } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const order = result && "order" in result ? result.order : undefined;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/requisitions" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
        ← Requisitions
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Requisition R-{requisition.number}</h1>
        <StatusBadge status={requisition.status} />
      </div>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Submitted by {requisition.requesterName} on {requisition.createdAt} UTC
        {requisition.neededBy ? ` · needed by ${requisition.neededBy}` : ""}
      </p>
      {requisition.note ? (
        <blockquote className="mt-3 border-l-4 border-slate-300 pl-3 italic dark:border-slate-600">
          {requisition.note}
        </blockquote>
      ) : null}

      <section
        aria-labelledby="lines-heading"
        className="mt-6 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
      >
        <h2 id="lines-heading" className="text-lg font-semibold">
          Items (prices at submission)
        </h2>
        <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800" data-testid="requisition-lines">
          {requisition.lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-3 py-2">
              <span>
                {line.quantity} × <Link to={`/store/product/${line.productId}`}>{line.title}</Link> at {line.unitPrice}
                {line.listedNote ? (
                  <span className="block text-xs text-slate-600 dark:text-slate-400" data-testid="line-listed-note">
                    {line.listedNote}
                  </span>
                ) : null}
              </span>
              <span className="font-medium">{line.lineTotal}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex justify-between border-t border-slate-200 pt-3 font-semibold dark:border-slate-800">
          <span>Total</span>
          <span data-testid="requisition-total">{requisition.total}</span>
        </p>
      </section>

      {may.decide ? (
        <section aria-labelledby="decide-heading" className="mt-6">
          <h2 id="decide-heading" className="text-lg font-semibold">
            Your decision
          </h2>
          <div className="mt-2">
            <DecisionForm
              requisitionId={requisition.id}
              number={requisition.number}
              canApprove
              error={result && "decision" in result ? result.decision.error : undefined}
              comment={result && "decision" in result ? result.decision.comment : undefined}
            />
          </div>
        </section>
      ) : null}

      {may.order && !suspended ? (
        <section
          aria-labelledby="order-heading"
          className="mt-6 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
        >
          <h2 id="order-heading" className="text-lg font-semibold">
            {requisition.status === "ordered" ? "Order placed" : "Place the order"}
          </h2>
          <PlaceOrderForm status={requisition.status} onAccount={onAccount} order={order} />
        </section>
      ) : null}

      {may.cancel ? (
        <section aria-labelledby="cancel-heading" className="mt-6">
          <h2 id="cancel-heading" className="text-lg font-semibold">
            Cancel this requisition
          </h2>
          <CancelRequisitionForm error={result && "cancel" in result ? result.cancel.error : undefined} />
        </section>
      ) : null}

      <section aria-labelledby="history-heading" className="mt-8">
        <h2 id="history-heading" className="text-lg font-semibold">
          History
        </h2>
        <RequisitionHistory events={requisition.events} />
      </section>
    </div>
  );
}

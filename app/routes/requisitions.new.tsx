import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, Link, useActionData, useLoaderData } from "react-router";
import { SubmitRequisitionForm } from "~/components/requisitions/SubmitRequisitionForm";
import { resolveCart } from "~/modules/cart/cart.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { requireRequisitionMember } from "~/modules/requisitions/membership.server";
import { fieldErrors, submitRequisitionSchema } from "~/modules/requisitions/requisition";
import { submitRequisition } from "~/modules/requisitions/requisitions.server";
import { redirectWithToast } from "~/utils/cookies.server";
import { requestDisplayCurrency } from "~/modules/currency/currencies.server";
import { appOrigin } from "~/utils/env.server";

export const meta: MetaFunction = () => [
  { title: "Submit for approval | LabMarket" },
  { name: "robots", content: "noindex" },
];

/** The page fallback of the cart's "Submit for approval" form (and where its mistakes are shown). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { member } = await requireRequisitionMember(request);
  return { organisationName: member.organisationName };
}

/** POST: the cart becomes a requisition (one transaction, the cart emptied with it), then its page. */
export async function action({ request }: ActionFunctionArgs) {
  const { user, member } = await requireRequisitionMember(request);
  const form = await readFormData(request);
  const parsed = submitRequisitionSchema().safeParse(Object.fromEntries(form));
  const defaults = { note: String(form.get("note") ?? ""), neededBy: String(form.get("neededBy") ?? "") };
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error.issues), defaults }, { status: 400 });
  const { cartId } = await resolveCart(request, { create: false });
  const outcome = await submitRequisition(user, member, cartId, parsed.data, {
    origin: appOrigin(),
    buyerCurrency: await requestDisplayCurrency(request),
  });
  if (!outcome.ok) return data({ errors: { [outcome.field]: outcome.error }, defaults }, { status: 400 });
  return redirectWithToast(`/requisitions/${outcome.requisitionId}`, {
    title: outcome.status === "approved" ? "Requisition approved" : "Requisition submitted",
    description:
      outcome.status === "approved"
        ? "It is within your organisation's approval threshold, so it was approved automatically."
        : "Your approvers have been notified by e-mail.",
  });
}

export default function NewRequisition() {
  const { organisationName } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Link to="/cart" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
        ← Back to your cart
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">Submit for approval</h1>
      <div className="mt-6">
        <SubmitRequisitionForm
          organisationName={organisationName}
          errors={actionData?.errors}
          defaults={actionData?.defaults}
        />
      </div>
    </div>
  );
}

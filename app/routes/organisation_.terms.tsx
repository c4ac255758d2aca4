import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, Link, useActionData, useLoaderData } from "react-router";
import { EmptyState, Panel } from "~/components/dashboard/DashboardShell";
import { TermsApplicationForm } from "~/components/terms/TermsApplicationForm";
import { requireUser } from "~/modules/auth/session.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { TERMS_STATUS_LABELS, termsApplicationSchema } from "~/modules/terms/terms";
import { applyForTerms, getTermsPage } from "~/modules/terms/terms.server";
import { redirectWithToast } from "~/utils/cookies.server";

export const meta: MetaFunction = () => [
  { title: "Payment terms | LabMarket" },
  { name: "robots", content: "noindex" },
];

/** GET /organisation/terms: the organisation's terms, its applications, and (for its admin) the application form. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { page: await getTermsPage(user.id) };
}

/** POST: an organisation admin applies for terms (audited); field messages with 400, nothing stored. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await readFormData(request), { schema: termsApplicationSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await applyForTerms(user.id, submission.value);
  if (!outcome.ok) return data({ result: submission.reply({ formErrors: [outcome.message] }) }, { status: 400 });
  return redirectWithToast("/organisation/terms", { title: "Application sent", description: outcome.message });
}

export default function OrganisationTerms() {
  const { page } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (!page)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">Payment terms</h1>
        <EmptyState>You are not a member of an organisation. Payment terms belong to an organisation.</EmptyState>
      </div>
    );
  const formError = actionData?.result.error?.[""]?.[0];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-sm text-slate-600 dark:text-slate-400">{page.organisationName}</p>
      <h1 className="text-3xl font-bold tracking-tight">Payment terms</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        With approved terms, purchasers order on account with a PO number and each brand invoices the organisation.{" "}
        {page.canPurchase ? (
          <Link to="/organisation/invoices" className="font-semibold text-brand-700 underline dark:text-brand-100">
            Your invoices
          </Link>
        ) : null}
      </p>
      {page.suspended ? (
        <p
          role="alert"
          className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          Your organisation is suspended: it cannot order.
        </p>
      ) : null}
      {page.overdueInvoices > 0 ? (
        <p
          role="alert"
          className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {page.overdueInvoices === 1 ? "An invoice is" : `${page.overdueInvoices} invoices are`} overdue: orders on
          account are blocked until paid.
        </p>
      ) : null}
      <Panel title="Terms in force">
        {page.terms ? (
          <dl className="grid gap-3 sm:grid-cols-2" data-testid="terms-in-force">
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-400">Terms</dt>
              <dd className="font-semibold">Net {page.terms.netDays} days</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-400">Credit limit</dt>
              <dd className="font-semibold">{page.terms.creditLimit}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-400">Unpaid on account</dt>
              <dd className="font-semibold">{page.terms.outstanding}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-400">Available</dt>
              <dd className="font-semibold">{page.terms.available}</dd>
            </div>
          </dl>
        ) : (
          <EmptyState>No terms yet: orders are paid by card.</EmptyState>
        )}
      </Panel>
      <Panel title="Applications">
        {page.applications.length === 0 ? (
          <EmptyState>No application yet.</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="terms-applications">
            {page.applications.map((a) => (
              <li key={a.id} className="py-3 text-sm">
                <p>
                  <span className="font-semibold" data-testid="terms-status">
                    {TERMS_STATUS_LABELS[a.status]}
                  </span>{" "}
                  — asked {a.requested} on {a.createdAt.slice(0, 10)}
                  {a.granted ? `; granted ${a.granted}` : ""}
                </p>
                {a.declineReason ? <p className="mt-1">Reason: {a.declineReason}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {page.canApply ? (
        <Panel title={page.terms ? "Apply for new terms" : "Apply for terms"}>
          {formError ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
              {formError}
            </p>
          ) : null}
          <TermsApplicationForm lastResult={actionData?.result} />
        </Panel>
      ) : page.isAdmin ? null : (
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">Your organisation admin applies for terms.</p>
      )}
    </div>
  );
}

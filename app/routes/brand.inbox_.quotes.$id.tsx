import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data } from "react-router";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { format } from "date-fns";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "~/components/auth/fields";
import { QuoteStateBadge } from "~/components/quotes/QuoteStateBadge";
import { requireRole } from "~/modules/auth/session.server";
import { quoteAnswerSchema, quoteDeclineSchema } from "~/modules/quotes/quote";
import {
  answerQuote,
  declineQuote,
  getQuoteForResponder,
  ordersUsingQuote,
  QuoteError,
} from "~/modules/quotes/quotes.server";
import { redirectWithToast } from "~/utils/cookies.server";
import { appOrigin } from "~/utils/env.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { readDemoQuestions } from "~/modules/live/replay.server";

export const meta: MetaFunction = () => [
  { title: "Answer Quote | LabMarket" },
  { name: "description", content: "Answer a request for quotation with a unit price, lead time and validity." },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRole(request, ["brand", "admin"]);
  const quote = await getQuoteForResponder(user, params.id ?? "");
  if (!quote) throw new Response("Quote not found", { status: 404 });
  return { quote, demoQuestions: readDemoQuestions(quote.demoQuestions), orders: await ordersUsingQuote(quote.id) };
}

type Errors = Partial<Record<"unitPrice" | "leadTimeDays" | "validDays" | "responseNote" | "form", string>>;

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, ["brand", "admin"]);
  const form = await readFormData(request);
  const quoteId = params.id ?? "";
  const origin = appOrigin();
  try {
    if (form.get("intent") === "decline") {
      const decline = quoteDeclineSchema.safeParse(Object.fromEntries(form));
      if (!decline.success)
        return data({ errors: { responseNote: decline.error.issues[0]!.message } as Errors }, { status: 400 });
      await declineQuote(user, quoteId, decline.data.responseNote);
      return redirectWithToast("/brand/inbox", { title: "Quote declined", description: "The buyer has been told." });
    }
    const parsed = quoteAnswerSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      const errors: Errors = {};
      for (const issue of parsed.error.issues) errors[(issue.path[0] as keyof Errors) ?? "form"] ??= issue.message;
      return data({ errors }, { status: 400 });
    }
    await answerQuote(user, quoteId, parsed.data, origin);
  } catch (error) {
    if (error instanceof QuoteError)
      return data({ errors: { [error.field ?? "form"]: error.message } as Errors }, { status: 400 });
    throw error;
  }
  return redirectWithToast("/brand/inbox", {
    title: "Quote sent",
    description: "The buyer has been e-mailed and can buy at your price until the quote expires.",
  });
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
      {message}
    </p>
  ) : null;
}

export default function AnswerQuote() {
  const { quote, orders, demoQuestions } = useLoaderData<typeof loader>();
  const errors: Errors = useActionData<typeof action>()?.errors ?? {};
  const pending = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/brand/inbox" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
        ← Back to inbox
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Quote request</h1>
        <QuoteStateBadge state={quote.state} />
      </div>
      <dl className="mt-6 grid gap-4 rounded-xl border border-slate-200 p-5 text-sm sm:grid-cols-2 dark:border-slate-800">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Product</dt>
          <dd className="font-semibold">
            {quote.product.title} — {quote.variant.title}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Quantity</dt>
          <dd className="font-semibold">{quote.quantity}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Buyer</dt>
          <dd>
            {quote.buyer.profile?.fullName ?? "—"} · {quote.buyer.email}
            {quote.buyer.profile?.companyName ? ` · ${quote.buyer.profile.companyName}` : ""}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">List price</dt>
          <dd>{quote.listPrice} per unit</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-slate-600 dark:text-slate-400">Note</dt>
          <dd>{quote.note ?? "No note."}</dd>
        </div>
        {quote.demo ? (
          <div className="sm:col-span-2" data-testid="quote-demo">
            <dt className="text-slate-600 dark:text-slate-400">About the demo</dt>
            <dd>
              <Link
                to={`/demo/${encodeURIComponent(quote.demo.id)}`}
                className="font-semibold text-brand-700 underline dark:text-brand-100"
              >
                {quote.demo.title}
              </Link>
              {demoQuestions.length > 0 ? (
                <ul className="mt-1 list-disc space-y-1 pl-5" aria-label="The buyer's questions in the live room">
                  {demoQuestions.map((q, i) => (
                    <li key={i}>
                      {q.body}
                      {q.streamTime ? (
                        <span className="text-slate-600 dark:text-slate-400"> (answered at {q.streamTime})</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-slate-600 dark:text-slate-400">The buyer asked no question in its live room.</p>
              )}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Received</dt>
          <dd>{format(new Date(quote.createdAt), "MMMM d, yyyy HH:mm")}</dd>
        </div>
      </dl>
      {quote.state !== "requested" ? (
        <section className="mt-6" aria-labelledby="quote-orders">
          <h2 id="quote-orders" className="text-lg font-semibold">
            Orders at this price ({quote.orderedQuantity} of {quote.quantity} units used)
          </h2>
          {orders.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">No order has used this quote yet.</p>
          ) : (
            <ul
              className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800"
              data-testid="quote-orders"
            >
              {orders.map((order) => (
                <li key={order.id} className="flex flex-wrap justify-between gap-2 px-4 py-2">
                  <span className="font-semibold">Order #{order.number}</span>
                  <span>
                    {order.quantity} units · {order.status} · {format(new Date(order.date), "MMMM d, yyyy HH:mm")}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {quote.state === "requested" ? (
        <Form method="post" className="mt-8 space-y-5" noValidate>
          {errors.form ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
              {errors.form}
            </p>
          ) : null}
          <div className="grid gap-5 sm:grid-cols-3">
            <div>
              <label htmlFor="unitPrice" className="block text-sm font-medium">
                Unit price ({quote.variant.currency.code.toUpperCase()})
              </label>
              <input
                id="unitPrice"
                name="unitPrice"
                inputMode="decimal"
                required
                className={inputClass}
                aria-invalid={errors.unitPrice ? true : undefined}
                aria-describedby={errors.unitPrice ? "unitPrice-error" : undefined}
              />
              <FieldError id="unitPrice-error" message={errors.unitPrice} />
            </div>
            <div>
              <label htmlFor="leadTimeDays" className="block text-sm font-medium">
                Lead time (days)
              </label>
              <input
                id="leadTimeDays"
                name="leadTimeDays"
                type="number"
                min={0}
                max={365}
                defaultValue={14}
                required
                className={inputClass}
                aria-invalid={errors.leadTimeDays ? true : undefined}
                aria-describedby={errors.leadTimeDays ? "leadTimeDays-error" : undefined}
              />
              <FieldError id="leadTimeDays-error" message={errors.leadTimeDays} />
            </div>
            <div>
              <label htmlFor="validDays" className="block text-sm font-medium">
                Valid for (days)
              </label>
              <input
                id="validDays"
                name="validDays"
                type="number"
                min={1}
                max={180}
                defaultValue={30}
                required
                className={inputClass}
                aria-invalid={errors.validDays ? true : undefined}
                aria-describedby={errors.validDays ? "validDays-error" : undefined}
              />
              <FieldError id="validDays-error" message={errors.validDays} />
            </div>
          </div>
          <div>
            <label htmlFor="responseNote" className="block text-sm font-medium">
              Note to the buyer <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
            </label>
            <textarea id="responseNote" name="responseNote" rows={3} maxLength={2000} className={inputClass} />
          </div>
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              name="intent"
              value="answer"
              className={`${primaryButtonClass} sm:w-auto`}
              disabled={pending}
            >
              Send quote
            </button>
            <button
              type="submit"
              name="intent"
              value="decline"
              formNoValidate
              className={secondaryButtonClass}
              disabled={pending}
            >
              Decline
            </button>
          </div>
        </Form>
      ) : (
        <div className="mt-8 rounded-xl bg-slate-50 p-5 text-sm dark:bg-slate-900">
          {quote.quotedPrice ? (
            <p>
              Quoted {quote.quotedPrice} per unit ({quote.quotedTotal} in total), lead time {quote.leadTimeDays} days,
              valid until {quote.validUntil ? format(new Date(quote.validUntil), "MMMM d, yyyy") : "—"}.
            </p>
          ) : null}
          {quote.responseNote ? <p className="mt-2">Note: {quote.responseNote}</p> : null}
        </div>
      )}
    </div>
  );
}

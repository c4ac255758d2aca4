import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data } from "react-router";
import { Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { QuoteAnswerForm, QuoteAnswerSummary } from "~/components/quotes/QuoteAnswerForm";
import { QuoteOrders, QuoteRequestDetails } from "~/components/quotes/QuoteRequestDetails";
import { QuoteStateBadge } from "~/components/quotes/QuoteStateBadge";
import { requireRole } from "~/modules/auth/session.server";
import { quoteAnswerSchema, quoteDeclineSchema, type QuoteAnswerErrors } from "~/modules/quotes/quote";
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

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, ["brand", "admin"]);
  const form = await readFormData(request);
  const quoteId = params.id ?? "";
  const origin = appOrigin();
  try {
    if (form.get("intent") === "decline") {
      const decline = quoteDeclineSchema.safeParse(Object.fromEntries(form));
      if (!decline.success)
        return data(
          { errors: { responseNote: decline.error.issues[0]!.message } as QuoteAnswerErrors },
          { status: 400 },
        );
      await declineQuote(user, quoteId, decline.data.responseNote);
      return redirectWithToast("/brand/inbox", { title: "Quote declined", description: "The buyer has been told." });
    }
    const parsed = quoteAnswerSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      const errors: QuoteAnswerErrors = {};
      for (const issue of parsed.error.issues)
        errors[(issue.path[0] as keyof QuoteAnswerErrors) ?? "form"] ??= issue.message;
      return data({ errors }, { status: 400 });
    }
    await answerQuote(user, quoteId, parsed.data, origin);
  } catch (error) {
    if (error instanceof QuoteError)
      return data({ errors: { [error.field ?? "form"]: error.message } as QuoteAnswerErrors }, { status: 400 });
    throw error;
  }
  return redirectWithToast("/brand/inbox", {
    title: "Quote sent",
    description: "The buyer has been e-mailed and can buy at your price until the quote expires.",
  });
}

export default function AnswerQuote() {
  const { quote, orders, demoQuestions } = useLoaderData<typeof loader>();
  const errors: QuoteAnswerErrors = useActionData<typeof action>()?.errors ?? {};
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
      <QuoteRequestDetails quote={quote} demoQuestions={demoQuestions} />
      {quote.state !== "requested" ? <QuoteOrders quote={quote} orders={orders} /> : null}
      {quote.state === "requested" ? (
        <QuoteAnswerForm currencyCode={quote.variant.currency.code} errors={errors} pending={pending} />
      ) : (
        <QuoteAnswerSummary quote={quote} />
      )}
    </div>
  );
}

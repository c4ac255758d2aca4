// The StartPage URL of a punchout setup response (ADR 065): single use, minutes long. Signs the member in to a marked
// punchout session with a fresh cart and lands on the store; a used or expired link says so.
import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, Link, redirect, useLoaderData } from "react-router";
import { startPunchoutSession } from "~/modules/punchout/sessions.server";

export const meta: MetaFunction = () => [{ title: "Punchout | LabMarket" }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const outcome = await startPunchoutSession(request, params.token ?? "");
  if (outcome.ok) {
    outcome.headers.set("Cache-Control", "no-store");
    throw redirect(outcome.redirectTo, { status: 303, headers: outcome.headers });
  }
  return data({ message: outcome.message }, { status: 410, headers: { "Cache-Control": "no-store" } });
}

export default function PunchoutStart() {
  const { message } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold tracking-tight">Punchout session not started</h1>
      <p role="alert" className="mt-4 text-slate-700 dark:text-slate-300">
        {message}
      </p>
      <p className="mt-6">
        <Link to="/store" className="font-medium text-brand-700 underline dark:text-brand-100">
          Browse the store
        </Link>
      </p>
    </div>
  );
}

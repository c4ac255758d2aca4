import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData, useLocation } from "react-router";
import { DemoCard } from "~/components/cards/DemoCard";
import { DEMO_CATEGORIES, DEMO_CATEGORY_LABELS, demoCategoryHref, parseDemoCategory } from "~/modules/demos/demos";
import { listDemos } from "~/modules/demos/demos.server";
import { markSavedDemos } from "~/modules/demos/engagement.server";
import { getOptionalUserId } from "~/modules/auth/session.server";
import { appOrigin } from "~/utils/env.server";
import { readTimeZone } from "~/utils/cookies.server";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [
  { title: "Live Demos | LabMarket" },
  {
    name: "description",
    content:
      "Join live product demonstrations of bioreactors, freeze dryers, consumables and analytical instruments, or watch the replays on demand.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const category = parseDemoCategory(requestUrl(request).searchParams.get("category"));
  const [demos, userId] = await Promise.all([listDemos(category, readTimeZone(request)), getOptionalUserId(request)]);
  return { category, demos: await markSavedDemos(userId, demos), origin: appOrigin() };
}

const steps = [
  {
    title: "Sign up and verify",
    text: "Create your free account and confirm your e-mail address with the one-time code we send you.",
  },
  {
    title: "Choose your demos",
    text: "Browse live and upcoming sessions by category and pick the instruments you want to see in action.",
  },
  {
    title: "Join and engage",
    text: "Watch live, ask the host your questions in real time, or catch up later with the recorded replay.",
  },
];

export default function LiveDemos() {
  const { category, demos, origin } = useLoaderData<typeof loader>();
  // The same screen answers at /demo and /live-demos: tabs keep the visitor on the path they used.
  const basePath = useLocation().pathname.startsWith("/live-demos") ? "/live-demos" : "/demo";
  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-br from-slate-900 to-brand-900 text-white dark:border-slate-800">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">Live &amp; on demand</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight">Live Product Demos</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-200">
            See lab equipment run before you buy. Experts and manufacturers demonstrate instruments live and answer your
            questions as they go.
          </p>
          <Link
            to="/signup"
            className="mt-8 inline-block rounded-lg bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-brand-50"
          >
            Sign Up to Join Live Demos
          </Link>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-14">
        <section aria-labelledby="how-it-works">
          <h2 id="how-it-works" className="text-2xl font-bold tracking-tight">
            How It Works
          </h2>
          <ol className="mt-6 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li
                key={step.title}
                className="rounded-xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
              >
                <span
                  aria-hidden="true"
                  className="grid h-10 w-10 place-items-center rounded-full bg-brand-600 text-lg font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="demo-list" className="mt-16">
          <h2 id="demo-list" className="text-2xl font-bold tracking-tight">
            Browse demos
          </h2>
          <nav aria-label="Demo categories" className="mt-4">
            <ul className="flex flex-wrap gap-2">
              {DEMO_CATEGORIES.map((c) => {
                const active = c === category;
                return (
                  <li key={c}>
                    <Link
                      to={demoCategoryHref(c, basePath)}
                      preventScrollReset
                      aria-current={active ? "page" : undefined}
                      className={`block whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold ${
                        active
                          ? "bg-brand-600 text-white"
                          : "bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700"
                      }`}
                    >
                      {DEMO_CATEGORY_LABELS[c]}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          {demos.length === 0 ? (
            <p className="mt-8 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
              No demos in this category yet.
            </p>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="demo-grid">
              {demos.map((demo, index) => (
                <li key={demo.id}>
                  <DemoCard demo={demo} lazy={index > 2} shareOrigin={origin} />
                </li>
              ))}
            </ul>
          )}
          <p className="mt-10 text-center">
            <Link
              to="/live-demos"
              className="inline-block rounded-lg border border-brand-600 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50 dark:border-brand-500 dark:text-brand-100 dark:hover:bg-slate-800"
            >
              View All Demos
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}

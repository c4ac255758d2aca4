import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, redirect } from "react-router";
import { Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { JoinCommunityPageForm, ThankYou } from "~/components/content/JoinCommunity";
import { LEAD_SOURCES } from "~/modules/community/community";
import { joinCommunity } from "~/modules/community/community.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { requestUrl } from "~/utils/request-url";

// /community/join: the pre-interest form as a page (the 'Join' buttons' fallback without JavaScript).
export const meta: MetaFunction = () => [
  { title: "Join the Community | LabMarket" },
  {
    name: "description",
    content: "Leave your name and e-mail to hear first about LabMarket community demos, panels and discussions.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const params = requestUrl(request).searchParams;
  const source = LEAD_SOURCES.find((s) => s === params.get("source")) ?? "community";
  return { joined: params.get("joined") === "1", source };
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const outcome = await joinCommunity(formData);
  if (outcome.status === "invalid") return data({ result: outcome.result }, { status: 400 });
  // The dialog (fetcher) shows its own thank-you view; the page form redirects to it.
  if (formData.get("intent") === "dialog") return { joined: true as const };
  return redirect("/community/join?joined=1", 303);
}

export default function JoinCommunityPage() {
  const { joined, source } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <div className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8 dark:border-slate-800">
        {joined ? (
          <>
            <ThankYou />
            <div className="mt-4 flex justify-center gap-4 text-sm font-semibold">
              <Link to="/community" className="text-brand-700 hover:underline dark:text-brand-100">
                Back to the Community Hub
              </Link>
              <Link to="/events" className="text-brand-700 hover:underline dark:text-brand-100">
                Browse events
              </Link>
            </div>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Join the Community</h1>
            <p className="mt-2 text-slate-600 dark:text-slate-400">
              Get early access to expert demos, panels and discussions with lab professionals. Leave your name and
              e-mail and we'll be in touch.
            </p>
            <JoinCommunityPageForm
              lastResult={actionData && "result" in actionData ? actionData.result : undefined}
              pending={navigation.state === "submitting"}
              source={source}
            />
          </>
        )}
      </div>
    </div>
  );
}

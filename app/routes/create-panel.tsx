import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data } from "react-router";
import { Link, useActionData, useLoaderData, useLocation } from "react-router";
import { PanelBuilder } from "~/components/panels/PanelBuilder";
import { panelBuilderDraft, panelSavedToast } from "~/modules/panels/panels";
import { listPanelCreators, savePanel } from "~/modules/panels/panels.server";
import { requireRole } from "~/modules/auth/session.server";
import { redirectWithToast } from "~/utils/cookies.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { requestUrl } from "~/utils/request-url";

/** Spec §6: /create-panel is for influencers and admins. */
const PANEL_BUILDER_ROLES = ["influencer", "admin"] as const;

export const meta: MetaFunction = () => [
  { title: "Build a Panel | LabMarket" },
  {
    name: "description",
    content: "Name your expert panel, search the LabMarket curators and pick the experts who will curate it.",
  },
];

/** The builder's state lives in the URL too, so searching and removing curators works without JavaScript. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, PANEL_BUILDER_ROLES);
  return { creators: await listPanelCreators(), initial: panelBuilderDraft(requestUrl(request).searchParams) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, PANEL_BUILDER_ROLES);
  const outcome = await savePanel(await readFormData(request), user.id);
  if (outcome.status === "invalid") return data({ result: outcome.result }, { status: 400 });
  return redirectWithToast("/panels", panelSavedToast(outcome.curatorCount));
}

export default function CreatePanelPage() {
  const { creators, initial } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <Link to="/panels" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
        ← Back to panels
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        Build Your Panel
      </h1>
      <p className="mt-3 text-lg text-slate-600 dark:text-slate-400">
        Give your panel a name, then search and pick the experts who will curate it.
      </p>
      {/* A GET search or chip removal re-renders the builder from the URL. */}
      <PanelBuilder key={location.search} creators={creators} initial={initial} lastResult={actionData?.result} />
    </div>
  );
}

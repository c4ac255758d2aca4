import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data } from "react-router";
import { Link, useActionData, useLoaderData } from "react-router";
import { EmptyState, Panel } from "~/components/dashboard/DashboardShell";
import { DemoEditorForm } from "~/components/demos/DemoEditorForm";
import { requireRole } from "~/modules/auth/session.server";
import { getOwnExpert, readEditorForm, saveOwnDemo, unreadableEditorForm } from "~/modules/demos/demo-editor.server";
import { appOrigin } from "~/utils/env.server";
import { readTimeZone, redirectWithToast } from "~/utils/cookies.server";

export const meta: MetaFunction = () => [
  { title: "Schedule a demo | LabMarket" },
  { name: "description", content: "Schedule a live product demo for LabMarket buyers." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, ["influencer"]);
  const zone = readTimeZone(request);
  return { expert: await getOwnExpert(user.id), timeZone: zone ?? "UTC", timeZoneKnown: zone !== null };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, ["influencer"]);
  const read = await readEditorForm(request);
  if (!read.ok) return data(unreadableEditorForm(read.message), { status: read.status });
  const outcome = await saveOwnDemo(user.id, null, read.form, { origin: appOrigin() });
  if (outcome.status === "not-found") throw new Response("Not found", { status: 404 });
  if (outcome.status === "saved") {
    return redirectWithToast(`/influencer-dashboard/demos/${encodeURIComponent(outcome.demoId)}`, {
      title: "Demo scheduled",
      description: `"${outcome.title}" is on the demo list. Buyers can now set a reminder.`,
    });
  }
  return data(outcome, { status: outcome.status === "invalid" ? 400 : 200 });
}

export default function NewDemoPage() {
  const { expert, timeZone, timeZoneKnown } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link
        to="/influencer-dashboard?tab=content"
        className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
      >
        <span aria-hidden="true">←</span> Content Management
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Schedule a demo</h1>
      {expert ? (
        <DemoEditorForm
          formId="new-demo"
          defaults={{
            title: "",
            category: "",
            description: "",
            startsAt: "",
            durationMinutes: "45",
            streamUrl: "",
            replayUrl: "",
          }}
          products={actionData?.products ?? []}
          search={actionData?.search ?? null}
          lastResult={actionData?.result}
          timeZone={timeZone}
          timeZoneKnown={timeZoneKnown}
          editable={{ schedule: true, stream: true, replay: false }}
          submitLabel="Schedule demo"
        />
      ) : (
        <Panel title="Your expert page is not linked yet">
          <EmptyState>
            Our team links your account to your public expert page after approval. You can schedule demos once it is
            linked.
          </EmptyState>
        </Panel>
      )}
    </div>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data } from "react-router";
import { Link, useActionData, useLoaderData } from "react-router";
import { notFoundBoundary } from "~/components/cards/NotFoundPanel";
import { DemoEditorForm } from "~/components/demos/DemoEditorForm";
import { DemoLifecyclePanel } from "~/components/demos/DemoLifecyclePanel";
import { requireUser } from "~/modules/auth/session.server";
import { editableFields, LIFECYCLE_INTENTS, LIFECYCLE_TOASTS, type LifecycleIntent } from "~/modules/demos/demo-editor";
import {
  getOwnDemo,
  readEditorForm,
  runLifecycle,
  saveOwnDemo,
  unreadableEditorForm,
} from "~/modules/demos/demo-editor.server";
import { formatDateTime } from "~/modules/demos/demos";
import { utcToZonedLocal } from "~/modules/demos/schedule-time";
import { appOrigin } from "~/utils/env.server";
import { readTimeZone, redirectWithToast } from "~/utils/cookies.server";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => [
  { title: `${data ? `Edit: ${data.demo.title}` : "Demo not found"} | LabMarket` },
];

/** Only the expert who hosts the demo reaches it: everyone else (any role) gets the same 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const demo = await getOwnDemo(user.id, params.demoId ?? "");
  if (!demo) throw new Response("Not found", { status: 404 });
  const zone = readTimeZone(request);
  const timeZone = zone ?? "UTC";
  const { startsAt, thumbnailKey: _key, ...rest } = demo;
  return {
    demo: {
      ...rest,
      startsAt: startsAt.toISOString(),
      startsAtText: formatDateTime(startsAt, zone),
      localStart: utcToZonedLocal(startsAt, timeZone),
    },
    timeZone,
    timeZoneKnown: zone !== null,
    confirmCancel: requestUrl(request).searchParams.get("confirm") === "cancel",
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const demoId = params.demoId ?? "";
  const read = await readEditorForm(request);
  if (!read.ok) return data(unreadableEditorForm(read.message), { status: read.status });
  const form = read.form;
  const intent = form.get("intent");
  const page = `/influencer-dashboard/demos/${encodeURIComponent(demoId)}`;
  if ((LIFECYCLE_INTENTS as readonly unknown[]).includes(intent)) {
    const outcome = await runLifecycle(user.id, demoId, intent as LifecycleIntent, { origin: appOrigin() });
    if (outcome.status === "not-found") throw new Response("Not found", { status: 404 });
    if (outcome.status === "refused") {
      return redirectWithToast(page, { title: "Not changed", description: outcome.message, variant: "destructive" });
    }
    const toast =
      intent === "cancel"
        ? LIFECYCLE_TOASTS.cancel(outcome.title, outcome.notifying)
        : LIFECYCLE_TOASTS[intent as "go-live" | "end"](outcome.title);
    return redirectWithToast(page, toast);
  }
  const outcome = await saveOwnDemo(user.id, demoId, form, { origin: appOrigin() });
  if (outcome.status === "not-found") throw new Response("Not found", { status: 404 });
  if (outcome.status === "saved") {
    return redirectWithToast(page, {
      title: outcome.rescheduled ? "Demo rescheduled" : "Demo saved",
      description: outcome.rescheduled
        ? `"${outcome.title}" has its new time. ${outcome.notifying} ${outcome.notifying === 1 ? "member" : "members"} with a reminder ${outcome.notifying === 1 ? "gets" : "get"} an updated calendar invite.`
        : `Your changes to "${outcome.title}" are saved.`,
    });
  }
  return data(outcome, { status: outcome.status === "invalid" ? 400 : 200 });
}

export default function EditDemoPage() {
  const { demo, timeZone, timeZoneKnown, confirmCancel } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const editable = editableFields(demo.status);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link
        to="/influencer-dashboard?tab=content"
        className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
      >
        <span aria-hidden="true">←</span> Content Management
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight" data-testid="editor-title">
        {demo.title}
      </h1>
      <DemoLifecyclePanel demo={{ ...demo, hasStream: Boolean(demo.streamUrl) }} confirmCancel={confirmCancel} />
      {editable.any ? (
        <DemoEditorForm
          key={`${demo.status}-${demo.scheduleSequence}`}
          formId="edit-demo"
          defaults={{
            title: demo.title,
            category: demo.category,
            description: demo.description,
            startsAt: demo.localStart,
            durationMinutes: String(demo.durationMinutes),
            streamUrl: demo.streamUrl ?? "",
            replayUrl: demo.replayUrl ?? "",
          }}
          products={actionData?.products ?? demo.products}
          search={actionData?.search ?? null}
          lastResult={actionData?.result}
          timeZone={timeZone}
          timeZoneKnown={timeZoneKnown}
          editable={editable}
          submitLabel="Save changes"
          thumbnailUrl={demo.thumbnailUrl}
        />
      ) : null}
    </div>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Demo not found",
  message: "There is no demo of yours at this address.",
  link: { to: "/influencer-dashboard?tab=content", label: "Your demos" },
});

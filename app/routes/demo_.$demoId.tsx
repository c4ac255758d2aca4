import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData, type ShouldRevalidateFunction } from "react-router";
import { useState } from "react";
import { DemoPrimaryAction, SaveDemoButton } from "~/components/cards/DemoActions";
import { DemoStatusBadge } from "~/components/cards/DemoCard";
import { ShareMenu } from "~/components/cards/ShareMenu";
import { notFoundBoundary } from "~/components/cards/NotFoundPanel";
import { ProductCard } from "~/components/cards/ProductCard";
import { creatorTypeLabel, demoCategoryLabel } from "~/modules/demos/demos";
import { getDemoPage } from "~/modules/demos/demos.server";
import { handleDemoAction } from "~/modules/demos/engagement.server";
import { getOptionalUser } from "~/modules/auth/session.server";
import { LiveRoom } from "~/components/live/LiveRoom";
import { DemoDetails } from "~/components/demos/DemoDetails";
import { DemoStage } from "~/components/demos/DemoStage";
import { RoomNotice, ReplaySummary } from "~/components/live/RoomSections";
import { getRoomSection, handleRoomAction, isRoomIntent } from "~/modules/live/room-page.server";
import { appOrigin } from "~/utils/env.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { readTimeZone } from "~/utils/cookies.server";
import { demoRef } from "~/modules/attribution/ref";
import { recordReplayView } from "~/modules/demos/replay-views.server";
import { clientAddress } from "~/modules/security/rate-limit.server";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) =>
  data
    ? [{ title: `${data.demo.title} | LabMarket` }, { name: "description", content: data.description.slice(0, 160) }]
    : [
        { title: "Demo not found | LabMarket" },
        { name: "description", content: "This product demo does not exist or is no longer available." },
      ];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const page = await getDemoPage(params.demoId ?? "", readTimeZone(request), user?.id ?? null);
  if (!page) throw new Response("Not found", { status: 404 });
  // Watching the recording of an ended demo: a replay view, batched and never awaited (ADR 030).
  if (page.demo.status === "replay" && page.embedUrl) {
    recordReplayView(request, page.demo.id, { userId: user?.id ?? null, clientIp: clientAddress(request, context) });
  }
  const room = await getRoomSection(page.demo.id, user);
  const url = requestUrl(request);
  const path = `/demo/${encodeURIComponent(page.demo.id)}`;
  const refreshHref = `${url.searchParams.has("latest") ? path : `${path}?latest`}#room`;
  return { ...page, room, refreshHref, pageUrl: `${appOrigin()}/demo/${encodeURIComponent(page.demo.id)}` };
}

/** Join Now, Set Reminder, Save and Unsave, from this page and from every demo card; the live room's forms. */
export async function action({ params, request }: ActionFunctionArgs) {
  const form = await readFormData(request.clone()).catch(() => null);
  const intent = form?.get("intent");
  if (form && isRoomIntent(intent)) return handleRoomAction(request, params.demoId ?? "", form, intent);
  return handleDemoAction(request, params.demoId ?? "");
}

/**
 * A chat message or question posted in place reaches every viewer, the poster included, through the event stream:
 * the room's loader (its whole state) need not run again after each one. Every other action revalidates.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, actionResult, defaultShouldRevalidate }) => {
  const intent = formData?.get("intent");
  const streamed = (intent === "live-message" || intent === "live-question") && formData?.get("inPlace") === "1";
  const ok = (actionResult as { room?: { ok?: boolean } } | undefined)?.room?.ok === true;
  return streamed && ok ? false : defaultShouldRevalidate;
};

export default function DemoPage() {
  const {
    demo,
    description,
    rating,
    startsAtText,
    embedUrl,
    liveLocked,
    viewer,
    pageUrl,
    expert,
    brand,
    products,
    room,
    refreshHref,
  } = useLoaderData<typeof loader>();
  // The host or an admin ended the demo while this page's room was open (a streamed event): the page stops showing
  // it as live at once, as a reload would (it is a replay from then on).
  const [endedHere, setEndedHere] = useState(false);
  const status = endedHere ? "replay" : demo.status;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <Link to="/demo" className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100">
        <span aria-hidden="true">←</span> All demos
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <DemoStatusBadge status={status} />
        <span className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">
          {demoCategoryLabel(demo.category)}
        </span>
      </div>
      <h1 className="mt-2 max-w-4xl text-3xl font-bold tracking-tight sm:text-4xl">{demo.title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        {demo.creatorName} · {creatorTypeLabel(demo.creatorType)}
      </p>
      <div className="relative mt-5 flex flex-wrap items-start gap-3" data-testid="demo-actions">
        {demo.status === "upcoming" ? (
          viewer.reminded ? (
            <p
              className="inline-flex items-center gap-2 rounded-md bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 dark:bg-slate-800 dark:text-brand-100"
              data-testid="reminder-status"
            >
              <span aria-hidden="true">✓</span> Reminder set — we'll e-mail you before it starts
            </p>
          ) : (
            <DemoPrimaryAction demo={demo} />
          )
        ) : null}
        {viewer.signedIn ? <SaveDemoButton demo={demo} saved={demo.saved ?? false} /> : null}
        <ShareMenu url={pageUrl} title={demo.title} />
      </div>

      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <DemoStage
            demo={demo}
            embedUrl={embedUrl}
            liveLocked={liveLocked}
            startsAtText={startsAtText}
            endedHere={endedHere}
          />
          {room?.status === "open" ? (
            <LiveRoom
              key={demo.id}
              demoId={demo.id}
              room={room}
              refreshHref={refreshHref}
              onEnded={() => setEndedHere(true)}
            />
          ) : null}
          {room?.status === "removed" ? <RoomNotice removed /> : null}
          {room?.status === "replay" ? <ReplaySummary demoId={demo.id} summary={room.replay} /> : null}
          <section aria-labelledby="about-demo" className="mt-8">
            <h2 id="about-demo" className="text-xl font-semibold">
              About this demo
            </h2>
            <p className="mt-3 leading-7 text-slate-700 dark:text-slate-300">{description}</p>
          </section>
        </div>

        <DemoDetails
          demo={demo}
          startsAtText={startsAtText}
          rating={rating}
          expert={expert}
          brand={brand}
          liveRoomOpen={room?.status === "open" && !endedHere}
        />
      </div>

      {products.length > 0 ? (
        <section aria-labelledby="demo-products" className="mt-14">
          <h2 id="demo-products" className="text-2xl font-bold tracking-tight">
            Products in this demo
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} attributeTo={demoRef(demo.id)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Demo not found",
  message: "This product demo does not exist or is no longer available.",
  link: { to: "/demo", label: "Browse all demos" },
});

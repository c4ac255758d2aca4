// The top of a demo page's main column: the player when there is something to watch, otherwise the demo's picture
// with what stands in its way (log in to join the live demo, not started yet, ended, cancelled, no recording).
import { Link } from "react-router";
import { DemoPrimaryAction } from "~/components/cards/DemoActions";
import { loginPath } from "~/modules/community/community";
import type { DemoPageData } from "~/modules/demos/demos.server";
import { DemoPlayer } from "./DemoPlayer";

export function DemoStage({
  demo,
  embedUrl,
  liveLocked,
  startsAtText,
  endedHere,
}: Pick<DemoPageData, "demo" | "embedUrl" | "liveLocked" | "startsAtText"> & {
  /** The demo ended while this page was open (a streamed event). */
  endedHere: boolean;
}) {
  if (embedUrl && !endedHere) {
    return <DemoPlayer url={embedUrl} title={`${demo.status === "live" ? "Live stream" : "Replay"}: ${demo.title}`} />;
  }
  if (liveLocked && !endedHere) {
    return (
      <div id="player" className="relative overflow-hidden rounded-xl" data-testid="live-locked">
        <img src={demo.thumbnailUrl} alt="" width={960} height={540} className="aspect-video w-full object-cover" />
        <div className="absolute inset-0 grid place-items-center bg-slate-900/80 p-6 text-center text-white">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-red-300">Live now</p>
            <p className="mt-2 text-xl font-bold sm:text-2xl" data-testid="room-access-denied">
              Access Denied: You must be logged in and verified to join a live demo.
            </p>
            <div className="mt-5 flex flex-wrap items-center justify-center gap-3">
              <DemoPrimaryAction demo={demo} size="lg" />
              <Link
                to={loginPath(`/demo/${demo.id}`)}
                className="rounded-md bg-white px-5 py-2.5 font-semibold text-slate-900 hover:bg-brand-50"
              >
                Log In
              </Link>
            </div>
          </div>
        </div>
      </div>
    );
  }
  return (
    <div id="player" className="relative overflow-hidden rounded-xl">
      <img src={demo.thumbnailUrl} alt="" width={960} height={540} className="aspect-video w-full object-cover" />
      <div className="absolute inset-0 grid place-items-center bg-slate-900/70 p-6 text-center text-white">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-amber-300">
            {endedHere
              ? "This demo has ended"
              : demo.status === "upcoming"
                ? "Upcoming demo"
                : demo.status === "cancelled"
                  ? "This demo was cancelled"
                  : "Recording not available"}
          </p>
          <p className="mt-2 text-2xl font-bold" data-testid="demo-start">
            <time dateTime={demo.startsAt}>{demo.status === "upcoming" ? `Starts ${startsAtText}` : startsAtText}</time>
          </p>
        </div>
      </div>
    </div>
  );
}

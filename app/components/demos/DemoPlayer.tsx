// The stream or recording on a demo page: the provider's player in a frame (YouTube, Vimeo, Mux), or the browser's
// own video element for a plain video file. When a file cannot play, the player gives way to a message instead of
// the browser's broken-player picture; a frame's failure cannot be seen from the page, so a line under it always
// offers the provider's own page (issue 37).
import { useEffect, useRef, useState } from "react";
import { videoOpenLink, videoPlayerKind } from "~/modules/demos/video-url";

export function DemoPlayer({ url, title }: { url: string; title: string }) {
  const open = videoOpenLink(url);
  const frame = videoPlayerKind(url) === "frame";
  return (
    <div>
      <div id="player" className="aspect-video overflow-hidden rounded-xl bg-slate-900">
        {frame ? (
          <iframe
            src={url}
            title={title}
            className="h-full w-full"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <FilePlayer url={url} title={title} openHref={open.href} />
        )}
      </div>
      {frame ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="player-fallback">
          Player not loading?{" "}
          <a
            href={open.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline dark:text-brand-100"
          >
            {open.label}
          </a>
          .
        </p>
      ) : null}
    </div>
  );
}

function FilePlayer({ url, title, openHref }: { url: string; title: string; openHref: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  // The error may have happened before hydration (the element starts loading from the server's HTML): look once.
  useEffect(() => {
    const element = video.current;
    if (element && (element.error || element.networkState === HTMLMediaElement.NETWORK_NO_SOURCE)) setFailed(true);
  }, []);
  if (failed) {
    return (
      <div
        className="grid h-full place-items-center p-6 text-center text-white"
        role="status"
        data-testid="player-error"
      >
        <div>
          <p className="text-lg font-semibold">This stream cannot play right now.</p>
          <p className="mt-2 text-sm text-slate-300">
            It may not have started yet, or your network blocks it.{" "}
            <a href={openHref} className="font-medium underline">
              Open the video
            </a>{" "}
            or reload the page in a minute.
          </p>
        </div>
      </div>
    );
  }
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- an expert's own file comes without a caption track
    <video
      ref={video}
      src={url}
      controls
      playsInline
      preload="metadata"
      className="h-full w-full"
      aria-label={title}
      onError={() => setFailed(true)}
    >
      <a href={url}>Open the video</a>
    </video>
  );
}

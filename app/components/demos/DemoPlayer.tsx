// The stream or recording on a demo page: the provider's player in a frame (YouTube, Vimeo, Mux), or the browser's
// own video element for a plain video file.
import { videoPlayerKind } from "~/modules/demos/video-url";

export function DemoPlayer({ url, title }: { url: string; title: string }) {
  return (
    <div id="player" className="aspect-video overflow-hidden rounded-xl bg-slate-900">
      {videoPlayerKind(url) === "video" ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- an expert's own file comes without a caption track
        <video src={url} controls playsInline preload="metadata" className="h-full w-full" aria-label={title}>
          <a href={url}>Open the video</a>
        </video>
      ) : (
        <iframe
          src={url}
          title={title}
          className="h-full w-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </div>
  );
}

// The stream and replay links an expert may give a demo (ADR 023): YouTube, Vimeo, Mux, or an HTTPS link to a
// video file (.mp4, .webm, .m3u8). Anything else is refused with a message the form shows next to the field.
// Accepted links are stored in the form the demo page plays: the provider's embed URL, or the file URL. Pure.

export type VideoProvider = "youtube" | "vimeo" | "mux" | "file";

export type VideoUrlResult = { ok: true; provider: VideoProvider; url: string } | { ok: false; message: string };

export const VIDEO_URL_MAX = 2000;

export const VIDEO_URL_MESSAGES = {
  notUrl: "Enter a full link starting with https://.",
  notHttps: "Use a secure link: it must start with https://.",
  tooLong: `Please keep the link under ${VIDEO_URL_MAX} characters.`,
  unknownProvider:
    "This video host is not supported. Use a YouTube, Vimeo or Mux link, or an https:// link to an .mp4, .webm or .m3u8 file.",
  youtube: "This YouTube link does not name a video. Copy the link from the video's Share button.",
  vimeo: "This Vimeo link does not name a video. Copy the link from the video's Share button.",
  mux: "This Mux link does not name a playback ID (https://stream.mux.com/<playback id>.m3u8).",
} as const;

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtu.be",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);
const MUX_HOSTS = new Set(["stream.mux.com", "player.mux.com"]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
const MUX_ID = /^[A-Za-z0-9]{10,64}$/;
const VIDEO_FILE = /\.(mp4|webm|m3u8)$/i;

/** Validates a stream or replay link and returns the URL to store (the embed form for YouTube, Vimeo and Mux). */
export function parseVideoUrl(input: string): VideoUrlResult {
  const text = input.trim();
  if (text.length > VIDEO_URL_MAX) return { ok: false, message: VIDEO_URL_MESSAGES.tooLong };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: VIDEO_URL_MESSAGES.notUrl };
  }
  if (url.protocol === "http:") return { ok: false, message: VIDEO_URL_MESSAGES.notHttps };
  if (url.protocol !== "https:" || url.username || url.password || url.port) {
    return { ok: false, message: VIDEO_URL_MESSAGES.unknownProvider };
  }
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);

  if (YOUTUBE_HOSTS.has(host)) {
    let id: string | null | undefined;
    if (host === "youtu.be") id = parts[0];
    else if (parts[0] === "watch") id = url.searchParams.get("v");
    else if (["embed", "live", "shorts", "v"].includes(parts[0] ?? "")) id = parts[1];
    if (!id || !YOUTUBE_ID.test(id)) return { ok: false, message: VIDEO_URL_MESSAGES.youtube };
    return { ok: true, provider: "youtube", url: `https://www.youtube-nocookie.com/embed/${id}` };
  }

  if (VIMEO_HOSTS.has(host)) {
    const [first, second, third] = host === "player.vimeo.com" && parts[0] === "video" ? parts.slice(1) : parts;
    if (first === "event" && second && VIMEO_ID.test(second)) {
      return { ok: true, provider: "vimeo", url: `https://vimeo.com/event/${second}/embed` };
    }
    if (!first || !VIMEO_ID.test(first) || third !== undefined) return { ok: false, message: VIDEO_URL_MESSAGES.vimeo };
    const hash = second ?? url.searchParams.get("h");
    if (hash && !VIMEO_HASH.test(hash)) return { ok: false, message: VIDEO_URL_MESSAGES.vimeo };
    return {
      ok: true,
      provider: "vimeo",
      url: `https://player.vimeo.com/video/${first}${hash ? `?h=${hash.toLowerCase()}` : ""}`,
    };
  }

  if (MUX_HOSTS.has(host)) {
    const id = (parts[0] ?? "").replace(/\.m3u8$/i, "");
    if (parts.length !== 1 || !MUX_ID.test(id)) return { ok: false, message: VIDEO_URL_MESSAGES.mux };
    return { ok: true, provider: "mux", url: `https://player.mux.com/${id}` };
  }

  if (VIDEO_FILE.test(url.pathname)) {
    url.hash = "";
    return { ok: true, provider: "file", url: url.toString() };
  }
  return { ok: false, message: VIDEO_URL_MESSAGES.unknownProvider };
}

/** How the demo page plays a stored link: a video element for a file, the provider's player in a frame otherwise. */
export function videoPlayerKind(storedUrl: string): "video" | "frame" {
  const parsed = parseVideoUrl(storedUrl);
  return parsed.ok && parsed.provider === "file" ? "video" : "frame";
}

const PROVIDER_NAMES: Record<VideoProvider, string> = { youtube: "YouTube", vimeo: "Vimeo", mux: "Mux", file: "" };

/**
 * Where a viewer can open a stored stream outside this page when the embedded player cannot play it (offline
 * network, a blocked host, a stream not started): the provider's own page, or the file itself.
 */
export function videoOpenLink(storedUrl: string): { href: string; label: string } {
  const parsed = parseVideoUrl(storedUrl);
  if (!parsed.ok || parsed.provider === "file") return { href: storedUrl, label: "Open the video file" };
  const youtubeId = /\/embed\/([A-Za-z0-9_-]{11})/.exec(parsed.url)?.[1];
  const href = youtubeId ? `https://www.youtube.com/watch?v=${youtubeId}` : parsed.url;
  return { href, label: `Open it on ${PROVIDER_NAMES[parsed.provider]}` };
}

// Live demo rooms (ADR 017): the rules and view shapes shared by the server and the browser. Pure: no database.
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE } from "~/modules/forms/fields";

export const MAX_MESSAGE_LENGTH = 500;
export const MAX_QUESTION_LENGTH = 300;
export const MAX_POLL_QUESTION_LENGTH = 200;
export const MAX_POLL_OPTION_LENGTH = 80;
export const MIN_POLL_OPTIONS = 2;
export const MAX_POLL_OPTIONS = 6;
/** How many chat messages the room shows (server-rendered and kept in the browser). */
export const CHAT_WINDOW = 50;
/** A viewer counts as watching for this long after their page or stream last checked in. */
export const PRESENCE_WINDOW_MS = 60_000;

/** The spec's notice for anyone not logged in and verified. */
export const ACCESS_DENIED = {
  title: "Access Denied",
  description: "You must be logged in and verified to join a live demo.",
} as const;
export const REMOVED_MESSAGE = "The host removed you from this live demo's room.";
export const NOT_LIVE_MESSAGE = "This demo is not live, so its room is closed.";
export const ENDED_MESSAGE = "This demo has ended";

/** Hosts whose links are clickable in chat; every other URL stays plain text. */
export const ALLOWED_LINK_HOSTS = [
  "labmarket.test",
  "labmarket.fly.dev",
  "doi.org",
  "pubmed.ncbi.nlm.nih.gov",
] as const;

export interface ChatMessageView {
  id: string;
  authorId: string;
  authorName: string;
  body: string;
  createdAt: string;
}

export interface QuestionView {
  id: string;
  authorId: string;
  authorName: string;
  body: string;
  votes: number;
  answered: boolean;
  answeredAtSeconds: number | null;
  createdAt: string;
}

export interface PollView {
  id: string;
  question: string;
  closed: boolean;
  options: { id: string; label: string; votes: number }[];
}

export interface PinnedProductView {
  product: {
    id: string;
    title: string;
    brandName: string | null;
    thumbnailUrl: string | null;
    purchasable: boolean;
    price: { formatted: string; originalFormatted: string | null } | null;
  };
  /** The first variant, for Add to Cart; null when the product has none. */
  variantId: string | null;
}

/** What the event stream sends for each room event; `id` is the room event id (the SSE id). */
export type RoomEventView =
  | { id: string; kind: "message"; message: ChatMessageView }
  | { id: string; kind: "message_hidden"; messageId: string }
  | { id: string; kind: "question" | "question_updated"; question: QuestionView }
  | { id: string; kind: "question_hidden"; questionId: string }
  | { id: string; kind: "poll"; poll: PollView }
  | { id: string; kind: "pin"; pinned: PinnedProductView }
  | { id: string; kind: "unpin"; productId: string }
  | { id: string; kind: "viewer_removed"; userId: string }
  /** The demo ended (host or admin): the room closes; `replayUrl` is the recording's link when there is one. */
  | { id: string; kind: "demo_ended"; replayUrl: string | null };

export interface RoomState {
  /** The last room event the state includes ("0" when none): the stream resumes after it. */
  lastEventId: string;
  messages: ChatMessageView[];
  questions: QuestionView[];
  poll: PollView | null;
  pinned: PinnedProductView[];
}

export type FieldCheck = { ok: true; value: string } | { ok: false; error: string };

/** Trims and bounds a chat message or question; control characters are refused like in every other form. */
export function checkText(raw: unknown, max: number, what: string): FieldCheck {
  if (typeof raw === "string" && CONTROL_CHARACTERS.test(raw)) return { ok: false, error: CONTROL_CHARACTERS_MESSAGE };
  const text = typeof raw === "string" ? raw.trim() : "";
  if (!text) return { ok: false, error: `Please write a ${what}.` };
  if ([...text].length > max) return { ok: false, error: `Please keep your ${what} to ${max} characters or fewer.` };
  return { ok: true, value: text };
}

export type PollCheck = { ok: true; question: string; options: string[] } | { ok: false; error: string };

/** A poll needs a question and 2–6 distinct, non-empty options (blank option fields are ignored). */
export function checkPoll(question: unknown, options: unknown[]): PollCheck {
  const q = checkText(question, MAX_POLL_QUESTION_LENGTH, "poll question");
  if (!q.ok) return q;
  const labels = options.map((o) => (typeof o === "string" ? o.trim() : "")).filter(Boolean);
  if (labels.length < MIN_POLL_OPTIONS || labels.length > MAX_POLL_OPTIONS) {
    return { ok: false, error: `A poll needs between ${MIN_POLL_OPTIONS} and ${MAX_POLL_OPTIONS} options.` };
  }
  if (labels.some((l) => [...l].length > MAX_POLL_OPTION_LENGTH)) {
    return { ok: false, error: `Please keep each option to ${MAX_POLL_OPTION_LENGTH} characters or fewer.` };
  }
  if (new Set(labels.map((l) => l.toLowerCase())).size !== labels.length) {
    return { ok: false, error: "Each option must be different." };
  }
  return { ok: true, question: q.value, options: labels };
}

export type TextPart = { text: string; href?: undefined } | { text: string; href: string };

/** Splits a message into text and links; only https links to allow-listed hosts become links. */
export function messageParts(body: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of body.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    const start = match.index ?? 0;
    const raw = match[0].replace(/[.,;:!?)]+$/, "");
    if (!isAllowedLink(raw)) continue;
    if (start > last) parts.push({ text: body.slice(last, start) });
    parts.push({ text: raw, href: raw });
    last = start + raw.length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}

export function isAllowedLink(raw: string): boolean {
  try {
    const url = new URL(raw);
    if (url.protocol !== "https:" || url.username || url.password) return false;
    return ALLOWED_LINK_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
  } catch {
    return false;
  }
}

/** Seconds into the stream at `at` (0 before the start). */
export function streamSeconds(startsAt: Date, at: Date): number {
  return Math.max(0, Math.floor((at.getTime() - startsAt.getTime()) / 1000));
}

/** 75 → "1:15", 3725 → "1:02:05". */
export function formatStreamTime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** A replay link that starts at `seconds` where the provider takes a start time (YouTube, Vimeo); else null. */
export function replayLinkAt(replayUrl: string | null, seconds: number): string | null {
  if (!replayUrl) return null;
  try {
    const url = new URL(replayUrl);
    if (/(^|\.)youtube(-nocookie)?\.com$/.test(url.hostname) || url.hostname === "youtu.be") {
      url.searchParams.set("start", String(seconds));
      return url.toString();
    }
    if (/(^|\.)vimeo\.com$/.test(url.hostname)) {
      url.hash = `t=${seconds}s`;
      return url.toString();
    }
  } catch {
    // not a URL: no link
  }
  return null;
}

/** Open questions first by votes (then oldest first), answered ones after them. */
export function sortQuestions(questions: QuestionView[]): QuestionView[] {
  return [...questions].sort(
    (a, b) => Number(a.answered) - Number(b.answered) || b.votes - a.votes || a.createdAt.localeCompare(b.createdAt),
  );
}

const idNumber = (id: string) => BigInt(id);

/**
 * Applies streamed events to a server-rendered state. Events at or before the state's lastEventId are already
 * in it and are skipped, so a replayed or doubled event never shows twice.
 */
export function applyRoomEvents(state: RoomState, events: RoomEventView[]): RoomState {
  let next = state;
  for (const event of events) {
    if (idNumber(event.id) <= idNumber(next.lastEventId)) continue;
    next = { ...applyOne(next, event), lastEventId: event.id };
  }
  return next;
}

function applyOne(state: RoomState, event: RoomEventView): RoomState {
  switch (event.kind) {
    case "message":
      if (state.messages.some((m) => m.id === event.message.id)) return state;
      return { ...state, messages: [...state.messages, event.message].slice(-CHAT_WINDOW) };
    case "message_hidden":
      return { ...state, messages: state.messages.filter((m) => m.id !== event.messageId) };
    case "question":
    case "question_updated": {
      const others = state.questions.filter((q) => q.id !== event.question.id);
      return { ...state, questions: sortQuestions([...others, event.question]) };
    }
    case "question_hidden":
      return { ...state, questions: state.questions.filter((q) => q.id !== event.questionId) };
    case "poll":
      return { ...state, poll: event.poll };
    case "pin":
      return {
        ...state,
        pinned: [event.pinned, ...state.pinned.filter((p) => p.product.id !== event.pinned.product.id)],
      };
    case "unpin":
      return { ...state, pinned: state.pinned.filter((p) => p.product.id !== event.productId) };
    case "viewer_removed":
      return { ...state, messages: state.messages.filter((m) => m.authorId !== event.userId) };
    case "demo_ended":
      // The room itself switches to its ended view (LiveRoom); what was said stays as it was.
      return state;
  }
}

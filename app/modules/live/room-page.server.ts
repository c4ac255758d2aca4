// The live room on the demo page: the loader's room data and the page action's room intents (ADR 017).
import { data, redirect } from "react-router";
import { getOptionalUser, type SessionUser } from "~/modules/auth/session.server";
import { redirectWithToast } from "~/utils/cookies.server";
import {
  countWatching,
  INTENT_ANCHOR,
  listPinnableProducts,
  loadRoom,
  ROOM_INTENTS,
  roomAccess,
  runRoomAction,
  touchPresence,
  type RoomIntent,
} from "./room.server";
import { listReplaySummary } from "./replay.server";

export function isRoomIntent(value: unknown): value is RoomIntent {
  return typeof value === "string" && (ROOM_INTENTS as readonly string[]).includes(value);
}

/** What the demo page shows of the room: nothing (not live), the refusal, the removal notice, or the room itself. */
export async function getRoomSection(demoId: string, user: SessionUser | null) {
  const access = await roomAccess(demoId, user);
  if (access.status === "not_found") return null;
  if (access.status === "not_live") {
    return access.demo.status === "replay"
      ? { status: "replay" as const, replay: await listReplaySummary(demoId, access.demo.replayUrl) }
      : null;
  }
  if (access.status === "denied") return { status: "denied" as const };
  if (access.status === "removed") return { status: "removed" as const };
  await touchPresence(demoId, access.user.id);
  const [room, watching, pinnable] = await Promise.all([
    loadRoom(demoId, access.user.id),
    countWatching(demoId),
    access.host ? listPinnableProducts(demoId) : Promise.resolve([]),
  ]);
  return { status: "open" as const, host: access.host, watching, pinnable, ...room };
}

export type RoomActionData = {
  room: { intent: RoomIntent; target: string; ok: boolean; error?: string; message?: string };
};

/**
 * A room form post. Without JavaScript it redirects back to the room at the form's panel (#chat, #questions,
 * #poll, #pinned), or re-renders the page with the error next to the form; a fetcher (inPlace=1) gets data back.
 */
export async function handleRoomAction(request: Request, demoId: string, form: FormData, intent: RoomIntent) {
  const user = await getOptionalUser(request);
  const result = await runRoomAction(demoId, user, intent, form);
  const target = String(
    form.get("questionId") || form.get("pollId") || form.get("messageId") || form.get("productId") || "",
  );
  const inPlace = form.get("inPlace") === "1";
  if (result.ok) {
    if (inPlace) return data<RoomActionData>({ room: { intent, target, ok: true, message: result.message } });
    const back = `/demo/${encodeURIComponent(demoId)}#${INTENT_ANCHOR[intent]}`;
    return result.message ? redirectWithToast(back, { title: result.message }) : redirect(back, 303);
  }
  const headers = result.status === 429 ? { "Retry-After": "10" } : undefined;
  return data<RoomActionData>(
    { room: { intent, target, ok: false, error: result.error } },
    { status: result.status, headers },
  );
}

import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS_MESSAGE } from "~/modules/forms/fields";
import {
  applyRoomEvents,
  checkPoll,
  checkText,
  formatStreamTime,
  messageParts,
  replayLinkAt,
  type RoomState,
} from "./room";

describe("checkText", () => {
  it("trims, refuses empty and over-long text, and refuses control characters with the forms' field message", () => {
    expect(checkText("  hi there ", 500, "message")).toEqual({ ok: true, value: "hi there" });
    expect(checkText("hi\u0007 there", 500, "message")).toEqual({ ok: false, error: CONTROL_CHARACTERS_MESSAGE });
    expect(checkText("a\u0000", 500, "question")).toEqual({ ok: false, error: CONTROL_CHARACTERS_MESSAGE });
    expect(checkText("line one\nline two", 500, "message")).toEqual({ ok: true, value: "line one\nline two" });
    expect(checkText("   ", 500, "message")).toEqual({ ok: false, error: "Please write a message." });
    expect(checkText("x".repeat(501), 500, "message").ok).toBe(false);
    expect(checkText("x".repeat(500), 500, "message").ok).toBe(true);
    expect(checkText(undefined, 500, "message").ok).toBe(false);
  });
});

describe("checkPoll", () => {
  it("needs 2 to 6 distinct options", () => {
    expect(checkPoll("Q?", ["a"]).ok).toBe(false);
    expect(checkPoll("Q?", ["a", "", "b"])).toEqual({ ok: true, question: "Q?", options: ["a", "b"] });
    expect(checkPoll("Q?", ["a", "A"]).ok).toBe(false);
    expect(checkPoll("Q?", ["1", "2", "3", "4", "5", "6", "7"]).ok).toBe(false);
  });
});

describe("messageParts", () => {
  it("links only https URLs on allow-listed hosts", () => {
    expect(messageParts("see https://doi.org/10.1/x.")).toEqual([
      { text: "see " },
      { text: "https://doi.org/10.1/x", href: "https://doi.org/10.1/x" },
      { text: "." },
    ]);
    expect(messageParts("see https://evil.example/doi.org")).toEqual([{ text: "see https://evil.example/doi.org" }]);
    expect(messageParts("http://doi.org/x")).toEqual([{ text: "http://doi.org/x" }]);
    expect(messageParts("<b>x</b>")).toEqual([{ text: "<b>x</b>" }]);
  });
});

describe("stream time", () => {
  it("formats and seeks", () => {
    expect(formatStreamTime(75)).toBe("1:15");
    expect(formatStreamTime(3725)).toBe("1:02:05");
    expect(replayLinkAt("https://www.youtube-nocookie.com/embed/abc", 90)).toBe(
      "https://www.youtube-nocookie.com/embed/abc?start=90",
    );
    expect(replayLinkAt("https://example.com/video.mp4", 90)).toBeNull();
  });
});

describe("applyRoomEvents", () => {
  const base: RoomState = { lastEventId: "5", messages: [], questions: [], poll: null, pinned: [] };
  const message = (id: string, body: string) => ({
    id,
    kind: "message" as const,
    message: { id: `m${id}`, authorId: "u1", authorName: "A", body, createdAt: "2026-01-01T00:00:00.000Z" },
  });
  it("skips events already in the state and never doubles a replayed one", () => {
    const next = applyRoomEvents(base, [
      message("4", "old"),
      message("6", "new"),
      message("6", "new"),
      message("7", "newer"),
    ]);
    expect(next.messages.map((m) => m.body)).toEqual(["new", "newer"]);
    expect(next.lastEventId).toBe("7");
  });
  it("removes hidden messages and a removed viewer's messages", () => {
    const withMessages = applyRoomEvents(base, [message("6", "a"), message("7", "b")]);
    expect(
      applyRoomEvents(withMessages, [{ id: "8", kind: "message_hidden", messageId: "m6" }]).messages.map((m) => m.body),
    ).toEqual(["b"]);
    expect(applyRoomEvents(withMessages, [{ id: "8", kind: "viewer_removed", userId: "u1" }]).messages).toEqual([]);
  });
});

// The live-demo actions (spec §2 Live demos, issue 5): Join Now, Set Reminder (stored, confirmed by e-mail with
// an .ics invite), Save / Unsave, and the saved list for the buyer dashboard.
import { data, redirect } from "react-router";
import type { DemoCardData } from "./demos";
import { getOptionalUser, type SessionUser } from "~/modules/auth/session.server";
import { appOrigin } from "~/utils/env.server";
import { sendEmail } from "~/modules/mail/mail.server";
import { composeEmail } from "~/modules/mail/templates";
import { readTimeZone, redirectWithToast, safeRedirectPath } from "~/utils/cookies.server";
import { prisma } from "~/utils/db.server";
import { demoCalendarInvite } from "./calendar-invite";
import { ACCESS_DENIED, DEMO_NOTICES, LOGIN_REQUIRED, demoIntentSchema, loginPath } from "./demo-actions";
import { formatDateTime, type DemoStatus } from "./demos";
import { demoCardSelect, toDemoCard } from "./demos.server";
import { readFormData } from "~/modules/forms/request-body.server";

const actionDemoSelect = {
  id: true,
  title: true,
  status: true,
  startsAt: true,
  description: true,
  durationMinutes: true,
  creatorName: true,
  scheduleSequence: true,
} as const;

type ActionDemo = {
  id: string;
  title: string;
  status: DemoStatus;
  /** The calendar entry's version: a new reminder's invite carries it (ADR 023). */
  scheduleSequence: number;
  startsAt: Date;
  description: string;
  durationMinutes: number;
  creatorName: string;
};

/**
 * The form post of every demo button (cards and the demo page): `intent` = join | remind | save | unsave,
 * `redirectTo` = the page to come back to. Always answers with a 303 (and a toast), or 400 for a bad intent;
 * throws a 404 for an unknown demo.
 */
export async function handleDemoAction(request: Request, demoId: string) {
  const form = await readFormData(request);
  const parsed = demoIntentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: "Unknown demo action." }, { status: 400 });
  const demo = await prisma.demo.findUnique({ where: { id: demoId }, select: actionDemoSelect });
  if (!demo) throw new Response("Demo not found", { status: 404 });
  const page = `/demo/${encodeURIComponent(demo.id)}`;
  const back = safeRedirectPath(parsed.data.redirectTo, page);
  const user = await getOptionalUser(request);

  switch (parsed.data.intent) {
    case "join": {
      // A session exists only for approved accounts with a verified e-mail (session.server.ts).
      if (!user) return redirectWithToast(back, ACCESS_DENIED);
      if (demo.status === "upcoming") return redirectWithToast(back, DEMO_NOTICES.notLive(demo.title));
      if (demo.status === "cancelled") return redirectWithToast(back, DEMO_NOTICES.cancelled(demo.title));
      return redirect(page, 303);
    }
    case "remind": {
      if (!user) return redirectWithToast(loginPath(back), LOGIN_REQUIRED);
      if (demo.status !== "upcoming") return redirectWithToast(back, DEMO_NOTICES.reminderClosed(demo.title));
      const created = await setDemoReminder(user, demo, { timeZone: readTimeZone(request), origin: appOrigin() });
      return redirectWithToast(
        back,
        created ? DEMO_NOTICES.reminderSet(demo.title) : DEMO_NOTICES.reminderExists(demo.title),
      );
    }
    case "save": {
      if (!user) return redirectWithToast(loginPath(back), LOGIN_REQUIRED);
      await saveDemo(user.id, demo.id);
      return redirectWithToast(back, DEMO_NOTICES.saved(demo.title));
    }
    case "unsave": {
      if (!user) return redirectWithToast(loginPath(back), LOGIN_REQUIRED);
      await unsaveDemo(user.id, demo.id);
      return redirectWithToast(back, DEMO_NOTICES.unsaved(demo.title));
    }
  }
}

/**
 * Stores the reminder (one per user and demo) and, only when it is new, e-mails the confirmation with the
 * demo's .ics invite. Returns whether it was new. Concurrent clicks insert one row and send one e-mail.
 */
export async function setDemoReminder(
  user: Pick<SessionUser, "id" | "email" | "fullName">,
  demo: ActionDemo,
  options: { timeZone: string | null; origin: string },
): Promise<boolean> {
  // The invite below is this version of the demo: a reschedule committed meanwhile leaves the row behind the
  // demo's sequence, and the schedule-notice sweep sends the member the newer invite (ADR 023).
  const { count } = await prisma.demoReminder.createMany({
    data: [{ userId: user.id, demoId: demo.id, inviteSequence: demo.scheduleSequence }],
    skipDuplicates: true,
  });
  if (count === 0) return false;
  const invite = demoCalendarInvite(demo, options.origin);
  const url = `${options.origin}/demo/${encodeURIComponent(demo.id)}`;
  const email = composeEmail(`Reminder set: ${demo.title}`, "Your demo reminder is set", [
    `Hello ${user.fullName},`,
    `"${demo.title}" with ${demo.creatorName} starts ${formatDateTime(demo.startsAt, options.timeZone)}.`,
    `We'll e-mail you again shortly before it starts. The attached calendar invite (${invite.filename}) adds it to your calendar.`,
    `Demo page: ${url}`,
  ]);
  await sendEmail({
    to: user.email,
    ...email,
    attachments: [{ filename: invite.filename, content: invite.content, contentType: invite.contentType }],
  });
  return true;
}

/** Saves a demo for the user; saving twice keeps one row. */
export async function saveDemo(userId: string, demoId: string): Promise<void> {
  await prisma.savedDemo.createMany({ data: [{ userId, demoId }], skipDuplicates: true });
}

export async function unsaveDemo(userId: string, demoId: string): Promise<void> {
  await prisma.savedDemo.deleteMany({ where: { userId, demoId } });
}

/** The user's saved demos as cards, most recently saved first (the buyer dashboard's Saved tab). */
export async function listSavedDemos(userId: string, timeZone: string | null = null): Promise<DemoCardData[]> {
  const rows = await prisma.savedDemo.findMany({
    where: { userId },
    select: { demo: { select: demoCardSelect } },
    orderBy: [{ createdAt: "desc" }, { demoId: "asc" }],
  });
  return rows.map((r) => ({ ...toDemoCard(r.demo, timeZone), saved: true }));
}

/** Marks the cards the user has saved (cards of visitors stay as they are). */
export async function markSavedDemos(userId: string | null, cards: DemoCardData[]): Promise<DemoCardData[]> {
  if (!userId || cards.length === 0) return cards;
  const rows = await prisma.savedDemo.findMany({
    where: { userId, demoId: { in: cards.map((c) => c.id) } },
    select: { demoId: true },
  });
  const saved = new Set(rows.map((r) => r.demoId));
  return cards.map((c) => ({ ...c, saved: saved.has(c.id) }));
}

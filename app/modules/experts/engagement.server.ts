// Expert profile actions (issue 5): Follow / Unfollow, Message (stored in the expert's inbox and e-mailed to the
// account linked to the expert), and the inbox itself.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "~/utils/zod";
import { getOptionalUser, type SessionUser } from "~/modules/auth/session.server";
import { LOGIN_REQUIRED, loginPath } from "~/modules/demos/demo-actions";
import { appOrigin } from "~/utils/env.server";
import { sendEmail } from "~/modules/mail/mail.server";
import { composeEmail } from "~/modules/mail/templates";
import { redirectWithToast } from "~/utils/cookies.server";
import { prisma } from "~/utils/db.server";
import { EXPERT_INTENTS, EXPERT_NOTICES } from "./experts";
import { expertMessageSchema, type ExpertMessageInput } from "./message-schema";
import { readFormData } from "~/modules/forms/request-body.server";

const intentSchema = z.object({ intent: z.enum(EXPERT_INTENTS) });

/**
 * The form posts of /influencer/{id}: intent = follow | unfollow | message. Visitors are sent to log in
 * (and back); a bad message answers 400 with the field messages and stores nothing.
 */
export async function handleExpertAction(request: Request, expertId: number) {
  const form = await readFormData(request);
  const parsed = intentSchema.safeParse({ intent: form.get("intent") });
  if (!parsed.success) return data({ error: "Unknown action." }, { status: 400 });
  const expert = await prisma.expert.findUnique({
    where: { id: expertId },
    select: { id: true, name: true, userId: true, user: { select: { email: true } } },
  });
  if (!expert) throw new Response("Expert not found", { status: 404 });
  const page = `/influencer/${expert.id}`;
  const user = await getOptionalUser(request);
  if (!user) {
    const back = parsed.data.intent === "message" ? `${page}#message` : page;
    return redirectWithToast(loginPath(back), LOGIN_REQUIRED);
  }

  switch (parsed.data.intent) {
    case "follow":
      await followExpert(user.id, expert.id);
      return redirectWithToast(page, EXPERT_NOTICES.followed(expert.name));
    case "unfollow":
      await unfollowExpert(user.id, expert.id);
      return redirectWithToast(page, EXPERT_NOTICES.unfollowed(expert.name));
    case "message": {
      const submission = parseWithZod(form, { schema: expertMessageSchema });
      if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
      if (expert.userId === user.id) {
        return data(
          { result: submission.reply({ formErrors: ["You can't send a message to your own profile."] }) },
          { status: 400 },
        );
      }
      await sendExpertMessage(user, expert, submission.value, appOrigin());
      return redirectWithToast(page, EXPERT_NOTICES.messageSent(expert.name));
    }
  }
}

/** Follows an expert; following twice keeps one row. */
export async function followExpert(userId: string, expertId: number): Promise<void> {
  await prisma.expertFollow.createMany({ data: [{ userId, expertId }], skipDuplicates: true });
}

export async function unfollowExpert(userId: string, expertId: number): Promise<void> {
  await prisma.expertFollow.deleteMany({ where: { userId, expertId } });
}

export async function isFollowingExpert(userId: string, expertId: number): Promise<boolean> {
  const row = await prisma.expertFollow.findUnique({
    where: { userId_expertId: { userId, expertId } },
    select: { expertId: true },
  });
  return row !== null;
}

/** Stores the message in the expert's inbox and e-mails it to the linked account, when there is one. */
export async function sendExpertMessage(
  sender: Pick<SessionUser, "id" | "email" | "fullName">,
  expert: { id: number; name: string; user: { email: string } | null },
  input: ExpertMessageInput,
  origin: string,
): Promise<string> {
  const message = await prisma.expertMessage.create({
    data: { expertId: expert.id, senderId: sender.id, subject: input.subject, body: input.body },
    select: { id: true },
  });
  if (expert.user) {
    const email = composeEmail(`New message from ${sender.fullName}: ${input.subject}`, "You have a new message", [
      `Hello ${expert.name},`,
      `${sender.fullName} (${sender.email}) sent you a message on LabMarket.`,
      `Subject: ${input.subject}`,
      input.body,
      `Read it in your inbox: ${origin}/influencer-dashboard/inbox — reply to ${sender.email}.`,
    ]);
    await sendEmail({ to: expert.user.email, ...email });
  }
  return message.id;
}

/**
 * The inbox of the expert linked to this account, newest first; the messages shown are marked read
 * (`unread` tells which were new when the page was opened). Null when no expert is linked.
 */
export async function openExpertInbox(userId: string, now = new Date()) {
  const expert = await prisma.expert.findUnique({ where: { userId }, select: { id: true, name: true } });
  if (!expert) return null;
  const messages = await prisma.expertMessage.findMany({
    where: { expertId: expert.id },
    select: {
      id: true,
      subject: true,
      body: true,
      readAt: true,
      createdAt: true,
      sender: { select: { email: true, profile: { select: { fullName: true, companyName: true } } } },
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
  });
  const unreadIds = messages.filter((m) => m.readAt === null).map((m) => m.id);
  if (unreadIds.length) {
    await prisma.expertMessage.updateMany({ where: { id: { in: unreadIds }, readAt: null }, data: { readAt: now } });
  }
  return {
    expert,
    messages: messages.map((m) => ({
      id: m.id,
      subject: m.subject,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
      unread: m.readAt === null,
      senderName: m.sender.profile?.fullName ?? m.sender.email,
      senderCompany: m.sender.profile?.companyName ?? null,
      senderEmail: m.sender.email,
    })),
  };
}

/** Unread messages of the expert linked to this account (0 when none is linked): for a dashboard badge. */
export async function countUnreadExpertMessages(userId: string): Promise<number> {
  return prisma.expertMessage.count({ where: { readAt: null, expert: { userId } } });
}

// The dev mailbox (/dev/mailbox, demo mode only): the outbox for a first run without a mail provider.
//
// Anyone who can reach a demo-mode server can read it, so it must not hand out accounts: a password reset for
// admin@labmarket.test would otherwise be four anonymous requests (ask for a code, read it here, reset, log in).
// One-time codes addressed to accounts with privileges (any admin; a brand or expert account once approved) are
// therefore never shown. Buyers' codes are, and so are those of brand and expert applicants still awaiting
// approval: such an account can do nothing a buyer cannot, and a newcomer trying the demo must be able to verify
// the expert or brand account they just applied for. An approved account's later reset codes are withheld. Answering
// only loopback requests was the other option, but it is weaker: behind any reverse proxy on the same host every
// request arrives from 127.0.0.1, and a public demo (DEMO_MODE=1 on purpose) could not show sign-up codes at all.
import type { Role } from "~/generated/prisma/enums";
import { prisma } from "~/utils/db.server";
import { ONE_TIME_CODE_SUBJECTS } from "./templates";

const APPROVAL_GATED_ROLES: Role[] = ["brand", "influencer"];

export type MailboxMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  status: string;
  createdAt: string;
  attachments: string[];
  /** True when the body was withheld (a one-time code for a privileged account). */
  withheld: boolean;
};

function carriesOneTimeCode(subject: string): boolean {
  return ONE_TIME_CODE_SUBJECTS.some((prefix) => subject.startsWith(prefix));
}

/** The newest outbox messages, codes for privileged accounts withheld. Two queries, whatever the page size. */
export async function listDevMailbox(limit = 100): Promise<MailboxMessage[]> {
  const messages = await prisma.emailMessage.findMany({
    orderBy: { createdAt: "desc" },
    take: limit,
    select: { id: true, to: true, subject: true, text: true, status: true, createdAt: true, attachments: true },
  });
  const codeRecipients = [
    ...new Set(messages.filter((m) => carriesOneTimeCode(m.subject)).map((m) => m.to.toLowerCase())),
  ];
  const privileged = new Set(
    codeRecipients.length === 0
      ? []
      : (
          await prisma.user.findMany({
            where: {
              email: { in: codeRecipients, mode: "insensitive" },
              OR: [
                { profile: { role: "admin" } },
                { profile: { role: { in: APPROVAL_GATED_ROLES }, status: "approved" } },
              ],
            },
            select: { email: true },
          })
        ).map((u) => u.email.toLowerCase()),
  );
  return messages.map((m) => {
    const withheld = carriesOneTimeCode(m.subject) && privileged.has(m.to.toLowerCase());
    const prefix = ONE_TIME_CODE_SUBJECTS.find((p) => m.subject.startsWith(p));
    return {
      id: m.id,
      to: m.to,
      subject: withheld && prefix ? prefix : m.subject,
      text: withheld
        ? "Not shown: one-time codes for admin accounts and approved brand and expert accounts never appear in the dev mailbox."
        : m.text,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
      attachments: Array.isArray(m.attachments)
        ? (m.attachments as { filename?: string }[]).map((a) => a.filename ?? "attachment")
        : [],
      withheld,
    };
  });
}

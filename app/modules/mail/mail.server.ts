// Outgoing e-mail. Two transports:
//  - Resend (through its SDK) when RESEND_API_KEY is set;
//  - otherwise the database outbox (EmailMessage rows), printed to the server log and,
//    in demo mode only, readable at /dev/mailbox.
// Every message is recorded in EmailMessage either way, so delivery can be audited. One-time codes (`secrets`) are
// kept in the stored copy only where the stored copy is the delivery: demo mode without a provider (/dev/mailbox).
// Handed to a provider, or outside demo mode, the copy has them redacted; the log never carries them.
import { Resend } from "resend";
import { prisma } from "~/utils/db.server";
import { codeMailAllowed, env, isDemoMode } from "~/utils/env.server";

export type EmailAttachment = {
  filename: string;
  /** Raw bytes or a UTF-8 string (e.g. an .ics calendar file). */
  content: string | Buffer | Uint8Array;
  contentType?: string;
};

export type SendEmailInput = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
  /**
   * One-time codes and other secrets in the body: sent to the recipient, but replaced by "••••••" in the log always,
   * and in the stored copy unless that copy is how the mail is read (demo mode without a provider: /dev/mailbox).
   */
  secrets?: string[];
};

export const REDACTED = "••••••";

/**
 * What a visitor is told when a one-time code cannot be e-mailed: a production deployment without a mail provider
 * (RESEND_API_KEY) and without demo mode (server/settings.js mailFrom). Such codes are refused rather than left in the
 * outbox table, where nobody would read them (issue 34).
 */
export const CODE_MAIL_UNAVAILABLE = {
  title: "E-mail is not configured",
  description:
    "This shop cannot send e-mail yet, so no verification or password-reset code can be sent. Nothing was saved. Please try again later or contact us.",
} as const;

/** True when one-time codes may be e-mailed here (Resend, development, or demo mode with /dev/mailbox). */
export function codesCanBeSent(): boolean {
  return codeMailAllowed();
}

/**
 * Whether the stored copy keeps one-time codes: only in demo mode with no mail provider, where /dev/mailbox is the
 * recipient's inbox. Once a provider (Resend) has the message, the code is in the real inbox and nowhere at rest here;
 * outside demo mode nothing may read it from the outbox.
 */
export function storedCopyKeepsSecrets({ demoMode, provider }: { demoMode: boolean; provider: boolean }): boolean {
  return demoMode && !provider;
}

/** `body` with every secret replaced by REDACTED, unless `keep` (see storedCopyKeepsSecrets). */
export function redactSecrets(body: string, secrets: string[] | undefined, keep: boolean): string {
  if (keep || !secrets?.length) return body;
  return secrets
    .filter((secret) => secret.length > 0)
    .reduce((text, secret) => text.split(secret).join(REDACTED), body);
}

/** `text` without the recipient's address (a provider's error may quote it). */
function redactAddress(text: string, address: string): string {
  return address ? text.split(address).join("[recipient]") : text;
}

export type SendEmailResult = {
  /** EmailMessage row id. */
  id: string;
  transport: "resend" | "outbox";
  status: "sent" | "queued" | "failed";
  error?: string;
};

let resendClient: Resend | undefined;
function resend(apiKey: string) {
  if (!resendClient) resendClient = new Resend(apiKey);
  return resendClient;
}

function toBuffer(content: EmailAttachment["content"]): Buffer {
  return typeof content === "string" ? Buffer.from(content, "utf8") : Buffer.from(content);
}

/**
 * Sends one e-mail. Never throws for a delivery failure: the failure is recorded on the
 * EmailMessage row and reported in the result (callers decide whether to tell the user).
 */
export async function sendEmail(input: SendEmailInput): Promise<SendEmailResult> {
  const { to, subject, text, html } = input;
  const attachments = (input.attachments ?? []).map((a) => ({
    filename: a.filename,
    contentType: a.contentType ?? null,
    contentBase64: toBuffer(a.content).toString("base64"),
  }));
  const apiKey = env().RESEND_API_KEY;

  // With a provider the stored copy is redacted before it is written: the provider is handed the bodies from
  // memory, so the code is never at rest here, not even while the provider is being called.
  const keep = storedCopyKeepsSecrets({ demoMode: isDemoMode(), provider: Boolean(apiKey) });
  const storedText = redactSecrets(text, input.secrets, keep);
  const storedHtml = redactSecrets(html, input.secrets, keep);
  const row = await prisma.emailMessage.create({
    data: {
      to,
      subject,
      text: storedText,
      html: storedHtml,
      attachments: attachments.length ? attachments : undefined,
      status: "queued",
    },
    select: { id: true },
  });

  if (!apiKey) {
    // Logs are shipped and kept: the code is left out even in demo mode, where /dev/mailbox shows it.
    if (!process.env.VITEST) {
      const where = keep && input.secrets?.length ? " (one-time code withheld from the log; see /dev/mailbox)" : "";
      // The address and body stay in the outbox row (and /dev/mailbox in demo mode): logs are shipped and kept
      // (ADR 052), so they carry the row's id, by which an operator finds the message, and no personal data.
      console.info(`[mail:outbox] queued ${row.id} subject=${JSON.stringify(subject)}${where}`);
    }
    return { id: row.id, transport: "outbox", status: "queued" };
  }

  try {
    const { data, error } = await resend(apiKey).emails.send({
      from: env().MAIL_FROM,
      to,
      subject,
      text,
      html,
      attachments: input.attachments?.map((a) => ({
        filename: a.filename,
        content: toBuffer(a.content),
        contentType: a.contentType,
      })),
    });
    if (error) throw new Error(`${error.name}: ${error.message}`);
    await prisma.emailMessage.update({
      where: { id: row.id },
      data: { status: "sent", providerId: data?.id ?? null, attempts: { increment: 1 }, sentAt: new Date() },
    });
    return { id: row.id, transport: "resend", status: "sent" };
  } catch (e) {
    // A provider's error text could quote the message: it goes to the log and the row without the code.
    const message = redactSecrets(e instanceof Error ? e.message : String(e), input.secrets, false);
    // The recipient's address is on the row, not in the log (personal data; ADR 052).
    console.error(`[mail:resend] failed to send ${row.id}: ${redactAddress(message, to)}`);
    await prisma.emailMessage.update({
      where: { id: row.id },
      data: { status: "failed", lastError: message.slice(0, 1000), attempts: { increment: 1 } },
    });
    return { id: row.id, transport: "resend", status: "failed", error: message };
  }
}

/** Outbox listing for /dev/mailbox (demo mode only — the route checks). Newest first. */
export async function listOutbox(limit = 100) {
  return prisma.emailMessage.findMany({
    orderBy: { createdAt: "desc" },
    take: limit,
    select: {
      id: true,
      to: true,
      subject: true,
      text: true,
      html: true,
      status: true,
      createdAt: true,
      attachments: true,
    },
  });
}

export { escapeHtml } from "./escape";

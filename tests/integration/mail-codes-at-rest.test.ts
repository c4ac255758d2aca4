// Outside demo mode, one-time codes are never at rest: not in a stored e-mail (subject, text or HTML) and not
// in the outbox log line (issue 15 #13).
import { afterEach, expect, it, vi } from "vitest";

// Before any app module reads (and caches) the environment.
vi.hoisted(() => {
  process.env.DEMO_MODE = "0";
  delete process.env.EMBEDDED_DB;
});

const { prisma } = await import("~/utils/db.server");
const { issueCode } = await import("~/modules/accounts/verification.server");
const { ONE_TIME_CODE_SUBJECTS } = await import("~/modules/mail/templates");
const { isDemoMode } = await import("~/utils/env.server");
const { listDevMailbox } = await import("~/modules/mail/dev-mailbox.server");

const vitestFlag = process.env.VITEST;
afterEach(() => {
  process.env.VITEST = vitestFlag;
  process.env.DEMO_MODE = "0";
  vi.restoreAllMocks();
});

it.each(["signup", "reset_password"] as const)(
  "stores and logs a %s code mail without its code (demo mode off)",
  async (purpose) => {
    expect(isDemoMode()).toBe(false);
    const email = `at-rest-${purpose}-${Date.now().toString(36)}@example.com`;
    const logged: string[] = [];
    vi.spyOn(console, "info").mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
    // The outbox log line is skipped under Vitest: let it print for this call.
    delete process.env.VITEST;
    const issued = await issueCode(email, purpose);
    process.env.VITEST = vitestFlag;
    if (issued.status !== "sent") throw new Error("no code sent");
    const rows = await prisma.emailMessage.findMany({
      where: { to: email },
      select: { id: true, subject: true, text: true, html: true },
    });
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(ONE_TIME_CODE_SUBJECTS).toContain(row.subject);
    for (const stored of [row.subject, row.text, row.html]) expect(stored).not.toContain(issued.code);
    expect(row.text).toContain("••••••");
    const log = logged.join("\n");
    // The line names the outbox row; the address, like the code, stays out of the log (personal data, ADR 052).
    expect(log).toContain(`[mail:outbox] queued ${row.id}`);
    expect(log).not.toContain(email);
    expect(log).not.toContain(issued.code);
  },
);

// Demo mode without a mail provider: the outbox row is the recipient's inbox (/dev/mailbox), so it keeps the code;
// the log, which is shipped and kept, still never carries it (issue 32 #11).
it.each(["signup", "reset_password"] as const)(
  "in demo mode the dev mailbox shows the %s code, and the log does not",
  async (purpose) => {
    process.env.DEMO_MODE = "1";
    expect(isDemoMode()).toBe(true);
    const email = `demo-at-rest-${purpose}-${Date.now().toString(36)}@example.com`;
    const logged: string[] = [];
    vi.spyOn(console, "info").mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
    delete process.env.VITEST;
    const issued = await issueCode(email, purpose);
    process.env.VITEST = vitestFlag;
    if (issued.status !== "sent") throw new Error("no code sent");
    const mailbox = (await listDevMailbox()).find((m) => m.to === email);
    expect(mailbox?.withheld).toBe(false);
    expect(mailbox?.text).toContain(issued.code);
    const log = logged.join("\n");
    expect(log).toContain(`[mail:outbox] queued ${mailbox!.id}`);
    expect(log).not.toContain(email);
    expect(log).toContain("see /dev/mailbox");
    expect(log).not.toContain(issued.code);
  },
);

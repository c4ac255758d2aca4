// One-time codes once a mail provider has the message (issue 32 item 11): the recipient gets the code from Resend,
// and neither the stored copy (EmailMessage text/html/lastError) nor the log keeps it — in demo mode too, since the
// dev mailbox is not how such mail is read. Resend is faked by a local HTTP server (the SDK's RESEND_BASE_URL).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

// Before any app module reads (and caches) the environment.
vi.hoisted(() => {
  process.env.RESEND_API_KEY = "re_test_fake_key";
  process.env.DEMO_MODE = "0";
  delete process.env.EMBEDDED_DB;
});

const { prisma } = await import("~/utils/db.server");
const { issueCode } = await import("~/modules/accounts/verification.server");
const { isDemoMode } = await import("~/utils/env.server");

type Received = { to: string | string[]; subject: string; text: string; html: string };
const received: Received[] = [];
/** When set, the fake answers 422 with an error message quoting the mail's text, as a careless provider might. */
let failWithEcho = false;
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      res.setHeader("Content-Type", "application/json");
      if (req.method !== "POST" || req.url !== "/emails") {
        res.statusCode = 404;
        res.end(JSON.stringify({ name: "not_found", message: "Not found", statusCode: 404 }));
        return;
      }
      const mail = JSON.parse(body) as Received;
      if (failWithEcho) {
        res.statusCode = 422;
        // Like a real provider's error, it may quote the message and its recipient.
        const message = `Rejected: ${mail.text} (to ${String(mail.to)})`;
        res.end(JSON.stringify({ name: "validation_error", message, statusCode: 422 }));
        return;
      }
      received.push(mail);
      res.end(JSON.stringify({ id: `fake-${received.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // Read when the SDK client is first built, at the first send.
  process.env.RESEND_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.RESEND_BASE_URL;
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  process.env.DEMO_MODE = "0";
  failWithEcho = false;
  vi.restoreAllMocks();
});

function captureLogs() {
  const lines: string[] = [];
  for (const level of ["log", "info", "warn", "error", "debug"] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
  return lines;
}

async function storedMail(to: string) {
  const rows = await prisma.emailMessage.findMany({
    where: { to },
    select: { id: true, subject: true, text: true, html: true, status: true, providerId: true, lastError: true },
  });
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe.each([
  ["off", "0"],
  ["on", "1"],
])("demo mode %s, Resend configured", (_label, demoMode) => {
  it.each(["signup", "reset_password"] as const)(
    "hands the %s code to the provider and keeps it neither in the stored copy nor in the log",
    async (purpose) => {
      process.env.DEMO_MODE = demoMode;
      expect(isDemoMode()).toBe(demoMode === "1");
      const email = `provider-${purpose}-${demoMode}-${Date.now().toString(36)}@example.com`;
      const logs = captureLogs();
      const issued = await issueCode(email, purpose);
      if (issued.status !== "sent") throw new Error("no code sent");

      // The recipient gets the code through the provider...
      const delivered = received.find((m) => (Array.isArray(m.to) ? m.to : [m.to]).includes(email));
      expect(delivered?.text).toContain(issued.code);
      expect(delivered?.html).toContain(issued.code);
      // ...and once the provider has it, the stored copy carries no code.
      const row = await storedMail(email);
      expect(row.status).toBe("sent");
      expect(row.providerId).toMatch(/^fake-\d+$/);
      for (const stored of [row.subject, row.text, row.html]) expect(stored).not.toContain(issued.code);
      expect(row.text).not.toMatch(/\b\d{6}\b/);
      expect(row.text).toContain("••••••");
      expect(logs.join("\n")).not.toContain(issued.code);
    },
  );
});

it("a provider error quoting the message is logged and stored without the code", async () => {
  failWithEcho = true;
  const email = `provider-error-${Date.now().toString(36)}@example.com`;
  const logs = captureLogs();
  const issued = await issueCode(email, "signup");
  if (issued.status !== "sent") throw new Error("no code sent");
  const row = await storedMail(email);
  expect(row.status).toBe("failed");
  expect(row.lastError).toContain("Rejected: Your LabMarket verification code is ••••••");
  for (const stored of [row.text, row.html, row.lastError]) expect(stored).not.toContain(issued.code);
  const log = logs.join("\n");
  expect(log).toContain(`[mail:resend] failed to send ${row.id}`);
  expect(log).not.toContain(issued.code);
  // The recipient's address is personal data: the row has it, the log names the row.
  expect(log).not.toContain(email);
});

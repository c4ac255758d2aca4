// Outside demo mode (a real deployment): no mailbox page, no quick-login buttons, and in production the
// session cookie is Secure and __Host- prefixed.
import { expect, it, vi } from "vitest";

// Before any app module reads (and caches) the environment.
vi.hoisted(() => {
  process.env.DEMO_MODE = "0";
  process.env.NODE_ENV = "production";
  delete process.env.EMBEDDED_DB;
});

const { get, run } = await import("./accounts.support");

it("/dev/mailbox answers 404 outside demo mode", async () => {
  const mailbox = await import("~/routes/dev.mailbox");
  const res = await run(mailbox.loader as never, get("/dev/mailbox"));
  expect(res.status).toBe(404);
});

it("the login page offers no quick-login buttons outside demo mode", async () => {
  const login = await import("~/routes/login");
  const res = await run(login.loader as never, get("/login?as=admin"));
  expect(res.data.quick).toBeNull();
  expect(res.data.prefillEmail).toBeNull();
});

it("uses a Secure __Host-session cookie in production", async () => {
  const { sessionCookie } = await import("~/modules/auth/session.server");
  const header = await sessionCookie().serialize("x".repeat(43));
  expect(header).toMatch(/^__Host-session=/);
  expect(header).toMatch(/; Secure/);
  expect(header).toMatch(/; HttpOnly/);
  expect(header).toMatch(/SameSite=Lax/);
  expect(header).not.toMatch(/Domain=/i);
});

// The logger's net under every call site (ADR 052): passwords, codes, cookies, authorization headers and mail bodies
// never reach a log line, whatever object a caller hands it; a request's lines carry its id.
import { afterEach, expect, it } from "vitest";
import express from "express";
import type { AddressInfo } from "node:net";
import { accessLog, captureLogs, logger, routeConsoleToLogger } from "../../server/logger.js";

let capture: ReturnType<typeof captureLogs> | null = null;
afterEach(() => {
  capture?.stop();
  capture = null;
});

it("redacts credentials, codes, cookies and bodies wherever they sit in a logged object", () => {
  capture = captureLogs();
  logger().info(
    {
      password: "hunter2-password",
      otp: "123456",
      user: { newPassword: "new-secret-pass", oneTimeCode: "654321" },
      headers: { cookie: "session=abc-cookie-value", authorization: "Bearer tok-en-value" },
      mail: { text: "Your code is 777777", html: "<p>777777</p>" },
      err: { message: "duplicate key", detail: "Key (email)=(ada@example.com) already exists." },
    },
    "something happened",
  );
  const line = capture.lines.join("");
  for (const secret of [
    "hunter2-password",
    "123456",
    "new-secret-pass",
    "654321",
    "abc-cookie-value",
    "tok-en-value",
    "777777",
    "ada@example.com",
  ])
    expect(line).not.toContain(secret);
  expect(line).toContain("[redacted]");
  expect(capture.entries()[0]).toMatchObject({ level: "info", msg: "something happened" });
});

it("every line written while a request is handled carries its id, console lines included", async () => {
  const original = { ...console };
  capture = captureLogs();
  routeConsoleToLogger();
  try {
    const app = express();
    app.use(accessLog());
    app.get("/thing", (req, res) => {
      console.error("[test] something failed:", new Error("kaputt"));
      setTimeout(() => {
        logger().info("later, in a timer");
        res.send("ok");
      }, 5);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/thing?email=ada@example.com`, {
      headers: { "Fly-Request-Id": "01JTESTFLYREQUESTID" },
    });
    expect(await response.text()).toBe("ok");
    await new Promise((resolve) => server.close(resolve));
  } finally {
    Object.assign(console, original);
  }
  const entries = capture.entries().filter((entry) => entry.reqId === "01JTESTFLYREQUESTID");
  expect(entries.map((entry) => entry.msg)).toEqual(["[test] something failed", "later, in a timer", "request"]);
  expect(entries[0]).toMatchObject({ level: "error", method: "GET", path: "/thing", err: { message: "kaputt" } });
  expect(entries[2]).toMatchObject({ method: "GET", path: "/thing", status: 200 });
  expect(capture.lines.join("")).not.toContain("ada@example.com");
});

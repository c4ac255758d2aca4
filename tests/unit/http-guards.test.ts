// server/security.js against real sockets: the cross-origin check decides on the path the router sees
// (issue 15 item 11), and an early answer to an unread body does not break the keep-alive connection (item 12).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAfterUnreadBody, normalizedPath, rejectCrossOriginWrites } from "../../server/security.js";

let port = 0;
let server: http.Server;

beforeAll(async () => {
  const app = express();
  app.use(closeAfterUnreadBody());
  app.use(rejectCrossOriginWrites({ exempt: ["/webhooks/"] }));
  // Like the Remix adapter: the body becomes a web stream; the handler answers before reading it.
  app.post("/too-large", (req, res) => {
    createReadableStreamFromReadable(req);
    res.status(413).type("text/plain").send("Too large");
  });
  app.all("/{*path}", (req, res) =>
    res.type("text/plain").send(`handled ${req.method} ${normalizedPath(req.originalUrl)}`),
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

/** A raw request: the path is sent exactly as given (fetch would normalise it first). */
function send(method: string, path: string, headers: Record<string, string>, body = "", agent?: http.Agent) {
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders; socket: unknown }>(
    (resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, method, path, headers, agent }, (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers, socket: req.socket }),
        );
      });
      req.on("error", reject);
      req.end(body);
    },
  );
}

describe("cross-origin writes", () => {
  it.each(["/webhooks/../checkout", "/webhooks/%2e%2e/checkout", "/webhooks/%2E%2E/cart", "/webhooks/./../checkout"])(
    "a cross-site POST to %s is refused (it reaches a form route, not a webhook)",
    async (path) => {
      const response = await send(
        "POST",
        path,
        {
          Origin: "https://evil.example",
          "Sec-Fetch-Site": "cross-site",
          "Content-Type": "application/x-www-form-urlencoded",
        },
        "a=1",
      );
      expect(response.status).toBe(403);
    },
  );

  it("a webhook path itself stays exempt (it authenticates by signature)", async () => {
    const response = await send(
      "POST",
      "/webhooks/stripe",
      { "Sec-Fetch-Site": "cross-site", "Content-Type": "application/json" },
      "{}",
    );
    expect(response.status).toBe(200);
  });
});

describe("keep-alive after an early answer", () => {
  it("a 413 sent before a 2 MB body is read: the next request from the same client answers at once", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const early = await send(
        "POST",
        "/too-large",
        { "Content-Type": "application/octet-stream" },
        "x".repeat(2 * 1024 * 1024),
        agent,
      );
      expect(early.status).toBe(413);
      expect(early.headers.connection).toBe("close");
      const started = Date.now();
      const next = await send("GET", "/store", {}, "", agent);
      const elapsed = Date.now() - started;
      console.info(`[keep-alive] next request after an early 413 answered in ${elapsed} ms`);
      expect(next.status).toBe(200);
      expect(elapsed).toBeLessThan(2000);
    } finally {
      agent.destroy();
    }
  });
});

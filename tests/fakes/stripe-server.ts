// A local fake of the parts of the Stripe HTTP API the store uses (Checkout Sessions), for tests:
// the real `stripe` SDK is pointed at it with STRIPE_API_BASE / the provider's apiBase.
//   POST /v1/checkout/sessions            create (honours Idempotency-Key like Stripe does)
//   GET  /v1/checkout/sessions/:id        retrieve
//   POST /v1/checkout/sessions/:id/expire expire an open session
//   POST /v1/refunds                      refund a paid session's payment intent (recorded in `refunds`)
// Test helpers complete or expire sessions and build the matching webhook events.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeSession {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  payment_intent: string | null;
  url: string | null;
  success_url: string | null;
  cancel_url: string | null;
  client_reference_id: string | null;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  currency: string | null;
  amount_total: number;
  locale: string | null;
  expires_at: number;
  metadata: Record<string, string>;
  line_items_input: {
    quantity: number;
    price_data: { currency: string; unit_amount: number; product_data: { name: string } };
  }[];
  livemode: false;
  created: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: Record<string, unknown>;
}

/** Parses Stripe's form encoding (a[b][0][c]=v) into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[index + 1]);
      const key: string | number = Array.isArray(node) ? Number(segment) : segment;
      const container = node as Record<string | number, unknown>;
      if (last) container[key] = value;
      else {
        container[key] ??= nextIsIndex ? [] : {};
        node = container[key] as Record<string, unknown> | unknown[];
      }
    });
  }
  return root;
}

export interface FakeRefund {
  id: string;
  object: "refund";
  payment_intent: string;
  amount: number;
  status: "succeeded";
  reason: string | null;
}

export interface FakeStripe {
  url: string;
  sessions: Map<string, FakeSession>;
  refunds: FakeRefund[];
  requests: RecordedRequest[];
  /** Marks a session paid (as if the buyer paid on the hosted page) and returns the webhook event. */
  completeSession(
    id: string,
    email?: string,
  ): { id: string; object: "event"; type: string; data: { object: FakeSession } };
  expireSessionEvent(id: string): { id: string; object: "event"; type: string; data: { object: FakeSession } };
  close(): Promise<void>;
}

const SECRET_KEY = /^Bearer sk_test_/;

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const refunds: FakeRefund[] = [];
  const requests: RecordedRequest[] = [];
  const idempotent = new Map<string, { status: number; body: string }>();
  let base = "";

  const event = (type: string, session: FakeSession) => ({
    id: `evt_${randomBytes(12).toString("hex")}`,
    object: "event" as const,
    api_version: "2025-01-27.acacia",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: { ...session } },
  });

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const send = (status: number, payload: unknown) => {
        const body = JSON.stringify(payload);
        res.writeHead(status, {
          "Content-Type": "application/json",
          "Request-Id": `req_${randomBytes(6).toString("hex")}`,
        });
        res.end(body);
        return body;
      };
      const url = new URL(req.url ?? "/", base);
      const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
      const body = raw ? parseStripeForm(raw) : {};
      requests.push({ method: req.method ?? "GET", path: url.pathname, idempotencyKey: key, body });
      if (!SECRET_KEY.test(req.headers.authorization ?? "")) {
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      if (req.method === "POST" && key && idempotent.has(`${url.pathname}|${key}`)) {
        const cached = idempotent.get(`${url.pathname}|${key}`)!;
        res.writeHead(cached.status, { "Content-Type": "application/json", "Idempotent-Replayed": "true" });
        return res.end(cached.body);
      }
      const remember = (status: number, payload: unknown) => {
        const text = send(status, payload);
        if (req.method === "POST" && key) idempotent.set(`${url.pathname}|${key}`, { status, body: text });
      };

      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const lines = (body.line_items as FakeSession["line_items_input"] | undefined) ?? [];
        if (!body.success_url || !body.cancel_url || lines.length === 0) {
          return remember(400, { error: { type: "invalid_request_error", message: "Missing required param" } });
        }
        const expiresAt = Number(body.expires_at ?? Math.floor(Date.now() / 1000) + 86400);
        if (expiresAt < Math.floor(Date.now() / 1000) + 30 * 60 - 5) {
          return remember(400, {
            error: {
              type: "invalid_request_error",
              param: "expires_at",
              message: "expires_at must be at least 30 minutes in the future",
            },
          });
        }
        const id = `cs_test_${randomBytes(16).toString("hex")}`;
        const session: FakeSession = {
          id,
          object: "checkout.session",
          mode: String(body.mode ?? "payment"),
          status: "open",
          payment_status: "unpaid",
          payment_intent: null,
          url: `${base}/c/pay/${id}`,
          success_url: String(body.success_url).replace("{CHECKOUT_SESSION_ID}", id),
          cancel_url: String(body.cancel_url),
          client_reference_id: (body.client_reference_id as string | undefined) ?? null,
          customer_email: (body.customer_email as string | undefined) ?? null,
          customer_details: null,
          currency: lines[0]?.price_data?.currency ?? null,
          amount_total: lines.reduce((sum, l) => sum + Number(l.price_data.unit_amount) * Number(l.quantity), 0),
          locale: (body.locale as string | undefined) ?? null,
          expires_at: expiresAt,
          metadata: (body.metadata as Record<string, string> | undefined) ?? {},
          line_items_input: lines,
          livemode: false,
          created: Math.floor(Date.now() / 1000),
        };
        sessions.set(id, session);
        return remember(200, session);
      }
      if (req.method === "POST" && url.pathname === "/v1/refunds") {
        const paid = [...sessions.values()].find((s) => s.payment_intent && s.payment_intent === body.payment_intent);
        if (!paid)
          return remember(400, {
            error: { type: "invalid_request_error", message: `No such payment_intent: '${body.payment_intent}'` },
          });
        const refund: FakeRefund = {
          id: `re_test_${randomBytes(12).toString("hex")}`,
          object: "refund",
          payment_intent: paid.payment_intent!,
          amount: body.amount === undefined ? paid.amount_total : Number(body.amount),
          status: "succeeded",
          reason: (body.reason as string | undefined) ?? null,
        };
        refunds.push(refund);
        return remember(200, refund);
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
      if (match) {
        const session = sessions.get(match[1]);
        if (!session)
          return send(404, {
            error: { type: "invalid_request_error", message: `No such checkout.session: '${match[1]}'` },
          });
        if (req.method === "GET" && !match[2]) return send(200, session);
        if (req.method === "POST" && match[2]) {
          if (session.status !== "open") {
            return remember(400, {
              error: {
                type: "invalid_request_error",
                message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
              },
            });
          }
          session.status = "expired";
          session.url = null;
          return remember(200, session);
        }
      }
      send(404, {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    sessions,
    refunds,
    requests,
    completeSession(id, email = "buyer@example.com") {
      const session = sessions.get(id);
      if (!session) throw new Error(`unknown session ${id}`);
      session.status = "complete";
      session.payment_status = "paid";
      session.payment_intent = `pi_test_${randomBytes(12).toString("hex")}`;
      session.customer_details = { email };
      session.url = null;
      return event("checkout.session.completed", session);
    },
    expireSessionEvent(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`unknown session ${id}`);
      session.status = "expired";
      session.url = null;
      return event("checkout.session.expired", session);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

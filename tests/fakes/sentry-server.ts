// A local fake of Sentry's ingest, for tests: a plain HTTP server that answers every envelope POSTed to
// /api/<project>/envelope/ with 200 and records it. The real SDK is pointed at it with
// SENTRY_DSN=http://public@127.0.0.1:<port>/<project>.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

export interface EnvelopeItem {
  header: Record<string, unknown> & { type?: string };
  payload: unknown;
}

export interface RecordedEnvelope {
  project: string;
  /** The request's own path and query (?sentry_key=…), as the SDK sent it. */
  url: string;
  /** The decompressed body, as text: what a test searches for data that must not be there. */
  raw: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

export interface FakeSentry {
  /** http://public@127.0.0.1:<port>/1 */
  dsn: string;
  envelopes: RecordedEnvelope[];
  /** Every item of type "event" (errors) received so far, in order. */
  events: () => Record<string, unknown>[];
  close: () => Promise<void>;
}

/** Sentry's envelope format: a JSON header line, then per item a JSON header line and a payload (its `length` in
 * bytes when the header gives one, else up to the next newline). */
export function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  let offset = 0;
  const line = () => {
    const end = body.indexOf(0x0a, offset);
    const text = body.subarray(offset, end === -1 ? body.length : end).toString("utf8");
    offset = end === -1 ? body.length : end + 1;
    return text;
  };
  const header = JSON.parse(line()) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const headerLine = line();
    if (!headerLine.trim()) continue;
    const itemHeader = JSON.parse(headerLine) as EnvelopeItem["header"];
    let payloadText: string;
    if (typeof itemHeader.length === "number") {
      payloadText = body.subarray(offset, offset + itemHeader.length).toString("utf8");
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      payloadText = line();
    }
    let payload: unknown = payloadText;
    try {
      payload = JSON.parse(payloadText);
    } catch {
      // an attachment or other non-JSON payload stays text
    }
    items.push({ header: itemHeader, payload });
  }
  return { header, items };
}

export async function startFakeSentry(project = "1"): Promise<FakeSentry> {
  const envelopes: RecordedEnvelope[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const match = /^\/api\/([^/]+)\/envelope\/?$/.exec(new URL(req.url ?? "/", "http://fake").pathname);
      if (req.method !== "POST" || !match) return void res.writeHead(404).end();
      let body = Buffer.concat(chunks);
      if (req.headers["content-encoding"] === "gzip") body = zlib.gunzipSync(body);
      try {
        envelopes.push({ project: match[1]!, url: req.url ?? "", raw: body.toString("utf8"), ...parseEnvelope(body) });
      } catch {
        return void res.writeHead(400).end();
      }
      res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://public@127.0.0.1:${port}/${project}`,
    envelopes,
    events: () =>
      envelopes.flatMap((envelope) =>
        envelope.items
          .filter((item) => item.header.type === "event")
          .map((item) => item.payload as Record<string, unknown>),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

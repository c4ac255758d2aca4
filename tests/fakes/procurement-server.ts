// A fake e-procurement system (SAP Ariba / Coupa / SAP OCI in miniature) for the punchout tests (ADR 065): it sends a
// cXML PunchOutSetupRequest to the shop, hands back the StartPage, and receives the cart the shop's "Return cart" page
// posts to its BrowserFormPost URL (cXML) or HOOK_URL (OCI), decoding what it got.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedCart {
  kind: "cxml" | "oci";
  fields: Record<string, string>;
  /** The PunchOutOrderMessage, decoded from cXML-base64 (or cxml-urlencoded). */
  cxml: string | null;
}

export interface FakeProcurement {
  url: string;
  received: ReceivedCart[];
  /** Sends a setup request to `shopOrigin` and returns the StartPage URL (throws on any other answer). */
  punchOut(options: {
    shopOrigin: string;
    identity: string;
    secret: string;
    email: string;
    buyerCookie: string;
  }): Promise<string>;
  close(): Promise<void>;
}

const DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">';

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

export async function startFakeProcurement(): Promise<FakeProcurement> {
  const received: ReceivedCart[] = [];
  const server = http.createServer(async (request, response) => {
    if (request.method === "POST" && (request.url === "/cxml/return" || request.url === "/oci/return")) {
      const fields = Object.fromEntries(new URLSearchParams(await readBody(request)));
      const base64 = fields["cXML-base64"];
      const cxml = base64 ? Buffer.from(base64, "base64").toString("utf8") : (fields["cxml-urlencoded"] ?? null);
      received.push({ kind: request.url === "/oci/return" ? "oci" : "cxml", fields, cxml });
      const lines = Object.keys(fields).filter((name) => name.startsWith("NEW_ITEM-VENDORMAT")).length;
      const items = cxml ? (cxml.match(/<ItemIn /g) ?? []).length : lines;
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      response.end(
        `<!doctype html><title>Fake Procurement</title><h1>Cart received</h1><p data-testid="received-items">${items} items</p>`,
      );
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    async punchOut({ shopOrigin, identity, secret, email, buyerCookie }) {
      const xml = `<?xml version="1.0" encoding="UTF-8"?>
${DOCTYPE}
<cXML payloadID="${Date.now()}.${Math.random().toString(36).slice(2)}@fake-procurement" timestamp="${new Date().toISOString()}" xml:lang="en-US">
  <Header>
    <From><Credential domain="NetworkID"><Identity>${identity}</Identity></Credential></From>
    <To><Credential domain="NetworkID"><Identity>LabMarket</Identity></Credential></To>
    <Sender><Credential domain="NetworkID"><Identity>${identity}</Identity><SharedSecret>${secret}</SharedSecret></Credential><UserAgent>Fake Procurement</UserAgent></Sender>
  </Header>
  <Request deploymentMode="test">
    <PunchOutSetupRequest operation="create">
      <BuyerCookie>${buyerCookie}</BuyerCookie>
      <Extrinsic name="UserEmail">${email}</Extrinsic>
      <BrowserFormPost><URL>${url}/cxml/return</URL></BrowserFormPost>
      <SupplierSetup><URL>${shopOrigin}/punchout/cxml</URL></SupplierSetup>
    </PunchOutSetupRequest>
  </Request>
</cXML>`;
      const response = await fetch(`${shopOrigin}/punchout/cxml`, {
        method: "POST",
        body: xml,
        headers: { "Content-Type": "text/xml" },
      });
      const text = await response.text();
      const start = /<StartPage>\s*<URL>([^<]+)<\/URL>/.exec(text)?.[1];
      if (!start) throw new Error(`No StartPage in the setup response: ${text}`);
      return start.replace(/&amp;/g, "&");
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

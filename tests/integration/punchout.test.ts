// Punchout, supplier side (issue 36 #5, ADR 065): cXML setup requests, OrderRequests and SAP OCI, through the routes.
import { afterAll, describe, expect, it } from "vitest";
import { XMLParser } from "fast-xml-parser";
import { addToCart } from "~/modules/cart/cart.server";
import { prisma } from "~/utils/db.server";
import { action as cxmlAction } from "~/routes/punchout.cxml";
import { loader as ociLoader } from "~/routes/punchout.oci";
import { loader as startLoader } from "~/routes/punchout.start.$token";
import { action as returnAction } from "~/routes/punchout.return";
import { CookieJar, run } from "./accounts.support";
import { deleteCreatedProducts, uid } from "./store.support";
import {
  DOCTYPE,
  OCI_PASSWORD,
  orderXml,
  punchoutOrganisation,
  SECRET,
  setupXml,
  skuProduct,
} from "./punchout.support";

afterAll(deleteCreatedProducts);

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@_", parseTagValue: false });

async function postCxml(body: string) {
  const response = (await cxmlAction({
    request: new Request("http://localhost/punchout/cxml", {
      method: "POST",
      body,
      headers: { "Content-Type": "text/xml" },
    }),
  } as never)) as Response;
  const text = await response.text();
  const doc = parser.parse(text);
  const status = doc.cXML?.Response?.Status;
  return {
    http: response.status,
    text,
    code: Number(status?.["@_code"]),
    message: String(status?.["#text"] ?? ""),
    doc,
  };
}

async function counts(organisationId: string) {
  const [sessions, orders, requests] = await Promise.all([
    prisma.punchoutSession.count({ where: { organisationId } }),
    prisma.order.count({ where: { organisationId } }),
    prisma.punchoutRequest.count(),
  ]);
  return { sessions, orders, requests };
}

describe("cXML PunchOutSetupRequest", () => {
  it("a good setup request answers 200 with a single-use StartPage that signs the member into a marked session", async () => {
    const org = await punchoutOrganisation();
    const answer = await postCxml(setupXml({ identity: org.identity, email: org.email }));
    expect(answer.code).toBe(200);
    const url = String(answer.doc.cXML.Response.PunchOutSetupResponse.StartPage.URL);
    expect(url).toMatch(/\/punchout\/start\/[A-Za-z0-9_-]{43}$/);
    const session = await prisma.punchoutSession.findFirstOrThrow({ where: { organisationId: org.organisationId } });
    expect(session).toMatchObject({
      userId: org.userId,
      protocol: "cxml",
      operation: "create",
      returnUrl: "https://procurement.example/cxml/return",
    });
    expect(session.startTokenHash).not.toContain(url.split("/").pop());

    const token = url.split("/").pop()!;
    const start = () => run(startLoader, new Request(`http://localhost/punchout/start/${token}`), { token });
    const first = await start();
    expect(first.status).toBe(303);
    expect(first.location).toBe("/store");
    expect(first.headers.getSetCookie().length).toBe(3);
    const second = await start();
    expect(second.status).toBe(410);
  });

  it("a wrong secret is 401 and changes nothing", async () => {
    const org = await punchoutOrganisation();
    const before = await counts(org.organisationId);
    const answer = await postCxml(
      setupXml({ identity: org.identity, email: org.email, secret: "wrong-secret-0000000" }),
    );
    expect(answer.code).toBe(401);
    expect(answer.http).toBe(200);
    expect(await counts(org.organisationId)).toEqual(before);
  });

  it("an unknown organisation (From identity) is 401 and changes nothing", async () => {
    const before = await prisma.punchoutSession.count();
    const answer = await postCxml(setupXml({ identity: "AN-nobody", email: "x@uni.example" }));
    expect(answer.code).toBe(401);
    expect(answer.message).toContain("No organisation");
    expect(await prisma.punchoutSession.count()).toBe(before);
  });

  it("the From domain matches exactly in any case: '_' and '%' are no wildcards (not another organisation's domain)", async () => {
    const tag = uid("dom").replace(/[^A-Za-z0-9]/g, "");
    const identity = uid("AN");
    // Organisation A's domain differs from the one asked for only where the request has "_".
    const a = await punchoutOrganisation({ domain: `Net-${tag}`, identity, secret: "secret-of-organisation-a" });
    const withA = { identity, email: a.email, secret: "secret-of-organisation-a" };
    // Each would match A's domain as an ILIKE pattern.
    for (const domain of [`Net_${tag}`, `net_${tag.toLowerCase()}`, "%", "Net%", `Net-${tag.slice(0, -1)}_`]) {
      const answer = await postCxml(setupXml({ ...withA, domain }));
      expect(answer.code, domain).toBe(401);
      expect(answer.message).toContain("No organisation uses the From credential");
    }
    expect((await counts(a.organisationId)).sessions).toBe(0);

    // Organisation B holds the "_" domain with the same identity: each request reaches its own organisation only.
    const b = await punchoutOrganisation({ domain: `Net_${tag}`, identity, secret: "secret-of-organisation-b" });
    const forB = await postCxml(
      setupXml({ identity, email: b.email, secret: "secret-of-organisation-b", domain: `NET_${tag.toUpperCase()}` }),
    );
    expect(forB.code).toBe(200);
    const forA = await postCxml(
      setupXml({ identity, email: a.email, secret: "secret-of-organisation-a", domain: `net-${tag.toLowerCase()}` }),
    );
    expect(forA.code).toBe(200);
    // A's secret with B's domain names B's connection, whose secret it is not.
    const crossed = await postCxml(
      setupXml({ identity, email: a.email, secret: "secret-of-organisation-a", domain: `Net_${tag}` }),
    );
    expect(crossed.code).toBe(401);
    expect(crossed.message).toContain("SharedSecret is not valid");
    expect((await counts(a.organisationId)).sessions).toBe(1);
    expect((await counts(b.organisationId)).sessions).toBe(1);
  });

  it("an internal or external entity declaration is refused with 406 before parsing; nothing changes", async () => {
    const org = await punchoutOrganisation();
    const good = setupXml({ identity: org.identity, email: org.email });
    const internal = good
      .replace(DOCTYPE, '<!DOCTYPE cXML [<!ENTITY who "' + org.email + '">]>')
      .replace(org.email + "</Extrinsic>", "&who;</Extrinsic>");
    const external = good
      .replace(DOCTYPE, '<!DOCTYPE cXML [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>')
      .replace("cookie-x", "&xxe;");
    const subset = good.replace(DOCTYPE, DOCTYPE.replace(">", " [<!ELEMENT cXML ANY>]>"));
    for (const doc of [internal, external, subset]) {
      const answer = await postCxml(doc);
      expect(answer.code).toBe(406);
      expect(answer.text).not.toContain("root:");
    }
    expect((await counts(org.organisationId)).sessions).toBe(0);
  });

  it("malformed XML is 406; a member unknown to the organisation is 403; a suspended organisation is 403", async () => {
    const org = await punchoutOrganisation();
    expect((await postCxml("<cXML><Header></cXML>")).code).toBe(406);
    expect((await postCxml(setupXml({ identity: org.identity, email: "stranger@else.example" }))).code).toBe(403);
    const suspended = await punchoutOrganisation({ suspended: true });
    expect((await postCxml(setupXml({ identity: suspended.identity, email: suspended.email }))).code).toBe(403);
    expect((await counts(org.organisationId)).sessions).toBe(0);
    expect((await counts(suspended.organisationId)).sessions).toBe(0);
  });

  it("a return URL outside the organisation's hosts is 400", async () => {
    const org = await punchoutOrganisation({ returnHosts: ["procurement.example"] });
    const answer = await postCxml(
      setupXml({ identity: org.identity, email: org.email, returnUrl: "https://evil.example/x" }),
    );
    expect(answer.code).toBe(400);
  });

  it("a repeated payloadID gets the first answer, word for word, and opens no second session", async () => {
    const org = await punchoutOrganisation();
    const payloadId = uid("repeat");
    const first = await postCxml(setupXml({ identity: org.identity, email: org.email, payloadId }));
    const second = await postCxml(setupXml({ identity: org.identity, email: org.email, payloadId }));
    expect(first.code).toBe(200);
    expect(second.text).toBe(first.text);
    expect((await counts(org.organisationId)).sessions).toBe(1);
  });

  it("an oversized body is refused (413) without being read to the end", async () => {
    const answer = await postCxml(`<cXML>${"x".repeat(1024 * 1024 + 10)}</cXML>`);
    expect(answer.http).toBe(413);
    expect(answer.code).toBe(400);
  });
});

describe("Return cart (cXML)", () => {
  it("posts a PunchOutOrderMessage with the BuyerCookie and ItemIn lines to the BrowserFormPost URL; the session ends", async () => {
    const org = await punchoutOrganisation();
    const product = await skuProduct(12_345);
    const payloadId = uid("rt");
    const answer = await postCxml(setupXml({ identity: org.identity, email: org.email, payloadId }));
    const token = String(answer.doc.cXML.Response.PunchOutSetupResponse.StartPage.URL).split("/").pop()!;
    const jar = new CookieJar();
    const started = await run(startLoader, new Request(`http://localhost/punchout/start/${token}`), { token });
    jar.store(started.headers);
    const session = await prisma.punchoutSession.findFirstOrThrow({ where: { organisationId: org.organisationId } });
    expect((await addToCart(session.cartId!, product.variantId, 3)).ok).toBe(true);

    const post = () =>
      returnAction({
        request: new Request("http://localhost/punchout/return", {
          method: "POST",
          body: new URLSearchParams(),
          headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: jar.header() },
        }),
      } as never) as Promise<Response>;
    const response = await post();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Security-Policy")).toContain("form-action https://procurement.example");
    const html = await response.text();
    expect(html).toContain('action="https://procurement.example/cxml/return"');
    expect(html).toContain("Return cart to Fake Procurement");
    const field = /name="cXML-base64" value="([^"]+)"/.exec(html)![1]!;
    const message = parser.parse(Buffer.from(field, "base64").toString("utf8")).cXML.Message.PunchOutOrderMessage;
    expect(message.BuyerCookie).toBe(`cookie-${payloadId}`);
    expect(message.ItemIn.ItemID.SupplierPartID).toBe(product.sku);
    expect(message.ItemIn["@_quantity"]).toBe("3");
    expect(message.ItemIn.ItemDetail.UnitPrice.Money).toEqual({ "#text": "123.45", "@_currency": "USD" });
    expect(message.PunchOutOrderMessageHeader.Total.Money["#text"]).toBe("370.35");
    expect(html).toContain('name="cxml-urlencoded"');
    const ended = await prisma.punchoutSession.findUniqueOrThrow({ where: { id: session.id } });
    expect(ended.endedAt).not.toBeNull();
    // A second post finds no session: back to the cart with a message.
    jar.store(response.headers);
    const again = await post();
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe("/cart");
  });
});

describe("cXML OrderRequest", () => {
  it("creates one order on the organisation's terms with the PO number; a repeat (same payloadID or PO) creates no other", async () => {
    const org = await punchoutOrganisation();
    const product = await skuProduct(10_000, 5);
    const payloadId = uid("po");
    const po = uid("PO");
    const doc = orderXml({
      identity: org.identity,
      poNumber: po,
      payloadId,
      items: [{ sku: product.sku, quantity: 2, price: "100.00" }],
    });
    const first = await postCxml(doc);
    expect(first.code).toBe(200);
    const second = await postCxml(doc);
    expect(second.text).toBe(first.text);
    const samePoOtherPayload = await postCxml(
      orderXml({ identity: org.identity, poNumber: po, items: [{ sku: product.sku, quantity: 2, price: "100.00" }] }),
    );
    expect(samePoOtherPayload.code).toBe(200);
    const orders = await prisma.order.findMany({
      where: { organisationId: org.organisationId },
      select: {
        poNumber: true,
        status: true,
        paymentMethod: true,
        totalCents: true,
        lines: { select: { quantity: true, heldQuantity: true } },
      },
    });
    expect(orders).toEqual([
      {
        poNumber: po,
        status: "paid",
        paymentMethod: "terms",
        totalCents: 20_000,
        lines: [{ quantity: 2, heldQuantity: 0 }],
      },
    ]);
    // Taken from stock as a paid order is (5 on hand), and the organisation's credit is used.
    const variant = await prisma.variant.findUniqueOrThrow({ where: { id: product.variantId } });
    expect(variant.inventoryQuantity - variant.reservedQuantity).toBe(3);
    const terms = await prisma.organisationTerms.findUniqueOrThrow({ where: { organisationId: org.organisationId } });
    expect(terms.outstandingCents).toBe(20_000);
  });

  it("an unknown SKU, a price beyond tolerance, too little stock or a suspended organisation: an error status and nothing changes", async () => {
    const org = await punchoutOrganisation();
    const product = await skuProduct(10_000, 3);
    const cases = [
      {
        items: [
          { sku: product.sku, quantity: 1, price: "100.00" },
          { sku: "NO-SUCH-SKU", quantity: 1, price: "1.00" },
        ],
        code: 400,
      },
      { items: [{ sku: product.sku, quantity: 1, price: "98.00" }], code: 400 }, // 2 % off, tolerance 1 %
      { items: [{ sku: product.sku, quantity: 1, price: "100.00", currency: "EUR" }], code: 400 },
      { items: [{ sku: product.sku, quantity: 4, price: "100.00" }], code: 400 },
    ];
    for (const c of cases) {
      const answer = await postCxml(orderXml({ identity: org.identity, poNumber: uid("PO"), items: c.items }));
      expect(answer.code).toBe(c.code);
    }
    // Within tolerance is fine (1 %).
    expect(
      (
        await postCxml(
          orderXml({
            identity: org.identity,
            poNumber: uid("PO"),
            items: [{ sku: product.sku, quantity: 1, price: "99.00" }],
          }),
        )
      ).code,
    ).toBe(200);
    expect(await prisma.order.count({ where: { organisationId: org.organisationId } })).toBe(1);
    const afterOrder = await prisma.variant.findUniqueOrThrow({ where: { id: product.variantId } });
    expect(afterOrder.inventoryQuantity - afterOrder.reservedQuantity).toBe(2); // 3 on hand, 1 taken

    await prisma.organisation.update({ where: { id: org.organisationId }, data: { suspendedAt: new Date() } });
    const suspended = await postCxml(
      orderXml({
        identity: org.identity,
        poNumber: uid("PO"),
        items: [{ sku: product.sku, quantity: 1, price: "100.00" }],
      }),
    );
    expect(suspended.code).toBe(403);
    expect(await prisma.order.count({ where: { organisationId: org.organisationId } })).toBe(1);
  });

  it("an organisation without terms cannot order through punchout: an error status and nothing changes", async () => {
    const org = await punchoutOrganisation();
    await prisma.organisationTerms.delete({ where: { organisationId: org.organisationId } });
    const product = await skuProduct(10_000, 3);
    const answer = await postCxml(
      orderXml({
        identity: org.identity,
        poNumber: uid("PO"),
        items: [{ sku: product.sku, quantity: 1, price: "100.00" }],
      }),
    );
    expect(answer.code).toBe(403);
    expect(await prisma.order.count({ where: { organisationId: org.organisationId } })).toBe(0);
    const variant = await prisma.variant.findUniqueOrThrow({ where: { id: product.variantId } });
    expect(variant.inventoryQuantity - variant.reservedQuantity).toBe(3);
  });
});

describe("SAP OCI", () => {
  it("login with HOOK_URL → start page → Return cart posts NEW_ITEM-* fields to the HOOK_URL", async () => {
    const org = await punchoutOrganisation();
    const product = await skuProduct(4_250);
    const params = new URLSearchParams({
      USERNAME: org.connection.ociUsername!,
      PASSWORD: OCI_PASSWORD,
      HOOK_URL: "https://sap.example/sap/bc/gui/sap/its/bbpsc02?x=1",
      "~TARGET": "_top",
      EMAIL: org.email,
    });
    const wrong = await run(
      ociLoader,
      new Request(`http://localhost/punchout/oci?${params.toString().replace(OCI_PASSWORD, "nope")}`),
    );
    expect(wrong.status).toBe(401);
    const login = await run(ociLoader, new Request(`http://localhost/punchout/oci?${params}`));
    expect(login.status).toBe(303);
    const token = login.location!.split("/").pop()!;
    const jar = new CookieJar();
    jar.store((await run(startLoader, new Request(`http://localhost${login.location}`), { token })).headers);
    const session = await prisma.punchoutSession.findFirstOrThrow({ where: { organisationId: org.organisationId } });
    expect(session.protocol).toBe("oci");
    await addToCart(session.cartId!, product.variantId, 2);
    const response = (await returnAction({
      request: new Request("http://localhost/punchout/return", {
        method: "POST",
        body: new URLSearchParams(),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: jar.header() },
      }),
    } as never)) as Response;
    const html = await response.text();
    expect(html).toContain('action="https://sap.example/sap/bc/gui/sap/its/bbpsc02?x=1"');
    expect(html).toContain('target="_top"');
    const value = (name: string) =>
      new RegExp(`name="${name.replace(/[[\]]/g, "\\$&")}" value="([^"]*)"`).exec(html)?.[1];
    expect(value("NEW_ITEM-VENDORMAT[1]")).toBe(product.sku);
    expect(value("NEW_ITEM-QUANTITY[1]")).toBe("2");
    expect(value("NEW_ITEM-PRICE[1]")).toBe("42.50");
    expect(value("NEW_ITEM-CURRENCY[1]")).toBe("USD");
    expect(value("NEW_ITEM-UNIT[1]")).toBe("EA");
    expect(value("NEW_ITEM-PRICEUNIT[1]")).toBe("1");
    expect(value("NEW_ITEM-DESCRIPTION[1]")?.length).toBeLessThanOrEqual(40);
  });
});

describe("secrets at rest", () => {
  it("only a digest of the shared secret is stored", async () => {
    const org = await punchoutOrganisation();
    const row = await prisma.punchoutConnection.findUniqueOrThrow({ where: { organisationId: org.organisationId } });
    expect(row.cxmlSecretHash).toMatch(/^sha256\$/);
    expect(row.cxmlSecretHash).not.toContain(SECRET);
  });
});

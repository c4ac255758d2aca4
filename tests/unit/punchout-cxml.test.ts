// Punchout (ADR 065): the raw-text XML safety check, reading cXML requests and building cXML answers, OCI fields.
import { describe, expect, it } from "vitest";
import { XMLParser } from "fast-xml-parser";
import {
  buildPunchOutOrderMessage,
  buildSetupResponse,
  buildStatusResponse,
  centsToDecimal,
  CXML_STATUS,
  decimalToCents,
  readCxml,
} from "~/modules/punchout/cxml";
import { ociCartFields } from "~/modules/punchout/oci";
import { priceWithinTolerance, returnUrlAllowed } from "~/modules/punchout/rules";
import { checkXmlSafety } from "~/modules/punchout/xml-safety";

const DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">';

function setupRequest(extra = "") {
  return `<?xml version="1.0" encoding="UTF-8"?>
${DOCTYPE}
<cXML payloadID="123@buyer.example" timestamp="2026-11-27T10:00:00Z" xml:lang="en-US">
  <Header>
    <From><Credential domain="NetworkID"><Identity>AN0001</Identity></Credential></From>
    <To><Credential domain="NetworkID"><Identity>LabMarket</Identity></Credential></To>
    <Sender><Credential domain="NetworkID"><Identity>AN0001</Identity><SharedSecret>s3cret &amp; more</SharedSecret></Credential><UserAgent>Coupa</UserAgent></Sender>
  </Header>
  <Request>
    <PunchOutSetupRequest operation="edit">
      <BuyerCookie>cookie-1</BuyerCookie>
      <Extrinsic name="UserEmail">jane@uni.example</Extrinsic>
      <BrowserFormPost><URL>https://buyer.example/return?a=1&amp;b=2</URL></BrowserFormPost>
      <Contact role="endUser"><Name xml:lang="en">Jane</Name><Email>contact@uni.example</Email></Contact>
      <ItemOut quantity="2"><ItemID><SupplierPartID>00123</SupplierPartID><SupplierPartAuxiliaryID>v-1</SupplierPartAuxiliaryID></ItemID></ItemOut>
      ${extra}
    </PunchOutSetupRequest>
  </Request>
</cXML>`;
}

describe("XML safety (raw text, before parsing)", () => {
  it("accepts the standard cXML DOCTYPE line and no DOCTYPE at all", () => {
    expect(checkXmlSafety(setupRequest())).toEqual({ ok: true });
    expect(checkXmlSafety("<cXML payloadID='x'/>")).toEqual({ ok: true });
  });
  it("refuses an internal entity declaration (billion laughs)", () => {
    const doc = `<?xml version="1.0"?><!DOCTYPE cXML [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><cXML>&lol2;</cXML>`;
    expect(checkXmlSafety(doc).ok).toBe(false);
  });
  it("refuses an external entity declaration (XXE), whatever its case", () => {
    const doc = `<?xml version="1.0"?><!doctype cXML [<!entity xxe SYSTEM "file:///etc/passwd">]><cXML>&xxe;</cXML>`;
    expect(checkXmlSafety(doc).ok).toBe(false);
  });
  it("refuses an entity declaration wherever it stands, even outside a DOCTYPE", () => {
    expect(checkXmlSafety('<cXML><!ENTITY x "y"></cXML>')).toEqual({
      ok: false,
      reason: "Entity declarations are not accepted.",
    });
  });
  it("refuses an internal DTD subset even without entities", () => {
    const doc = `${DOCTYPE.replace(">", " [<!ELEMENT cXML ANY>]>")}<cXML/>`;
    const verdict = checkXmlSafety(doc);
    expect(verdict).toEqual({ ok: false, reason: "An internal DTD subset is not accepted." });
  });
  it("refuses a DOCTYPE naming another DTD (an external DTD is never fetched, and never named)", () => {
    expect(checkXmlSafety(`<!DOCTYPE cXML SYSTEM "http://attacker.example/x.dtd"><cXML/>`).ok).toBe(false);
    expect(checkXmlSafety(`<!DOCTYPE cXML PUBLIC "-//x" "file:///etc/passwd"><cXML/>`).ok).toBe(false);
  });
  it("refuses two DOCTYPEs", () => {
    expect(checkXmlSafety(`${DOCTYPE}${DOCTYPE}<cXML/>`).ok).toBe(false);
  });
});

describe("reading cXML", () => {
  it("reads a PunchOutSetupRequest: credentials, operation, cookie, return URL, user, items (text stays text)", () => {
    const read = readCxml(setupRequest());
    expect(read.ok).toBe(true);
    if (!read.ok || read.request.kind !== "PunchOutSetupRequest") throw new Error("not a setup request");
    const request = read.request;
    expect(request.header.payloadId).toBe("123@buyer.example");
    expect(request.header.from).toEqual([{ domain: "NetworkID", identity: "AN0001", sharedSecret: null }]);
    expect(request.header.sender?.sharedSecret).toBe("s3cret & more");
    expect(request.header.userAgent).toBe("Coupa");
    expect(request.operation).toBe("edit");
    expect(request.buyerCookie).toBe("cookie-1");
    expect(request.browserFormPostUrl).toBe("https://buyer.example/return?a=1&b=2");
    expect(request.userEmail).toBe("jane@uni.example");
    expect(request.contactEmail).toBe("contact@uni.example");
    expect(request.items).toEqual([
      { sku: "00123", auxiliaryId: "v-1", quantity: 2, unitPrice: null, lineNumber: null },
    ]);
  });
  it("reads an OrderRequest: PO number, type, items with prices", () => {
    const doc = `<cXML payloadID="po-1" timestamp="t"><Header><From><Credential domain="NetworkID"><Identity>AN0001</Identity></Credential></From><To/><Sender><Credential domain="NetworkID"><Identity>AN0001</Identity><SharedSecret>x</SharedSecret></Credential></Sender></Header>
      <Request><OrderRequest><OrderRequestHeader orderID="PO-77" type="new"><Total><Money currency="USD">20.00</Money></Total></OrderRequestHeader>
      <ItemOut quantity="2" lineNumber="1"><ItemID><SupplierPartID>SKU-1</SupplierPartID></ItemID><ItemDetail><UnitPrice><Money currency="usd">10.00</Money></UnitPrice></ItemDetail></ItemOut>
      </OrderRequest></Request></cXML>`;
    const read = readCxml(doc);
    if (!read.ok || read.request.kind !== "OrderRequest") throw new Error("not an order request");
    expect(read.request.orderId).toBe("PO-77");
    expect(read.request.orderType).toBe("new");
    expect(read.request.items).toEqual([
      {
        sku: "SKU-1",
        auxiliaryId: null,
        quantity: 2,
        unitPrice: { amount: "10.00", currency: "USD" },
        lineNumber: "1",
      },
    ]);
  });
  it("malformed XML and non-cXML documents are 406; a cXML without payloadID is 400", () => {
    const malformed = readCxml("<cXML><Header></cXML>");
    expect(malformed.ok).toBe(false);
    if (!malformed.ok) expect(malformed.status.code).toBe(406);
    const other = readCxml("<html/>");
    if (!other.ok) expect(other.status.code).toBe(406);
    const noPayload = readCxml("<cXML><Header/></cXML>");
    if (!noPayload.ok) expect(noPayload.status.code).toBe(400);
    expect([other.ok, noPayload.ok]).toEqual([false, false]);
  });
  it("an ItemOut without a whole positive quantity is 400", () => {
    const read = readCxml(
      setupRequest('<ItemOut quantity="1.5"><ItemID><SupplierPartID>X</SupplierPartID></ItemID></ItemOut>'),
    );
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.status.code).toBe(400);
  });
  it("an entity reference is never expanded (only the five predefined ones and character references)", () => {
    const read = readCxml(setupRequest().replace("cookie-1", "&unknown;&#65;&#x42;"));
    if (!read.ok || read.request.kind !== "PunchOutSetupRequest") throw new Error("not read");
    expect(read.request.buyerCookie).toBe("&unknown;AB");
  });
});

const plain = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  processEntities: true,
});

describe("building cXML", () => {
  const ids = { payloadId: "p@labmarket", timestamp: "2026-11-27T10:00:00Z" };
  it("a status response carries the code, text and message, with the standard DOCTYPE", () => {
    const xml = buildStatusResponse(ids, CXML_STATUS.unauthorized, "Bad <secret> & co");
    expect(xml).toContain(DOCTYPE);
    expect(checkXmlSafety(xml)).toEqual({ ok: true });
    const doc = plain.parse(xml);
    expect(doc.cXML.Response.Status["@_code"]).toBe("401");
    expect(doc.cXML.Response.Status["#text"]).toBe("Bad <secret> & co");
  });
  it("a setup response carries the StartPage URL (escaped)", () => {
    const doc = plain.parse(buildSetupResponse(ids, "https://shop.example/punchout/start/abc?x=1&y=2"));
    expect(doc.cXML.Response.Status["@_code"]).toBe("200");
    expect(doc.cXML.Response.PunchOutSetupResponse.StartPage.URL).toBe(
      "https://shop.example/punchout/start/abc?x=1&y=2",
    );
  });
  it("a PunchOutOrderMessage echoes the BuyerCookie and has ItemIn lines with SKU, Money, Description, UOM, UNSPSC, total", () => {
    const xml = buildPunchOutOrderMessage({
      ...ids,
      buyerCookie: "cookie-1",
      from: { domain: "NetworkID", identity: "LabMarket" },
      to: { domain: "NetworkID", identity: "AN0001" },
      currency: "USD",
      total: "30.00",
      lines: [
        {
          sku: "00123",
          auxiliaryId: "v-1",
          quantity: 3,
          unitPrice: "10.00",
          currency: "USD",
          description: "Pipette <10 µL> & tips",
          unitOfMeasure: "EA",
          unspsc: "41120000",
          manufacturer: "Acme",
        },
      ],
    });
    const message = plain.parse(xml).cXML.Message.PunchOutOrderMessage;
    expect(message.BuyerCookie).toBe("cookie-1");
    expect(message.PunchOutOrderMessageHeader.Total.Money).toEqual({ "#text": "30.00", "@_currency": "USD" });
    const item = message.ItemIn;
    expect(item["@_quantity"]).toBe("3");
    expect(item.ItemID.SupplierPartID).toBe("00123");
    expect(item.ItemDetail.UnitPrice.Money).toEqual({ "#text": "10.00", "@_currency": "USD" });
    expect(item.ItemDetail.Description["#text"]).toBe("Pipette <10 µL> & tips");
    expect(item.ItemDetail.UnitOfMeasure).toBe("EA");
    expect(item.ItemDetail.Classification).toEqual({ "#text": "41120000", "@_domain": "UNSPSC" });
  });
  it("money: cents to decimal text and back", () => {
    expect(centsToDecimal(18_600_000)).toBe("186000.00");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(decimalToCents("186000")).toBe(18_600_000);
    expect(decimalToCents("10.5")).toBe(1050);
    expect(decimalToCents("1,000.00")).toBeNull();
  });
});

describe("punchout rules", () => {
  it("return URLs: https, or http on loopback; the connection's host list when it has one", () => {
    expect(returnUrlAllowed("https://buyer.example/return", [])).toBe(true);
    expect(returnUrlAllowed("http://buyer.example/return", [])).toBe(false);
    expect(returnUrlAllowed("http://127.0.0.1:4000/return", [])).toBe(true);
    expect(returnUrlAllowed("javascript:alert(1)", [])).toBe(false);
    expect(returnUrlAllowed("https://evil.example/x", ["buyer.example"])).toBe(false);
    expect(returnUrlAllowed("https://BUYER.example/x", ["buyer.example"])).toBe(true);
  });
  it("price tolerance in percent of the catalogue price", () => {
    expect(priceWithinTolerance(10_000, 10_000, 0)).toBe(true);
    expect(priceWithinTolerance(9_999, 10_000, 0)).toBe(false);
    expect(priceWithinTolerance(10_200, 10_000, 2)).toBe(true);
    expect(priceWithinTolerance(10_201, 10_000, 2)).toBe(false);
  });
  it("OCI fields: NEW_ITEM-*[n] from 1, description cut to 40, unit to 3", () => {
    const fields = new Map(
      ociCartFields([
        {
          description: "A".repeat(50),
          quantity: 2,
          unit: "EACH",
          price: "10.00",
          currency: "usd",
          sku: "SKU-1",
          matGroup: "41120000",
          manufacturer: null,
          productId: "v-1",
          leadTimeDays: null,
        },
        {
          description: "Tips",
          quantity: 1,
          unit: "EA",
          price: "3.50",
          currency: "USD",
          sku: "SKU-2",
          matGroup: "41000000",
          manufacturer: "Acme",
          productId: "v-2",
          leadTimeDays: 5,
        },
      ]),
    );
    expect(fields.get("NEW_ITEM-DESCRIPTION[1]")).toBe("A".repeat(40));
    expect(fields.get("NEW_ITEM-QUANTITY[1]")).toBe("2");
    expect(fields.get("NEW_ITEM-UNIT[1]")).toBe("EAC");
    expect(fields.get("NEW_ITEM-PRICE[1]")).toBe("10.00");
    expect(fields.get("NEW_ITEM-PRICEUNIT[1]")).toBe("1");
    expect(fields.get("NEW_ITEM-CURRENCY[1]")).toBe("USD");
    expect(fields.get("NEW_ITEM-VENDORMAT[2]")).toBe("SKU-2");
    expect(fields.get("NEW_ITEM-LEADTIME[2]")).toBe("5");
    expect(fields.get("NEW_ITEM-MANUFACTNAME[2]")).toBe("Acme");
  });
});

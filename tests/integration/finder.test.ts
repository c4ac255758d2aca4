// The product finder against the real database (PostgreSQL, or PGlite with TEST_DB=pglite): its loader reads a
// request, ranks the seeded catalogue by the checks, offers chips and follow-ups that refine the query, explains bad
// input without failing, hides products that are not listed, and falls back to the parser when the optional
// language model fails.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productPictureUrl } from "~/modules/catalog/product-picture";
import { forgetFinderVocabulary } from "~/modules/finder/finder.server";
import { FINDER_PAGE_SIZE, FINDER_PAGES } from "~/modules/finder/paging";
import { loader } from "~/routes/finder";
import { prisma } from "~/utils/db.server";
import { formatMoney } from "~/utils/money";
import { routeArgs } from "../setup/route-args";

async function ask(q: string | null, pageParam?: string) {
  const url =
    (q === null ? "http://localhost/finder" : `http://localhost/finder?q=${encodeURIComponent(q)}`) +
    (pageParam === undefined ? "" : `${q === null ? "?" : "&"}page=${encodeURIComponent(pageParam)}`);
  return loader(routeArgs({ request: new Request(url), params: {} }));
}

describe("finder loader", () => {
  beforeAll(() => forgetFinderVocabulary());

  it("reads a freeze-dryer request, ranks freeze dryers that meet it first, and checks every requirement", async () => {
    const page = await ask("benchtop freeze-dryer, condenser colder than −80 °C, 21 CFR Part 11");
    expect(page.chips.map((c) => c.label)).toEqual([
      "Benchtop",
      "Freeze dryer",
      "Condenser temperature colder than −80 °C",
      "21 CFR Part 11",
    ]);
    const results = page.answer!.results;
    expect(results.length).toBeGreaterThan(3);
    const first = results[0];
    expect(first.checks.find((c) => c.label === "Freeze dryer")!.status).toBe("met");
    const condenser = first.checks.find((c) => c.label.startsWith("Condenser"))!;
    expect(condenser.status).toBe("met");
    expect(condenser.value).toMatch(/°C/);
    // Every product in the top five is a freeze dryer with a condenser at −80 °C or colder.
    for (const result of results.slice(0, 5)) {
      const values = await prisma.productAttributeValue.findMany({
        where: { productId: result.id, attribute: { key: "condenser-temperature" } },
        select: { numMin: true },
      });
      expect(Math.min(...values.map((v) => v.numMin!))).toBeLessThanOrEqual(-80);
    }
    // A chip links to the request without it.
    const removed = page.chips.find((c) => c.label === "21 CFR Part 11")!.removeQ;
    expect(removed).toBe("benchtop freeze-dryer, condenser colder than −80 °C");
  });

  it("shows each result's own subtitle, picture, brand, category and price, and names the brand in its check", async () => {
    const page = await ask("Sartorius bioreactor");
    const results = page.answer!.results;
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      const product = await prisma.storeProduct.findUniqueOrThrow({
        where: { id: result.id },
        select: {
          title: true,
          subtitle: true,
          thumbnailUrl: true,
          priceCents: true,
          brand: { select: { name: true } },
          category: { select: { name: true } },
          variants: { select: { currency: true }, orderBy: [{ position: "asc" }, { id: "asc" }], take: 1 },
        },
      });
      expect(result).toMatchObject({
        title: product.title,
        subtitle: product.subtitle,
        // A generated product's shared drawing is shown varied by the product (ADR 068).
        thumbnailUrl: productPictureUrl(product.thumbnailUrl, { id: result.id, title: product.title }),
        brandName: product.brand?.name ?? null,
        categoryName: product.category?.name ?? null,
        price:
          product.priceCents === null
            ? null
            : {
                cents: product.priceCents,
                formatted: formatMoney(product.priceCents, product.variants[0]?.currency),
                currencyCode: product.variants[0]!.currency.code,
              },
      });
      expect(result.checks.find((c) => c.label === "Brand: Sartorius")?.value).toBe(product.brand?.name ?? null);
    }
  });

  it("converts units: a condenser asked for in °F meets values stored in °C", async () => {
    const page = await ask("lyophilizer with condenser colder than -112 °F");
    const first = page.answer!.results[0];
    expect(first.checks.find((c) => c.label.startsWith("Condenser"))).toMatchObject({ status: "met" });
    expect(first.checks.find((c) => c.label.startsWith("Condenser"))!.value).toMatch(/°F/);
  });

  it("offers follow-up questions whose links the parser reads back as a new requirement", async () => {
    const page = await ask("pilot freeze dryer");
    expect(page.answer!.followUps.length).toBeGreaterThan(0);
    const answer = page.answer!.followUps[0].answers[0];
    const refined = await ask(answer.q);
    expect(refined.chips.length).toBe(page.chips.length + 1);
  });

  it("never says 'Meets all' when part of the request was not understood, and shows that part on every result", async () => {
    const page = await ask("freeze dryer, condenser colder than −80 °C, quiet operation");
    const answer = page.answer!;
    expect(answer.notUnderstood).toEqual(["quiet operation"]);
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.meetingAll).toBeGreaterThan(0);
    for (const result of answer.results) {
      expect(result.reason).not.toMatch(/Meets all/);
      expect(result.checks.at(-1)).toMatchObject({ label: "“quiet operation”", status: "not-understood" });
    }
    expect(answer.results[0]!.reason).toMatch(
      /^Meets the 2 requirements understood — not understood: “quiet operation”/,
    );
    // Understood in full, the same request may claim it.
    const understood = (await ask("freeze dryer, condenser colder than −80 °C")).answer!;
    expect(understood.notUnderstood).toEqual([]);
    expect(understood.results[0]!.reason).toBe("Meets all 2 of your requirements.");
  });

  it("a scale is not met by a product whose own words say another scale", async () => {
    // Page 2 of "pilot freeze dryer" is where the pilot dryers end and the benchtop ones begin.
    const answer = (await ask("pilot freeze dryer", "2")).answer!;
    const pilotScale = (r: (typeof answer.results)[number]) => r.checks.find((c) => c.label === "Pilot scale")?.status;
    const pilots = answer.results.filter((r) => /pilot/i.test(r.title));
    const benchtops = answer.results.filter((r) => /benchtop/i.test(r.title));
    expect(pilots.length).toBeGreaterThan(0);
    expect(benchtops.length).toBeGreaterThan(0);
    for (const r of pilots) expect(pilotScale(r)).toBe("met");
    for (const r of benchtops) expect(pilotScale(r)).toBe("not-met");
    // Every pilot dryer ranks above every benchtop one.
    expect(answer.results.findIndex((r) => /benchtop/i.test(r.title))).toBeGreaterThan(
      answer.results.findLastIndex((r) => /pilot/i.test(r.title)),
    );
  });

  it("a negated word no product says excluded nothing: shown as not understood, never counted as met", async () => {
    const idle = (await ask("CO2 incubator, not zanzibar-coated")).answer!;
    expect(idle.notUnderstood).toEqual(["not zanzibar-coated"]);
    expect(idle.results.length).toBeGreaterThan(0);
    for (const result of idle.results) expect(result.reason).not.toMatch(/Meets all/);
    // A feature some products say is read and checked: those that say it do not meet the request.
    const direct = (await ask("CO2 incubator without direct heat")).answer!;
    expect(direct.notUnderstood).toEqual([]);
    const claimed = direct.results.filter((r) => r.reason.startsWith("Meets all"));
    expect(claimed.length).toBeGreaterThan(0);
    for (const result of claimed) expect(result.title).not.toMatch(/direct.heat/i);
  });

  it("an unanswerable request says which requirement no product meets, and no result claims to meet all", async () => {
    const answer = (await ask("centrifuge at least 500,000 x g")).answer!;
    expect(answer.meetingAll).toBe(0);
    expect(answer.unmetByAll).toEqual([expect.stringMatching(/^Maximum RCF/)]);
    expect(answer.results.length).toBeGreaterThan(0);
    for (const result of answer.results) expect(result.reason).not.toMatch(/Meets all/);
  });

  it("a scale word is met only by what the product itself says, never by its category's description", async () => {
    const answer = (await ask("pilot scale glass bioreactor")).answer!;
    const mentioning = answer.results.filter((r) => r.checks.find((c) => c.label === "Pilot scale")?.status === "met");
    for (const result of mentioning) {
      const product = await prisma.storeProduct.findUniqueOrThrow({
        where: { id: result.id },
        select: {
          title: true,
          subtitle: true,
          descriptionHtml: true,
          attributeValues: { select: { textValue: true } },
        },
      });
      const own = [
        product.title,
        product.subtitle,
        product.descriptionHtml,
        ...product.attributeValues.map((v) => v.textValue),
      ]
        .join(" ")
        .toLowerCase();
      expect(own, result.id).toMatch(/pilot/);
    }
  });

  it("shows not met and unknown with the product's value", async () => {
    const page = await ask("centrifuge at least 60,000 x g");
    const checks = page.answer!.results.flatMap((r) => r.checks.filter((c) => c.label.startsWith("Maximum RCF")));
    expect(checks.some((c) => c.status === "not-met" && /× g/.test(c.value ?? ""))).toBe(true);
  });

  it("pages through the ranked answer ten at a time, without repeats, and explains a page it cannot show", async () => {
    const q = "centrifuge";
    const first = await ask(q);
    expect(first.answer).toMatchObject({ page: 1, firstRank: 1, hasMore: true });
    expect(first.answer!.results).toHaveLength(FINDER_PAGE_SIZE);
    const second = await ask(q, "2");
    expect(second.answer).toMatchObject({ page: 2, firstRank: FINDER_PAGE_SIZE + 1 });
    expect(second.answer!.results.length).toBeGreaterThan(0);
    const firstIds = first.answer!.results.map((r) => r.id);
    expect(second.answer!.results.map((r) => r.id).filter((id) => firstIds.includes(id))).toEqual([]);
    // The pages split one order: the second page's best scores no higher than the first page's worst.
    expect(second.answer!.results[0].score).toBeLessThanOrEqual(first.answer!.results.at(-1)!.score);

    const invalid = await ask(q, "two");
    expect(invalid.answer!.page).toBe(1);
    expect(invalid.notices.join(" ")).toMatch(/page number is not valid/);
    const beyond = await ask(q, String(FINDER_PAGES + 5));
    expect(beyond.answer!.page).toBe(FINDER_PAGES);
    expect(beyond.notices.join(" ")).toMatch(/at most/);
    // A narrow request has one page: its second is empty, not an error.
    const narrow = await ask("freeze dryer with condenser colder than −100 °C", "9");
    expect(narrow.answer).toMatchObject({ page: 9, hasMore: false, results: [] });
  });

  it("never lists a product that is not listed (archived or deleted)", async () => {
    const page = await ask("single-use bioreactor 50 L");
    const hidden = page.answer!.results[0];
    await prisma.storeProduct.update({ where: { id: hidden.id }, data: { deletedAt: new Date() } });
    try {
      const again = await ask("single-use bioreactor 50 L");
      expect(again.answer!.results.map((r) => r.id)).not.toContain(hidden.id);
    } finally {
      await prisma.storeProduct.update({ where: { id: hidden.id }, data: { deletedAt: null } });
    }
  });

  it.each([
    ["empty", "", /.*/],
    ["emoji only", "🧪🧪🔬", /no letters or numbers/],
    ["nonsense", "florp zindle quax", /searched for as words/],
    ["unit-less", "a centrifuge for 24", /without a unit/],
  ])("explains %s input without failing", async (_name, q, reason) => {
    const page = await ask(q);
    if (q) expect(page.uninterpreted.map((u) => u.reason).join(" ")).toMatch(reason);
    else expect(page.answer).toBeNull();
  });

  it("explains a contradiction and offers to keep either side", async () => {
    const page = await ask("freeze dryer colder than −80 °C and warmer than 0 °C");
    expect(page.contradictions).toHaveLength(1);
    expect(page.contradictions[0].message).toMatch(/cannot both hold/);
    expect(page.contradictions[0].keep.map((k) => k.q)).toEqual([
      "freeze dryer colder than −80 °C",
      "freeze dryer warmer than 0 °C",
    ]);
  });

  it("reads at most 500 characters of a 5,000-character request and caps the requirements", async () => {
    const q = "centrifuge at least 10,000 rpm, ".repeat(160).slice(0, 5000);
    const page = await ask(q);
    expect(page.q.length).toBeLessThanOrEqual(500);
    expect(page.notices.join(" ")).toMatch(/first 500 characters/);
    expect(page.chips.length).toBeLessThanOrEqual(12);
  });
});

describe("finder with a language model configured", () => {
  let server: Server;
  let reply: (body: unknown) => { status: number; body: string };
  const seen: unknown[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        seen.push(JSON.parse(raw));
        const { status, body } = reply(JSON.parse(raw));
        res.writeHead(status, { "Content-Type": "application/json" }).end(body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.FINDER_LLM_API_KEY = "test-key";
    process.env.FINDER_LLM_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    process.env.FINDER_LLM_TIMEOUT_MS = "1000";
  });

  afterAll(async () => {
    delete process.env.FINDER_LLM_API_KEY;
    delete process.env.FINDER_LLM_BASE_URL;
    delete process.env.FINDER_LLM_TIMEOUT_MS;
    await new Promise((resolve) => server.close(resolve));
  });

  const completion = (content: unknown) => ({
    status: 200,
    body: JSON.stringify({ choices: [{ message: { content: JSON.stringify(content) } }] }),
  });

  it("uses the model's requirements when they are valid", async () => {
    reply = () =>
      completion({
        requirements: [
          {
            kind: "type",
            source: "something to spin tubes",
            label: "Centrifuge",
            options: [{ attributeId: "life-sciences-equipment.equipment-type", value: "Centrifuge" }],
          },
        ],
        keywords: [],
      });
    const page = await ask("something to spin tubes");
    expect(page.readBy).toBe("language-model");
    expect(page.chips.map((c) => c.label)).toEqual(["Centrifuge"]);
    expect(page.answer!.results[0].checks[0].status).toBe("met");
    expect(JSON.stringify(seen.at(-1))).toContain("life-sciences-equipment.equipment-type");
  });

  it.each([
    ["an HTTP error", () => ({ status: 500, body: "{}" })],
    [
      "invalid JSON",
      () => ({ status: 200, body: JSON.stringify({ choices: [{ message: { content: "not json" } }] }) }),
    ],
    [
      "an unknown attribute id",
      () =>
        completion({
          requirements: [
            { kind: "enum", source: "centrifuge", label: "x", attributeIds: ["nope.nope"], values: ["yes"] },
          ],
          keywords: [],
        }),
    ],
  ])("falls back to the parser on %s", async (_name, make) => {
    reply = make;
    const page = await ask("centrifuge");
    expect(page.readBy).toBe("parser");
    expect(page.chips.map((c) => c.label)).toEqual(["Centrifuge"]);
  });
});

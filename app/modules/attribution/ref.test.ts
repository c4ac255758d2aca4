import { describe, expect, it } from "vitest";
import {
  ATTRIBUTION_WINDOW_SECONDS,
  decodeEntries,
  demoRef,
  expertRef,
  formatRef,
  MAX_ENTRIES,
  MAX_JSON_LENGTH,
  parseRef,
  productHref,
  refForProduct,
  rememberRef,
  type RefEntry,
} from "./ref";

const NOW = 1_800_000_000;

describe("parseRef", () => {
  it("reads expert and demo refs", () => {
    expect(parseRef("expert-12")).toEqual({ kind: "expert", expertId: 12 });
    expect(parseRef("demo-orbitrap-proteomics-workflows")).toEqual({
      kind: "demo",
      demoId: "orbitrap-proteomics-workflows",
    });
    expect(parseRef("demo-my_demo-3f2a")).toEqual({ kind: "demo", demoId: "my_demo-3f2a" });
  });

  it("rejects anything else without throwing", () => {
    for (const bad of [
      null,
      undefined,
      42,
      "",
      "expert-",
      "expert-0",
      "expert-012",
      "expert--1",
      "expert-1.5",
      "expert-2147483648",
      "expert-99999999999",
      "expert-1 ",
      " expert-1",
      "Expert-1",
      "brand-1",
      "demo-",
      "demo--x",
      "demo-a/b",
      "demo-a b",
      "demo-<script>",
      "demo-ü",
      `demo-${"a".repeat(101)}`,
      "expert-1&ref=expert-2",
    ]) {
      expect(parseRef(bad), String(bad)).toBeNull();
    }
    expect(parseRef("expert-2147483647")).toEqual({ kind: "expert", expertId: 2147483647 });
  });

  it("formats what it parses", () => {
    expect(formatRef(expertRef(7))).toBe("expert-7");
    expect(formatRef(demoRef("x-1"))).toBe("demo-x-1");
    expect(parseRef(formatRef(demoRef("x-1")))).toEqual(demoRef("x-1"));
  });

  it("builds product links with the ref", () => {
    expect(productHref("p-1", expertRef(3))).toBe("/store/product/p-1?ref=expert-3");
    expect(productHref("p-1", null)).toBe("/store/product/p-1");
  });
});

describe("the remembered list", () => {
  it("puts the last touch first and replaces a product's earlier ref", () => {
    let list = rememberRef([], "a", expertRef(1), NOW)!;
    list = rememberRef(list, "b", demoRef("d"), NOW + 1)!;
    list = rememberRef(list, "a", expertRef(2), NOW + 2)!;
    expect(list).toEqual([
      { p: "a", r: "expert-2", t: NOW + 2 },
      { p: "b", r: "demo-d", t: NOW + 1 },
    ]);
    expect(refForProduct(list, "a", NOW + 3)).toEqual(expertRef(2));
    expect(refForProduct(list, "c", NOW + 3)).toBeNull();
  });

  it("keeps at most MAX_ENTRIES products and a bounded size", () => {
    let list: RefEntry[] = [];
    for (let i = 0; i < 50; i++) list = rememberRef(list, `product-${i}`, expertRef(i + 1), NOW + i)!;
    expect(list).toHaveLength(MAX_ENTRIES);
    expect(list[0]!.p).toBe("product-49");

    let long: RefEntry[] = [];
    for (let i = 0; i < 50; i++) {
      long = rememberRef(long, `${"p".repeat(90)}-${i}`, demoRef(`${"d".repeat(90)}-${i}`), NOW)!;
    }
    expect(JSON.stringify(long).length).toBeLessThanOrEqual(MAX_JSON_LENGTH);
    expect(long[0]!.p).toBe(`${"p".repeat(90)}-49`);
  });

  it("refuses product ids it cannot keep", () => {
    expect(rememberRef([], "a b", expertRef(1), NOW)).toBeNull();
    expect(rememberRef([], "x".repeat(101), expertRef(1), NOW)).toBeNull();
  });

  it("forgets touches older than the window", () => {
    const list = rememberRef([], "a", expertRef(1), NOW)!;
    expect(refForProduct(list, "a", NOW + ATTRIBUTION_WINDOW_SECONDS - 1)).toEqual(expertRef(1));
    expect(refForProduct(list, "a", NOW + ATTRIBUTION_WINDOW_SECONDS)).toBeNull();
  });

  it("decodes a cookie entry by entry, dropping what is malformed, expired, repeated or from the future", () => {
    const raw = [
      { p: "a", r: "expert-1", t: NOW - 10 },
      { p: "a", r: "expert-2", t: NOW - 5 }, // the same product again: the first (newest) wins
      { p: "b", r: "expert-x", t: NOW },
      { p: "c b", r: "expert-1", t: NOW },
      { p: "d", r: "demo-ok", t: NOW - ATTRIBUTION_WINDOW_SECONDS - 1 },
      { p: "e", r: "demo-ok", t: NOW + 3600 },
      { p: "f", r: "demo-ok", t: 1.5 },
      { p: "g", r: "demo-ok" },
      "nonsense",
      null,
      { p: "h", r: "demo-ok", t: NOW },
    ];
    expect(decodeEntries(raw, NOW)).toEqual([
      { p: "a", r: "expert-1", t: NOW - 10 },
      { p: "h", r: "demo-ok", t: NOW },
    ]);
    expect(decodeEntries("expert-1", NOW)).toEqual([]);
    expect(decodeEntries(null, NOW)).toEqual([]);
    expect(decodeEntries({ p: "a" }, NOW)).toEqual([]);
  });

  it("never keeps more than MAX_ENTRIES from a cookie", () => {
    const raw = Array.from({ length: 100 }, (_, i) => ({ p: `p${i}`, r: "expert-1", t: NOW }));
    expect(decodeEntries(raw, NOW)).toHaveLength(MAX_ENTRIES);
  });
});

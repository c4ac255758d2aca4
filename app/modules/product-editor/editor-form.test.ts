import { describe, expect, it } from "vitest";
import {
  blankEditorValues,
  centsToAmount,
  parseAmountToCents,
  parseEditorForm,
  parseOptionValues,
  readEditorValues,
  splitSkus,
  type EditorValues,
} from "./editor-form";
import { canApply, statusAfterEdit, submittedStatus } from "./lifecycle";

const variant = {
  id: "",
  title: "",
  sku: "ABC-1",
  price: "12.50",
  salePrice: "",
  currency: "usd",
  manageInventory: true,
  quantity: "5",
  leadTime: "",
  leadTimeUnit: "days" as const,
  allowBackorder: false,
  packSize: "",
  unit: "",
  options: "",
  remove: false,
};
const valid = (over: Partial<EditorValues> = {}): EditorValues => ({
  ...blankEditorValues(),
  title: "Rotary evaporator",
  categoryId: "lab-equipment",
  variants: [variant],
  ...over,
});

describe("amounts", () => {
  it("parses decimal input to integer cents without floating point", () => {
    expect(parseAmountToCents("0.29")).toBe(29);
    expect(parseAmountToCents("1,250.5")).toBe(125050);
    expect(parseAmountToCents("99")).toBe(9900);
    expect(parseAmountToCents("1.234")).toBeNull();
    expect(parseAmountToCents("-3")).toBeNull();
    expect(parseAmountToCents("abc")).toBeNull();
    expect(centsToAmount(125050)).toBe("1250.50");
    expect(centsToAmount(5)).toBe("0.05");
  });
});

describe("option values and SKUs", () => {
  it("reads Name: value pairs and rejects malformed ones", () => {
    expect(parseOptionValues("Size: 500 mL; Pack: 10")).toEqual([
      { name: "Size", value: "500 mL" },
      { name: "Pack", value: "10" },
    ]);
    expect(parseOptionValues("")).toEqual([]);
    expect(typeof parseOptionValues("500 mL")).toBe("string");
    expect(typeof parseOptionValues("Size: 1; size: 2")).toBe("string");
    expect(splitSkus("A-1, B-2\nA-1 ;C")).toEqual(["A-1", "B-2", "C"]);
  });
});

describe("parseEditorForm", () => {
  it("accepts a product with one variant and derives the variant name", () => {
    const parsed = parseEditorForm(valid({ variants: [{ ...variant, options: "Size: 1 L" }] }));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.input.variants[0]).toMatchObject({
        sku: "ABC-1",
        priceCents: 1250,
        title: "1 L",
        quantity: 5,
        row: 0,
      });
    }
  });

  it("puts each message on its field: title, price, sale price, SKU pattern, duplicate SKU", () => {
    const parsed = parseEditorForm(
      valid({
        title: " ",
        variants: [
          { ...variant, price: "12.345", salePrice: "20" },
          { ...variant, sku: "abc-1" },
          { ...variant, sku: "has space", price: "" },
        ],
      }),
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.errors.title).toMatch(/required/);
      expect(parsed.errors["variant.0.price"]).toMatch(/1250.00/);
      expect(parsed.errors["variant.1.sku"]).toMatch(/another variant/);
      expect(parsed.errors["variant.2.sku"]).toMatch(/letters, digits/);
      expect(parsed.errors["variant.2.price"]).toMatch(/Enter the price/);
    }
    const sale = parseEditorForm(valid({ variants: [{ ...variant, salePrice: "13" }] }));
    expect(!sale.ok && sale.errors["variant.0.salePrice"]).toMatch(/lower than the price/);
  });

  it("ignores a blank added row, keeps removals apart and needs one variant", () => {
    const blank = { ...variant, sku: "", price: "", title: "", options: "" };
    const parsed = parseEditorForm(
      valid({ variants: [{ ...variant, id: "v1" }, { ...variant, id: "v2", sku: "X", remove: true }, blank] }),
    );
    expect(parsed.ok && parsed.input.variants.length).toBe(1);
    expect(parsed.ok && parsed.input.removedVariantIds).toEqual(["v2"]);
    const none = parseEditorForm(valid({ variants: [blank] }));
    expect(!none.ok && none.errors["variant.0.sku"]).toMatch(/at least one variant/);
  });

  it("reads numbered rows and spec fields from a form", () => {
    const form = new FormData();
    form.set("title", "T");
    form.set("variant.0.sku", "S1");
    form.set("variant.0.price", "1");
    form.set("variant.0.manageInventory", "on");
    form.set("variant.1.sku", "S2");
    form.set("spec.capacity", "5 L");
    const values = readEditorValues(form);
    expect(values.variants.map((v) => v.sku)).toEqual(["S1", "S2"]);
    expect(values.variants[0]!.manageInventory).toBe(true);
    expect(values.variants[1]!.manageInventory).toBe(false);
    expect(values.specs).toEqual({ capacity: "5 L" });
  });
});

describe("lifecycle", () => {
  const before = { title: "A", categoryId: "c1" };
  it("sends a live product back to review when a brand changes its title or category", () => {
    expect(statusAfterEdit("active", before, { title: "B", categoryId: "c1" }, false)).toBe("pending_review");
    expect(statusAfterEdit("active", before, { title: "A", categoryId: "c2" }, false)).toBe("pending_review");
    expect(statusAfterEdit("active", before, before, false)).toBe("active");
    expect(statusAfterEdit("active", before, { title: "B", categoryId: "c1" }, true)).toBe("active");
    expect(statusAfterEdit("rejected", before, { title: "B", categoryId: "c1" }, false)).toBe("rejected");
  });
  it("allows each action only from its states", () => {
    expect(canApply("submit", "draft")).toBe(true);
    expect(canApply("submit", "active")).toBe(false);
    expect(canApply("approve", "pending_review")).toBe(true);
    expect(canApply("unpublish", "pending_review")).toBe(false);
    expect(canApply("restore", "archived")).toBe(true);
    expect(canApply("archive", "archived")).toBe(false);
    expect(submittedStatus(true)).toBe("pending_review");
    expect(submittedStatus(false)).toBe("active");
  });
});

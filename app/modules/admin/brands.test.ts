import { describe, expect, it } from "vitest";
import {
  accountActionSchema,
  accountFormKey,
  brandFormSchema,
  brandSlug,
  expertFormSchema,
  readBrandsView,
} from "./brands";

const brand = {
  name: "Helix",
  tagline: "Pipettes",
  description: "About Helix",
  hq: "Basel",
  website: "https://helix.example",
  contactEmail: "sales@helix.example",
};

describe("brand and expert form rules", () => {
  it("accepts a full web address only, and a founding year up to this year", () => {
    const now = new Date("2026-11-25T00:00:00Z");
    expect(brandFormSchema(now).safeParse(brand).success).toBe(true);
    for (const website of ["javascript:alert(1)", "helix.example", "ftp://helix.example", "https://localhost"])
      expect(brandFormSchema(now).safeParse({ ...brand, website }).success).toBe(false);
    expect(brandFormSchema(now).parse({ ...brand, founded: "2026" }).founded).toBe(2026);
    expect(brandFormSchema(now).safeParse({ ...brand, founded: "2027" }).success).toBe(false);
    expect(brandFormSchema(now).parse({ ...brand, founded: "" }).founded).toBeNull();
  });

  it("splits expert tags, de-duplicated, at most eight", () => {
    const base = { name: "A", type: "Researcher", specialty: "S", bio: "B", location: "L", company: "C" };
    expect(expertFormSchema.parse({ ...base, tags: "HPLC, Mass Spec, HPLC," }).tags).toEqual(["HPLC", "Mass Spec"]);
    expect(expertFormSchema.safeParse({ ...base, tags: "a,b,c,d,e,f,g,h,i" }).success).toBe(false);
    expect(expertFormSchema.safeParse({ ...base, type: "Wizard" }).success).toBe(false);
  });

  it("needs a reason to suspend; keys forms by intent and target; slugs names; reads views", () => {
    expect(accountActionSchema.safeParse({ intent: "account-suspend", userId: "u1", reason: "" }).success).toBe(false);
    expect(accountActionSchema.safeParse({ intent: "account-unsuspend", userId: "u1" }).success).toBe(true);
    expect(accountFormKey({ intent: "brand-link", brandId: "waters" })).toBe("brand-link:waters");
    expect(brandSlug("Thermo Fisher Scientific")).toBe("thermo-fisher-scientific");
    expect(readBrandsView("experts")).toBe("experts");
    expect(readBrandsView("x")).toBe("brands");
  });
});

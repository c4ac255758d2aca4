import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { contactSchema } from "./contact-schema";
import { CONTACT_TABS, parseContactTab } from "./inquiries";
import { buildSpecSheet, specSheetFilename } from "./spec-sheet";

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
}

function validate(entries: Record<string, string>) {
  const tab = parseContactTab(entries.tab);
  return parseWithZod(form(entries), { schema: contactSchema(tab) });
}

describe("contact forms", () => {
  it("has the three tabs in order", () => {
    expect(CONTACT_TABS.map((t) => t.label)).toEqual(["Request Quote", "Ask Question", "Download Specs"]);
    expect(parseContactTab("specs")).toBe("specs");
    expect(parseContactTab("other")).toBe("quote");
  });

  it("requires every field of the tab", () => {
    const submission = validate({ tab: "question", fullName: "  ", email: "" });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({
      fullName: ["Full name is required."],
      email: ["Email is required."],
      subject: ["Subject is required."],
      message: ["Please enter your question."],
    });
  });

  it("checks the e-mail address", () => {
    const submission = validate({ tab: "specs", fullName: "Ada", email: "ada@", company: "Acme", product: "HPLC" });
    expect(submission.reply().error).toEqual({ email: ["Please enter a valid email address."] });
  });

  it("accepts a complete form and normalises the e-mail", () => {
    const submission = validate({
      tab: "quote",
      fullName: "Ada",
      email: " Ada@Example.com ",
      company: "Acme",
      product: "Biostat",
      quantity: "2",
      message: "Two units",
    });
    expect(submission.status).toBe("success");
    if (submission.status === "success")
      expect(submission.value).toMatchObject({ email: "ada@example.com", quantity: "2" });
  });
});

describe("spec sheet", () => {
  it("builds an HTML file with the specifications escaped and the sections as given", () => {
    const sheet = buildSpecSheet({
      id: "agilent-1290-uhplc",
      title: "Agilent 1290 <UHPLC>",
      subtitle: null,
      brandName: "Agilent Technologies",
      specifications: [
        {
          title: "Performance <1>",
          rows: [{ key: "pressure", label: "Pressure", value: "Up to 1300 bar & more", variantSpecific: false }],
        },
      ],
      sections: [{ title: "Warranty", html: "<p>12 months</p>" }],
      pageUrl: "https://labmarket.example/store/product/agilent-1290-uhplc",
      generatedAt: new Date("2026-01-02T00:00:00Z"),
    });
    expect(sheet.filename).toBe("agilent-1290-uhplc-spec-sheet.html");
    expect(sheet.contentType).toBe("text/html; charset=utf-8");
    expect(sheet.content).toContain("<h1>Agilent 1290 &lt;UHPLC&gt;</h1>");
    expect(sheet.content).toContain('<th scope="colgroup" colspan="2" class="group">Performance &lt;1&gt;</th>');
    expect(sheet.content).toContain('<th scope="row">Pressure</th><td>Up to 1300 bar &amp; more</td>');
    expect(sheet.content).toContain("<h2>Warranty</h2>\n<p>12 months</p>");
    expect(sheet.content).toContain("generated 2026-01-02");
  });

  it("makes a safe file name", () => {
    expect(specSheetFilename("../../etc/passwd")).toBe("etc-passwd-spec-sheet.html");
    expect(specSheetFilename("")).toBe("product-spec-sheet.html");
  });
});

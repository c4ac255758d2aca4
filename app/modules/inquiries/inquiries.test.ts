import { describe, expect, it } from "vitest";
import { submitInquiry } from "./inquiries.server";
import { CONTACT_TABS, parseContactTab } from "./inquiries";

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
}

describe("contact forms", () => {
  it("has the three tabs in order", () => {
    expect(CONTACT_TABS.map((t) => t.label)).toEqual(["Request Quote", "Ask Question", "Download Specs"]);
    expect(parseContactTab("specs")).toBe("specs");
    expect(parseContactTab("other")).toBe("quote");
  });

  it("requires every field of the tab", () => {
    const outcome = submitInquiry(form({ tab: "question", fullName: "  ", email: "" }));
    expect(outcome.status).toBe("invalid");
    if (outcome.status === "invalid") {
      expect(outcome.result.error).toEqual({
        fullName: ["Full name is required."],
        email: ["Email is required."],
        subject: ["Subject is required."],
        message: ["Please enter your question."],
      });
    }
  });

  it("checks the e-mail address", () => {
    const outcome = submitInquiry(form({ tab: "specs", fullName: "Ada", email: "ada@", company: "Acme", product: "HPLC" }));
    expect(outcome.status === "invalid" && outcome.result.error).toEqual({ email: ["Please enter a valid email address."] });
  });

  it("accepts a complete form", () => {
    const outcome = submitInquiry(
      form({ tab: "quote", fullName: "Ada", email: "ada@example.com", company: "Acme", product: "Biostat", quantity: "2", message: "Two units" }),
    );
    expect(outcome).toEqual({ status: "accepted", tab: "quote" });
  });
});

import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { parseCommunityTopic } from "./community";
import { joinCommunitySchema } from "./join-schema";

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
}

describe("community topic filter", () => {
  it("accepts the three topics and falls back to all", () => {
    expect(parseCommunityTopic("lyophilization")).toBe("lyophilization");
    expect(parseCommunityTopic("chromatography")).toBe("chromatography");
    expect(parseCommunityTopic("bioreactors")).toBe("bioreactors");
    expect(parseCommunityTopic("Bioreactors")).toBe("all");
    expect(parseCommunityTopic(null)).toBe("all");
  });
});

describe("pre-interest form", () => {
  it("requires full name and e-mail", () => {
    const submission = parseWithZod(form({}), { schema: joinCommunitySchema });
    expect(submission.reply().error).toEqual({ full_name: ["Full name is required."], email: ["Email is required."] });
  });

  it("rejects an invalid e-mail", () => {
    const submission = parseWithZod(form({ full_name: "Ada", email: "not-an-email" }), { schema: joinCommunitySchema });
    expect(submission.reply().error).toEqual({ email: ["Please enter a valid email address."] });
  });

  it("normalises the e-mail and defaults the source", () => {
    const submission = parseWithZod(form({ full_name: " Ada ", email: " Ada@Example.COM ", source: "elsewhere" }), {
      schema: joinCommunitySchema,
    });
    expect(submission.status).toBe("success");
    if (submission.status === "success")
      expect(submission.value).toEqual({ full_name: "Ada", email: "ada@example.com", source: "community" });
  });
});

import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "./front-matter";

describe("parseFrontMatter", () => {
  it("reads quoted fields and returns the body after the fence", () => {
    const page = parseFrontMatter(
      '---\ntitle: "Privacy Policy"\ndescription: "How we use data: briefly."\nheading: "Privacy"\nupdated: "October 2, 2025"\n---\n\nLast updated: October 2, 2025\n\n## Data\n',
    );
    expect(page.attributes).toEqual({
      title: "Privacy Policy",
      description: "How we use data: briefly.",
      heading: "Privacy",
      updated: "October 2, 2025",
    });
    expect(page.body).toBe("\nLast updated: October 2, 2025\n\n## Data\n");
  });

  it("accepts unquoted and single-quoted values and falls back to the title as heading", () => {
    const page = parseFrontMatter("---\ntitle: Careers\ndescription: 'Join us, it''s fun'\n---\nBody");
    expect(page.attributes.heading).toBe("Careers");
    expect(page.attributes.description).toBe("Join us, it's fun");
    expect(page.attributes.updated).toBeNull();
    expect(page.body).toBe("Body");
  });

  it("handles CRLF line endings and a byte order mark", () => {
    const page = parseFrontMatter('\uFEFF---\r\ntitle: "FAQ"\r\ndescription: "Answers"\r\n---\r\n# Hi');
    expect(page.attributes.title).toBe("FAQ");
    expect(page.body).toBe("# Hi");
  });

  it("rejects files without front matter or without a title", () => {
    expect(() => parseFrontMatter("# Just markdown")).toThrow(/no front matter/);
    expect(() => parseFrontMatter('---\ndescription: "x"\n---\n')).toThrow(/title/);
  });

  it("rejects unreadable lines instead of guessing", () => {
    expect(() => parseFrontMatter('---\ntitle: "A"\ndescription: "B"\njust words\n---\n')).toThrow(/Unreadable/);
  });
});

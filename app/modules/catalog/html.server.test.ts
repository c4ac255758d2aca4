import { describe, expect, it } from "vitest";
import { metaDescription, plainText, sanitizeDescription } from "./html.server";

describe("sanitizeDescription", () => {
  it("removes scripts, event handlers and javascript: links", () => {
    const html = sanitizeDescription(
      `<p onclick="alert(1)">Hi <strong>there</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>`,
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript|<img/i);
    expect(html).toContain("<p>Hi <strong>there</strong></p>");
  });
  it("keeps lists and safe links, marked nofollow", () => {
    const html = sanitizeDescription(`<ul><li>One</li></ul><a href="https://example.com">site</a>`);
    expect(html).toContain("<ul><li>One</li></ul>");
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow">site</a>');
  });
});

describe("plainText / metaDescription", () => {
  it("keeps words of adjacent blocks apart and decodes entities", () => {
    expect(plainText("<p>Fast &amp; quiet.</p><ul><li>One</li><li>Two</li></ul>")).toBe("Fast & quiet. One Two");
    expect(plainText("The <strong>Agilent</strong> 1290")).toBe("The Agilent 1290");
  });
  it("is the first 160 characters", () => {
    const long = `<p>${"a".repeat(100)} ${"b".repeat(100)}</p>`;
    expect(metaDescription(long)).toHaveLength(160);
    expect(metaDescription("<p>Short.</p>")).toBe("Short.");
  });
});

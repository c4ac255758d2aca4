// The Markdown pages render from content/pages with their front matter, and the HTML is sanitised.
import { describe, expect, it } from "vitest";
import { getMarkdownPage } from "./pages.server";
import { renderMarkdown } from "./markdown.server";

const SLUGS = [
  "about", "ai-features", "privacy", "terms", "faq", "careers", "community-guidelines", "blog", "influencers",
  "brands", "partnerships", "how-to-buy", "trust-safety", "how-it-works", "affiliates", "product-experience",
];

describe("markdown pages", () => {
  it("renders every static page with a title, description and body", async () => {
    for (const slug of SLUGS) {
      const page = await getMarkdownPage(slug);
      expect(page, slug).not.toBeNull();
      expect(page!.title.length, slug).toBeGreaterThan(2);
      expect(page!.description.length, slug).toBeGreaterThan(20);
      expect(page!.html, slug).toContain("<p>");
    }
  });

  it("dates privacy and terms October 2, 2025", async () => {
    for (const slug of ["privacy", "terms"]) {
      const page = (await getMarkdownPage(slug))!;
      expect(`${page.updated ?? ""} ${page.html}`).toContain("Last updated: October 2, 2025");
    }
  });

  it("lists four careers roles that apply through /contact, and the blog's 2 posts and 6 featured articles", async () => {
    const careers = (await getMarkdownPage("careers"))!;
    expect(careers.html.match(/<h2>/g)).toHaveLength(4);
    expect(careers.html.match(/href="\/contact"/g)!.length).toBeGreaterThanOrEqual(4);
    const blog = (await getMarkdownPage("blog"))!;
    expect(blog.html.match(/<h2>/g)).toHaveLength(2);
    const featured = blog.html.split("Featured Articles")[1];
    expect(featured.match(/<li>/g)).toHaveLength(6);
  });

  it("turns FAQ questions into one-open-at-a-time details items", async () => {
    const faq = (await getMarkdownPage("faq"))!;
    expect(faq.html).toContain('<details name="faq-group-1" class="faq-item"><summary class="faq-question">What is LabMarket?</summary>');
    for (const group of ["General", "For Experts", "For Brands", "For Buyers"]) expect(faq.html).toContain(`<h2>${group}</h2>`);
  });

  it("returns null for unknown or unsafe slugs", async () => {
    expect(await getMarkdownPage("does-not-exist")).toBeNull();
    expect(await getMarkdownPage("../package")).toBeNull();
  });

  it("sanitises raw HTML in Markdown", () => {
    const html = renderMarkdown('Hi <script>alert(1)</script> <a href="javascript:alert(1)">x</a> [ok](https://example.com) <img src=x onerror=alert(1)>');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("onerror");
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">ok</a>');
  });
});

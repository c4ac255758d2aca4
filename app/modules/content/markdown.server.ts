// Markdown → safe HTML for the static information pages. The content is trusted repository text, but
// the output still goes through an allow-list so a stray tag in a page can never become script.
import { marked, type Token, type Tokens, type TokensList } from "marked";
import sanitizeHtml from "sanitize-html";

const allowList: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code",
    "ul", "ol", "li", "strong", "em", "del", "a", "img",
    "table", "thead", "tbody", "tr", "th", "td", "details", "summary", "span",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["align"],
    td: ["align"],
    ol: ["start"],
    details: ["name", "open", "class"],
    summary: ["class"],
    code: ["class"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  transformTags: {
    // External links open safely; internal links stay plain so client navigation is unchanged.
    a: (tagName, attribs) =>
      /^https?:\/\//i.test(attribs.href ?? "")
        ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer", target: "_blank" } }
        : { tagName, attribs },
  },
};

export function sanitize(html: string): string {
  return sanitizeHtml(html, allowList);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function parseTokens(tokens: Token[], links: TokensList["links"]): string {
  return marked.parser(Object.assign([...tokens], { links }) as TokensList);
}

/**
 * Turns every level-3 section into a <details> item (FAQ): works without JavaScript, and items of one
 * level-2 group share a `name`, so the browser keeps one item open at a time (spec §4 Accordion).
 */
function renderAccordion(tokens: TokensList): string {
  let html = "";
  let group = 0;
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index];
    if (token.type === "heading" && (token as Tokens.Heading).depth === 2) group += 1;
    if (token.type !== "heading" || (token as Tokens.Heading).depth !== 3) {
      html += parseTokens([token], tokens.links);
      index += 1;
      continue;
    }
    const body: Token[] = [];
    index += 1;
    while (index < tokens.length && !(tokens[index].type === "heading" && (tokens[index] as Tokens.Heading).depth <= 3)) {
      body.push(tokens[index]);
      index += 1;
    }
    const summary = marked.parseInline((token as Tokens.Heading).text) as string;
    html +=
      `<details name="faq-group-${group}" class="faq-item">` +
      `<summary class="faq-question">${summary || escapeHtml((token as Tokens.Heading).text)}</summary>` +
      `${parseTokens(body, tokens.links)}</details>`;
  }
  return html;
}

export function renderMarkdown(markdown: string, options: { accordion?: boolean } = {}): string {
  const tokens = marked.lexer(markdown, { gfm: true });
  const html = options.accordion ? renderAccordion(tokens) : (marked.parser(tokens) as string);
  return sanitize(html);
}

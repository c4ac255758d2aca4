// Product descriptions are HTML written by store staff: sanitised before rendering, and reduced to plain
// text for the meta description and structured data.
import sanitizeHtml from "sanitize-html";

const allowedTags = sanitizeHtml.defaults.allowedTags.filter(
  (tag) => !["h1", "h2", "main", "nav", "header", "footer"].includes(tag),
);

/**
 * Sanitising parses the whole fragment, and a product page does it three to five times per view (description, info
 * sections, meta description, structured data): the same input gives the same output, so each app machine keeps
 * the last results (bounded; oldest first out).
 */
function remembered(compute: (html: string) => string, entries = 2_000): (html: string) => string {
  const results = new Map<string, string>();
  return (html) => {
    const hit = results.get(html);
    if (hit !== undefined) return hit;
    const result = compute(html);
    if (results.size >= entries) results.delete(results.keys().next().value!);
    results.set(html, result);
    return result;
  };
}

/** Safe HTML for dangerouslySetInnerHTML: no scripts, styles, event handlers or foreign schemes. */
export const sanitizeDescription = remembered((html) =>
  sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: { a: ["href", "title", "rel"], td: ["colspan", "rowspan"], th: ["colspan", "rowspan", "scope"] },
    allowedSchemes: ["http", "https", "mailto"],
    transformTags: {
      a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow" }),
    },
  }),
);

const BLOCK_TAG = /<(\/?(?:p|div|li|ul|ol|h[1-6]|br|tr|td|th|table|section|blockquote|dd|dt|pre)\b[^>]*)>/gi;

/** The text of an HTML fragment: tags removed, block boundaries kept as spaces, entities decoded. */
export const plainText = remembered((html) => {
  const text = sanitizeHtml(html.replace(BLOCK_TAG, " <$1> "), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
});

/** Spec §9: the meta description is the first 160 characters of the (plain-text) description. */
export function metaDescription(html: string): string {
  return plainText(html).slice(0, 160).trim();
}

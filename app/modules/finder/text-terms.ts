// How the finder tells whether a product's own words say a term (issue 35): the words themselves, as a PostgreSQL
// regular expression, not their English stems — a full-text match of "production" is met by "drug products" (both
// stem to "product"), and a prefix match of "mini" by "minimum". Pure: finder.server.ts runs the pattern.

/** Letters and digits: what a term's words are made of (anything else between them is a separator). */
const SEPARATORS = "[^[:alnum:]]*";

/**
 * A case-insensitive PostgreSQL pattern (for `~*`) that matches any of `terms` as whole words, a plural "s"/"es"
 * allowed at the end, any run of separators between its words ("low-retention" says "Low Retention", "USP 797" says
 * "USP <797>").
 */
export function termPattern(terms: string[]): string {
  const alternatives = terms.map((term) =>
    (term.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(SEPARATORS),
  );
  return `\\m(?:${alternatives.filter(Boolean).join("|")})(?:e?s)?\\M`;
}

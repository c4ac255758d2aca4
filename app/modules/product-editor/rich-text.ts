// Which saved descriptions the formatting editor (ADR 035) can open without losing anything. The editor keeps only
// the elements its schema knows; the sanitiser allows more (tables, definition lists, sub/superscript…). A
// description with any other element stays in the plain HTML textarea, so an edit never drops part of it.

/** Elements the editor reads and writes back unchanged (TipTap StarterKit with headings 3–6). */
const EDITABLE_ELEMENTS = new Set([
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "del",
  "strike",
  "code",
  "pre",
  "blockquote",
  "hr",
  "ul",
  "ol",
  "li",
  "a",
  "h3",
  "h4",
  "h5",
  "h6",
]);

/** Whether every element of `html` is one the formatting editor keeps. */
export function editableAsRichText(html: string): boolean {
  for (const [, name] of html.matchAll(/<\/?\s*([a-zA-Z][a-zA-Z0-9-]*)/g)) {
    if (!EDITABLE_ELEMENTS.has(name!.toLowerCase())) return false;
  }
  return true;
}

// What a cXML document must look like before any parser sees it (ADR 065). XML's document type definitions are how
// XXE and "billion laughs" attacks arrive: an entity declaration (internal or external) or an internal DTD subset is
// refused outright, and the one DOCTYPE a cXML document may carry is the standard line naming the public cXML DTD,
// which is never fetched. Checked on the raw text, so the parser's own DTD handling never matters.

/** cXML documents larger than this are refused before they are read to the end. */
export const CXML_MAX_BYTES = 1024 * 1024;

export type XmlSafetyVerdict = { ok: true } | { ok: false; reason: string };

/** `<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.0xx/cXML.dtd">`, nothing else. */
const STANDARD_DOCTYPE =
  /^<!DOCTYPE\s+cXML\s+SYSTEM\s+(["'])https?:\/\/xml\.cxml\.org\/schemas\/cXML\/1\.2\.\d{3}\/cXML\.dtd\1\s*>$/;

const DOCTYPE_START = /<!DOCTYPE/gi;

export function checkXmlSafety(raw: string): XmlSafetyVerdict {
  if (raw.includes("\u0000")) return { ok: false, reason: "The document holds a NUL character." };
  // Any declaration of an entity, wherever it stands (a DTD subset, a comment's look-alike, CDATA): refused, since
  // telling those apart would take the parsing this check exists to avoid.
  if (/<!ENTITY/i.test(raw)) return { ok: false, reason: "Entity declarations are not accepted." };
  const doctypes = [...raw.matchAll(DOCTYPE_START)];
  if (doctypes.length > 1) return { ok: false, reason: "More than one DOCTYPE." };
  if (doctypes.length === 1) {
    const start = doctypes[0]!.index!;
    const end = raw.indexOf(">", start);
    if (end === -1) return { ok: false, reason: "The DOCTYPE is not closed." };
    const doctype = raw.slice(start, end + 1);
    if (doctype.includes("[")) return { ok: false, reason: "An internal DTD subset is not accepted." };
    if (!STANDARD_DOCTYPE.test(doctype))
      return { ok: false, reason: "Only the standard cXML 1.2 DOCTYPE (cXML.dtd at xml.cxml.org) is accepted." };
    // The DOCTYPE must come before the root element (a later one would be inside the content).
    if (/<[A-Za-z]/.test(raw.slice(0, start)))
      return { ok: false, reason: "The DOCTYPE must precede the cXML element." };
  }
  // Other markup declarations only belong in a DTD subset, which was refused above.
  if (/<!(ELEMENT|ATTLIST|NOTATION)\b/i.test(raw))
    return { ok: false, reason: "Markup declarations are not accepted." };
  return { ok: true };
}

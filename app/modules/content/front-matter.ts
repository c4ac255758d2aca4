// Front matter of the Markdown pages in content/pages: a "---" fenced block of `key: value` lines
// (values optionally in double or single quotes). The pages only use flat string fields, so this small
// parser is all we need; anything it cannot read is reported, never guessed.

export interface PageAttributes {
  title: string;
  description: string;
  heading: string;
  /** Human date shown as "Last updated: ..." (privacy, terms). */
  updated: string | null;
}

export interface ParsedPage {
  attributes: PageAttributes;
  body: string;
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

function unquote(raw: string): string {
  const value = raw.trim();
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\"/g, '"').replace(/\\\\/g, "\\");
  }
  if (value.length >= 2 && value.startsWith("'") && value.endsWith("'")) {
    return value.slice(1, -1).replace(/''/g, "'");
  }
  return value;
}

/** Splits a Markdown file into its front matter fields and body. Throws when required fields are missing. */
export function parseFrontMatter(source: string): ParsedPage {
  const text = source.replace(/^\uFEFF/, "");
  const match = FENCE.exec(text);
  if (!match) throw new Error("Markdown page has no front matter block");
  const fields: Record<string, string> = {};
  for (const line of match[1].split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    const colon = line.indexOf(":");
    if (colon <= 0) throw new Error(`Unreadable front matter line: ${line}`);
    fields[line.slice(0, colon).trim()] = unquote(line.slice(colon + 1));
  }
  for (const key of ["title", "description"] as const) {
    if (!fields[key]) throw new Error(`Front matter field "${key}" is missing`);
  }
  return {
    attributes: {
      title: fields.title,
      description: fields.description,
      heading: fields.heading || fields.title,
      updated: fields.updated || null,
    },
    body: text.slice(match[0].length),
  };
}

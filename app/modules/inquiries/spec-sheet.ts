// The Download Specs spec sheet: a standalone HTML file built from the product's structured specifications
// (the same grouped table as the product page, ADR 013) and its additional-info sections. Pure: the caller passes section HTML
// that is already sanitised; everything else is escaped here.
import type { SpecificationGroup } from "~/modules/catalog/specifications";
import { escapeHtml } from "~/modules/mail/escape";

export interface SpecSheetInput {
  id: string;
  title: string;
  subtitle: string | null;
  brandName: string | null;
  specifications: SpecificationGroup[];
  /** Additional-info sections, their HTML sanitised by the caller. */
  sections: { title: string; html: string }[];
  pageUrl: string;
  generatedAt: Date;
}

export interface SpecSheetFile {
  filename: string;
  contentType: string;
  content: string;
}

/** The HTTP answer of a spec-sheet download route: the file as an attachment, or a plain 404. */
export function specSheetResponse(sheet: SpecSheetFile | null): Response {
  if (!sheet)
    return new Response("Spec sheet not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(sheet.content, {
    headers: {
      "Content-Type": sheet.contentType,
      "Content-Disposition": `attachment; filename="${sheet.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** A safe file name for the product: "agilent-1290-uhplc-spec-sheet.html". */
export function specSheetFilename(productId: string): string {
  const slug =
    productId
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, "-")
      .replace(/^-+|-+$/g, "") || "product";
  return `${slug}-spec-sheet.html`;
}

export function buildSpecSheet(input: SpecSheetInput): SpecSheetFile {
  const rows = input.specifications
    .map((group) =>
      [
        `<tbody>\n<tr><th scope="colgroup" colspan="2" class="group">${escapeHtml(group.title)}</th></tr>`,
        ...group.rows.map(
          (row) => `<tr><th scope="row">${escapeHtml(row.label)}</th><td>${escapeHtml(row.value)}</td></tr>`,
        ),
        "</tbody>",
      ].join("\n"),
    )
    .join("\n");
  const sections = input.sections
    .map((section) => `<section><h2>${escapeHtml(section.title)}</h2>\n${section.html}\n</section>`)
    .join("\n");
  const generated = input.generatedAt.toISOString().slice(0, 10);
  const content = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)} – Specification Sheet | LabMarket</title>
<style>
body{font-family:system-ui,sans-serif;color:#0f172a;max-width:760px;margin:0 auto;padding:32px 20px;line-height:1.5}
h1{font-size:24px;margin:0 0 4px}h2{font-size:18px;margin:28px 0 8px}
.meta{color:#475569;margin:0 0 24px}table{width:100%;border-collapse:collapse}
th,td{text-align:left;vertical-align:top;padding:8px 10px;border-bottom:1px solid #e2e8f0}
th{width:40%;color:#334155}th.group{background:#f1f5f9;text-transform:uppercase;font-size:12px;letter-spacing:.04em}footer{margin-top:32px;font-size:12px;color:#475569}
</style>
</head>
<body>
<h1>${escapeHtml(input.title)}</h1>
<p class="meta">${[input.brandName, input.subtitle]
    .filter(Boolean)
    .map((part) => escapeHtml(part!))
    .join(" · ")}</p>
<h2>Specifications</h2>
${rows ? `<table>\n${rows}\n</table>` : "<p>No specifications are listed for this product yet.</p>"}
${sections}
<footer>Specification sheet from LabMarket, generated ${generated}. Product page: <a href="${escapeHtml(input.pageUrl)}">${escapeHtml(input.pageUrl)}</a></footer>
</body>
</html>
`;
  return { filename: specSheetFilename(input.id), contentType: "text/html; charset=utf-8", content };
}

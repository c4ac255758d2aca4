// The page that carries the cart back (ADR 065): a plain HTML form to the procurement system's BrowserFormPost URL
// (cXML) or HOOK_URL (OCI), submitted by a one-line script, with a visible button for browsers without JavaScript.
// Its Content-Security-Policy is its own: form-action names the return URL's origin (and nothing else).

export interface ReturnPageInput {
  action: string;
  target: string | null;
  systemName: string;
  fields: [string, string][];
  lineCount: number;
  nonce: string;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

export function returnPageHtml(input: ReturnPageInput): string {
  const inputs = input.fields
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("\n");
  const items = input.lineCount === 1 ? "1 item" : `${input.lineCount} items`;
  const system = escapeHtml(input.systemName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Returning your cart to ${system} | LabMarket</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;padding:3rem 1rem;color:#0f172a;background:#fff}
main{max-width:36rem;margin:0 auto}
h1{font-size:1.5rem;margin:0 0 .75rem}
p{line-height:1.5;color:#334155}
button{margin-top:1rem;font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.5rem;padding:.7rem 1.2rem;cursor:pointer}
button:focus{outline:3px solid #93c5fd;outline-offset:2px}
@media (prefers-color-scheme:dark){body{background:#0f172a;color:#f8fafc}p{color:#cbd5e1}}
</style>
</head>
<body>
<main>
<h1>Returning your cart to ${system}</h1>
<p>${input.lineCount === 0 ? "An empty cart goes back (your procurement system reads it as a cancelled punchout)" : `${items} ${input.lineCount === 1 ? "goes" : "go"} back to your procurement system`}. Your LabMarket punchout session has ended.</p>
<form id="punchout-return" method="post" action="${escapeHtml(input.action)}"${input.target ? ` target="${escapeHtml(input.target)}"` : ""}>
${inputs}
<button type="submit">Return cart to ${system}</button>
</form>
</main>
<script nonce="${escapeHtml(input.nonce)}">document.getElementById("punchout-return").submit();</script>
</body>
</html>`;
}

/** The page's own policy: scripts by nonce only, and forms may go to the return URL's origin alone. */
export function returnPagePolicy(action: string, nonce: string): string {
  const origin = new URL(action).origin;
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    "style-src 'unsafe-inline'",
    `form-action ${origin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

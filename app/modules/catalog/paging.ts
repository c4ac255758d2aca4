// URL and pager helpers used by client components: kept free of zod so store pages ship less JavaScript.

/** Builds a URL search string from params, dropping empty and default values. */
export function searchString(
  params: Record<string, string | number | null | undefined>,
  defaults: Record<string, string | number> = {},
): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === "" || defaults[key] === value) continue;
    out.set(key, String(value));
  }
  const s = out.toString();
  return s ? `?${s}` : "";
}

/** Page numbers to show in a pager: first, last, and a window around the current page; 0 = gap. */
export function pageWindow(current: number, totalPages: number, radius = 1): number[] {
  const pages: number[] = [];
  for (let p = 1; p <= totalPages; p++) {
    if (p === 1 || p === totalPages || Math.abs(p - current) <= radius) pages.push(p);
    else if (pages[pages.length - 1] !== 0) pages.push(0);
  }
  return pages;
}

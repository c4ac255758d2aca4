// Renders a kind's drawing for one variant as a small standalone SVG (issue 37 item 4; ADR 068).
//
// Light and dark: the theme is a class on <html> set from a cookie (app/root.tsx), which an SVG inside <img> cannot
// see, and a prefers-color-scheme query inside the SVG would follow the system instead of the site's toggle. So the
// picture is theme-neutral: no background (the card's frame, already light or dark with the theme, shows through), a
// soft translucent floor shadow, mid-tone housings and colours that read on both, and the model code on a dark screen
// of its own.
import { cleanLabel, type PictureKind, variantDigits } from "../product-picture";
import { DRAWINGS, type Ink, KIND_NAMES, type Panel } from "./drawings";

/** [accent, deep, light, pale]: Tailwind's 600, 800, 200 and 300 tones of twelve hues. */
const ACCENTS: readonly (readonly [string, string, string, string])[] = [
  ["#0d9488", "#115e59", "#99f6e4", "#5eead4"], // teal
  ["#0284c7", "#075985", "#bae6fd", "#7dd3fc"], // sky
  ["#4f46e5", "#3730a3", "#c7d2fe", "#a5b4fc"], // indigo
  ["#7c3aed", "#5b21b6", "#ddd6fe", "#c4b5fd"], // violet
  ["#e11d48", "#9f1239", "#fecdd3", "#fda4af"], // rose
  ["#ea580c", "#9a3412", "#fed7aa", "#fdba74"], // orange
  ["#d97706", "#92400e", "#fde68a", "#fcd34d"], // amber
  ["#16a34a", "#166534", "#bbf7d0", "#86efac"], // green
  ["#0891b2", "#155e75", "#a5f3fc", "#67e8f9"], // cyan
  ["#c026d3", "#86198f", "#f5d0fe", "#f0abfc"], // fuchsia
  ["#65a30d", "#3f6212", "#d9f99d", "#bef264"], // lime
  ["#dc2626", "#991b1b", "#fecaca", "#fca5a5"], // red
];

/** Housing finishes, none of them white: a cool grey, a warm grey and graphite. */
const HOUSINGS: readonly { body: string; shade: string; inner: string; line: string }[] = [
  { body: "#cbd5e1", shade: "#94a3b8", inner: "#e2e8f0", line: "#334155" },
  { body: "#d6d3d1", shade: "#a8a29e", inner: "#e7e5e4", line: "#44403c" },
  { body: "#64748b", shade: "#475569", inner: "#94a3b8", line: "#1e293b" },
];

/** Proportions [width, height]: scaled about the middle of the floor, so every variant still stands on it. */
const FORMS: readonly (readonly [number, number])[] = [
  [1, 1],
  [1.14, 0.86],
  [0.84, 1.12],
  [1.08, 1.06],
];

const SCREEN = "#0f172a";
const MONOSPACE = "ui-monospace,SFMono-Regular,Menlo,Consolas,monospace";

/** Text for SVG content and attribute values: the five XML specials become entities. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

/** Coordinates to a tenth of a unit (a tenth of a pixel at full size), scale factors to a thousandth. */
const num = (value: number) => String(Math.round(value * 10) / 10);
const factor = (value: number) => String(Math.round(value * 1000) / 1000);

/** The model code on its screen, or a trace when there is none; placed where the transform puts the panel. */
function screen(
  panel: Panel,
  sx: number,
  sy: number,
  flip: boolean,
  light: string,
  line: string,
  label: string | null,
) {
  const a = flip ? -sx : sx;
  const x1 = 400 + (panel.x - 400) * a;
  const x2 = 400 + (panel.x + panel.w - 400) * a;
  const x = Math.min(x1, x2);
  const y = 500 + (panel.y - 500) * sy;
  const w = panel.w * sx;
  const h = panel.h * sy;
  const frame = `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="6" fill="${SCREEN}" stroke="${line}" stroke-width="4"/>`;
  if (!label) {
    const d = `M${num(x + w * 0.1)} ${num(y + h * 0.75)}l${num(w * 0.25)} ${num(-h * 0.35)} ${num(w * 0.2)} ${num(h * 0.2)} ${num(w * 0.3)} ${num(-h * 0.4)}`;
    return `${frame}<path d="${d}" fill="none" stroke="${light}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  // A monospace glyph is about 0.6 em wide: the code fills the screen's width or 60 % of its height, whichever is less.
  const size = Math.max(10, Math.min(h * 0.6, (w * 0.86) / (0.6 * Array.from(label).length)));
  return `${frame}<text x="${num(x + w / 2)}" y="${num(y + h / 2 + size * 0.35)}" font-family="${MONOSPACE}" font-size="${num(size)}" font-weight="700" fill="${light}" text-anchor="middle">${escapeXml(label)}</text>`;
}

/**
 * The SVG of `kind` for `variant` (clamped into range), with `label` (cleaned and escaped) on its panel. The same
 * arguments always give the same bytes, so the response can carry an ETag and be cached.
 */
export function renderPicture(kind: PictureKind, variant: number, label: string | null): string {
  const digits = variantDigits(variant);
  const [accent, deep, light, pale] = ACCENTS[digits.accent];
  const housing = HOUSINGS[digits.housing];
  const [sx, sy] = FORMS[digits.form];
  const flip = digits.mirror === 1;
  const ink: Ink = { ...housing, accent, deep, light, pale, glass: "#7dd3fc", metal: "#8b9ab0" };
  const { art, panel } = DRAWINGS[kind](ink, digits.count as 0 | 1 | 2);
  const text = cleanLabel(label);
  const a = flip ? -sx : sx;
  const transform = `matrix(${factor(a)} 0 0 ${factor(sy)} ${num(400 - 400 * a)} ${num(500 - 500 * sy)})`;
  const name = escapeXml(text ? `${KIND_NAMES[kind]} ${text} (drawing)` : `${KIND_NAMES[kind]} (drawing)`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${name}">` +
    `<ellipse cx="400" cy="504" rx="${num(300 * sx)}" ry="18" fill="#0f172a" fill-opacity="0.16"/>` +
    `<g transform="${transform}" fill="${housing.body}" stroke="${housing.line}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">${art}</g>` +
    (panel ? screen(panel, sx, sy, flip, light, housing.line, text) : "") +
    `</svg>\n`
  );
}

// One line drawing per kind of product, parameterised so that products of one kind differ (issue 37 item 4). Each
// drawing sits on an 800×600 canvas standing on y = 500, and is drawn inside a group that already sets the housing
// fill and the outline (render.ts), so most shapes need no attributes. Colours come from `Ink`; `n` (0–2) picks a
// kind-specific count (modules, shelves, vials…). A drawing names the `panel` where its model code goes: the renderer
// draws that screen outside the drawing's transform, so the text is never stretched or mirrored.
import type { PictureKind } from "../product-picture";

export interface Ink {
  /** Housing, its darker side, and light inner parts. */
  body: string;
  shade: string;
  inner: string;
  /** The product's accent colour, a darker and a lighter tone of it, and a tint for liquids and plastics. */
  accent: string;
  deep: string;
  light: string;
  pale: string;
  /** Outline colour; glass is drawn translucent so it reads on a light and a dark card alike. */
  line: string;
  glass: string;
  /** Pipes, legs and stands: drawn in a mid tone, since an outline colour would vanish on a dark card. */
  metal: string;
}

export interface Panel {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Drawing {
  art: string;
  panel: Panel | null;
}

type Count = 0 | 1 | 2;
type Draw = (ink: Ink, n: Count) => Drawing;

// Tiny element writers: the SVG must stay a few KB, so attributes are only written where they differ from the group's.
const rect = (x: number, y: number, w: number, h: number, rx: number, attrs = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}"${attrs ? ` ${attrs}` : ""}/>`;
const circle = (cx: number, cy: number, r: number, attrs = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}"${attrs ? ` ${attrs}` : ""}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs = "") =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}"${attrs ? ` ${attrs}` : ""}/>`;
const path = (d: string, attrs = "") => `<path d="${d}"${attrs ? ` ${attrs}` : ""}/>`;
/** A filled shape without outline. */
const solid = (color: string) => `fill="${color}" stroke="none"`;
/** A stroked line without fill. */
const stroke = (color: string, width: number) => `fill="none" stroke="${color}" stroke-width="${width}"`;
const glass = (ink: Ink, opacity = 0.35) => `fill="${ink.glass}" fill-opacity="${opacity}" stroke="${ink.metal}"`;
const round = (value: number) => Math.round(value * 10) / 10;
const times = <T>(count: number, each: (i: number) => T): T[] => Array.from({ length: count }, (_, i) => each(i));

const lcStack: Draw = (ink, n) => {
  const modules = 3 + n;
  // The stack and its solvent tray fit the canvas whatever the module count (and the tallest proportions).
  const pitch = Math.min(92, 360 / modules);
  const top = round(500 - modules * pitch + 8);
  const art = [
    ...times(modules, (i) => {
      const y = round(top + i * pitch);
      return (
        rect(270, y, 260, round(pitch - 8), 8) +
        circle(505, round(y + pitch / 4), 8, solid(i === 0 ? ink.light : ink.accent)) +
        rect(300, round(y + pitch - 28), 120, 10, 4, solid(ink.shade))
      );
    }),
    ...times(4, (i) => rect(290 + i * 56, top - 52, 40, 46, 6, `fill="${i % 2 ? ink.pale : ink.light}"`)),
    ...times(4, (i) => rect(298 + i * 56, top - 62, 24, 12, 3, solid(ink.deep))),
  ].join("");
  return { art, panel: { x: 300, y: round(top + pitch + 10), w: 160, h: round(Math.min(38, pitch - 40)) } };
};

const massSpectrometer: Draw = (ink, n) => {
  const source = [
    path("M200 220v-60h120v60", `fill="${ink.inner}"`) + circle(260, 190, 18, solid(ink.accent)),
    rect(195, 150, 44, 70, 8, `fill="${ink.inner}"`) + rect(255, 168, 44, 52, 8, `fill="${ink.accent}"`),
    path("M190 220q0-90 80-90t80 90", `fill="${ink.inner}"`) + circle(270, 180, 14, solid(ink.accent)),
  ][n];
  const art =
    source +
    rect(150, 220, 420, 280, 14) +
    rect(570, 300, 90, 200, 10, `fill="${ink.shade}"`) +
    rect(162, 458, 396, 16, 6, solid(ink.accent)) +
    rect(180, 400, 150, 14, 7, solid(ink.shade)) +
    rect(180, 425, 110, 14, 7, solid(ink.shade)) +
    path("M105 400h45M92 382l18 18-18 18", stroke(ink.metal, 6));
  return { art, panel: { x: 360, y: 260, w: 170, h: 100 } };
};

const gasChromatograph: Draw = (ink, n) => {
  const art = [
    ...times(n + 1, (k) => rect(240 + k * 60, 165, 36, 45, 6, `fill="${ink.shade}"`)),
    rect(170, 210, 460, 290, 14),
    rect(200, 250, 230, 220, 10, `fill="${ink.inner}"`),
    ...times(n + 2, (k) => circle(315, 360, 72 - k * 16, stroke(ink.accent, 5))),
    ...times(3, (k) => circle(490 + k * 40, 370, 10, solid(k === 0 ? ink.accent : ink.shade))),
    rect(460, 420, 140, 12, 6, solid(ink.shade)),
  ].join("");
  return { art, panel: { x: 460, y: 250, w: 140, h: 80 } };
};

const spectrophotometer: Draw = (ink, n) => {
  const art = [
    path("M170 500l40-200h380l40 200z"),
    rect(240, 250, 220, 60, 10, `fill="${ink.shade}"`),
    ...times(n + 1, (k) => rect(300 + k * 44, 200, 28, 70, 4, `fill="${ink.pale}" fill-opacity="0.85"`)),
    path("M190 226l100 18", stroke(ink.accent, 6)),
    rect(240, 400, 180, 14, 7, solid(ink.inner)),
    rect(240, 430, 140, 14, 7, solid(ink.inner)),
  ].join("");
  return { art, panel: { x: 480, y: 330, w: 120, h: 80 } };
};

const qpcr: Draw = (ink, n) => {
  const rows = n + 2;
  const wells = [ink.accent, ink.light, ink.pale];
  const art = [
    rect(190, 260, 420, 240, 16),
    path("M190 260l40-90h340l40 90z", `fill="${ink.shade}"`),
    ...times(rows * 8, (i) => {
      const row = Math.floor(i / 8);
      return circle(
        round(266 + (i % 8) * 38 - row * (24 / rows)),
        round(182 + (row + 0.5) * (66 / rows)),
        7,
        solid(wells[(i + row) % 3]),
      );
    }),
    circle(545, 380, 26, `fill="${ink.inner}"`),
    rect(200, 470, 400, 14, 7, solid(ink.accent)),
  ].join("");
  return { art, panel: { x: 230, y: 320, w: 200, h: 110 } };
};

/** A rotor seen from above: `arms` buckets around a hub. */
const rotor = (ink: Ink, cx: number, cy: number, rx: number, ry: number, arms: number) => {
  const d = times(arms, (k) => {
    const angle = (Math.PI * 2 * k) / arms + 0.3;
    return `M${cx} ${cy}L${round(cx + rx * Math.cos(angle))} ${round(cy + ry * Math.sin(angle))}`;
  }).join("");
  return path(d, stroke(ink.deep, 10)) + circle(cx, cy, 14, solid(ink.line));
};

// Three builds, not only three sizes: a benchtop tub, a floor-standing cabinet, a compact microcentrifuge.
const centrifuge: Draw = (ink, n) => {
  if (n === 1) {
    const art = [
      rect(210, 200, 380, 300, 18),
      ellipse(400, 200, 170, 44, `fill="${ink.shade}"`),
      ellipse(400, 198, 110, 26, `fill="${ink.inner}"`),
      rotor(ink, 400, 198, 80, 20, 6),
      rect(224, 470, 352, 14, 7, solid(ink.accent)),
      rect(250, 420, 300, 16, 8, solid(ink.shade)),
    ].join("");
    return { art, panel: { x: 290, y: 270, w: 220, h: 80 } };
  }
  if (n === 2) {
    const art = [
      path("M230 500v-110q0-50 50-50h240q50 0 50 50v110z"),
      path("M250 345q0-95 150-95t150 95z", `fill="${ink.shade}"`),
      ellipse(400, 300, 95, 24, `fill="${ink.inner}"`),
      rotor(ink, 400, 300, 66, 16, 8),
      rect(238, 474, 324, 12, 6, solid(ink.accent)),
    ].join("");
    return { art, panel: { x: 310, y: 390, w: 180, h: 60 } };
  }
  const art = [
    path("M150 500v-180q0-60 60-60h380q60 0 60 60v180z"),
    ellipse(400, 270, 230, 60, `fill="${ink.shade}"`),
    ellipse(400, 268, 140, 34, `fill="${ink.inner}"`),
    rotor(ink, 400, 268, 100, 26, 4),
    rect(156, 468, 488, 14, 7, solid(ink.accent)),
  ].join("");
  return { art, panel: { x: 300, y: 370, w: 200, h: 70 } };
};

const incubator: Draw = (ink, n) => {
  const shelves = n + 2;
  const gap = 300 / (shelves + 1);
  const art = [
    rect(220, 90, 360, 410, 14),
    rect(250, 150, 300, 300, 8, `fill="${ink.inner}"`),
    ...times(shelves, (k) => {
      const y = round(150 + (k + 1) * gap);
      return (
        path(`M262 ${y}h276`, 'fill="none"') +
        rect(290, round(y - 26), 50, 26, 4, solid(k % 2 ? ink.light : ink.pale)) +
        rect(370, round(y - 22), 64, 22, 4, solid(k % 2 ? ink.pale : ink.accent))
      );
    }),
    rect(536, 250, 14, 90, 7, solid(ink.line)),
    rect(236, 464, 328, 20, 6, solid(ink.accent)),
  ].join("");
  return { art, panel: { x: 300, y: 102, w: 200, h: 38 } };
};

const biosafetyCabinet: Draw = (ink, n) => {
  const stand = [
    path("M200 420v80M600 420v80", stroke(ink.metal, 8)),
    path("M200 420v80M600 420v80M200 470h400", stroke(ink.metal, 8)),
    path("M210 420v62M590 420v62", stroke(ink.metal, 8)) +
      circle(210, 490, 10, solid(ink.metal)) +
      circle(590, 490, 10, solid(ink.metal)),
  ][n];
  const art = [
    rect(140, 90, 520, 110, 10, `fill="${ink.shade}"`),
    path("M150 200h500v190H150z", `fill="${ink.inner}"`),
    path("M150 200l30 150h440l30-150", glass(ink, 0.3)),
    rect(170, 206, 460, 10, 4, solid(ink.accent)),
    rect(140, 390, 520, 30, 6),
    stand,
    path("M170 122h220M170 158h220", stroke(ink.body, 8)),
  ].join("");
  return { art, panel: { x: 420, y: 110, w: 210, h: 64 } };
};

const balance: Draw = (ink, n) => {
  const top = [170, 200, 230][n];
  const pan = [
    ellipse(400, 360, 90, 18, `fill="${ink.shade}"`),
    rect(320, 350, 160, 18, 4, `fill="${ink.shade}"`),
    ellipse(400, 362, 70, 14, `fill="${ink.shade}"`),
  ][n];
  const art = [
    rect(190, 400, 420, 100, 14),
    rect(230, top, 340, 400 - top, 10, glass(ink, 0.3)),
    path("M400 378v22", 'fill="none"'),
    pan,
    rect(370, 322, 60, 26, 6, `fill="${ink.accent}"`),
    circle(500, 450, 14, solid(ink.accent)),
    circle(550, 450, 14, solid(ink.inner)),
  ].join("");
  return { art, panel: { x: 240, y: 420, w: 220, h: 60 } };
};

const freezeDryer: Draw = (ink, n) => {
  const shelves = n + 2;
  const gap = 200 / (shelves + 1);
  const art = [
    rect(190, 330, 420, 170, 14),
    rect(270, 130, 260, 200, 14, glass(ink)),
    ...times(shelves, (k) => {
      const y = round(130 + (k + 1) * gap + 10);
      return (
        path(`M290 ${y}h220`, 'fill="none"') +
        times(5, (j) => rect(305 + j * 42, round(y - 28), 22, 26, 4, solid(ink.pale))).join("")
      );
    }),
    circle(560, 160, 26, `fill="${ink.shade}"`),
    path("M560 186v144", stroke(ink.metal, 6)),
    circle(505, 410, 24, `fill="${ink.accent}"`),
  ].join("");
  return { art, panel: { x: 230, y: 370, w: 170, h: 80 } };
};

const syringeFilter: Draw = (ink, n) => {
  const housing = [
    path("M260 260l140-85 140 85-140 85z", `fill="${ink.accent}"`),
    circle(400, 260, 105, `fill="${ink.accent}"`),
    path("M300 175h200l50 85-50 85H300l-50-85z", `fill="${ink.accent}"`),
  ][n];
  const art = [
    rect(380, 95, 40, 80, 6),
    path("M400 345v40M388 385h24", stroke(ink.metal, 6)),
    housing,
    circle(400, 260, 66, `fill="${ink.inner}"`),
    path("M344 260h112M360 232h80M360 288h80", stroke(ink.light, 5)),
    rect(210, 405, 380, 90, 12, `fill="${ink.inner}"`),
  ].join("");
  return { art, panel: { x: 250, y: 422, w: 300, h: 56 } };
};

const lcColumn: Draw = (ink, n) => {
  const width = [460, 400, 520][n];
  const height = [70, 60, 84][n];
  const left = 400 - width / 2;
  const y = 300 - height / 2;
  const art = [
    path("M300 340v100M500 340v100", stroke(ink.metal, 8)),
    rect(240, 440, 320, 50, 8, `fill="${ink.shade}"`),
    rect(left, y, width, height, 10),
    rect(left - 50, 275, 50, 50, 8, `fill="${ink.accent}"`),
    rect(left + width, 275, 50, 50, 8, `fill="${ink.accent}"`),
    path(`M${left + 20} 300h60M${left + width - 80} 300h60`, `${stroke(ink.deep, 4)} stroke-dasharray="6 8"`),
  ].join("");
  return { art, panel: { x: 300, y: 300 - height / 2 + 8, w: 200, h: height - 16 } };
};

const vials: Draw = (ink, n) => {
  const count = n + 3;
  const step = 460 / count;
  const start = 400 - (count * step) / 2 + (step - 64) / 2;
  const art = [
    ...times(count, (i) => {
      const x = round(start + i * step);
      return (
        rect(x, 240, 64, 200, 10, glass(ink, 0.4)) +
        rect(x + 6, 340, 52, 92, 6, `${solid(ink.pale)} fill-opacity="0.9"`) +
        rect(x - 4, 206, 72, 40, 6, `fill="${i % 2 ? ink.deep : ink.accent}"`)
      );
    }),
    rect(160, 440, 480, 60, 10, `fill="${ink.shade}"`),
  ].join("");
  return { art, panel: { x: 290, y: 450, w: 220, h: 40 } };
};

const pipetteTips: Draw = (ink, n) => {
  const tips = n + 6;
  const step = 400 / tips;
  const art = [
    rect(170, 330, 460, 160, 12, `fill="${ink.accent}"`),
    rect(170, 310, 460, 30, 6),
    ...times(tips, (i) => {
      const x = round(200 + step / 2 + i * step);
      return path(`M${x} 300l14-150h-28z`, `fill="${ink.inner}"`) + rect(x - 8, 150, 16, 20, 2, solid(ink.pale));
    }),
  ].join("");
  return { art, panel: { x: 280, y: 375, w: 240, h: 60 } };
};

const microplates: Draw = (ink, n) => {
  const filled = [
    (r: number, c: number) => (c % 4 === 0 ? ink.accent : c % 4 === 1 ? ink.pale : ink.inner),
    (r: number) => [ink.accent, ink.pale, ink.light, ink.inner][r],
    (r: number, c: number) => ((r + c) % 2 ? ink.accent : ink.light),
  ][n];
  const art = [
    path("M150 380l130-170h390l-130 170z", `fill="${ink.inner}"`),
    path("M150 380v40h390l130-170v-40", `fill="${ink.shade}"`),
    ...times(48, (i) => {
      const r = Math.floor(i / 12);
      const c = i % 12;
      return ellipse(250 + c * 30 - r * 28, 236 + r * 36, 10, 7, solid(filled(r, c)));
    }),
  ].join("");
  return { art, panel: { x: 220, y: 385, w: 220, h: 30 } };
};

const bioreactor: Draw = (ink, n) => {
  const vessel = "M300 160h200v260q0 60-100 60t-100-60z";
  const art = [
    path(vessel, glass(ink)),
    path("M300 300h200v120q0 60-100 60t-100-60z", `${solid(ink.pale)} fill-opacity="0.85"`),
    path(vessel, stroke(ink.metal, 6)),
    path("M400 110v320", 'fill="none"'),
    ...times(n + 1, (k) => path(`M360 ${420 - k * 60}h80`, stroke(ink.line, 10))),
    rect(370, 80, 60, 40, 8, `fill="${ink.accent}"`),
    path("M500 220h90v180", stroke(ink.metal, 6)),
    rect(560, 400, 130, 100, 10),
    path("M250 500h300", stroke(ink.metal, 6)),
  ].join("");
  return { art, panel: { x: 572, y: 414, w: 106, h: 48 } };
};

const chromatographySystem: Draw = (ink, n) => {
  const tubes = n + 3;
  const art = [
    rect(170, 250, 340, 250, 14),
    rect(380, 280, 100, 190, 8, `fill="${ink.shade}"`),
    path("M430 290v170", stroke(ink.accent, 10)),
    rect(200, 400, 150, 14, 7, solid(ink.inner)),
    rect(200, 430, 110, 14, 7, solid(ink.inner)),
    rect(540, 380, 120, 120, 10),
    ...times(tubes, (k) => rect(round(552 + (k * 96) / tubes), 340, 16, 40, 3, `fill="${ink.pale}"`)),
    path("M480 300q40-40 110 40", stroke(ink.metal, 4)),
    rect(550, 470, 100, 12, 6, solid(ink.accent)),
  ].join("");
  return { art, panel: { x: 200, y: 280, w: 150, h: 90 } };
};

const pilotFreezeDryer: Draw = (ink, n) => {
  const shelves = n + 3;
  const gap = 330 / (shelves + 1);
  const art = [
    rect(140, 110, 380, 390, 14),
    rect(170, 140, 320, 330, 10, glass(ink, 0.3)),
    ...times(shelves, (k) => {
      const y = round(140 + (k + 1) * gap + 8);
      return (
        path(`M185 ${y}h290`, 'fill="none"') +
        times(9, (j) => rect(195 + j * 31, round(y - 22), 18, 20, 3, solid(ink.pale))).join("")
      );
    }),
    rect(150, 478, 360, 12, 6, solid(ink.accent)),
    rect(540, 240, 140, 260, 14, `fill="${ink.shade}"`),
    circle(610, 300, 36, `fill="${ink.inner}"`),
  ].join("");
  return { art, panel: { x: 555, y: 370, w: 110, h: 50 } };
};

const kitBox: Draw = (ink, n) => {
  const tubes = n + 2;
  const art = [
    path("M200 280l60-50h300l-60 50z"),
    path("M500 280l60-50v220l-60 50z", `fill="${ink.shade}"`),
    rect(200, 280, 300, 220, 6, `fill="${ink.inner}"`),
    rect(203, 300, 294, 40, 0, solid(ink.accent)),
    ...times(tubes, (k) => {
      const x = 585 + k * 36;
      return (
        rect(x, 392, 26, 108, 8, `fill="${ink.pale}" fill-opacity="0.85"`) +
        rect(x - 2, 376, 30, 20, 4, `fill="${k % 2 ? ink.deep : ink.accent}"`)
      );
    }),
  ].join("");
  return { art, panel: { x: 230, y: 370, w: 240, h: 60 } };
};

export const DRAWINGS: Record<PictureKind, Draw> = {
  "lc-stack": lcStack,
  "mass-spectrometer": massSpectrometer,
  "gas-chromatograph": gasChromatograph,
  spectrophotometer,
  qpcr,
  centrifuge,
  incubator,
  "biosafety-cabinet": biosafetyCabinet,
  balance,
  "freeze-dryer": freezeDryer,
  "syringe-filter": syringeFilter,
  "lc-column": lcColumn,
  vials,
  "pipette-tips": pipetteTips,
  microplates,
  bioreactor,
  "chromatography-system": chromatographySystem,
  "pilot-freeze-dryer": pilotFreezeDryer,
  "kit-box": kitBox,
};

/** A kind's name for people: the picture's accessible name. */
export const KIND_NAMES: Record<PictureKind, string> = {
  "lc-stack": "LC system",
  "mass-spectrometer": "Mass spectrometer",
  "gas-chromatograph": "Gas chromatograph",
  spectrophotometer: "Spectrophotometer",
  qpcr: "qPCR system",
  centrifuge: "Centrifuge",
  incubator: "CO2 incubator",
  "biosafety-cabinet": "Biosafety cabinet",
  balance: "Balance",
  "freeze-dryer": "Freeze dryer",
  "syringe-filter": "Syringe filter",
  "lc-column": "LC column",
  vials: "Vials",
  "pipette-tips": "Pipette tips",
  microplates: "Microplates",
  bioreactor: "Bioreactor",
  "chromatography-system": "Chromatography system",
  "pilot-freeze-dryer": "Pilot freeze dryer",
  "kit-box": "Diagnostic kit",
};

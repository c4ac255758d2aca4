#!/usr/bin/env node
// Writes one line drawing per generated product TYPE to public/images/types/<type>.svg (ADR 014): photos
// cannot be downloaded here, so a generated centrifuge at least looks like a centrifuge. Re-run after
// adding a type to app/modules/catalog/generator/templates.ts.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const S = 'stroke="#1e293b" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"';
const body = (fill = "#e2e8f0") => `fill="${fill}" ${S}`;
const screen = (x, y, w, h) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#0f766e" ${S}/><path d="M${x + 12} ${y + h - 14}l${w / 4} -${h / 3} ${w / 5} ${h / 5} ${w / 4} -${h / 2.5}" fill="none" stroke="#99f6e4" stroke-width="5"/>`;
const bench = `<rect x="60" y="500" width="680" height="16" rx="8" fill="#cbd5e1"/>`;

const drawings = {
  "lc-stack": `${[0, 1, 2, 3].map((i) => `<rect x="280" y="${130 + i * 92}" width="240" height="84" rx="8" ${body(i === 0 ? "#f1f5f9" : "#e2e8f0")}/><circle cx="490" cy="${172 + i * 92}" r="9" fill="#22c55e"/><rect x="300" y="${160 + i * 92}" width="120" height="22" rx="4" fill="#94a3b8"/>`).join("")}
    <rect x="296" y="86" width="40" height="44" rx="4" ${body("#bfdbfe")}/><rect x="346" y="86" width="40" height="44" rx="4" ${body("#fde68a")}/><rect x="396" y="86" width="40" height="44" rx="4" ${body("#bbf7d0")}/><rect x="446" y="86" width="40" height="44" rx="4" ${body("#fecaca")}/>`,
  "mass-spectrometer": `<rect x="150" y="220" width="420" height="280" rx="14" ${body()}/><rect x="570" y="300" width="90" height="200" rx="10" ${body("#cbd5e1")}/>
    <path d="M200 220v-60h120v60" ${body("#f1f5f9")}/><circle cx="260" cy="190" r="18" fill="#38bdf8"/>${screen(360, 260, 170, 100)}
    <path d="M120 400h30M100 380l20 20-20 20" fill="none" ${S}/><rect x="180" y="400" width="150" height="14" rx="7" fill="#94a3b8"/>`,
  "gas-chromatograph": `<rect x="170" y="210" width="460" height="290" rx="14" ${body()}/><rect x="200" y="250" width="230" height="220" rx="10" ${body("#f8fafc")}/>
    <circle cx="315" cy="360" r="70" fill="none" stroke="#b45309" stroke-width="6"/><circle cx="315" cy="360" r="50" fill="none" stroke="#b45309" stroke-width="4"/>
    ${screen(460, 250, 140, 80)}<rect x="250" y="160" width="40" height="50" rx="6" ${body("#cbd5e1")}/><rect x="330" y="170" width="30" height="40" rx="6" ${body("#cbd5e1")}/>`,
  spectrophotometer: `<path d="M170 500l40-200h380l40 200z" ${body()}/><rect x="250" y="250" width="200" height="60" rx="10" ${body("#cbd5e1")}/>
    ${screen(470, 330, 120, 80)}<rect x="330" y="200" width="30" height="70" rx="4" fill="#bae6fd" ${S}/><path d="M200 230l130 20" stroke="#a855f7" stroke-width="6"/><path d="M360 250l120 -30" stroke="#ef4444" stroke-width="6"/>`,
  qpcr: `<rect x="190" y="260" width="420" height="240" rx="16" ${body()}/><path d="M190 260l40-90h340l40 90z" ${body("#cbd5e1")}/>
    ${Array.from({ length: 24 }, (_, i) => `<circle cx="${262 + (i % 8) * 36}" cy="${196 + Math.floor(i / 8) * 22}" r="8" fill="${["#22c55e", "#eab308", "#ef4444"][i % 3]}"/>`).join("")}
    ${screen(230, 320, 200, 120)}<circle cx="540" cy="380" r="26" ${body("#94a3b8")}/>`,
  centrifuge: `<path d="M150 500v-180q0-60 60-60h380q60 0 60 60v180z" ${body()}/><ellipse cx="400" cy="270" rx="230" ry="60" ${body("#cbd5e1")}/>
    <ellipse cx="400" cy="268" rx="140" ry="34" fill="#f8fafc" ${S}/><path d="M400 268l-90-20M400 268l90-20M400 268l-60 26M400 268l60 26" stroke="#64748b" stroke-width="10"/><circle cx="400" cy="268" r="14" fill="#1e293b"/>
    ${screen(300, 380, 200, 70)}`,
  incubator: `<rect x="220" y="90" width="360" height="410" rx="14" ${body()}/><rect x="250" y="120" width="300" height="350" rx="8" ${body("#f8fafc")}/>
    ${[0, 1, 2].map((i) => `<path d="M260 ${210 + i * 90}h280" ${S}/><rect x="300" y="${180 + i * 90}" width="60" height="24" rx="4" fill="#fda4af"/><rect x="380" y="${184 + i * 90}" width="70" height="20" rx="4" fill="#fecdd3"/>`).join("")}
    <rect x="540" y="250" width="14" height="90" rx="7" fill="#1e293b"/><text x="400" y="160" font-family="Arial" font-size="30" font-weight="700" fill="#0f766e" text-anchor="middle">CO₂ 5%</text>`,
  "biosafety-cabinet": `<rect x="140" y="90" width="520" height="110" rx="10" ${body("#cbd5e1")}/><path d="M150 200h500v190H150z" ${body("#f8fafc")}/>
    <path d="M150 200l30 150h440l30-150" fill="#bae6fd" fill-opacity="0.6" ${S}/><rect x="140" y="390" width="520" height="30" rx="6" ${body()}/>
    <path d="M200 420v80M600 420v80" ${S}/><path d="M240 120h320M240 150h320" stroke="#94a3b8" stroke-width="6"/>`,
  balance: `<rect x="190" y="400" width="420" height="100" rx="14" ${body()}/><rect x="230" y="170" width="340" height="230" rx="10" fill="#e0f2fe" fill-opacity="0.7" ${S}/>
    <ellipse cx="400" cy="360" rx="90" ry="18" ${body("#cbd5e1")}/><path d="M400 342v-20" ${S}/><rect x="370" y="300" width="60" height="22" rx="6" fill="#fbbf24" ${S}/>
    <rect x="250" y="425" width="200" height="50" rx="6" fill="#0f766e"/><text x="350" y="460" font-family="monospace" font-size="30" fill="#99f6e4" text-anchor="middle">0.0000 g</text>`,
  "freeze-dryer": `<rect x="190" y="330" width="420" height="170" rx="14" ${body()}/><rect x="270" y="130" width="260" height="200" rx="14" fill="#e0f2fe" fill-opacity="0.7" ${S}/>
    ${[0, 1, 2].map((i) => `<path d="M290 ${190 + i * 50}h220" ${S}/>${[0, 1, 2, 3, 4].map((j) => `<rect x="${305 + j * 42}" y="${160 + i * 50}" width="22" height="30" rx="4" fill="#c4b5fd"/>`).join("")}`).join("")}
    <circle cx="560" cy="160" r="26" ${body("#cbd5e1")}/><path d="M560 186v144" ${S}/>${screen(230, 370, 160, 80)}<circle cx="500" cy="410" r="24" fill="#bae6fd" stroke="#1e293b" stroke-width="6"/>`,
  "syringe-filter": `<path d="M260 300l140-90 140 90-140 90z" ${body("#bfdbfe")}/><circle cx="400" cy="300" r="70" fill="#f8fafc" ${S}/>
    <path d="M340 300h120M360 270h80M360 330h80" stroke="#93c5fd" stroke-width="5"/><rect x="380" y="120" width="40" height="90" rx="6" ${body()}/><path d="M400 390v90" ${S}/><path d="M390 480h20" ${S}/>`,
  "lc-column": `<rect x="170" y="260" width="460" height="70" rx="10" ${body("#cbd5e1")}/><rect x="120" y="270" width="50" height="50" rx="8" ${body()}/><rect x="630" y="270" width="50" height="50" rx="8" ${body()}/>
    <path d="M220 295h360" stroke="#64748b" stroke-width="4" stroke-dasharray="6 8"/><path d="M200 360h400" stroke="#94a3b8" stroke-width="4"/>`,
  vials: `${[0, 1, 2, 3, 4].map((i) => `<rect x="${180 + i * 92}" y="${230 + (i % 2) * 20}" width="64" height="220" rx="10" fill="#e0f2fe" ${S}/><rect x="${176 + i * 92}" y="${196 + (i % 2) * 20}" width="72" height="40" rx="6" fill="${["#2563eb", "#dc2626", "#16a34a", "#2563eb", "#f59e0b"][i]}" ${S}/><rect x="${186 + i * 92}" y="${350 + (i % 2) * 20}" width="52" height="90" rx="6" fill="#93c5fd" fill-opacity="0.7"/>`).join("")}`,
  "pipette-tips": `<rect x="170" y="330" width="460" height="160" rx="12" ${body("#bfdbfe")}/><rect x="170" y="310" width="460" height="30" rx="6" ${body()}/>
    ${Array.from({ length: 8 }, (_, i) => `<path d="M${212 + i * 54} 300l14 -150h-28z" fill="#f8fafc" ${S}/><rect x="${204 + i * 54}" y="140" width="16" height="20" fill="#fde68a"/>`).join("")}`,
  microplates: `<path d="M150 380l130-170h390l-130 170z" ${body()}/><path d="M150 380v40h390l130-170v-40" ${body("#cbd5e1")}/>
    ${Array.from({ length: 48 }, (_, i) => {
      const r = Math.floor(i / 12);
      const c = i % 12;
      return `<ellipse cx="${250 + c * 30 - r * 28}" cy="${236 + r * 36}" rx="10" ry="7" fill="${c % 4 === 0 ? "#fbbf24" : "#f8fafc"}" stroke="#1e293b" stroke-width="3"/>`;
    }).join("")}`,
  bioreactor: `<path d="M300 160h200v260q0 60-100 60t-100-60z" fill="#e0f2fe" ${S}/><path d="M300 300h200v120q0 60-100 60t-100-60z" fill="#fcd34d" fill-opacity="0.8"/>
    <path d="M300 160h200v260q0 60-100 60t-100-60z" fill="none" ${S}/><path d="M400 110v320" ${S}/><path d="M360 380h80M360 320h80" stroke="#1e293b" stroke-width="10"/>
    <rect x="370" y="80" width="60" height="40" rx="8" ${body("#94a3b8")}/><path d="M500 220h90v200" fill="none" ${S}/><rect x="560" y="420" width="120" height="80" rx="10" ${body()}/><path d="M250 500h300" ${S}/>`,
  "chromatography-system": `<rect x="170" y="250" width="340" height="250" rx="14" ${body()}/>${screen(200, 280, 150, 90)}
    <rect x="380" y="280" width="100" height="190" rx="8" ${body("#cbd5e1")}/><path d="M430 290v170" stroke="#7c3aed" stroke-width="10"/><rect x="540" y="380" width="120" height="120" rx="10" ${body()}/>
    ${Array.from({ length: 8 }, (_, i) => `<rect x="${552 + (i % 4) * 26}" y="${340 + Math.floor(i / 4) * 0}" width="16" height="40" rx="3" fill="#e0f2fe" stroke="#1e293b" stroke-width="3"/>`).join("")}<path d="M480 300q40-40 110 40" fill="none" stroke="#64748b" stroke-width="4"/>`,
  "pilot-freeze-dryer": `<rect x="140" y="110" width="380" height="390" rx="14" ${body()}/><rect x="170" y="140" width="320" height="330" rx="10" fill="#e0f2fe" fill-opacity="0.6" ${S}/>
    ${[0, 1, 2, 3].map((i) => `<path d="M185 ${200 + i * 70}h290" ${S}/>${Array.from({ length: 9 }, (_, j) => `<rect x="${195 + j * 31}" y="${176 + i * 70}" width="18" height="24" rx="3" fill="#c4b5fd"/>`).join("")}`).join("")}
    <rect x="540" y="240" width="140" height="260" rx="14" ${body("#cbd5e1")}/><circle cx="610" cy="320" r="40" fill="#f8fafc" ${S}/><path d="M580 420h60M580 450h60" stroke="#94a3b8" stroke-width="6"/>`,
  "kit-box": `<path d="M180 250l220-80 220 80v220l-220 60-220-60z" ${body("#fef3c7")}/><path d="M180 250l220 60 220-60M400 310v220" fill="none" ${S}/>
    <rect x="230" y="330" width="120" height="60" rx="6" fill="#be123c" transform="skewY(15) translate(0 -70)"/><text x="510" y="430" font-family="Arial" font-size="34" font-weight="700" fill="#1e293b" text-anchor="middle" transform="skewY(-15) translate(0 140)">KIT</text>
    ${[0, 1, 2].map((i) => `<rect x="${250 + i * 40}" y="150" width="26" height="70" rx="8" fill="#f8fafc" ${S}/><rect x="${250 + i * 40}" y="140" width="26" height="18" rx="4" fill="${["#dc2626", "#2563eb", "#16a34a"][i]}"/>`).join("")}`,
};

const label = (type) =>
  type
    .replace(/-/g, " ")
    .replace(/\b\w/g, (c) => c.toUpperCase())
    .replace("Lc ", "LC ")
    .replace("Qpcr", "qPCR")
    .replace("Kit Box", "Diagnostic Kit");
const dir = path.join(root, "public/images/types");
fs.mkdirSync(dir, { recursive: true });
for (const [type, drawing] of Object.entries(drawings)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${label(type)} (drawing)"><rect width="800" height="600" fill="#f8fafc"/>${bench}${drawing.replace(/\s*\n\s*/g, "")}<text x="400" y="560" font-family="Arial,Helvetica,sans-serif" font-size="26" fill="#475569" text-anchor="middle">${label(type)}</text></svg>\n`;
  fs.writeFileSync(path.join(dir, `${type}.svg`), svg);
}
console.log(`Wrote ${Object.keys(drawings).length} type drawings under public/images/types`);

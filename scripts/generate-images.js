#!/usr/bin/env node
// Writes a neutral illustrated SVG for every /images/... path that the seed data references, so the demo
// catalogue has pictures without shipping photographs. Re-run after editing content/seed/*.json.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const seedDir = path.join(root, "content/seed");
const paths = new Set();
for (const file of fs.readdirSync(seedDir).filter((f) => f.endsWith(".json"))) {
  const text = fs.readFileSync(path.join(seedDir, file), "utf8");
  for (const match of text.matchAll(/"(\/images\/[^"]+\.svg)"/g)) paths.add(match[1]);
}

const palettes = [
  ["#0b7f6f", "#d5f4ed"],
  ["#1d4ed8", "#dbeafe"],
  ["#7c3aed", "#ede9fe"],
  ["#b45309", "#fef3c7"],
  ["#be123c", "#ffe4e6"],
  ["#0f766e", "#ccfbf1"],
  ["#334155", "#e2e8f0"],
];

function hash(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const escapeXml = (s) => s.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c]);

function label(file) {
  return path
    .basename(file, ".svg")
    .replace(/-\d+$/, "")
    .split("-")
    .map((w) => (w.length <= 3 ? w.toUpperCase() : w[0].toUpperCase() + w.slice(1)))
    .join(" ");
}

function svgFor(file) {
  const [dark, light] = palettes[hash(file) % palettes.length];
  const kind = file.split("/")[2] ?? "";
  const text = escapeXml(label(file));
  const initials = escapeXml(
    label(file)
      .split(" ")
      .map((w) => w[0])
      .join("")
      .slice(0, 2),
  );
  if (/avatar|speaker|creator|expert/.test(kind) || /avatar/.test(file)) {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200"><rect width="200" height="200" fill="${light}"/><circle cx="100" cy="78" r="38" fill="${dark}" opacity="0.85"/><path d="M30 190c8-42 38-62 70-62s62 20 70 62" fill="${dark}" opacity="0.85"/><text x="100" y="90" font-family="Arial,Helvetica,sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  }
  if (/logo/.test(kind) || /logo/.test(file)) {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80"><rect width="240" height="80" rx="12" fill="#fff"/><rect x="10" y="16" width="48" height="48" rx="10" fill="${dark}"/><text x="34" y="48" font-family="Arial,Helvetica,sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text><text x="70" y="47" font-family="Arial,Helvetica,sans-serif" font-size="16" font-weight="700" fill="${dark}">${text.slice(0, 18)}</text></svg>`;
  }
  if (kind === "products") {
    // Theme-neutral like the generated catalogue's drawings (ADR 068): no background, so the card's light or dark frame
    // shows through; a mid-tone device (graphite instead of slate-700, which would vanish on a dark card) and the name
    // on a dark label of its own.
    const body = dark === "#334155" ? "#64748b" : dark;
    const name = text.slice(0, 40);
    const width = Math.min(680, 48 + label(file).slice(0, 40).length * 17);
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600"><ellipse cx="400" cy="412" rx="230" ry="14" fill="#0f172a" fill-opacity="0.16"/><g fill="${body}"><rect x="250" y="170" width="300" height="210" rx="18"/><rect x="280" y="200" width="140" height="90" rx="8" fill="${light}"/><circle cx="485" cy="245" r="26" fill="${light}"/><rect x="280" y="310" width="240" height="14" rx="7" fill="${light}" opacity="0.7"/><rect x="230" y="380" width="340" height="24" rx="8"/></g><rect x="${400 - width / 2}" y="446" width="${width}" height="52" rx="26" fill="#0f172a"/><text x="400" y="481" font-family="Arial,Helvetica,sans-serif" font-size="28" font-weight="700" fill="${light}" text-anchor="middle">${name}</text></svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs><rect width="800" height="600" fill="url(#g)"/><g fill="${dark}" opacity="0.9"><rect x="250" y="170" width="300" height="210" rx="18"/><rect x="280" y="200" width="140" height="90" rx="8" fill="#fff" opacity="0.85"/><circle cx="485" cy="245" r="26" fill="#fff" opacity="0.85"/><rect x="280" y="310" width="240" height="14" rx="7" fill="#fff" opacity="0.6"/><rect x="230" y="380" width="340" height="24" rx="8"/></g><text x="400" y="480" font-family="Arial,Helvetica,sans-serif" font-size="30" font-weight="700" fill="${dark}" text-anchor="middle">${text.slice(0, 40)}</text></svg>`;
}

let written = 0;
for (const file of [...paths].sort()) {
  const target = path.join(root, "public", file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, svgFor(file));
  written += 1;
}
console.log(`Wrote ${written} images under public/images`);

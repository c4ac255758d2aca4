#!/usr/bin/env node
// Writes the drawing of each generated product KIND to public/images/types/<kind>.svg (ADR 014): the URL the generated
// catalogue stores. Pages show each product its own variant of the drawing instead (/images/generated/, ADR 068);
// these files are the plain variant 0 of the same drawings (app/modules/catalog/pictures/), for any other reader of the
// stored URL. Run with `node --import tsx scripts/generate-type-images.js` after changing the drawings.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PICTURE_KINDS } from "../app/modules/catalog/product-picture.ts";
import { renderPicture } from "../app/modules/catalog/pictures/render.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dir = path.join(root, "public/images/types");
fs.mkdirSync(dir, { recursive: true });
for (const kind of PICTURE_KINDS) fs.writeFileSync(path.join(dir, `${kind}.svg`), renderPicture(kind, 0, null));
console.log(`Wrote ${PICTURE_KINDS.length} type drawings under public/images/types`);

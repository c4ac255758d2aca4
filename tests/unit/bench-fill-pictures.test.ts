// The 1M bench catalogue's products show the demo catalogue's drawing of their kind (bench/catalogue-fill.js).
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { PICTURES, TYPES } from "../../bench/catalogue-fill.js";

const types = Object.values(TYPES).flat();
const pictures: Record<string, string | null> = PICTURES;

it("names a picture (or none, on purpose) for every generated product type", () => {
  expect(Object.keys(pictures).sort()).toEqual([...types].sort());
});

it("names only drawings that exist", () => {
  for (const picture of Object.values(pictures))
    if (picture) expect(fs.existsSync(path.join("public/images/types", `${picture}.svg`)), picture).toBe(true);
});

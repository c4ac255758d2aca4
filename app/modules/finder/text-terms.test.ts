// The finder's word check (issue 35): a term is said only by its own words, never by a word of the same stem.
import { describe, expect, it } from "vitest";
import { termPattern } from "./text-terms";

/** The PostgreSQL pattern as a JavaScript one (\m, \M and [:alnum:] have no JavaScript spelling). */
function says(text: string, terms: string[]): boolean {
  const pattern = termPattern(terms)
    .replace(/\\m/g, "(?<![\\p{L}\\p{N}])")
    .replace(/\\M/g, "(?![\\p{L}\\p{N}])")
    .replace(/\[\^\[:alnum:\]\]/g, "[^\\p{L}\\p{N}]");
  return new RegExp(pattern, "iu").test(text);
}

describe("a product says a term only in its own words", () => {
  it.each([
    ["built for clinical batches of lyophilised drug products", ["production", "process-scale"]],
    ["minimum sample volume 0.5 µL", ["microcentrifuge", "mini"]],
    ["C180 housing", ["C18"]],
    ["qPCR instrument", ["PCR"]],
  ])("“%s” does not say %j", (text, terms) => {
    expect(says(text, terms)).toBe(false);
  });

  it.each([
    ["Sartorius Lyomax Production Lyophilizer", ["production"]],
    ["Low Retention Pipette Tips", ["low-retention"]],
    ["Filter pipette tips", ["filter"]],
    ["two benchtops", ["benchtop"]],
    ["USP <797> compliant", ["USP 797"]],
    ["BEH C18, 130 Å", ["C18"]],
    ["96 well plate", ["96-well"]],
    ["Mini centrifuge", ["microcentrifuge", "mini"]],
  ])("“%s” says %j", (text, terms) => {
    expect(says(text, terms)).toBe(true);
  });
});

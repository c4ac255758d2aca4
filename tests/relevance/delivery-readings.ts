// How the finder reads delivery times (ADR 084) on two sets written by helpers who had read no code of the finder:
// delivery-blind/ (looked into in session 31, a development set since) and delivery-blind2/ (held out: its cases are
// counted, never listed). Each case says what a correct reader takes from the request: units on hand now, a dispatch
// within N days, both, or nothing checkable. A reading is wrong when it reads a delivery time the request did not ask
// for (a date, a negation, a specification's time) or another number of days; not reading one is honest, only missed.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Requirement } from "~/modules/finder/requirements";

export interface DeliveryCase {
  q: string;
  expect: { inStock?: boolean; withinDays?: number; none?: boolean };
  note?: string;
}

export interface DeliveryScore {
  cases: number;
  asWritten: number;
  notRead: number;
  wrong: number;
  /** "request → read", for the sets that are not held out. */
  wrongExamples: string[];
  missedExamples: string[];
}

const dir = path.dirname(fileURLToPath(import.meta.url));
export const DELIVERY_SETS = [
  { name: "delivery-blind", heldOut: false, file: "delivery-blind/cases.json" },
  { name: "delivery-blind2", heldOut: true, file: "delivery-blind2/cases.json" },
].map((set) => ({
  ...set,
  cases: JSON.parse(readFileSync(path.join(dir, set.file), "utf8")) as DeliveryCase[],
}));

/** Scores the delivery requirements `read` returns for each case against what its writer expected. */
export function scoreDeliveryReadings(
  cases: DeliveryCase[],
  read: (q: string) => Requirement[],
  { list }: { list: boolean },
): DeliveryScore {
  const score: DeliveryScore = {
    cases: cases.length,
    asWritten: 0,
    notRead: 0,
    wrong: 0,
    wrongExamples: [],
    missedExamples: [],
  };
  for (const c of cases) {
    const delivery = read(c.q).flatMap((r) => (r.kind === "delivery" ? [r] : []));
    const inStock = delivery.some((r) => r.withinDays === null);
    const days = delivery.flatMap((r) => (r.withinDays === null ? [] : [r.withinDays]));
    const wantStock = c.expect.inStock === true;
    const wantDays = c.expect.withinDays ?? null;
    const shown = `${c.q} → ${delivery.map((r) => r.label).join(", ") || "nothing"}`;
    if ((inStock && !wantStock) || days.some((d) => d !== wantDays)) {
      score.wrong++;
      if (list) score.wrongExamples.push(shown);
    } else if (inStock === wantStock && (wantDays === null ? days.length === 0 : days.includes(wantDays))) {
      score.asWritten++;
    } else {
      score.notRead++;
      if (list) score.missedExamples.push(shown);
    }
  }
  return score;
}

// The seventh blind relevance set (README.md in this folder): requests as lab buyers and procurement staff write
// them, each judged by tests on recorded catalogue data. Written 2026-11-29 by a helper (session 28) who had not
// read the finder, the store search, the tuned set or the judgements of the earlier blind sets. FROZEN: never tune
// the parser or the ranking on these, never edit a request to match an output; report results on this set apart
// from the tuned set and apart from the six earlier blind sets (tests/relevance/blind/, blind2/ … blind6/).
//
// The format is the first blind set's (../blind/types.ts) and the kinds are the second set's (../blind2/requests.ts)
// plus the narrower ones the sixth set added; label.ts grades every product with the shared labeler. Like the fourth
// to sixth sets this one leans on requests with two to five constraints and on products just outside a limit; it
// adds buyer phrasing the earlier sets used less ("alternative to", "replacement for", "for a BSL-2 lab", room and
// ceiling limits, per-pack budgets) and specifications they hardly asked for (column length and phase chemistry,
// vial diameter, filter diameter, kit sample types and turnaround, bioreactor agitation and height, chromatography
// fraction collection, GC depth, qPCR reaction volume).
import type { BlindRequest, Constraint, Kind } from "../blind/types";
import { KINDS as K2 } from "../blind2/requests";

/**
 * The exchange rates the thresholds below were chosen for (US dollars per unit). label.ts reads the shop's
 * own rates (content/seed/currencies.json, usdPerUnit) and stops when they differ from these, because a
 * price threshold chosen for one rate may sit on an edge at another.
 */
export const EXPECTED_RATES_TO_USD: Record<string, number> = { usd: 1, eur: 1.08, gbp: 1.27 };

const kind = (name: string, ...tests: Kind["tests"]): Kind => ({ name, tests });
const K = {
  ...K2,
  singleUse: kind("single-use bioreactor", { key: "system-type", values: ["Single-use bioreactor"] }),
  glassBioreactor: kind("glass bioreactor", { key: "system-type", values: ["Glass bioreactor"] }),
  uhplc: kind("UHPLC system", { key: "technique", values: ["UHPLC"] }),
  hplcOnly: kind("HPLC system (not UHPLC)", { key: "technique", values: ["HPLC"] }),
  qtof: kind("Q-TOF mass spectrometer", { key: "technique", values: ["Q-TOF LC/MS"] }),
  orbitrap: kind("Orbitrap mass spectrometer", { key: "technique", values: ["Orbitrap MS"] }),
  highRes: kind("high-resolution mass spectrometer (Q-TOF or Orbitrap)", {
    key: "technique",
    values: ["Q-TOF LC/MS", "Orbitrap MS"],
  }),
  qqq: kind("triple quadrupole mass spectrometer", { key: "technique", values: ["Triple quadrupole MS"] }),
  uvVis: kind("UV-Vis spectrophotometer", { key: "technique", values: ["UV-Vis spectrophotometer"] }),
  microvolume: kind("microvolume spectrophotometer", { key: "technique", values: ["Microvolume spectrophotometer"] }),
  capsuleFilter: kind("capsule filter", { key: "product-type", values: ["Capsule filter"] }),
  rapidTest: kind("rapid antigen test", { key: "assay-type", values: ["Rapid antigen test"] }),
  pocTest: kind("molecular point-of-care test", { key: "assay-type", values: ["Molecular point-of-care test"] }),
  masterMix: kind("PCR master mix", { key: "assay-type", values: ["PCR master mix"] }),
} satisfies Record<string, Kind>;

const price = (amount: number, currency: "usd" | "eur" | "gbp", dir: "atMost" | "atLeast" = "atMost"): Constraint => ({
  price: dir,
  amount,
  currency,
});
const atLeast = (spec: string, value: string): Constraint => ({ spec, op: "atLeast", value });
const atMost = (spec: string, value: string): Constraint => ({ spec, op: "atMost", value });
const maxAtMost = (spec: string, value: string): Constraint => ({ spec, op: "maxAtMost", value });
const equals = (spec: string, value: string): Constraint => ({ spec, op: "equals", value });
const covers = (spec: string, value: string): Constraint => ({ spec, op: "covers", value });
const oneOf = (spec: string, ...values: string[]): Constraint => ({ spec, op: "oneOf", values });
const contains = (spec: string, ...words: string[]): Constraint => ({ spec, op: "contains", words });
const notContains = (spec: string, ...words: string[]): Constraint => ({ spec, op: "notContains", words });
const sterile = (yes: boolean): Constraint => oneOf("sterile", yes ? "yes" : "no");
const inTitle = (...words: string[]): Constraint => ({ words, in: "title" });
const brand = (...ids: string[]): Constraint => ({ brand: ids });
const notBrand = (...ids: string[]): Constraint => ({ notBrand: ids });
const A2 = oneOf("bsc-class", "Class II, Type A2");
const B2 = oneOf("bsc-class", "Class II, Type B2");

export const REQUESTS: BlindRequest[] = [
  // ---------------------------------------------------------------- centrifuges
  {
    q: "24-tube microcentrifuge, max 35 cm wide, ≥15k x g, ≤ $17k",
    classes: ["units", "comparison", "price"],
    kind: K.centrifuge,
    constraints: [
      contains("capacity", "24 x 1.5"),
      maxAtMost("width", "350 mm"),
      atLeast("max-rcf", "15,000 × g"),
      price(17000, "usd"),
    ],
    note: '"24-tube" = the 24 × 1.5/2.0 mL rotor; "15k x g" = 15,000 × g. A 355 mm wide 24-place one reaches only 4,110 × g.',
  },
  {
    q: "plate spinner for 2x96-well, 30k xg or more, weighs under 45 kg, budget €19k",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.centrifuge,
    constraints: [
      contains("capacity", "96-well"),
      atLeast("max-rcf", "30,000 × g"),
      maxAtMost("weight", "44.9 kg"),
      price(19000, "eur"),
    ],
    note: '"plate spinner" = a centrifuge for microplates. "under 45 kg" is the instrument weight, strict. A 44 kg one at 63,790 × g costs $21,850 (over €19k at any nearby rate).',
  },
  {
    q: "6 x 250 mL centrifuge ≥ 50,000 x g that weighs less than 25 kg",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.centrifuge,
    constraints: [contains("capacity", "6 x 250"), atLeast("max-rcf", "50,000 × g"), maxAtMost("weight", "24.9 kg")],
    note: "Unanswerable: the 6 × 250 mL centrifuges reaching 50,000 × g weigh 29 kg and 100 kg.",
  },
  {
    q: "centrifugeuse 4 x 750 mL, au moins 40 000 x g, poids inférieur à 60 kg, pas plus de 9 000 $",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.centrifuge,
    constraints: [
      contains("capacity", "4 x 750"),
      atLeast("max-rcf", "40,000 × g"),
      maxAtMost("weight", "59.9 kg"),
      price(9000, "usd"),
    ],
    note: '"poids inférieur à 60 kg" = instrument weight under 60 kg, strict. A 53,060 × g 4 × 750 mL one weighs 119 kg.',
  },
  {
    q: "Thermo centrifuge for 4x400 mL bottles, 30,000 x g+",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.centrifuge,
    constraints: [brand("thermo-fisher"), contains("capacity", "4 x 400"), atLeast("max-rcf", "30,000 × g")],
    note: "Unanswerable: Thermo's only 4 × 400 mL centrifuge (Sorvall Legend X1R) reaches 25,830 × g.",
  },

  // ---------------------------------------------------------------- CO2 incubators
  {
    q: "CO2 incubator 150 L+, has to fit a 62 cm wide gap, settable to 55 °C, not Thermo, ≤ $15k",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.co2Incubator,
    constraints: [
      atLeast("chamber-volume", "150 L"),
      maxAtMost("width", "620 mm"),
      atLeast("temperature-range", "55 °C"),
      notBrand("thermo-fisher"),
      price(15000, "usd"),
    ],
    note: 'Width is the recorded instrument width; "settable to 55 °C" = the range reaches 55 °C. A 230 L Millipore one 505 mm wide stops at 52 °C.',
  },
  {
    q: "compact Millipore CO2 incubator, 75 L or smaller, must fit under a 75 cm shelf, max $19k",
    classes: ["units", "comparison", "price"],
    kind: K.co2Incubator,
    constraints: [
      brand("merck"),
      maxAtMost("chamber-volume", "75 L"),
      maxAtMost("height", "749 mm"),
      price(19000, "usd"),
    ],
    note: 'Millipore is recorded as the brand Merck. "under a 75 cm shelf" = recorded height below 750 mm; the 65 L and 50 L Millipore ones are 850 and 920 mm tall.',
  },
  {
    q: "CO2 incubator that can run at 60°C, at least 150 L, under $15,000",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.co2Incubator,
    constraints: [atLeast("temperature-range", "60 °C"), atLeast("chamber-volume", "150 L"), price(15000, "usd")],
    note: "Unanswerable: the only CO2 incubator reaching 60 °C (160 L) costs $15,900.",
  },
  {
    q: "CO2-Brutschrank mit Direktheizung, 200 Liter oder mehr, leichter als 100 kg",
    classes: ["de-fr", "units", "comparison"],
    kind: K.co2Incubator,
    constraints: [
      inTitle("Direct-Heat", "direct heat"),
      atLeast("chamber-volume", "200 L"),
      maxAtMost("weight", "99.9 kg"),
    ],
    note: 'Direct heat ("Direktheizung") is recorded only in titles. "leichter als 100 kg" is strict on the instrument weight; a 215 L Millipore direct-heat one weighs 103 kg.',
  },

  // ---------------------------------------------------------------- biosafety cabinets
  {
    q: "hood for our new BSL-2 lab: A2, 6 ft wide, inflow at least 0.53 m/s, not Thermo, under $20k",
    classes: ["synonym", "units", "comparison", "negation", "price"],
    kind: K.bsc,
    constraints: [
      A2,
      atLeast("width", "1,800 mm"),
      atLeast("inflow-velocity", "0.53 m/s"),
      notBrand("thermo-fisher"),
      price(20000, "usd"),
    ],
    note: '"hood" = biosafety cabinet; "BSL-2 lab" is context (every Class II cabinet is for BSL-2 work). "6 ft" = the 1,950 mm wide variant (width, weight and price are per variant).',
  },
  {
    q: "B2 cabinet, max 1.54 m tall and ≤ 78 cm deep, under £10k",
    classes: ["units", "comparison", "price"],
    kind: K.bsc,
    constraints: [B2, maxAtMost("height", "1,540 mm"), maxAtMost("depth", "780 mm"), price(10000, "gbp")],
    note: "£10k ≈ $12,700. B2 cabinets within both limits cost $10,650, $17,000 and $20,200 (narrow variants).",
  },
  {
    q: "class 2 A2 safety cabinet, inflow 0.54 m/s or better, lower than 1.55 m, 4-foot",
    classes: ["units", "comparison"],
    kind: K.bsc,
    constraints: [
      A2,
      atLeast("inflow-velocity", "0.54 m/s"),
      maxAtMost("height", "1,549 mm"),
      maxAtMost("width", "1,400 mm"),
    ],
    note: '"4-foot" = the 1,340 mm variant; "lower than 1.55 m" is strict on the recorded height. The 0.55 m/s Millipore A2 is 1,580 mm tall.',
  },
  {
    q: "Type B2 BSC with ≥0.52 m/s inflow for under $11,000",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.bsc,
    constraints: [B2, atLeast("inflow-velocity", "0.52 m/s"), price(11000, "usd")],
    note: "Unanswerable: the only B2 cabinet at 0.52 m/s or more (0.55 m/s) costs $11,178 on sale (narrow variant).",
  },
  {
    q: "Sicherheitswerkbank Klasse II B2 von Thermo, Gewicht unter 250 kg (Deckenlast), Tiefe max. 80 cm, unter 12.000 $",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.bsc,
    constraints: [
      B2,
      brand("thermo-fisher"),
      maxAtMost("weight", "249.9 kg"),
      maxAtMost("depth", "800 mm"),
      price(12000, "usd"),
    ],
    note: '"Gewicht unter 250 kg" = the instrument weight of the variant (the narrow ones weigh 226 kg); "Deckenlast" (floor/ceiling load) is context. A Thermo B2 at $11,800 is 810 mm deep.',
  },

  // ---------------------------------------------------------------- balances
  {
    q: "balance that fits a 36 cm deep niche, 21 CFR Part 11 compliant, under $7,500",
    classes: ["units", "comparison", "price"],
    kind: K.balance,
    constraints: [maxAtMost("depth", "360 mm"), contains("notes", "21 CFR Part 11"), price(7500, "usd")],
    note: "Judged on the recorded depth and balance notes. The 358 mm deep balance with the audit trail costs €6,300 (0.1 mg) and €9,135 (0.01 mg); a 362 mm deep one has a draft shield instead.",
  },
  {
    q: "alternative to Thermo: 0.1 mg analytical balance w/ draft shield, 200 g or more, < $4,000",
    classes: ["negation", "units", "comparison", "price"],
    kind: K.balance,
    constraints: [
      notBrand("thermo-fisher"),
      contains("notes", "draft shield"),
      equals("readability", "0.1 mg"),
      atLeast("weighing-capacity", "200 g"),
      price(4000, "usd"),
    ],
    note: '"alternative to Thermo" excludes the brand Thermo Fisher. A Sartorius draft-shield variant at €3,900 is just over $4,000.',
  },
  {
    q: "Waage mit automatischer Nivellierung, Ablesbarkeit 0,01 mg, leichter als 6 kg, bis 5.000 €",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.balance,
    constraints: [
      contains("notes", "Automatic levelling"),
      equals("readability", "0.01 mg"),
      maxAtMost("weight", "5.9 kg"),
      price(5000, "eur"),
    ],
    note: '"leichter als 6 kg" is strict on the instrument weight; "5.000 €" is five thousand euros. A 5.4 kg self-levelling one costs $18,270 at 0.01 mg.',
  },
  {
    q: "self-levelling 5-decimal balance, $4.5k max",
    classes: ["synonym", "units", "price", "unanswerable"],
    kind: K.balance,
    constraints: [contains("notes", "Automatic levelling"), equals("readability", "0.01 mg"), price(4500, "usd")],
    note: 'Unanswerable: "5-decimal" = 0.01 mg readability; the cheapest self-levelling 0.01 mg variant costs $4,568.',
  },
  {
    q: "Thermo balance with ionizer, 0.01 mg, under 8 kg",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.balance,
    constraints: [
      brand("thermo-fisher"),
      contains("notes", "Ionizer"),
      equals("readability", "0.01 mg"),
      maxAtMost("weight", "7.9 kg"),
    ],
    note: "Unanswerable: Thermo's balances with an ionizer weigh 8.1 kg and 9 kg (instrument weight, strict).",
  },

  // ---------------------------------------------------------------- laboratory freeze dryers
  {
    q: "freeze dryer with a 12 L collector, under 75 kg, ≤ $14k",
    classes: ["units", "comparison", "price"],
    kind: K.labFreezeDryer,
    constraints: [contains("capacity", "12 L"), maxAtMost("weight", "74.9 kg"), price(14000, "usd")],
    note: "Collector volume is the recorded `capacity` text of laboratory dryers. The 12 L one costs $13,250 (-58 °F condenser) and $15,635 (-84 °C).",
  },
  {
    q: "lyophilizer that fits under a 45 cm wall cabinet, -84°C condenser, ≤ $17k",
    classes: ["units", "comparison", "price"],
    kind: K.labFreezeDryer,
    constraints: [maxAtMost("height", "449 mm"), atMost("condenser-temperature", "-84 °C"), price(17000, "usd")],
    note: '"fits under a 45 cm wall cabinet" = recorded height below 450 mm. A 425 mm tall -84 °C variant costs $20,473.',
  },
  {
    q: "Gefriertrockner für die Laborbank, Eiskapazität mind. 7 L/24h, Kondensator -84 °C, höchstens 60 cm breit, unter 28.000 €",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.labFreezeDryer,
    constraints: [
      atLeast("ice-capacity", "7 L"),
      atMost("condenser-temperature", "-84 °C"),
      maxAtMost("width", "600 mm"),
      price(28000, "eur"),
    ],
    note: '"für die Laborbank" takes laboratory dryers (the word benchtop is not required). A 510 mm wide 7.5 L one costs €30,149 at -84 °C.',
  },
  {
    q: "lyophilisateur de laboratoire, collecteur 6 L, condenseur -84 °C, pas de Thermo, moins de 25 000 $",
    classes: ["de-fr", "units", "comparison", "negation", "price"],
    kind: K.labFreezeDryer,
    constraints: [
      contains("capacity", "6 L"),
      atMost("condenser-temperature", "-84 °C"),
      notBrand("thermo-fisher"),
      price(25000, "usd"),
    ],
    note: "Non-Thermo 6 L dryers at -84 °C cost $11,835 (on sale), $27,272 (€25,252) and $29,972.",
  },
  {
    q: "alternative to the Labconco FreeZone 4.5L: same collector, -84 °C, ≥ 5 L ice per day, under $21k",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.labFreezeDryer,
    constraints: [
      { notWords: ["Labconco"], in: "title" },
      contains("capacity", "4.5 L"),
      atMost("condenser-temperature", "-84 °C"),
      atLeast("ice-capacity", "5 L"),
      price(21000, "usd"),
    ],
    note: '"alternative to" excludes the Labconco itself; "same collector" = 4.5 L. 4.5 L dryers with 7 L ice at -84 °C cost $23,069 and $24,662.',
  },
  {
    q: "lab freeze dryer, 7 L ice/day, -84 °C condenser, ≤ $20k",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.labFreezeDryer,
    constraints: [atLeast("ice-capacity", "7 L"), atMost("condenser-temperature", "-84 °C"), price(20000, "usd")],
    note: "Unanswerable: laboratory dryers with 7 L or more of ice cost $22,116 (on sale) and more at -84 °C.",
  },

  // ---------------------------------------------------------------- pilot / production freeze dryers
  {
    q: "pilot/production lyo: shelves ≥ 5 m², condenser -80°C or colder, budget $300k",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.pilotFreezeDryer,
    constraints: [atLeast("shelf-area", "5 m²"), atMost("condenser-temperature", "-80 °C"), price(300000, "usd")],
    note: '"lyo" = freeze dryer; condensers recorded in °F are compared in °C (-126 °F ≈ -87.8 °C qualifies, -105 °F ≈ -76 °C does not).',
  },
  {
    q: "production freeze dryer with shelves heating to +70 °C, condenser -75 °C or colder, installed weight under 1 t",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.pilotFreezeDryer,
    constraints: [
      atLeast("shelf-temperature", "70 °C"),
      atMost("condenser-temperature", "-75 °C"),
      maxAtMost("weight", "999 kg"),
    ],
    note: "Unanswerable: the +70 °C dryers with a -75 °C or colder condenser weigh 1,020 kg and 4,460 kg.",
  },

  // ---------------------------------------------------------------- water system, capsule filter
  {
    q: "water purifier for 18.2 MΩ·cm water, at least 90 L/h, bench depth max 45 cm",
    classes: ["synonym", "units", "comparison"],
    kind: K.waterSystem,
    constraints: [contains("notes", "18.2"), atLeast("flow-rate", "90 L/h"), maxAtMost("depth", "450 mm")],
    note: '"90 L/h" = 1.5 L/min against the stored L/min; resistivity is in the notes text.',
  },
  {
    q: "sterile 0.2 µm PES capsule, ≥ 0.1 m² area, single unit, under $700",
    classes: ["units", "comparison", "price"],
    kind: K.capsuleFilter,
    constraints: [
      sterile(true),
      contains("membrane", "PES"),
      maxAtMost("pore-size", "0.2 µm"),
      atLeast("filtration-area", "0.1 m²"),
      equals("pack-size", "1"),
      price(700, "usd"),
    ],
    note: "Capsule sizes are variants: 0.05 m² (3 per pack), 0.1 m² ($620) and 0.2 m² ($845).",
  },

  // ---------------------------------------------------------------- gas chromatographs
  {
    q: "Thermo GC with FPD for sulfur work, oven to 440 °C or higher, under $45k",
    classes: ["units", "comparison", "price"],
    kind: K.gc,
    constraints: [
      brand("thermo-fisher"),
      contains("inlets-detectors", "FPD"),
      atLeast("oven-temperature", "440 °C"),
      price(45000, "usd"),
    ],
    note: '"for sulfur work" is context; FPD is judged on the recorded inlets/detectors text. A Thermo FPD GC reaching 436 °C is just short.',
  },
  {
    q: "ECD gas chromatograph, lighter than 50 kg, not Agilent, max €38k",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.gc,
    constraints: [
      contains("inlets-detectors", "ECD"),
      maxAtMost("weight", "49.9 kg"),
      notBrand("agilent"),
      price(38000, "eur"),
    ],
    note: '"lighter than 50 kg" is strict. A 49 kg Thermo ECD GC on sale at $43,648 is over €38k (≈ $41,040) at any nearby rate.',
  },
  {
    q: "ECD GC narrower than 56 cm",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.gc,
    constraints: [contains("inlets-detectors", "ECD"), maxAtMost("width", "559 mm")],
    note: "Unanswerable: the narrowest GCs taking an ECD are exactly 560 mm wide (strict).",
  },
  {
    q: "CPG Agilent avec détecteur NPD, budget 35 000 $",
    classes: ["de-fr", "synonym", "price"],
    kind: K.gc,
    constraints: [brand("agilent"), contains("inlets-detectors", "NPD"), price(35000, "usd")],
    note: '"CPG" (chromatographe en phase gazeuse) = gas chromatograph; "35 000 $" is thirty-five thousand US dollars.',
  },
  {
    q: "GC with TCD for a 50 cm deep bench, max 35.000 €",
    classes: ["units", "comparison", "price"],
    kind: K.gc,
    constraints: [contains("inlets-detectors", "TCD"), maxAtMost("depth", "500 mm"), price(35000, "eur")],
    note: '"for a 50 cm deep bench" = recorded depth at most 500 mm; "35.000 €" is thirty-five thousand euros.',
  },

  // ---------------------------------------------------------------- LC systems
  {
    q: "UHPLC w/ quaternary pump + FLD, 1000 bar+, no Thermo, under $80k",
    classes: ["synonym", "units", "comparison", "negation", "price"],
    kind: K.uhplc,
    constraints: [
      contains("pump", "Quaternary"),
      contains("detector", "Fluorescence"),
      atLeast("max-pressure", "1,000 bar"),
      notBrand("thermo-fisher"),
      price(80000, "usd"),
    ],
    note: '"FLD" = fluorescence detector (detector text). Pressures recorded in psi are compared in bar.',
  },
  {
    q: "HPLC (not UHPLC) with DAD and quaternary pump, our bench takes under 90 kg, ≤ $80k",
    classes: ["synonym", "negation", "units", "comparison", "price"],
    kind: K.hplcOnly,
    constraints: [
      contains("detector", "DAD"),
      contains("pump", "Quaternary"),
      maxAtMost("weight", "89.9 kg"),
      price(80000, "usd"),
    ],
    note: '"DAD" = diode array detector; "under 90 kg" is the instrument weight, strict. The Vanquish Core with DAD weighs 96 kg.',
  },
  {
    q: "HPLC/UHPLC no wider than 35 cm with a detector that reads out to 900 nm",
    classes: ["units", "comparison"],
    kind: K.lcSystem,
    constraints: [maxAtMost("width", "350 mm"), atLeast("wavelength-range", "900 nm")],
    note: "A 345 mm wide UHPLC reads to 870 nm; the Waters ACQUITY Premier (343 mm) records no wavelength range.",
  },
  {
    q: "binary UHPLC, DAD, ≥ 1,200 bar, under €68k",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.uhplc,
    constraints: [
      contains("pump", "Binary"),
      contains("detector", "DAD"),
      atLeast("max-pressure", "1,200 bar"),
      price(68000, "eur"),
    ],
    note: "Unanswerable: binary DAD UHPLCs reaching 1,200 bar cost $78,050 and $98,500 (€68k ≈ $73,440).",
  },
  {
    q: "HPLC-Anlage (kein UHPLC) mit Fluoreszenzdetektor, mind. 10 mL/min Fluss, unter 125.000 $",
    classes: ["de-fr", "negation", "units", "comparison", "price"],
    kind: K.hplcOnly,
    constraints: [contains("detector", "Fluorescence"), atLeast("flow-rate", "10 mL/min"), price(125000, "usd")],
    note: '"mind. 10 mL/min Fluss" = the flow range reaches 10 mL/min. Other fluorescence HPLCs stop at 3–7 mL/min.',
  },
  {
    q: "HPLC with VWD and a gradient pump (binary or quaternary, no isocratic), under $70k",
    classes: ["synonym", "negation", "price"],
    kind: K.hplcOnly,
    constraints: [contains("detector", "Variable wavelength"), notContains("pump", "Isocratic"), price(70000, "usd")],
    note: '"VWD" = variable wavelength detector. The Vanquish Core records a VWD variant at $64,000; a quaternary VWD HPLC at $102,650 is over budget.',
  },

  // ---------------------------------------------------------------- mass spectrometers
  {
    q: "Orbitrap, resolving power 400,000+, not Waters, £260k max",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.orbitrap,
    constraints: [atLeast("resolving-power", "400000"), notBrand("waters"), price(260000, "gbp")],
    note: "£260k ≈ $330,200; the 420,000 Orbitrap costs €269,500 (≈ $291,060).",
  },
  {
    q: "Waters QqQ that fits a 90 cm deep bench, under $300k",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.qqq,
    constraints: [brand("waters"), maxAtMost("depth", "900 mm"), price(300000, "usd")],
    note: '"QqQ" = triple quadrupole; "fits a 90 cm deep bench" = recorded depth at most 900 mm.',
  },
  {
    q: "Q-TOF with m/z range to 10,000 or beyond, instrument under 250 kg, below half a million dollars",
    classes: ["units", "comparison", "price"],
    kind: K.qtof,
    constraints: [atLeast("mass-range", "10000"), maxAtMost("weight", "249.9 kg"), price(500000, "usd")],
    note: 'The Agilent 6546 reaches m/z 10,000 but weighs 265 kg; "half a million dollars" = $500,000.',
  },
  {
    q: "HRMS with 400k resolution and sub-ppm accuracy, $250k ceiling",
    classes: ["synonym", "units", "comparison", "price", "unanswerable"],
    kind: K.highRes,
    constraints: [atLeast("resolving-power", "400000"), contains("mass-accuracy", "< 1 ppm"), price(250000, "usd")],
    note: "Unanswerable: HRMS = Q-TOF or Orbitrap; the only one with ≥ 400,000 and < 1 ppm costs $280,950.",
  },
  {
    q: "spectromètre de masse triple quadripôle Thermo, précision < 1 ppm, moins de 200 000 $",
    classes: ["de-fr", "units", "price"],
    kind: K.qqq,
    constraints: [brand("thermo-fisher"), contains("mass-accuracy", "< 1 ppm"), price(200000, "usd")],
    note: "Judged on the mass-accuracy text and the price sold now.",
  },
  {
    q: "Orbitrap under $200k with 2 ppm mass accuracy or better",
    classes: ["comparison", "price", "unanswerable"],
    kind: K.orbitrap,
    constraints: [price(200000, "usd"), contains("mass-accuracy", "< 1 ppm", "< 2 ppm")],
    note: "Unanswerable: the only Orbitrap under $200k (on sale at $177,183) records < 3 ppm RMS.",
  },

  // ---------------------------------------------------------------- spectrophotometers
  {
    q: "replacement for our old NanoDrop, any brand but Thermo: 0.5 µL drops, < 6 kg, ≤ $12k",
    classes: ["synonym", "negation", "units", "comparison", "price"],
    kind: K.microvolume,
    constraints: [
      notBrand("thermo-fisher"),
      atMost("sample-volume", "0.5 µL"),
      maxAtMost("weight", "5.9 kg"),
      price(12000, "usd"),
    ],
    note: '"replacement for a NanoDrop" = a microvolume spectrophotometer; "< 6 kg" strict on the instrument weight. A 5.8 kg Agilent one with 0.5 µL costs €21,250.',
  },
  {
    q: "UV-Vis spectrophotometer with deuterium/tungsten lamps covering 200–1,000 nm, no deeper than 32 cm",
    classes: ["units", "comparison"],
    kind: K.uvVis,
    constraints: [
      contains("detector", "deuterium"),
      covers("wavelength-range", "200–1000 nm"),
      maxAtMost("depth", "320 mm"),
    ],
    note: "Lamps are judged on the detector text. A 305 mm deep deuterium one reads only to 850 nm.",
  },
  {
    q: "microvolume spectrophotmeter with D2 lamp, full 190 to 1000 nm, < $20k",
    classes: ["synonym", "units", "comparison", "price", "unanswerable"],
    kind: K.microvolume,
    constraints: [contains("detector", "deuterium"), covers("wavelength-range", "190–1000 nm"), price(20000, "usd")],
    note: 'Unanswerable: typo "spectrophotmeter"; D2 = deuterium. The only deuterium microvolume instrument covering 190–1,000 nm costs €21,150.',
  },
  {
    q: "UV/VIS-Spektralphotometer mit Xenon-Blitzlampe, ab 190 nm, leichter als 6 kg, unter 20.000 $",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.uvVis,
    constraints: [
      contains("detector", "xenon"),
      atMost("wavelength-range", "190 nm"),
      maxAtMost("weight", "5.9 kg"),
      price(20000, "usd"),
    ],
    note: '"ab 190 nm" = the range starts at 190 nm or lower. A 5 kg xenon UV-Vis starts at 200 nm.',
  },
  {
    q: "Agilent microvolume spec under 6kg covering 200-900nm, $20k max",
    classes: ["units", "comparison", "price"],
    kind: K.microvolume,
    constraints: [
      brand("agilent"),
      maxAtMost("weight", "5.9 kg"),
      covers("wavelength-range", "200–900 nm"),
      price(20000, "usd"),
    ],
    note: "A 5.8 kg Agilent one covering 200–970 nm costs €21,250; a 5 kg one stops at 880 nm.",
  },

  // ---------------------------------------------------------------- qPCR
  {
    q: "qPCR for 384-well plates, 5+ channels, under 35 kg, not Roche, ≤ 20 000 €",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.qpcr,
    constraints: [
      contains("autosampler-capacity", "384-well"),
      atLeast("detection-channels", "5"),
      maxAtMost("weight", "34.9 kg"),
      notBrand("roche"),
      price(20000, "eur"),
    ],
    note: "Block format is the recorded autosampler-capacity text. A 22 kg 6-channel 384-well Roche cycler is excluded by brand.",
  },
  {
    q: "96-well real-time cycler, ≥5 dyes, runs 5 µL reactions, max. 55.000 €",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.qpcr,
    constraints: [
      contains("autosampler-capacity", "96-well"),
      atLeast("detection-channels", "5"),
      atMost("sample-volume", "5 µL"),
      price(55000, "eur"),
    ],
    note: '"dyes" = detection channels; "runs 5 µL reactions" = the reaction-volume range reaches down to 5 µL. A 6-channel Roche one costs €55,050.',
  },
  {
    q: "Thermo Fisher real-time PCR, 384-well, at least 4 detection channels",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.qpcr,
    constraints: [
      brand("thermo-fisher"),
      contains("autosampler-capacity", "384-well"),
      atLeast("detection-channels", "4"),
    ],
    note: "Unanswerable: Thermo's 384-well cyclers record 2 or 3 channels.",
  },
  {
    q: "48-well qPCR no wider than 38 cm and no more than 25 kg",
    classes: ["units", "comparison"],
    kind: K.qpcr,
    constraints: [
      contains("autosampler-capacity", "48-well"),
      maxAtMost("width", "380 mm"),
      maxAtMost("weight", "25 kg"),
    ],
    note: "A 340 mm wide 48-well cycler weighs 40 kg.",
  },
  {
    q: "6-channel 48-well thermocycler, non-Agilent, under €30k",
    classes: ["units", "negation", "price"],
    kind: K.qpcr,
    constraints: [
      contains("autosampler-capacity", "48-well"),
      atLeast("detection-channels", "6"),
      notBrand("agilent"),
      price(30000, "eur"),
    ],
    note: '"thermocycler" with channels = real-time PCR. €30k ≈ $32,400; 6-channel 48-well cyclers from Roche and Thermo cost $29,850, $42,350 and €43,250.',
  },

  // ---------------------------------------------------------------- bioreactors
  {
    q: "single-use bioreactor with biomass monitoring, 500 L+ working volume, below $250k",
    classes: ["units", "comparison", "price"],
    kind: K.singleUse,
    constraints: [contains("control", "biomass"), atLeast("working-volume", "500 L"), price(250000, "usd")],
    note: "Biomass sensing is judged on the control text. A 942 L one with biomass control costs €243,450 (≈ $262,926).",
  },
  {
    q: "SUB ≥ 200 L that fits a 2.2 m ceiling, agitator up to 1,000 rpm, non-Thermo",
    classes: ["synonym", "units", "comparison", "negation"],
    kind: K.singleUse,
    constraints: [
      atLeast("working-volume", "200 L"),
      maxAtMost("height", "2,200 mm"),
      atLeast("agitation", "1,000 rpm"),
      notBrand("thermo-fisher"),
    ],
    note: '"SUB" = single-use bioreactor; "fits a 2.2 m ceiling" = recorded height at most 2,200 mm. A 1,740 mm tall 496 L one stirs only to 500 rpm.',
  },
  {
    q: "glass bioreactor with ring sparger for 1,000 L batches, skid under 700 kg, max €300k",
    classes: ["units", "comparison", "price"],
    kind: K.glassBioreactor,
    constraints: [
      contains("gassing", "ring sparger"),
      atLeast("working-volume", "1,000 L"),
      maxAtMost("weight", "699 kg"),
      price(300000, "eur"),
    ],
    note: 'The ring sparger is judged on the gassing text; "under 700 kg" is the instrument weight, strict. A 370 kg one reaching 1,782 L costs €381,000.',
  },
  {
    q: "benchtop glass bioreactor for 10 L cultures, 2000 rpm agitation, under $45k",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.glassBioreactor,
    constraints: [atLeast("working-volume", "10 L"), atLeast("agitation", "2,000 rpm"), price(45000, "usd")],
    note: "Unanswerable: the Biostat B vessel reaching 10 L (2–10 L variant) costs $49,800; its smaller vessels stop at 2 L and 5 L.",
  },
  {
    q: "Thermo single-use bioreactor that scales to 1,900 L or more, < $150k",
    classes: ["units", "comparison", "price"],
    kind: K.singleUse,
    constraints: [brand("thermo-fisher"), atLeast("working-volume", "1,900 L"), price(150000, "usd")],
    note: "Judged on the upper end of the working volume and the price sold now.",
  },
  {
    q: "disposable bioreactor usable from 5 L all the way to 500 L, mixing to 750 rpm, ≤ $150,000",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.singleUse,
    constraints: [covers("working-volume", "5–500 L"), atLeast("agitation", "750 rpm"), price(150000, "usd")],
    note: '"disposable" = single-use; the working-volume range must cover 5–500 L. A 5–200 L one falls short.',
  },
  {
    q: "Thermo glass bioreactor, 1000 L or bigger",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.glassBioreactor,
    constraints: [brand("thermo-fisher"), atLeast("working-volume", "1,000 L")],
    note: "Unanswerable: Thermo's only glass bioreactor reaches 141 L.",
  },

  // ---------------------------------------------------------------- chromatography systems
  {
    q: "something like an ÄKTA pure but cheaper: ≥ 15 bar, with fraction collector, under $100k",
    classes: ["synonym", "negation", "units", "comparison", "price"],
    kind: K.chromSystem,
    constraints: [
      { notWords: ["ÄKTA", "AKTA"], in: "title" },
      atLeast("max-pressure", "15 bar"),
      contains("control", "fraction collector"),
      price(100000, "usd"),
    ],
    note: '"something like an ÄKTA pure" = a protein purification system other than the ÄKTA itself. The fraction collector is judged on the control text; 1.5 MPa = 15 bar qualifies.',
  },
  {
    q: "chromatography skid for 1.5 L/min at ≥ 15 bar, not Waters or Millipore, under €150k",
    classes: ["synonym", "units", "comparison", "negation", "price", "unanswerable"],
    kind: K.chromSystem,
    constraints: [
      atLeast("flow-rate", "1.5 L/min"),
      atLeast("max-pressure", "15 bar"),
      notBrand("waters", "merck"),
      price(150000, "eur"),
    ],
    note: "Unanswerable: the systems reaching both 1.5 L/min and 15 bar are Waters (€109,523 on sale) and Millipore ones; Thermo's reach 12 bar or 5 bar at that flow.",
  },
  {
    q: "protein purification system with multi-wavelength UV, weighing under 400 kg, £150k budget",
    classes: ["units", "comparison", "price"],
    kind: K.chromSystem,
    constraints: [contains("control", "Multi-wavelength"), maxAtMost("weight", "399 kg"), price(150000, "gbp")],
    note: "£150k ≈ $190,500. A 395 kg multi-wavelength system costs $204,750.",
  },
  {
    q: "FPLC for a cold-room bench: ≤ 55 cm wide, ≤ 50 cm deep, max 60 kg",
    classes: ["synonym", "units", "comparison"],
    kind: K.chromSystem,
    constraints: [maxAtMost("width", "550 mm"), maxAtMost("depth", "500 mm"), maxAtMost("weight", "60 kg")],
    note: '"FPLC" = protein purification system; "cold-room" is context. Instrument width, depth and weight.',
  },

  // ---------------------------------------------------------------- syringe filters
  {
    q: "sterile PVDF syringe filters 0.22um, 30 mm+ diameter, 250/pk, under $800 a pack",
    classes: ["units", "comparison", "price"],
    kind: K.syringeFilter,
    constraints: [
      contains("membrane", "PVDF"),
      sterile(true),
      atMost("pore-size", "0.22 µm"),
      atLeast("diameter", "30 mm"),
      equals("pack-size", "250"),
      price(800, "usd"),
    ],
    note: '"0.22um" = 0.22 µm or finer. A 32 mm sterile PVDF filter is 0.75 µm.',
  },
  {
    q: "PES syringe fliters 0.2 µm or finer, 50 per pack, < $350",
    classes: ["units", "comparison", "price"],
    kind: K.syringeFilter,
    constraints: [
      contains("membrane", "PES"),
      maxAtMost("pore-size", "0.2 µm"),
      equals("pack-size", "50"),
      price(350, "usd"),
    ],
    note: 'Typo "fliters". The next finest PES filters are 0.25 µm and 0.3 µm.',
  },
  {
    q: "sterile CA syringe filters with at least 3 cm² filtration area",
    classes: ["synonym", "units", "comparison", "unanswerable"],
    kind: K.syringeFilter,
    constraints: [contains("membrane", "Cellulose acetate"), sterile(true), atLeast("filtration-area", "3 cm²")],
    note: "Unanswerable: CA = cellulose acetate; the only sterile CA filter has 0.7 cm², the 3.5 cm² one is non-sterile.",
  },
  {
    q: "PTFE syringe filters in a polypropylene housing, sterile, ≥ 25 mm, 50/pk, under 400 € per pack",
    classes: ["units", "comparison", "price"],
    kind: K.syringeFilter,
    constraints: [
      contains("membrane", "PTFE"),
      contains("material", "Polypropylene"),
      sterile(true),
      atLeast("diameter", "25 mm"),
      equals("pack-size", "50"),
      price(400, "eur"),
    ],
    note: "Housing is the recorded material text. A 20 mm sterile PTFE one in polypropylene is too small.",
  },

  // ---------------------------------------------------------------- LC columns
  {
    q: "C18 column with sub-2 µm particles, not Waters",
    classes: ["units", "comparison", "negation", "unanswerable"],
    kind: K.lcColumn,
    constraints: [inTitle("C18"), maxAtMost("particle-size", "1.9 µm"), notBrand("waters")],
    note: "Unanswerable: the only sub-2 µm C18 column is the Waters ACQUITY BEH (1.7 µm); others are 3.3 µm or larger. Phases are judged on titles.",
  },
  {
    q: "Phenyl-Hexyl 150 mm, ≤ 2 µm particles, rated 1,000 bar or more, under $1,000",
    classes: ["units", "comparison", "price"],
    kind: K.lcColumn,
    constraints: [
      inTitle("Phenyl-Hexyl"),
      equals("column-length", "150 mm"),
      maxAtMost("particle-size", "2 µm"),
      atLeast("max-pressure", "1,000 bar"),
      price(1000, "usd"),
    ],
    note: "Column length is a variant. A 2.2 µm Phenyl-Hexyl rated 16,800 psi costs $1,403 at 150 mm.",
  },
  {
    q: "HILIC column with ethylene-bridged hybrid particles, 10 cm long, under $800",
    classes: ["units", "price"],
    kind: K.lcColumn,
    constraints: [
      inTitle("HILIC"),
      contains("material", "Ethylene-bridged hybrid"),
      equals("column-length", "100 mm"),
      price(800, "usd"),
    ],
    note: "Particle chemistry is the recorded material text; 10 cm = the 100 mm variant.",
  },
  {
    q: "C8-Säule, pH 1–12 stabil, Innendurchmesser mind. 2 mm, 100 mm lang, unter 1.500 $",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.lcColumn,
    constraints: [
      inTitle("C8"),
      covers("ph-range", "1–12"),
      atLeast("internal-diameter", "2 mm"),
      equals("column-length", "100 mm"),
      price(1500, "usd"),
    ],
    note: '"pH 1–12 stabil" = the pH range covers 1–12; "1.500 $" is fifteen hundred dollars. A 2.3 mm i.d. C8 costs $1,586 at 100 mm.',
  },
  {
    q: "C18, 150mm, pH 1-10 or wider, ≥ 3.5 mm ID, under $1k",
    classes: ["units", "comparison", "price"],
    kind: K.lcColumn,
    constraints: [
      inTitle("C18"),
      equals("column-length", "150 mm"),
      covers("ph-range", "1–10"),
      atLeast("internal-diameter", "3.5 mm"),
      price(1000, "usd"),
    ],
    note: '"$1k" = $1,000. A 3.4 mm C18 is too narrow; a 4.2 mm one costs €1,612 at 150 mm.',
  },

  // ---------------------------------------------------------------- vials
  {
    q: "amber 1.5 mL vials, box of 1000, under $150",
    classes: ["units", "price"],
    kind: K.vial,
    constraints: [
      contains("material", "amber"),
      equals("volume", "1.5 mL"),
      equals("pack-size", "1000"),
      price(150, "usd"),
    ],
  },
  {
    q: "10 mL polypropylene vials, 12 mm, 100 per pack, not Thermo",
    classes: ["units", "negation", "unanswerable"],
    kind: K.vial,
    constraints: [
      contains("material", "Polypropylene"),
      equals("volume", "10 mL"),
      equals("diameter", "12 mm"),
      equals("pack-size", "100"),
      notBrand("thermo-fisher"),
    ],
    note: "Unanswerable: the only 12 mm 10 mL PP vial in 100s is Thermo's; Waters' 10 mL PP vial is 22.5 mm.",
  },
  {
    q: "300 µL glass screw-cap vials, < $100 per 100",
    classes: ["units", "price"],
    kind: K.vial,
    constraints: [
      inTitle("Screw-Cap"),
      contains("material", "borosilicate"),
      equals("volume", "300 µL"),
      equals("pack-size", "100"),
      price(100, "usd"),
    ],
    note: "Screw-cap is recorded only in titles; glass = borosilicate. A clear 300 µL one costs $106.",
  },
  {
    q: "glass-free LC-MS certified vials 2mL, 1000/pk, < $250",
    classes: ["negation", "units", "price"],
    kind: K.vial,
    constraints: [
      inTitle("LC-MS"),
      notContains("material", "borosilicate"),
      equals("volume", "2 mL"),
      equals("pack-size", "1000"),
      price(250, "usd"),
    ],
    note: '"glass-free" = the material is not borosilicate glass (polypropylene); LC-MS certification is in titles.',
  },

  // ---------------------------------------------------------------- pipette tips
  {
    q: "sterile 1 mL filter tips, 480/rack, ≤ €115",
    classes: ["units", "price", "unanswerable"],
    kind: K.tip,
    constraints: [
      contains("material", "filter"),
      sterile(true),
      equals("volume", "1 mL"),
      equals("pack-size", "480"),
      price(115, "eur"),
    ],
    note: "Unanswerable: sterile 1 mL filter tips in 480s cost €124, €134 and $132 (≈ €122).",
  },
  {
    q: "low retention tips 200 µl, sterile, 480 per pack, under $50",
    classes: ["units", "price"],
    kind: K.tip,
    constraints: [
      contains("material", "Low-retention"),
      equals("volume", "200 µL"),
      sterile(true),
      equals("pack-size", "480"),
      price(50, "usd"),
    ],
    note: "Low retention is judged on the recorded material.",
  },
  {
    q: "Filterspitzen 200 µl, 960 Stück, unter 100 €",
    classes: ["de-fr", "units", "price"],
    kind: K.tip,
    constraints: [
      contains("material", "filter"),
      equals("volume", "200 µL"),
      equals("pack-size", "960"),
      price(100, "eur"),
    ],
    note: '"Filterspitzen" = filter pipette tips; "960 Stück" = 960 per pack.',
  },
  {
    q: "pointes basse rétention stériles 1 mL, boîte de 1000, moins de 125 $",
    classes: ["de-fr", "units", "price"],
    kind: K.tip,
    constraints: [
      contains("material", "Low-retention"),
      sterile(true),
      equals("volume", "1 mL"),
      equals("pack-size", "1000"),
      price(125, "usd"),
    ],
    note: '"pointes basse rétention" = low-retention tips.',
  },

  // ---------------------------------------------------------------- microplates
  {
    q: "black 384 well plates, sterile, under $250",
    classes: ["units", "price"],
    kind: K.plate,
    constraints: [inTitle("384-well"), contains("material", "black"), sterile(true), price(250, "usd")],
    note: "Well counts are judged on titles.",
  },
  {
    q: "black 96-well plates, non-sterile, packs of 50 or more, < $100",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.plate,
    constraints: [
      inTitle("96-well"),
      contains("material", "black"),
      sterile(false),
      atLeast("pack-size", "50"),
      price(100, "usd"),
    ],
  },

  // ---------------------------------------------------------------- diagnostic kits
  {
    q: "troponin T ELISA, 200 tests, non-Roche, ≤ $1,500",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.elisa,
    constraints: [
      contains("targets", "Troponin"),
      atLeast("tests-per-kit", "200"),
      notBrand("roche"),
      price(1500, "usd"),
    ],
    note: "Targets are judged on the targets key only (kit descriptions do not name them).",
  },
  {
    q: "TNF-alpha immunoassay for serum samples, ≥ 100 tests, under $700",
    classes: ["units", "comparison", "price"],
    kind: K.immunoassay,
    constraints: [
      contains("targets", "TNF"),
      contains("sample-type", "Serum"),
      atLeast("tests-per-kit", "100"),
      price(700, "usd"),
    ],
    note: "Immunoassay takes ELISA and other immunoassays. A 200-test TNF-alpha kit runs on nasopharyngeal swabs.",
  },
  {
    q: "SARS-CoV-2 + flu PCR master mix, 500 reactions, ≤ $300",
    classes: ["units", "price"],
    kind: K.masterMix,
    constraints: [
      contains("targets", "SARS-CoV-2"),
      contains("targets", "influenza"),
      atLeast("tests-per-kit", "500"),
      price(300, "usd"),
    ],
    note: '"reactions" = tests per kit.',
  },
  {
    q: "point-of-care PCR test for troponin with a result in under 1 h",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.pocTest,
    constraints: [contains("targets", "Troponin"), maxAtMost("time-to-result", "59 min")],
    note: "Unanswerable: the troponin point-of-care PCR test takes 195 min; the 20-minute one tests SARS-CoV-2 and influenza.",
  },
  {
    q: "CRP rapid test from serum, 20 tests, under $1,500",
    classes: ["units", "price"],
    kind: K.rapidTest,
    constraints: [
      contains("targets", "CRP"),
      contains("sample-type", "Serum"),
      equals("tests-per-kit", "20"),
      price(1500, "usd"),
    ],
  },
  {
    q: "kit ELISA CRP sur sang total, au moins 100 tests",
    classes: ["de-fr", "units", "comparison"],
    kind: K.elisa,
    constraints: [contains("targets", "CRP"), contains("sample-type", "Whole blood"), atLeast("tests-per-kit", "100")],
    note: '"sang total" = whole blood.',
  },
  {
    q: "rapid antigen test that works on whole blood, no Roche",
    classes: ["negation"],
    kind: K.rapidTest,
    constraints: [contains("sample-type", "Whole blood"), notBrand("roche")],
  },
];

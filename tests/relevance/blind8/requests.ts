// The eighth blind relevance set (README.md in this folder): requests as scientists and purchasers write them in
// e-mails, each judged by tests on recorded catalogue data. Written 2026-11-29 by a helper (session 29) who had not
// read the finder, the store search, the tuned set or the judgements of the earlier blind sets. FROZEN: never tune
// the parser or the ranking on these, never edit a request to match an output; report results on this set apart
// from the tuned set and apart from the seven earlier blind sets (tests/relevance/blind/, blind2/ … blind7/).
//
// The format is the first blind set's (../blind/types.ts) and the kinds are the second set's (../blind2/requests.ts)
// plus the narrower ones the sixth and seventh sets used; label.ts grades every product with the shared labeler.
// This set leans on full-sentence requests (two or three sentences with context that is no constraint: lab and
// project names, dates, quantities to order, delivery wishes), on needs that imply a kind without naming it, on
// mixed units (inches, feet, pounds, °F, psi, L/h and L/min against stored mm, kg, °C, bar and mL/min) and on
// requests mixing two languages.
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
const sterile = (yes: boolean): Constraint => oneOf("sterile", yes ? "yes" : "no");
const inTitle = (...words: string[]): Constraint => ({ words, in: "title" });
const brand = (...ids: string[]): Constraint => ({ brand: ids });
const notBrand = (...ids: string[]): Constraint => ({ notBrand: ids });
const A2 = oneOf("bsc-class", "Class II, Type A2");
const B2 = oneOf("bsc-class", "Class II, Type B2");

export const REQUESTS: BlindRequest[] = [
  // ---------------------------------------------------------------- centrifuges
  {
    q: "Hello, the Meyer group is setting up a plasmid prep room in January and needs a centrifuge that spins two 96-well plates at 35,000 x g or more. It has to weigh under 60 kg because of the bench, and our budget is US$19,000. Delivery to building C please.",
    classes: ["units", "comparison", "price"],
    kind: K.centrifuge,
    constraints: [
      contains("capacity", "96-well"),
      atLeast("max-rcf", "35,000 × g"),
      maxAtMost("weight", "59.9 kg"),
      price(19000, "usd"),
    ],
    note: 'Context, no constraint: "Meyer group", "plasmid prep room", "January", "building C". "under 60 kg" is strict on the instrument weight. A 60 kg plate centrifuge at 38,820 × g fails on weight; a 59 kg one at 50,770 × g costs $19,848.',
  },
  {
    q: "We'd like a quote for a 24-place microcentrifuge (1.5/2 mL tubes) reaching at least 50k x g that weighs less than 30 kg, budget 15 000 € incl. rotor. Two units for the teaching lab, no rush.",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.centrifuge,
    constraints: [
      contains("capacity", "24 x 1.5"),
      atLeast("max-rcf", "50,000 × g"),
      maxAtMost("weight", "29.9 kg"),
      price(15000, "eur"),
    ],
    note: 'Unanswerable: the only light 24-place centrifuge above 50,000 × g (26 kg, 57,970 × g) costs €16,900. "Two units", "teaching lab", "incl. rotor" are context. "50k" = 50,000.',
  },
  {
    q: "Guten Tag, wir suchen eine Zentrifuge für 4 x 400 mL Flaschen, mindestens 20.000 x g, Gewicht höchstens 95 kg, bitte kein Millipore/Merck. Lieferung ab KW 3 an das Institut für Biochemie.",
    classes: ["de-fr", "units", "comparison", "negation"],
    kind: K.centrifuge,
    constraints: [
      contains("capacity", "4 x 400"),
      atLeast("max-rcf", "20,000 × g"),
      maxAtMost("weight", "95 kg"),
      notBrand("merck"),
    ],
    note: '"20.000 x g" is 20,000 × g (dot as thousands separator). "Lieferung ab KW 3 an das Institut" is context. Millipore is recorded as the brand Merck; the Millipore 4 × 400 mL one at 62,790 × g and 91 kg is excluded.',
  },
  {
    q: "Our cold room only has a 12-inch wide spot left next to the sink. Is there a 6 x 250 mL centrifuge that fits there, reaches at least 40,000 x g and weighs under 66 lb so two people can carry it down the stairs?",
    classes: ["units", "comparison"],
    kind: K.centrifuge,
    constraints: [
      contains("capacity", "6 x 250"),
      maxAtMost("width", "304 mm"),
      atLeast("max-rcf", "40,000 × g"),
      maxAtMost("weight", "29.9 kg"),
    ],
    note: '"12-inch wide spot" = instrument width at most 304.8 mm; "under 66 lb" = under 29.94 kg, strict. "cold room", "next to the sink", "two people … stairs" are context. A 295 mm wide one at 51,070 × g weighs 100 kg.',
  },
  {
    q: "For the Hartmann lab (cost centre 4471): a 4 x 750 mL centrifuge, ≥ 30,000 x g, that cools to 0 °F or lower, under $15k. Please ship before the holiday closure on Dec 20.",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.centrifuge,
    constraints: [
      contains("capacity", "4 x 750"),
      atLeast("max-rcf", "30,000 × g"),
      atMost("temperature-range", "0 °F"),
      price(15000, "usd"),
    ],
    note: 'Unanswerable: "0 °F or lower" = the range reaches -17.8 °C or colder; the only 4 × 750 mL one that does at 37,300 × g costs $16,400. Cost centre, lab name and shipping date are context.',
  },

  // ---------------------------------------------------------------- CO2 incubators
  {
    q: "We grow thermophiles at 58 °C and need a CO2 incubator of at least 160 L that can hold that temperature. Please no Thermo, we have a service contract with another vendor.",
    classes: ["units", "comparison", "negation", "unanswerable"],
    kind: K.co2Incubator,
    constraints: [atLeast("temperature-range", "58 °C"), atLeast("chamber-volume", "160 L"), notBrand("thermo-fisher")],
    note: 'Unanswerable: every CO2 incubator of 160 L or more reaching 58 °C is Thermo Fisher. "service contract" is context.',
  },
  {
    q: "Looking for a direct-heat CO2 incubator, 140 L or bigger, that is under 32 inches tall so it stacks under our shelf, max $14,000. Order for the stem-cell core, PO to follow.",
    classes: ["units", "comparison", "price"],
    kind: K.co2Incubator,
    constraints: [
      inTitle("Direct-Heat"),
      atLeast("chamber-volume", "140 L"),
      maxAtMost("height", "812 mm"),
      price(14000, "usd"),
    ],
    note: '"under 32 inches tall" = height under 812.8 mm (recorded heights are whole mm). Direct heat is judged on titles. A 160 L direct-heat one 705 mm tall costs $15,640; a 215 L one is 830 mm tall. "stem-cell core", "PO to follow" are context.',
  },
  {
    q: "Dear sales team, could you offer a Millipore CO2 incubator with at least 100 L chamber, no wider than 60 cm, for under £9k? We would order three for the new tissue-culture suite in Cambridge.",
    classes: ["units", "comparison", "price"],
    kind: K.co2Incubator,
    constraints: [brand("merck"), atLeast("chamber-volume", "100 L"), maxAtMost("width", "600 mm"), price(9000, "gbp")],
    note: 'Millipore is recorded as the brand Merck. "order three", "Cambridge" are context. A 230 L Millipore one 505 mm wide costs $13,650.',
  },
  {
    q: "Need an incubator with CO2 control for insect cell work that reaches 57 °C, at least 70 L inside, lighter than 65 kg, max $18,500. Lab 2.14, attention Dr. Okafor.",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.co2Incubator,
    constraints: [
      atLeast("temperature-range", "57 °C"),
      atLeast("chamber-volume", "70 L"),
      maxAtMost("weight", "64.9 kg"),
      price(18500, "usd"),
    ],
    note: '"incubator with CO2 control" = CO2 incubator. "lighter than 65 kg" strict. A 60 kg 70 L one reaching 57 °C costs $18,700 (stainless) and more in copper. "insect cell work", room and name are context.',
  },

  // ---------------------------------------------------------------- biosafety cabinets
  {
    q: "Our BSL-2 virology lab needs a 6-foot Class II A2 cabinet with an inflow of at least 100 fpm, any brand except Thermo, under $20k. Installation would be in February.",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.bsc,
    constraints: [
      A2,
      atLeast("width", "1,800 mm"),
      atLeast("inflow-velocity", "0.508 m/s"),
      notBrand("thermo-fisher"),
      price(20000, "usd"),
    ],
    note: '"100 fpm" = 0.508 m/s; "6-foot" = the 1,950 mm width variant. Two non-Thermo A2 cabinets at 0.50 m/s fall just short. "BSL-2 virology lab", "February" are context.',
  },
  {
    q: "Type B2 safety cabinet, total exhaust, with inflow ≥ 0.51 m/s, but not from Millipore — we had bad experience with their service. Budget is open.",
    classes: ["units", "comparison", "negation", "unanswerable"],
    kind: K.bsc,
    constraints: [B2, atLeast("inflow-velocity", "0.51 m/s"), notBrand("merck")],
    note: 'Unanswerable: the B2 cabinets reaching 0.51 m/s are all Millipore (Merck); the others stop at 0.50 m/s. "total exhaust" restates B2; "budget is open" adds no constraint.',
  },
  {
    q: "Bonjour, nous cherchons un poste de sécurité microbiologique classe II A2, version 4 pieds, hauteur inférieure à 1,52 m (faux plafond bas), moins de 14 000 €. Livraison au bâtiment B du labo.",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.bsc,
    constraints: [A2, maxAtMost("width", "1,400 mm"), maxAtMost("height", "1,519 mm"), price(14000, "eur")],
    note: '"poste de sécurité microbiologique" = biosafety cabinet; "4 pieds" = the 1,340 mm width variant; "hauteur inférieure à 1,52 m" strict (decimal comma). "faux plafond bas", "bâtiment B" are context.',
  },
  {
    q: "Hi, the only free wall in room 118 is shallow: the A2 hood must be shallower than 30.5 in, and we have $15,000 from the Wellcome grant for it.",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.bsc,
    constraints: [A2, maxAtMost("depth", "774 mm"), price(15000, "usd")],
    note: '"hood" = biosafety cabinet (A2 context). "shallower than 30.5 in" = depth under 774.7 mm. A 760 mm deep A2 cabinet costs $15,300 as its cheapest (4 ft) variant. Room and grant are context.',
  },

  // ---------------------------------------------------------------- balances
  {
    q: "For weighing static-prone powders we want a balance that reads to 0.00001 g, has a built-in ionizer and is lighter than 6 kg (it moves between glove boxes). Ceiling $12k.",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.balance,
    constraints: [
      maxAtMost("readability", "0.01 mg"),
      contains("notes", "ionizer"),
      maxAtMost("weight", "5.9 kg"),
      price(12000, "usd"),
    ],
    note: '"reads to 0.00001 g" = 0.01 mg readability. Ionizer on the recorded notes. A 5.5 kg ionizer balance costs $16,530 in 0.01 mg; a 6.1 kg one fails on weight.',
  },
  {
    q: "Analysenwaage mit automatischer Nivellierung, Ablesbarkeit 0,1 mg, mindestens 200 g Wägebereich, budget under $3,300 — it's for the student practical, so cheap is fine.",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.balance,
    constraints: [
      contains("notes", "levelling"),
      maxAtMost("readability", "0.1 mg"),
      atLeast("weighing-capacity", "200 g"),
      price(3300, "usd"),
    ],
    note: 'German and English mixed; "0,1 mg" decimal comma. "student practical", "cheap is fine" are context. A Millipore self-levelling balance costs $3,400.',
  },
  {
    q: "Semi-micro balance (0.01 mg) with a draft shield that fits a shelf no deeper than 37 cm. Budget £12,000 — please quote with calibration certificate.",
    classes: ["units", "comparison", "price"],
    kind: K.balance,
    constraints: [
      maxAtMost("readability", "0.01 mg"),
      contains("notes", "draft shield"),
      maxAtMost("depth", "370 mm"),
      price(12000, "gbp"),
    ],
    note: '"calibration certificate" is context. Only one draft-shield balance is 370 mm deep or less (362 mm), at €13,413 for 0.01 mg.',
  },
  {
    q: "QA needs a 21 CFR Part 11 compliant balance, 0.01 mg readability, no heavier than 5.5 kg, under $10,000. Validation docs required.",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.balance,
    constraints: [
      contains("notes", "21 CFR Part 11"),
      maxAtMost("readability", "0.01 mg"),
      maxAtMost("weight", "5.5 kg"),
      price(10000, "usd"),
    ],
    note: 'Unanswerable: the only Part 11 balance of 5.5 kg or less costs $16,530 in 0.01 mg. "Validation docs required" is context.',
  },

  // ---------------------------------------------------------------- laboratory freeze dryers
  {
    q: "Hi! We lyophilise small RNA batches and want a lab freeze dryer with a condenser at -115 °F or colder and at least 6 L ice capacity, not Thermo, under $21,000. Could it arrive before our audit on 15 March?",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.labFreezeDryer,
    constraints: [
      atMost("condenser-temperature", "-115 °F"),
      atLeast("ice-capacity", "6 L"),
      notBrand("thermo-fisher"),
      price(21000, "usd"),
    ],
    note: '"-115 °F" ≈ -81.7 °C: the -84 °C condenser variants qualify, the -58 °F (-50 °C) ones do not. A 7 L Sartorius -84 °C dryer costs $23,069. "RNA batches", "audit on 15 March" are context.',
  },
  {
    q: "Freeze dryer with a 12 L collector and -84 °C condenser please, max 13.500 € — the Pharmazie department will order it via framework contract.",
    classes: ["units", "price", "unanswerable"],
    kind: K.labFreezeDryer,
    constraints: [contains("capacity", "12 L"), atMost("condenser-temperature", "-84 °C"), price(13500, "eur")],
    note: 'Unanswerable: the only 12 L collector dryer costs $15,635 with the -84 °C condenser. "13.500 €" is 13,500 EUR. "framework contract" is context.',
  },
  {
    q: "Benchtop lyophilizer that is no taller than 18 in (it goes under a fume-hood shelf), with at least 4 L ice capacity, for under $19,000. We are the Chen lab, order ref. FD-2027.",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.labFreezeDryer,
    constraints: [maxAtMost("height", "457 mm"), atLeast("ice-capacity", "4 L"), price(19000, "usd")],
    note: '"no taller than 18 in" = height at most 457.2 mm. A 455 mm tall 7 L dryer costs $19,550, a 435 mm tall 4.5 L one $29,700. Lab name and reference are context.',
  },
  {
    q: "Bonjour, il nous faut un lyophilisateur de paillasse avec condenseur à -84 °C, capacité de glace au moins 5 L, largeur max 50 cm, moins de 22 000 $. C'est pour la plateforme protéomique.",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.labFreezeDryer,
    constraints: [
      atMost("condenser-temperature", "-84 °C"),
      atLeast("ice-capacity", "5 L"),
      maxAtMost("width", "500 mm"),
      price(22000, "usd"),
    ],
    note: '"22 000 $" US dollars with a space separator. A 480 mm wide 7 L dryer costs $27,272 at -84 °C. "plateforme protéomique" is context.',
  },

  // ---------------------------------------------------------------- pilot / production freeze dryers
  {
    q: "For the fill-finish scale-up (project LYO-7) we need a production freeze dryer with at least 8 m² of shelves and a condenser at -80 °C or colder. Budget £320k.",
    classes: ["units", "comparison", "price"],
    kind: K.pilotFreezeDryer,
    constraints: [atLeast("shelf-area", "8 m²"), atMost("condenser-temperature", "-80 °C"), price(320000, "gbp")],
    note: '"project LYO-7", "fill-finish scale-up" are context. An 8.3 m² dryer stops at -79 °C; an 8.6 m² one at -87 °C costs $459,350.',
  },
  {
    q: "Pilot lyo with shelves that heat to +70 °C, at least 5 m² shelf area and a condenser of -80 °C or colder — our formulation group needs the high end for annealing studies.",
    classes: ["synonym", "units", "comparison", "unanswerable"],
    kind: K.pilotFreezeDryer,
    constraints: [
      atLeast("shelf-temperature", "70 °C"),
      atLeast("shelf-area", "5 m²"),
      atMost("condenser-temperature", "-80 °C"),
    ],
    note: 'Unanswerable: the only +70 °C dryer with a -80 °C condenser has 4.8 m²; the larger +70 °C ones stop at -61 to -78 °C. "annealing studies" is context.',
  },
  {
    q: "We have a freight lift limited to 500 kg. Which pilot freeze dryer stays under that, with a condenser at -65 °C or colder and at least 0.3 m² shelves, for no more than £115,000?",
    classes: ["units", "comparison", "price"],
    kind: K.pilotFreezeDryer,
    constraints: [
      maxAtMost("weight", "499 kg"),
      atMost("condenser-temperature", "-65 °C"),
      atLeast("shelf-area", "0.3 m²"),
      price(115000, "gbp"),
    ],
    note: '"limited to 500 kg … stays under that" = instrument weight under 500 kg. A 460 kg dryer stops at -63 °C.',
  },

  // ---------------------------------------------------------------- water system, capsule filter
  {
    q: "Our HPLC lab needs 18.2 MΩ·cm water at a rate of at least 100 L/h; the unit must sit on a bench no deeper than 18 inches. Under €17,000 please, installation in Q2.",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.waterSystem,
    constraints: [
      contains("notes", "18.2"),
      atLeast("flow-rate", "100 L/h"),
      maxAtMost("depth", "457 mm"),
      price(17000, "eur"),
    ],
    note: 'A need implying a water purification system. "100 L/h" ≈ 1.67 L/min against the stored 2 L/min; "18 inches" = 457.2 mm. "HPLC lab", "Q2" are context.',
  },
  {
    q: "Need a sterile PES capsule, 0.2 µm, with at least 1,500 cm² of membrane for media filtration, under $900 each. We'd order 10.",
    classes: ["units", "comparison", "price"],
    kind: K.capsuleFilter,
    constraints: [
      oneOf("membrane", "PES"),
      sterile(true),
      maxAtMost("pore-size", "0.2 µm"),
      atLeast("filtration-area", "0.15 m²"),
      price(900, "usd"),
    ],
    note: '"1,500 cm²" = 0.15 m²: only the 0.2 m² size ($845) qualifies. "order 10" is context.',
  },

  // ---------------------------------------------------------------- gas chromatographs
  {
    q: "For pesticide residues we need a GC with a nitrogen-phosphorus detector whose oven goes to 824 °F, under $45,000. Method transfer from our old instrument in April.",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.gc,
    constraints: [contains("inlets-detectors", "NPD"), atLeast("oven-temperature", "440 °C"), price(45000, "usd")],
    note: '"nitrogen-phosphorus detector" = NPD; "824 °F" = 440 °C. "pesticide residues", "method transfer in April" are context.',
  },
  {
    q: "Gas chromatograph with ECD that is no deeper than 20 inches and lighter than 110 lb — it has to go on a mobile cart.",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.gc,
    constraints: [contains("inlets-detectors", "ECD"), maxAtMost("depth", "508 mm"), maxAtMost("weight", "49.8 kg")],
    note: 'Unanswerable: "20 inches" = 508 mm, "lighter than 110 lb" = under 49.9 kg. ECD GCs 508 mm deep or less weigh 52–57 kg; the 48 kg ones are 515 mm or deeper. "mobile cart" is context.',
  },
  {
    q: "Wir brauchen einen GC mit ECD von Thermo, Ofen bis mind. 430 °C, Höhe max. 48,5 cm (Regal darüber), Budget 40.000 €. Bitte Angebot an den Einkauf.",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.gc,
    constraints: [
      brand("thermo-fisher"),
      contains("inlets-detectors", "ECD"),
      atLeast("oven-temperature", "430 °C"),
      maxAtMost("height", "485 mm"),
      price(40000, "eur"),
    ],
    note: '"48,5 cm" decimal comma; "40.000 €" dot thousands. Two other Thermo ECD GCs reaching 438–439 °C are 490 and 520 mm tall. "Regal darüber", "Angebot an den Einkauf" are context.',
  },
  {
    q: "Is there a GC with a flame photometric detector that fits a 22-inch gap on our bench, for under $35k? We analyse sulfur compounds in natural gas.",
    classes: ["synonym", "units", "comparison", "price", "unanswerable"],
    kind: K.gc,
    constraints: [contains("inlets-detectors", "FPD"), maxAtMost("width", "558 mm"), price(35000, "usd")],
    note: 'Unanswerable: "flame photometric detector" = FPD; "fits a 22-inch gap" = width at most 558.8 mm; every FPD GC is 560 mm wide or more (the cheapest, 565 mm, $28,603). "sulfur compounds" is context.',
  },

  // ---------------------------------------------------------------- LC systems
  {
    q: "UHPLC with a binary pump and DAD, rated to at least 15,000 psi, under $90k. Our analytical development team (Basel site) wants to run 1.7 µm columns.",
    classes: ["units", "comparison", "price"],
    kind: K.uhplc,
    constraints: [
      contains("pump", "Binary"),
      contains("detector", "DAD"),
      atLeast("max-pressure", "1,034 bar"),
      price(90000, "usd"),
    ],
    note: '"15,000 psi" ≈ 1,034 bar; pressures stored in psi are compared in bar. "1.7 µm columns", "Basel site" are context. The 1,300 bar Agilent 1290 costs $98,500 with DAD.',
  },
  {
    q: "Please quote an HPLC (not UHPLC) with fluorescence detection that can pump 0.6 L/h for semi-prep runs, max $125,000.",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.hplcOnly,
    constraints: [contains("detector", "fluorescence"), atLeast("flow-rate", "0.6 L/h"), price(125000, "usd")],
    note: '"0.6 L/h" = 10 mL/min against the stored mL/min. A 7 mL/min HPLC with FLD falls short. "semi-prep runs" is context.',
  },
  {
    q: "QC wants a UHPLC with a variable wavelength detector that is rated for 1,200 bar, under $100,000. Three identical systems over the next year.",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.uhplc,
    constraints: [
      contains("detector", "variable wavelength"),
      atLeast("max-pressure", "1,200 bar"),
      price(100000, "usd"),
    ],
    note: 'Unanswerable: VWD UHPLCs reach 600 bar, 13,800 psi (≈ 951 bar) and 1,150 bar. "Three identical systems" is context.',
  },
  {
    q: "Liquid chromatograph (HPLC or UHPLC) with FLD, rated ≥ 1,000 bar, lighter than 176 lb because of our lab-bench load limit, under $80,000.",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.lcSystem,
    constraints: [
      contains("detector", "fluorescence"),
      atLeast("max-pressure", "1,000 bar"),
      maxAtMost("weight", "79.8 kg"),
      price(80000, "usd"),
    ],
    note: '"176 lb" ≈ 79.8 kg, strict. A 70 kg FLD UHPLC at 15,200 psi costs $104,850.',
  },
  {
    q: "Dear colleagues, for the stability lab we'd like a quaternary HPLC (not UHPLC) with diode array, ≥ 900 bar, under £65k. Training for two analysts should be included in the quote.",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.hplcOnly,
    constraints: [
      contains("pump", "Quaternary"),
      contains("detector", "DAD"),
      atLeast("max-pressure", "900 bar"),
      price(65000, "gbp"),
    ],
    note: '"diode array" = the detector text says DAD. The quaternary Vanquish Core with DAD is rated 700 bar. "stability lab", "training" are context.',
  },

  // ---------------------------------------------------------------- mass spectrometers
  {
    q: "We want a Q-TOF with at least 300,000 resolving power and sub-ppm accuracy, but not Agilent (we run a Waters/Thermo software environment).",
    classes: ["units", "comparison", "negation", "unanswerable"],
    kind: K.qtof,
    constraints: [atLeast("resolving-power", "300000"), contains("mass-accuracy", "< 1 ppm"), notBrand("agilent")],
    note: 'Unanswerable: the Q-TOFs with 300,000+ and "< 1 ppm" are Agilent; the 470,000 Thermo one states < 2 ppm. "software environment" is context.',
  },
  {
    q: "Is there an Orbitrap that weighs under 200 kg (old building, floor load) with an m/z range to 5,000 or beyond, for less than $200k?",
    classes: ["units", "comparison", "price"],
    kind: K.orbitrap,
    constraints: [maxAtMost("weight", "199.9 kg"), atLeast("mass-range", "5000"), price(200000, "usd")],
    note: '"under 200 kg" strict. Lighter Orbitraps reaching m/z 8,000 cost $291,060 and $446,700. "old building, floor load" is context.',
  },
  {
    q: "Triple quadrupole LC-MS/MS, not Waters, m/z to 10,000, under 550 lb installed weight, $350k max. For the clinical toxicology service.",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.qqq,
    constraints: [
      notBrand("waters"),
      atLeast("mass-range", "10000"),
      maxAtMost("weight", "249 kg"),
      price(350000, "usd"),
    ],
    note: '"550 lb" ≈ 249.5 kg, strict. A 265 kg Thermo triple quad reaching m/z 11,346 costs $188,743. "clinical toxicology service" is context.',
  },
  {
    q: "We're after a high-resolution accurate-mass instrument (Q-TOF or Orbitrap) with ≥ 400,000 resolution that is no wider than 65 cm, under €300.000.",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.highRes,
    constraints: [atLeast("resolving-power", "400000"), maxAtMost("width", "650 mm"), price(300000, "eur")],
    note: '"€300.000" = 300,000 EUR (dot thousands). A 600 mm wide 470,000 Thermo Q-TOF costs $437,850.',
  },
  {
    q: "For MRM quantitation of 200 analytes we need an instrument with < 1 ppm mass accuracy that fits a 90 cm deep bench, under $300,000.",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.qqq,
    constraints: [contains("mass-accuracy", "< 1 ppm"), maxAtMost("depth", "900 mm"), price(300000, "usd")],
    note: '"MRM quantitation" implies a triple quadrupole. "200 analytes" is context. A $188,743 sub-ppm triple quad is 1,260 mm deep.',
  },

  // ---------------------------------------------------------------- spectrophotometers
  {
    q: "Something like a NanoDrop but with a xenon flash lamp and the full 190–1,100 nm range, under $15k. Our old one died last week.",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.microvolume,
    constraints: [contains("detector", "xenon"), covers("wavelength-range", "190–1100 nm"), price(15000, "usd")],
    note: '"like a NanoDrop" = microvolume spectrophotometer (the NanoDrop itself records 190–850 nm and no lamp). A 190–1,080 nm one falls just short. "died last week" is context.',
  },
  {
    q: "Cuvette UV-Vis with deuterium and tungsten lamps, 200–1000 nm, weighing under 22 lb, budget £10k. For the undergraduate teaching lab, 4 units.",
    classes: ["units", "comparison", "price"],
    kind: K.uvVis,
    constraints: [
      contains("detector", "deuterium"),
      covers("wavelength-range", "200–1000 nm"),
      maxAtMost("weight", "9.9 kg"),
      price(10000, "gbp"),
    ],
    note: '"under 22 lb" ≈ under 9.98 kg. Two lighter deuterium UV-Vis covering 200–1,000 nm cost $19,050 and $20,750. "4 units", "teaching lab" are context.',
  },
  {
    q: "Microvolume spectrophotometer that takes 500 nL samples and is no wider than 30 cm, under $16,000 — bench space in the sequencing core is tight.",
    classes: ["units", "comparison", "price"],
    kind: K.microvolume,
    constraints: [atMost("sample-volume", "0.5 µL"), maxAtMost("width", "300 mm"), price(16000, "usd")],
    note: '"500 nL" = 0.5 µL (the range reaches down to it). A 250 mm wide 0.5 µL one costs $19,600. "sequencing core" is context.',
  },
  {
    q: "Thermo microvolume spectrophotometer with a deuterium lamp reading from 190 nm, please — to match the instruments in our partner lab.",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.microvolume,
    constraints: [brand("thermo-fisher"), contains("detector", "deuterium"), atMost("wavelength-range", "190 nm")],
    note: 'Unanswerable: Thermo microvolume instruments record xenon flash lamps (or no lamp, the NanoDrop One). "partner lab" is context.',
  },
  {
    q: "Spectrophotomètre (UV-Vis ou microvolume) avec lampe flash xénon, poids inférieur à 5,5 kg, lecture jusqu'à 900 nm. Merci de nous envoyer un devis.",
    classes: ["de-fr", "units", "comparison"],
    kind: K.spectro,
    constraints: [contains("detector", "xenon"), maxAtMost("weight", "5.4 kg"), atLeast("wavelength-range", "900 nm")],
    note: '"poids inférieur à 5,5 kg" strict (decimal comma); "lecture jusqu\'à 900 nm" = the range reaches 900 nm. A 5.5 kg xenon one fails on weight, a 5 kg one reads to 880 nm.',
  },

  // ---------------------------------------------------------------- real-time PCR
  {
    q: "6-plex qPCR on 384-well plates, unter 20.000 € — für das Diagnostik-Labor, Lieferung bis Ende Q1.",
    classes: ["de-fr", "synonym", "units", "comparison", "price"],
    kind: K.qpcr,
    constraints: [atLeast("detection-channels", "6"), contains("autosampler-capacity", "384"), price(20000, "eur")],
    note: '"6-plex" = six detection channels. "20.000 €" dot thousands. A six-channel 384-well Roche cycler costs $52,950. Lab and delivery are context.',
  },
  {
    q: "Our 96-well qPCR needs replacing: 4 channels or more, lighter than 30 kg, under $40k. Please include a demo date in December.",
    classes: ["units", "comparison", "price"],
    kind: K.qpcr,
    constraints: [
      contains("autosampler-capacity", "96-well"),
      atLeast("detection-channels", "4"),
      maxAtMost("weight", "29.9 kg"),
      price(40000, "usd"),
    ],
    note: '"lighter than 30 kg" strict. A 31 kg five-channel 96-well cycler costs €53,950. "demo date in December" is context.',
  },
  {
    q: "384-well real-time PCR system with 5+ channels that is narrower than 15 inches, under $50k, for a crowded genotyping lab.",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.qpcr,
    constraints: [
      contains("autosampler-capacity", "384"),
      atLeast("detection-channels", "5"),
      maxAtMost("width", "380 mm"),
      price(50000, "usd"),
    ],
    note: 'Unanswerable: "narrower than 15 inches" = under 381 mm; 384-well cyclers with five or more channels are 385–405 mm wide. "crowded genotyping lab" is context.',
  },
  {
    q: "qPCR-Gerät, 384-well, mindestens 4 Kanäle, Reaktionsvolumen bis 50 µL, max. 60.000 €. Ansprechpartner: Frau Dr. Weiß.",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.qpcr,
    constraints: [
      contains("autosampler-capacity", "384"),
      atLeast("detection-channels", "4"),
      atLeast("sample-volume", "50 µL"),
      price(60000, "eur"),
    ],
    note: '"Reaktionsvolumen bis 50 µL" = the volume range reaches 50 µL. A three-channel 384-well one runs to 50 µL; four-channel ones mostly stop at 30–40 µL. The contact name is context.',
  },

  // ---------------------------------------------------------------- bioreactors
  {
    q: "For 1,000 L batches in our new suite (8 ft ceiling) we need a single-use bioreactor with agitation to at least 400 rpm, under $200k. Commissioning planned for autumn.",
    classes: ["units", "comparison", "price"],
    kind: K.singleUse,
    constraints: [
      atLeast("working-volume", "1000 L"),
      atLeast("agitation", "400 rpm"),
      maxAtMost("height", "2,438 mm"),
      price(200000, "usd"),
    ],
    note: '"8 ft ceiling" = instrument height at most 2,438 mm. A 1,979 L one at 420 rpm is 2,820 mm tall. "Commissioning … autumn" is context.',
  },
  {
    q: "SUB with a ring sparger that can stir at 1,100 rpm or faster — our CHO process needs high kLa.",
    classes: ["synonym", "units", "comparison", "unanswerable"],
    kind: K.singleUse,
    constraints: [contains("gassing", "ring sparger"), atLeast("agitation", "1,100 rpm")],
    note: 'Unanswerable: "SUB" = single-use bioreactor; the ring-sparger ones stop at 290–1,040 rpm. "CHO process", "high kLa" are context.',
  },
  {
    q: "Disposable-bag bioreactor, at least 300 L working volume, under 1,300 lb so it can stand on our mezzanine, max €150k.",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.singleUse,
    constraints: [atLeast("working-volume", "300 L"), maxAtMost("weight", "589 kg"), price(150000, "eur")],
    note: '"Disposable-bag" = single-use; "1,300 lb" ≈ 589.7 kg, strict. A 380 kg 942 L one costs €243,450. "mezzanine" is context.',
  },
  {
    q: "Glass (not single-use) bioreactor that handles at least 5 L working volume and stirs to 1,500 rpm, under $45,000, for the microbial fermentation practical.",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.glassBioreactor,
    constraints: [atLeast("working-volume", "5 L"), atLeast("agitation", "1,500 rpm"), price(45000, "usd")],
    note: 'The benchtop Biostat B sizes are variants: the 5 L vessel ($43,200) qualifies, the 10 L one costs $49,800. "fermentation practical" is context.',
  },
  {
    q: "We need one glass stirred-tank vessel for everything from 10 L seed runs up to 1,500 L production, under $300k. Site: Penzberg.",
    classes: ["units", "comparison", "price"],
    kind: K.glassBioreactor,
    constraints: [covers("working-volume", "10–1500 L"), price(300000, "usd")],
    note: '"from 10 L … up to 1,500 L" = the working-volume range covers 10–1,500 L. An 8–1,380 L one falls short at the top. The site is context.',
  },
  {
    q: "Glass bioreactor, not Sartorius, stirring at 1,200 rpm or more and weighing under 2,000 lb.",
    classes: ["units", "comparison", "negation", "unanswerable"],
    kind: K.glassBioreactor,
    constraints: [notBrand("sartorius"), atLeast("agitation", "1,200 rpm"), maxAtMost("weight", "907 kg")],
    note: 'Unanswerable: "2,000 lb" ≈ 907 kg; the non-Sartorius glass vessels reaching 1,200 rpm weigh 1,000 and 1,110 kg.',
  },

  // ---------------------------------------------------------------- chromatography systems
  {
    q: "FPLC-type protein purification system with a fraction collector, at least 1 L/min and 10 bar, under $100k, not Waters. Antibody platform group, order by year end.",
    classes: ["synonym", "units", "comparison", "negation", "price"],
    kind: K.chromSystem,
    constraints: [
      contains("control", "fraction collector"),
      atLeast("flow-rate", "1 L/min"),
      atLeast("max-pressure", "10 bar"),
      notBrand("waters"),
      price(100000, "usd"),
    ],
    note: '"1 L/min" = 1,000 mL/min against the stored mL/min. Two Waters systems would qualify but for the brand. "Antibody platform group", "by year end" are context.',
  },
  {
    q: "Process chromatography skid rated for at least 200 psi and 60 L/h, with multi-wavelength UV, budget £100k.",
    classes: ["units", "comparison", "price"],
    kind: K.chromSystem,
    constraints: [
      atLeast("max-pressure", "13.8 bar"),
      atLeast("flow-rate", "60 L/h"),
      contains("control", "Multi-wavelength"),
      price(100000, "gbp"),
    ],
    note: '"200 psi" ≈ 13.8 bar (pressures stored in bar and MPa); "60 L/h" = 1,000 mL/min. A 20 bar multi-wavelength system costs €211,750.',
  },
  {
    q: "We need a purification system with a fraction collector that two people can lift onto a trolley (under 220 lb) and that still pumps 1,000 mL/min.",
    classes: ["synonym", "units", "comparison", "unanswerable"],
    kind: K.chromSystem,
    constraints: [
      contains("control", "fraction collector"),
      maxAtMost("weight", "99.7 kg"),
      atLeast("flow-rate", "1,000 mL/min"),
    ],
    note: 'Unanswerable: "under 220 lb" ≈ under 99.8 kg; the light systems with fraction collectors (54 and 80 kg) pump 25 and 800 mL/min.',
  },
  {
    q: "Lab-scale protein purification system rated to at least 15 MPa, with fraction collector, under $75k, for the structural biology group.",
    classes: ["units", "comparison", "price"],
    kind: K.chromSystem,
    constraints: [atLeast("max-pressure", "15 MPa"), contains("control", "fraction collector"), price(75000, "usd")],
    note: '"15 MPa" = 150 bar; only the ÄKTA pure (20 MPa) reaches it; the others stop at 2 MPa / 20 bar. "structural biology group" is context.',
  },

  // ---------------------------------------------------------------- syringe filters
  {
    q: "Sterile nylon syringe filters, 250 nm pores or finer, in packs of 50, under $400 per pack. We'd order 20 packs for the cell-culture core.",
    classes: ["units", "comparison", "price"],
    kind: K.syringeFilter,
    constraints: [
      oneOf("membrane", "Nylon"),
      sterile(true),
      maxAtMost("pore-size", "0.25 µm"),
      equals("pack-size", "50"),
      price(400, "usd"),
    ],
    note: '"250 nm" = 0.25 µm. Other sterile nylon filters are 0.65–0.7 µm. "20 packs" is context.',
  },
  {
    q: "Non-sterile PTFE syringe filters, at least 20 mm diameter, 250 per pack, max 1.400 € per pack — for organic solvent prep.",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.syringeFilter,
    constraints: [
      oneOf("membrane", "PTFE"),
      sterile(false),
      atLeast("diameter", "20 mm"),
      equals("pack-size", "250"),
      price(1400, "eur"),
    ],
    note: 'Unanswerable: the non-sterile PTFE filters are 4 and 5 mm. "1.400 €" dot thousands. "organic solvent prep" is context.',
  },
  {
    q: "Sterile PES syringe filters with 0.3 µm pores or smaller and at least 1.5 cm² area, 50/pk, under €280 a pack. Standing order, monthly.",
    classes: ["units", "comparison", "price"],
    kind: K.syringeFilter,
    constraints: [
      oneOf("membrane", "PES"),
      sterile(true),
      maxAtMost("pore-size", "0.3 µm"),
      atLeast("filtration-area", "1.5 cm²"),
      equals("pack-size", "50"),
      price(280, "eur"),
    ],
    note: 'A 0.3 µm 1.9 cm² PES filter costs €290 per 50. "Standing order, monthly" is context.',
  },
  {
    q: "PVDF syringe filters in an acrylic housing, 30 mm or larger, box of 250 under $1,200.",
    classes: ["units", "comparison", "price"],
    kind: K.syringeFilter,
    constraints: [
      oneOf("membrane", "PVDF"),
      contains("material", "acrylic"),
      atLeast("diameter", "30 mm"),
      equals("pack-size", "250"),
      price(1200, "usd"),
    ],
    note: "Housing on the recorded `material`. The 32 and 33 mm PVDF filters have polypropylene or unstated housings.",
  },

  // ---------------------------------------------------------------- LC columns
  {
    q: "HILIC column with particles of 3 µm or less, rated to 15,000 psi, 100 mm long, under $1,600 — for the glycan project starting next month.",
    classes: ["units", "comparison", "price"],
    kind: K.lcColumn,
    constraints: [
      inTitle("HILIC"),
      maxAtMost("particle-size", "3 µm"),
      atLeast("max-pressure", "1,034 bar"),
      equals("column-length", "100 mm"),
      price(1600, "usd"),
    ],
    note: '"15,000 psi" ≈ 1,034 bar. A 2.2 µm HILIC column is rated 420 bar. "glycan project" is context.',
  },
  {
    q: "Phenyl-Hexyl column, stable from pH 1 to 11, particles ≤ 2 µm, 15 cm long, under $1,000.",
    classes: ["units", "comparison", "price"],
    kind: K.lcColumn,
    constraints: [
      inTitle("Phenyl-Hexyl"),
      covers("ph-range", "1–11"),
      maxAtMost("particle-size", "2 µm"),
      equals("column-length", "150 mm"),
      price(1000, "usd"),
    ],
    note: '"15 cm" = 150 mm. The 1.9 µm Phenyl-Hexyl column is pH 2–10.',
  },
  {
    q: "C8-Säule mit ethylenverbrückten Hybridpartikeln, Innendurchmesser mind. 3 mm, pH-stabil bis 12. Wir bestellen 5 Stück.",
    classes: ["de-fr", "units", "comparison", "unanswerable"],
    kind: K.lcColumn,
    constraints: [
      inTitle("C8"),
      contains("material", "Ethylene-bridged"),
      atLeast("internal-diameter", "3 mm"),
      atLeast("ph-range", "12"),
    ],
    note: 'Unanswerable: the only hybrid C8 of 3 mm ID or more (3.6 mm) is pH 2–10; the pH 1–12 one is 1 mm ID. "5 Stück" is context.',
  },
  {
    q: "C18 column with at least 4.0 mm ID, 10 cm long, max €1.500 — replacing the column on our legacy HPLC method.",
    classes: ["units", "comparison", "price"],
    kind: K.lcColumn,
    constraints: [
      inTitle("C18"),
      atLeast("internal-diameter", "4 mm"),
      equals("column-length", "100 mm"),
      price(1500, "eur"),
    ],
    note: '"10 cm" = 100 mm; "€1.500" = 1,500 EUR. A 3.9 mm ID C18 falls just short. "legacy HPLC method" is context.',
  },

  // ---------------------------------------------------------------- vials
  {
    q: "Amber glass vials, 1.5 mL, 12 mm, packs of 100, under $200 a pack. Our LC-MS autosampler takes 12 x 32 mm.",
    classes: ["units", "comparison", "price"],
    kind: K.vial,
    constraints: [
      contains("material", "amber"),
      equals("volume", "1.5 mL"),
      equals("diameter", "12 mm"),
      equals("pack-size", "100"),
      price(200, "usd"),
    ],
    note: '"12 x 32 mm" restates the 12 mm diameter (no height recorded). An amber 1.5 mL vial comes in packs of 1,000 only.',
  },
  {
    q: "Polypropylene vials, 10 mL, 1000 per case, under €250 per case — glass-free for our trace-metal work.",
    classes: ["units", "comparison", "price"],
    kind: K.vial,
    constraints: [
      contains("material", "Polypropylene"),
      equals("volume", "10 mL"),
      equals("pack-size", "1000"),
      price(250, "eur"),
    ],
    note: '"glass-free" restates polypropylene; "trace-metal work" is context. The other 10 mL PP vials come in 100s.',
  },
  {
    q: "Clear borosilicate 20 mL vials with 12 mm diameter, 1000/pk, for our headspace autosampler retrofit.",
    classes: ["units", "unanswerable"],
    kind: K.vial,
    constraints: [
      contains("material", "clear"),
      contains("material", "borosilicate"),
      equals("volume", "20 mL"),
      equals("diameter", "12 mm"),
      equals("pack-size", "1000"),
    ],
    note: 'Unanswerable: the clear glass 20 mL vials are 22.5 mm. "headspace autosampler retrofit" is context.',
  },
  {
    q: "Amber crimp-top headspace vials, 2 mL, 22.5 mm, please — 5 cases for the flavour lab.",
    classes: ["units"],
    kind: K.vial,
    constraints: [
      inTitle("Headspace"),
      contains("material", "amber"),
      equals("volume", "2 mL"),
      equals("diameter", "22.5 mm"),
    ],
    note: 'Headspace judged on titles. An amber 2 mL headspace vial of 12 mm diameter fails. "5 cases" is context.',
  },

  // ---------------------------------------------------------------- pipette tips
  {
    q: "Sterile filter tips for 1000 µL pipettes, racks of 480, any brand but Thermo, under $160 per rack.",
    classes: ["units", "negation", "price"],
    kind: K.tip,
    constraints: [
      contains("material", "filter"),
      sterile(true),
      equals("volume", "1000 µL"),
      equals("pack-size", "480"),
      notBrand("thermo-fisher"),
      price(160, "usd"),
    ],
    note: '"1000 µL" = 1 mL (recorded as either). A Thermo 480-rack qualifies but for the brand.',
  },
  {
    q: "Low-retention 10 µL tips, non-sterile, box of 1000, under 90 € per box — we go through a lot in the proteomics facility.",
    classes: ["units", "price"],
    kind: K.tip,
    constraints: [
      contains("material", "Low-retention"),
      sterile(false),
      equals("volume", "10 µL"),
      equals("pack-size", "1000"),
      price(90, "eur"),
    ],
    note: 'A $103 box of 1,000 non-sterile low-retention tips is over €90. "proteomics facility" is context.',
  },
  {
    q: "Sterile low-retention tips in boxes of 960 — but not Millipore, we are consolidating suppliers.",
    classes: ["units", "negation", "unanswerable"],
    kind: K.tip,
    constraints: [contains("material", "Low-retention"), sterile(true), equals("pack-size", "960"), notBrand("merck")],
    note: 'Unanswerable: the only sterile low-retention tips in 960s are Millipore (Merck). "consolidating suppliers" is context.',
  },
  {
    q: "Pointes à filtre 200 µl, non stériles, boîte de 1000, moins de 60 $ la boîte. Commande pour l'équipe de Lyon.",
    classes: ["de-fr", "units", "price"],
    kind: K.tip,
    constraints: [
      contains("material", "filter"),
      sterile(false),
      equals("volume", "200 µL"),
      equals("pack-size", "1000"),
      price(60, "usd"),
    ],
    note: '"pointes à filtre" = filter tips; "60 $" US dollars. A 960-box costs $56. "équipe de Lyon" is context.',
  },

  // ---------------------------------------------------------------- microplates
  {
    q: "Black sterile 384-well plates for a fluorescence screen, under $250 per pack.",
    classes: ["units", "price"],
    kind: K.plate,
    constraints: [inTitle("384-Well"), contains("material", "black"), sterile(true), price(250, "usd")],
    note: "384-well judged on titles. The other black 384-well plates are non-sterile.",
  },
  {
    q: "Clear flat-bottom 96-well plates, sterile, 100 per case, under €100 per case. Weekly standing order for the ELISA lab.",
    classes: ["units", "price", "unanswerable"],
    kind: K.plate,
    constraints: [
      inTitle("96-Well"),
      contains("material", "clear flat bottom"),
      sterile(true),
      equals("pack-size", "100"),
      price(100, "eur"),
    ],
    note: 'Unanswerable: the sterile clear 96-well plates in 100s cost €106 and $293. "Weekly standing order" is context.',
  },
  {
    q: "Sterile polypropylene V-bottom 384-well plates, 100 per case, for compound storage.",
    classes: ["units"],
    kind: K.plate,
    constraints: [inTitle("384-Well"), contains("material", "V-bottom"), sterile(true), equals("pack-size", "100")],
    note: 'Sterile V-bottom 384-well plates also come in 25s and 50s. "compound storage" is context.',
  },

  // ---------------------------------------------------------------- diagnostic kits
  {
    q: "IL-6 ELISA for serum with at least 100 tests per kit and sensitivity of 3 pg/mL or better. For the sepsis cohort study (n=400).",
    classes: ["units", "comparison"],
    kind: K.elisa,
    constraints: [
      contains("targets", "IL-6"),
      contains("sample-type", "serum"),
      atLeast("tests-per-kit", "100"),
      maxAtMost("sensitivity", "3 pg/mL"),
    ],
    note: '"3 pg/mL or better" = sensitivity at most 3 pg/mL. "sepsis cohort study (n=400)" is context. The Invitrogen IL-6 kit records no `targets` and 96 tests.',
  },
  {
    q: "Procalcitonin ELISA that works on whole blood, result in under an hour, at least 48 tests per kit.",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.elisa,
    constraints: [
      contains("targets", "Procalcitonin"),
      contains("sample-type", "whole blood"),
      maxAtMost("time-to-result", "59 min"),
      atLeast("tests-per-kit", "48"),
    ],
    note: "Unanswerable: the whole-blood procalcitonin ELISA (47 min) has 20 tests per kit.",
  },
  {
    q: "TNF-alpha immunoassay for serum samples, 100+ tests per kit, under $700 — we need 6 kits for the rheumatology trial.",
    classes: ["units", "comparison", "price"],
    kind: K.immunoassay,
    constraints: [
      contains("targets", "TNF-alpha"),
      contains("sample-type", "serum"),
      atLeast("tests-per-kit", "100"),
      price(700, "usd"),
    ],
    note: 'A 200-test TNF-alpha immunoassay from nasopharyngeal swabs costs $643. "6 kits", "rheumatology trial" are context.',
  },
  {
    q: "CRP rapid test that runs on serum, 20 tests, under $1,500 per kit.",
    classes: ["synonym", "units", "price"],
    kind: K.rapidTest,
    constraints: [
      contains("targets", "CRP"),
      contains("sample-type", "serum"),
      equals("tests-per-kit", "20"),
      price(1500, "usd"),
    ],
    note: '"rapid test" = rapid antigen test. The other CRP rapid tests take nasopharyngeal swabs.',
  },
  {
    q: "PCR master mix, 500 reactions, that is stored frozen at -20 °C, under $300. Ship on dry ice to the virology lab.",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.masterMix,
    constraints: [equals("tests-per-kit", "500"), covers("storage-temperature", "-20 °C"), price(300, "usd")],
    note: '"reactions" = tests per kit; "stored frozen at -20 °C" = the storage range covers -20 °C. The Roche SYBR Green master (500, -25 to -15 °C) costs $412. "dry ice", "virology lab" are context.',
  },
  {
    q: "Point-of-care PCR test from swabs with a result in under 30 minutes, at least 48 tests per kit, for the emergency department.",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.pocTest,
    constraints: [
      contains("sample-type", "swab"),
      maxAtMost("time-to-result", "29 min"),
      atLeast("tests-per-kit", "48"),
    ],
    note: 'Unanswerable: the swab point-of-care PCR test (20 min) has 20 tests per kit. "emergency department" is context.',
  },
  {
    q: "Any diagnostic kit for SARS-CoV-2 and flu from nasopharyngeal swabs, 100 tests, that can be stored at room temperature (15–30 °C) — our clinic has no fridge space.",
    classes: ["units", "comparison"],
    kind: K.diagnosticKit,
    constraints: [
      contains("targets", "SARS-CoV-2"),
      contains("sample-type", "nasopharyngeal"),
      equals("tests-per-kit", "100"),
      covers("storage-temperature", "15–30 °C"),
    ],
    note: '"stored at room temperature (15–30 °C)" = the storage range covers 15–30 °C. "no fridge space" restates it. The swab master mix has 48 tests; the cobas Liat test is stored at 2–8 °C.',
  },
];

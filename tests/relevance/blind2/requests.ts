// The second blind relevance set (README.md in this folder): requests as lab buyers write them, each judged
// by tests on recorded catalogue data. Written 2026-11-28 by a helper who had not read the finder, the store
// search, the tuned set or the first blind set's judgements. FROZEN: never tune the parser or the ranking on
// these, never edit a request to match an output; report results on this set apart from the tuned set and
// apart from the first blind set (tests/relevance/blind/).
//
// The format is the first blind set's (../blind/types.ts); label.ts grades every product with its labeler.
import type { BlindRequest, Constraint, Kind } from "../blind/types";

/**
 * The exchange rates the thresholds below were chosen for (US dollars per unit). label.ts reads the shop's
 * own rates (content/seed/currencies.json, usdPerUnit) and stops when they differ from these, because a
 * price threshold chosen for one rate may sit on an edge at another.
 */
export const EXPECTED_RATES_TO_USD: Record<string, number> = { usd: 1, eur: 1.08, gbp: 1.27 };

const kind = (name: string, ...tests: Kind["tests"]): Kind => ({ name, tests });

export const KINDS = {
  centrifuge: kind("centrifuge", { key: "equipment-type", values: ["Centrifuge"] }),
  co2Incubator: kind("CO2 incubator", { key: "equipment-type", values: ["CO2 incubator"] }),
  bsc: kind("biosafety cabinet", { key: "equipment-type", values: ["Biosafety cabinet"] }),
  balance: kind("analytical balance", { key: "equipment-type", values: ["Analytical balance"] }),
  waterSystem: kind("water purification system", { key: "equipment-type", values: ["Water purification"] }),
  freezeDryer: kind(
    "freeze dryer (lab or pilot / production)",
    { key: "equipment-type", values: ["Freeze dryer"] },
    { key: "system-type", values: ["Freeze dryer"] },
  ),
  labFreezeDryer: kind("laboratory freeze dryer", {
    category: "life-sciences-equipment",
    key: "equipment-type",
    values: ["Freeze dryer"],
  }),
  pilotFreezeDryer: kind("pilot / production freeze dryer", {
    category: "biopharma-machinery",
    key: "system-type",
    values: ["Freeze dryer"],
  }),
  bioreactor: kind("bioreactor (single-use or glass)", {
    key: "system-type",
    values: ["Single-use bioreactor", "Glass bioreactor"],
  }),
  chromSystem: kind("protein / process chromatography system", {
    key: "system-type",
    values: ["Chromatography system"],
  }),
  lcSystem: kind("HPLC / UHPLC system", { key: "technique", values: ["UHPLC", "HPLC"] }),
  massSpec: kind("mass spectrometer", {
    key: "technique",
    values: ["Q-TOF LC/MS", "Orbitrap MS", "Triple quadrupole MS"],
  }),
  gc: kind("gas chromatograph", { key: "technique", values: ["Gas chromatograph"] }),
  spectro: kind("spectrophotometer", {
    key: "technique",
    values: ["UV-Vis spectrophotometer", "Microvolume spectrophotometer"],
  }),
  qpcr: kind("real-time PCR instrument", { key: "technique", values: ["Real-time PCR"] }),
  syringeFilter: kind("syringe filter", { key: "product-type", values: ["Syringe filter"] }),
  lcColumn: kind("LC column", { key: "product-type", values: ["LC column"] }),
  vial: kind("vial", { key: "product-type", values: ["Vial"] }),
  tip: kind("pipette tip", { key: "product-type", values: ["Pipette tip"] }),
  plate: kind("microplate", { key: "product-type", values: ["Microplate"] }),
  elisa: kind("ELISA kit", { key: "assay-type", values: ["ELISA"] }),
  immunoassay: kind("immunoassay kit (ELISA or other immunoassay)", {
    key: "assay-type",
    values: ["Immunoassay", "ELISA"],
  }),
  diagnosticKit: kind("diagnostic kit (any assay)", {
    key: "assay-type",
    values: ["Immunoassay", "ELISA", "PCR master mix", "Molecular point-of-care test", "Rapid antigen test"],
  }),
} satisfies Record<string, Kind>;

const K = KINDS;
const SINGLE_USE: Constraint = { spec: "single-use", op: "oneOf", values: ["yes"] };

export const REQUESTS: BlindRequest[] = [
  // ---------------------------------------------------------------- plain, easy
  {
    q: "Q-TOF LC/MS",
    classes: ["plain"],
    kind: K.massSpec,
    constraints: [{ spec: "technique", op: "oneOf", values: ["Q-TOF LC/MS"] }],
  },
  {
    q: "gas chromatograph w/ NPD detector",
    classes: ["plain"],
    kind: K.gc,
    constraints: [{ spec: "inlets-detectors", op: "contains", words: ["NPD"] }],
    note: "Judged on the recorded inlets/detectors text (it names the detectors a GC takes).",
  },
  {
    q: "Agilent UV-Vis spectrophotometer",
    classes: ["plain"],
    kind: K.spectro,
    constraints: [{ spec: "technique", op: "oneOf", values: ["UV-Vis spectrophotometer"] }, { brand: ["agilent"] }],
  },
  {
    q: "sterile 96-well plates",
    classes: ["plain"],
    kind: K.plate,
    constraints: [
      { words: ["96-well"], in: "title" },
      { spec: "sterile", op: "oneOf", values: ["yes"] },
    ],
    note: "The well count is recorded only in titles (no attribute); judged as the word in the title.",
  },
  {
    q: "headspace vials 20 mL",
    classes: ["plain", "units"],
    kind: K.vial,
    constraints: [
      { words: ["headspace"], in: "title" },
      { spec: "volume", op: "equals", value: "20 mL" },
    ],
  },
  {
    q: "PCR master mix",
    classes: ["plain"],
    kind: K.diagnosticKit,
    constraints: [{ spec: "assay-type", op: "oneOf", values: ["PCR master mix"] }],
  },

  // ---------------------------------------------------------------- kinds by other names
  {
    q: "PCT test kits",
    classes: ["synonym"],
    kind: K.diagnosticKit,
    constraints: [{ spec: "targets", op: "contains", words: ["procalcitonin"] }],
    note: "PCT = procalcitonin; judged on the recorded targets, any assay type.",
  },
  {
    q: "Waters UPLC",
    classes: ["synonym", "plain"],
    kind: K.lcSystem,
    constraints: [{ spec: "technique", op: "oneOf", values: ["UHPLC"] }, { brand: ["waters"] }],
    note: "UPLC is Waters' name for UHPLC.",
  },
  {
    q: "ÄKTA alternative, under 100k",
    classes: ["synonym", "price"],
    kind: K.chromSystem,
    constraints: [
      { notWords: ["ÄKTA", "AKTA"], in: "title" },
      { price: "atMost", amount: 100_000, currency: "usd" },
    ],
    note: 'ÄKTA = a protein purification (FPLC) system; "alternative" excludes the ÄKTA itself; "100k" without a currency is read as US dollars.',
  },
  {
    q: "HRMS with sub-1 ppm mass accuracy",
    classes: ["synonym", "comparison"],
    kind: K.massSpec,
    constraints: [
      { spec: "technique", op: "oneOf", values: ["Q-TOF LC/MS", "Orbitrap MS"] },
      { spec: "mass-accuracy", op: "contains", words: ["< 1 ppm"] },
    ],
    note: 'HRMS (high-resolution MS) = Q-TOF or Orbitrap; a triple quad is the right family but not HRMS (grade 1) whatever resolving power it records. Mass accuracy is text; "< 1 ppm" in it.',
  },
  {
    q: "LC-MS/MS for quant, under $280k",
    classes: ["synonym", "price"],
    kind: K.massSpec,
    constraints: [
      { spec: "technique", op: "oneOf", values: ["Triple quadrupole MS"] },
      { price: "atMost", amount: 280_000, currency: "usd" },
    ],
    note: "LC-MS/MS for quantitation = a triple quadrupole.",
  },
  {
    q: "MSC class 2, max 12000 USD",
    classes: ["synonym", "price"],
    kind: K.bsc,
    constraints: [
      { spec: "bsc-class", op: "oneOf", values: ["Class II, Type A2", "Class II, Type B2"] },
      { price: "atMost", amount: 12_000, currency: "usd" },
    ],
    note: "MSC (microbiological safety cabinet) is the British name for a biosafety cabinet; class 2 = any Class II type.",
  },
  {
    q: "disposable bioreactor that goes down to 5 L working volume",
    classes: ["synonym", "comparison", "units"],
    kind: K.bioreactor,
    constraints: [SINGLE_USE, { spec: "working-volume", op: "atMost", value: "5 L" }],
    note: "Disposable = single-use; the lower end of the working volume is 5 L or less.",
  },
  {
    q: "5-place balance under $5,500",
    classes: ["synonym", "units", "price"],
    kind: K.balance,
    constraints: [
      { spec: "readability", op: "equals", value: "0.01 mg" },
      { price: "atMost", amount: 5_500, currency: "usd" },
    ],
    note: "5-place = five decimals of a gram, 0.00001 g = 0.01 mg readability (the variant with it).",
  },
  {
    q: "real time thermocycler for 384 well plates",
    classes: ["synonym", "units"],
    kind: K.qpcr,
    constraints: [{ spec: "autosampler-capacity", op: "contains", words: ["384-well"] }],
    note: 'Real-time thermocycler = qPCR instrument; "384 well" is a plate format (a count, not a volume).',
  },
  {
    q: "something to measure DNA concentration from half a microlitre of sample",
    classes: ["synonym", "units", "comparison"],
    kind: K.spectro,
    constraints: [{ spec: "sample-volume", op: "atMost", value: "0.5 µL" }],
    note: "The need implies a (microvolume) spectrophotometer whose sample-volume range reaches down to 0.5 µL. Generated UV-Vis spectrophotometers also record a µL sample volume and are judged on it.",
  },
  {
    q: "300ul PP vials",
    classes: ["synonym", "units"],
    kind: K.vial,
    constraints: [
      { spec: "volume", op: "equals", value: "300 µL" },
      { spec: "material", op: "contains", words: ["polypropylene"] },
    ],
    note: "PP = polypropylene.",
  },
  {
    q: "type 1 water purifier",
    classes: ["synonym"],
    kind: K.waterSystem,
    constraints: [],
    note: "Type 1 (ultrapure) water = a water purification system; the one in the catalogue makes it.",
  },
  {
    q: "cell culture incubator, budget up to $8,000",
    classes: ["synonym", "price"],
    kind: K.co2Incubator,
    constraints: [{ price: "atMost", amount: 8_000, currency: "usd" }],
    note: 'Cell culture incubator = CO2 incubator; "up to" here is a ceiling on the price.',
  },
  {
    q: "lyophiliser, bench-top, under 15k dollars",
    classes: ["synonym", "price"],
    kind: K.freezeDryer,
    constraints: [
      { words: ["benchtop", "bench-top"], in: "text" },
      { price: "atMost", amount: 15_000, currency: "usd" },
    ],
    note: 'Lyophiliser = freeze dryer (lab or pilot); "bench-top" is judged as the word in title, subtitle or description.',
  },

  // ---------------------------------------------------------------- comparisons
  {
    q: "GC oven max temp 800°F or higher",
    classes: ["comparison", "units"],
    kind: K.gc,
    constraints: [{ spec: "oven-temperature", op: "atLeast", value: "800 °F" }],
    note: "800 °F = 426.7 °C; the oven range reaches it.",
  },
  {
    q: "HPLC with max pressure between 600 and 800 bar",
    classes: ["comparison", "units"],
    kind: K.lcSystem,
    constraints: [{ spec: "max-pressure", op: "within", value: "600–800 bar" }],
    note: "HPLC read as the family (a UHPLC is an HPLC); the recorded maximum pressure lies in 600–800 bar (psi values converted).",
  },
  {
    q: "centrifuge 20,000-30,000 xg",
    classes: ["comparison", "units"],
    kind: K.centrifuge,
    constraints: [{ spec: "max-rcf", op: "within", value: "20,000–30,000 × g" }],
    note: "The maximum RCF lies between 20,000 and 30,000 × g.",
  },
  {
    q: "qPCR, 5 or more channels, below 40k",
    classes: ["comparison", "price"],
    kind: K.qpcr,
    constraints: [
      { spec: "detection-channels", op: "atLeast", value: "5" },
      { price: "atMost", amount: 40_000, currency: "usd" },
    ],
    note: '"40k" without a currency is read as US dollars.',
  },
  {
    q: "100mm column, sub-2 micron particles",
    classes: ["comparison", "units"],
    kind: K.lcColumn,
    constraints: [
      { spec: "column-length", op: "equals", value: "100 mm" },
      { spec: "particle-size", op: "maxAtMost", value: "2 µm" },
    ],
    note: "Sub-2 µm = particle size below 2 µm (no column records exactly 2 µm); the 100 mm length is a variant.",
  },
  {
    q: "single-use bioreactor for batches anywhere between 200 and 600 L",
    classes: ["comparison", "units"],
    kind: K.bioreactor,
    constraints: [SINGLE_USE, { spec: "working-volume", op: "covers", value: "200–600 L" }],
    note: '"Anywhere between" = the working-volume range covers the whole 200–600 L span.',
  },
  {
    q: "pilot freeze dryer: condenser -80C or colder, shelf area 5 m2 or more",
    classes: ["comparison", "units"],
    kind: K.pilotFreezeDryer,
    constraints: [
      { spec: "condenser-temperature", op: "atMost", value: "-80 °C" },
      { spec: "shelf-area", op: "atLeast", value: "5 m²" },
    ],
  },
  {
    q: "ELISA with a sensitivity of 0.002 ng/mL or better",
    classes: ["comparison", "units"],
    kind: K.elisa,
    constraints: [{ spec: "sensitivity", op: "maxAtMost", value: "0.002 ng/mL" }],
    note: "0.002 ng/mL = 2 pg/mL; better = a lower detection limit.",
  },
  {
    q: "immunoassay with results in under 80 min",
    classes: ["comparison", "units"],
    kind: K.immunoassay,
    constraints: [{ spec: "time-to-result", op: "maxAtMost", value: "80 min" }],
    note: "Immunoassay read as immunoassays including ELISA; no kit records exactly 80 min, so under = at most.",
  },
  {
    q: "spectrophotometer that goes up to 1100 nm",
    classes: ["comparison", "units"],
    kind: K.spectro,
    constraints: [{ spec: "wavelength-range", op: "atLeast", value: "1100 nm" }],
    note: '"Up to" as a capability: the wavelength range reaches 1,100 nm.',
  },

  // ---------------------------------------------------------------- units and numbers
  {
    q: "0.2 ml pipette tips, sterile, 480/pack",
    classes: ["units"],
    kind: K.tip,
    constraints: [
      { spec: "volume", op: "equals", value: "0.2 mL" },
      { spec: "sterile", op: "oneOf", values: ["yes"] },
      { spec: "pack-size", op: "equals", value: "480" },
    ],
    note: "0.2 mL = 200 µL; 480 is tips per pack.",
  },
  {
    q: "low retension tips 1ml, non-sterile",
    classes: ["units", "negation"],
    kind: K.tip,
    constraints: [
      { spec: "material", op: "contains", words: ["low-retention"] },
      { spec: "volume", op: "equals", value: "1 mL" },
      { spec: "sterile", op: "oneOf", values: ["no"] },
    ],
    note: 'Typo "retension". Low retention is judged on the recorded material, not the title (generated titles say "Low-Retention" or "Filter" independently of the material).',
  },
  {
    q: "deep well plate 2ml",
    classes: ["units"],
    kind: K.plate,
    constraints: [{ spec: "volume", op: "equals", value: "2 mL" }],
    note: 'Judged on the recorded well volume (2 mL); the title word "Deep-Well" is not tied to the volume in generated plates.',
  },
  {
    q: "analytical balance 0.1 mg, 220 g capacity, at most £3,500",
    classes: ["units", "price"],
    kind: K.balance,
    constraints: [
      { spec: "readability", op: "equals", value: "0.1 mg" },
      { spec: "weighing-capacity", op: "equals", value: "220 g" },
      { price: "atMost", amount: 3_500, currency: "gbp" },
    ],
  },
  {
    q: "UHPLC column rated at least 16,000 psi",
    classes: ["units", "comparison"],
    kind: K.lcColumn,
    constraints: [{ spec: "max-pressure", op: "atLeast", value: "16,000 psi" }],
    note: "16,000 psi = 1,103 bar; rated = the column's maximum pressure is at least that.",
  },
  {
    q: "protein purification system rated 2 MPa or higher",
    classes: ["units", "comparison"],
    kind: K.chromSystem,
    constraints: [{ spec: "max-pressure", op: "atLeast", value: "2 MPa" }],
    note: "2 MPa = 20 bar.",
  },
  {
    q: "microvolume spectrophotmeter under 13 lbs",
    classes: ["units", "comparison"],
    kind: K.spectro,
    constraints: [
      { spec: "technique", op: "oneOf", values: ["Microvolume spectrophotometer"] },
      { spec: "weight", op: "maxAtMost", value: "13 lb" },
    ],
    note: 'Typo "spectrophotmeter". 13 lb = 5.9 kg.',
  },
  {
    q: "B2 biosafety cabinet no wider than 60 in",
    classes: ["units", "comparison"],
    kind: K.bsc,
    constraints: [
      { spec: "bsc-class", op: "oneOf", values: ["Class II, Type B2"] },
      { spec: "width", op: "maxAtMost", value: "60 in" },
    ],
    note: "60 in = 1,524 mm; the narrow (1,340 mm) variant fits.",
  },
  {
    q: "PCR master mix 500 reactions",
    classes: ["units"],
    kind: K.diagnosticKit,
    constraints: [
      { spec: "assay-type", op: "oneOf", values: ["PCR master mix"] },
      { spec: "tests-per-kit", op: "equals", value: "500" },
    ],
    note: "Reactions = tests per kit (a count).",
  },
  {
    q: "centrifuge ≥20,000 rpm and ≥30,000 ×g, under $20k",
    classes: ["units", "comparison", "price"],
    kind: K.centrifuge,
    constraints: [
      { spec: "max-speed", op: "atLeast", value: "20,000 rpm" },
      { spec: "max-rcf", op: "atLeast", value: "30,000 × g" },
      { price: "atMost", amount: 20_000, currency: "usd" },
    ],
    note: "Speed and RCF are recorded separately and both are tested.",
  },

  // ---------------------------------------------------------------- prices
  {
    q: "centrifuge under €5,000",
    classes: ["price"],
    kind: K.centrifuge,
    constraints: [{ price: "atMost", amount: 5_000, currency: "eur" }],
  },
  {
    q: "GC over €45,000",
    classes: ["price"],
    kind: K.gc,
    constraints: [{ price: "atLeast", amount: 45_000, currency: "eur" }],
  },
  {
    q: "orbitrap for less than 260 000 dollars",
    classes: ["price"],
    kind: K.massSpec,
    constraints: [
      { spec: "technique", op: "oneOf", values: ["Orbitrap MS"] },
      { price: "atMost", amount: 260_000, currency: "usd" },
    ],
  },
  {
    q: "HPLC between $70k and $80k",
    classes: ["price", "comparison"],
    kind: K.lcSystem,
    constraints: [
      { price: "atLeast", amount: 70_000, currency: "usd" },
      { price: "atMost", amount: 80_000, currency: "usd" },
    ],
    note: "HPLC read as the family (HPLC or UHPLC).",
  },
  {
    q: "single-use bioreactor under 90k EUR",
    classes: ["price"],
    kind: K.bioreactor,
    constraints: [SINGLE_USE, { price: "atMost", amount: 90_000, currency: "eur" }],
  },
  {
    q: "production lyophilizer between 300k and 360k USD",
    classes: ["price", "comparison"],
    kind: K.pilotFreezeDryer,
    constraints: [
      { price: "atLeast", amount: 300_000, currency: "usd" },
      { price: "atMost", amount: 360_000, currency: "usd" },
    ],
    note: "Production lyophilizer = the pilot / production freeze dryers of Biopharma Machinery.",
  },
  {
    q: "qPCR cycler, max £20,000",
    classes: ["price"],
    kind: K.qpcr,
    constraints: [{ price: "atMost", amount: 20_000, currency: "gbp" }],
  },

  // ---------------------------------------------------------------- negations
  {
    q: "biosafty cabinet, not B2",
    classes: ["negation"],
    kind: K.bsc,
    constraints: [{ spec: "bsc-class", op: "notOneOf", values: ["Class II, Type B2"] }],
    note: 'Typo "biosafty".',
  },
  {
    q: "UHPLC column that isn't C18, 1000 bar or more",
    classes: ["negation", "comparison", "units"],
    kind: K.lcColumn,
    constraints: [
      { notWords: ["C18"], in: "title" },
      { spec: "max-pressure", op: "atLeast", value: "1000 bar" },
    ],
    note: "The phase (C18, C8, HILIC, phenyl-hexyl) is recorded only in titles.",
  },
  {
    q: "GC without TCD",
    classes: ["negation"],
    kind: K.gc,
    constraints: [{ spec: "inlets-detectors", op: "notContains", words: ["TCD"] }],
    note: "Judged on the recorded inlets/detectors text: TCD not among the detectors it takes.",
  },
  {
    q: "6-channel qPCR, non-Roche",
    classes: ["negation"],
    kind: K.qpcr,
    constraints: [{ spec: "detection-channels", op: "equals", value: "6" }, { notBrand: ["roche"] }],
  },
  {
    q: "mass spectrometer except Waters, under $250k",
    classes: ["negation", "price"],
    kind: K.massSpec,
    constraints: [{ notBrand: ["waters"] }, { price: "atMost", amount: 250_000, currency: "usd" }],
  },
  {
    q: "CO2 incubater, 150 L or more, no direct-heat models",
    classes: ["negation", "comparison", "units"],
    kind: K.co2Incubator,
    constraints: [
      { spec: "chamber-volume", op: "atLeast", value: "150 L" },
      { notWords: ["direct-heat"], in: "title" },
    ],
    note: 'Typo "incubater". Direct heat is recorded only in titles ("Direct-Heat CO2 Incubator").',
  },
  {
    q: "analytcal balance without ionizer, 0.01 mg, under 8000 dollars",
    classes: ["negation", "units", "price"],
    kind: K.balance,
    constraints: [
      { spec: "notes", op: "notContains", words: ["ionizer"] },
      { spec: "readability", op: "equals", value: "0.01 mg" },
      { price: "atMost", amount: 8_000, currency: "usd" },
    ],
    note: 'Typo "analytcal". The ionizer is recorded in the notes attribute.',
  },
  {
    q: "filterless 200 µl tips",
    classes: ["negation", "units"],
    kind: K.tip,
    constraints: [
      { spec: "material", op: "notContains", words: ["filter"] },
      { spec: "volume", op: "equals", value: "200 µL" },
    ],
    note: "Filter judged on the recorded material (titles contradict it in generated tips).",
  },
  {
    q: "non-benchtop centrifuge for 6 x 250 mL bottles",
    classes: ["negation", "units"],
    kind: K.centrifuge,
    constraints: [
      { spec: "capacity", op: "contains", words: ["6 x 250 mL"] },
      { notWords: ["benchtop", "bench-top"], in: "text" },
    ],
    note: 'Benchtop is judged as the word in title, subtitle or description ("Refrigerated Benchtop Centrifuge"); a centrifuge whose text does not say it is read as not benchtop. The rotor is the recorded capacity.',
  },
  {
    q: "bioreacter of 1000 L or more, not from Sartorius",
    classes: ["negation", "comparison", "units"],
    kind: K.bioreactor,
    constraints: [{ spec: "working-volume", op: "atLeast", value: "1000 L" }, { notBrand: ["sartorius"] }],
    note: 'Typo "bioreacter"; the working-volume range reaches 1,000 L.',
  },

  // ---------------------------------------------------------------- German and French
  {
    q: "Kühlzentrifuge mit mindestens 40.000 x g",
    classes: ["de-fr", "comparison", "units"],
    kind: K.centrifuge,
    constraints: [{ spec: "max-rcf", op: "atLeast", value: "40,000 × g" }],
    note: "Kühlzentrifuge = refrigerated centrifuge (every centrifuge records a sub-zero temperature range); 40.000 = 40,000.",
  },
  {
    q: "Begasungsbrutschrank max. 100 Liter",
    classes: ["de-fr", "comparison", "units"],
    kind: K.co2Incubator,
    constraints: [{ spec: "chamber-volume", op: "maxAtMost", value: "100 L" }],
    note: "Begasungsbrutschrank = CO2 incubator; max. = a chamber of at most 100 L.",
  },
  {
    q: "Halbmikrowaage 0,01 mg unter 6.000 €",
    classes: ["de-fr", "units", "price", "synonym"],
    kind: K.balance,
    constraints: [
      { spec: "readability", op: "equals", value: "0.01 mg" },
      { price: "atMost", amount: 6_000, currency: "eur" },
    ],
    note: "Halbmikrowaage = semi-micro balance, read as the 0.01 mg readability (decimal comma); 6.000 € = EUR 6,000.",
  },
  {
    q: "Einweg-Bioreaktor für 1000 L",
    classes: ["de-fr", "units"],
    kind: K.bioreactor,
    constraints: [SINGLE_USE, { spec: "working-volume", op: "covers", value: "1000 L" }],
    note: "Einweg = single-use; the working-volume range includes 1,000 L.",
  },
  {
    q: "Pipettenspitzen 10 µl steril mit Filter",
    classes: ["de-fr", "units"],
    kind: K.tip,
    constraints: [
      { spec: "volume", op: "equals", value: "10 µL" },
      { spec: "sterile", op: "oneOf", values: ["yes"] },
      { spec: "material", op: "contains", words: ["filter"] },
    ],
    note: "Filter judged on the recorded material.",
  },
  {
    q: "microcentrifugeuse 24 x 1,5 ml",
    classes: ["de-fr", "units"],
    kind: K.centrifuge,
    constraints: [{ spec: "capacity", op: "contains", words: ["24 x 1.5"] }],
    note: 'Judged on the recorded rotor capacity "24 x 1.5/2.0 mL" (decimal comma in the request); the title word "Microcentrifuge" is not tied to the capacity in generated centrifuges.',
  },
  {
    q: "poste de sécurité microbiologique classe II B2",
    classes: ["de-fr"],
    kind: K.bsc,
    constraints: [{ spec: "bsc-class", op: "oneOf", values: ["Class II, Type B2"] }],
  },
  {
    q: "colonne C18 longueur 150 mm",
    classes: ["de-fr", "units"],
    kind: K.lcColumn,
    constraints: [
      { words: ["C18"], in: "title" },
      { spec: "column-length", op: "equals", value: "150 mm" },
    ],
  },
  {
    q: "lyophilisateur de production, condenseur -87 °C ou plus froid",
    classes: ["de-fr", "comparison", "units"],
    kind: K.pilotFreezeDryer,
    constraints: [{ spec: "condenser-temperature", op: "atMost", value: "-87 °C" }],
  },
  {
    q: "spectromètre de masse haute résolution, résolution d'au moins 400 000",
    classes: ["de-fr", "comparison", "synonym"],
    kind: K.massSpec,
    constraints: [
      { spec: "technique", op: "oneOf", values: ["Q-TOF LC/MS", "Orbitrap MS"] },
      { spec: "resolving-power", op: "atLeast", value: "400,000" },
    ],
    note: "Haute résolution = HRMS (Q-TOF or Orbitrap); generated triple quads record up to 460,000 but are not HRMS (grade 1).",
  },
  {
    q: "filtre seringue nylon 0,45 µm",
    classes: ["de-fr", "units"],
    kind: K.syringeFilter,
    constraints: [
      { spec: "membrane", op: "oneOf", values: ["Nylon"] },
      { spec: "pore-size", op: "maxAtMost", value: "0.45 µm" },
    ],
    note: "A 0.45 µm filter is a retention rating: pores of 0.45 µm or finer qualify.",
  },

  // ---------------------------------------------------------------- unanswerable: the kind exists, no product meets
  {
    q: "syringe filters 25 mm",
    classes: ["unanswerable", "units"],
    kind: K.syringeFilter,
    constraints: [{ spec: "diameter", op: "equals", value: "25 mm" }],
    note: "Diameters are recorded as 4–33 mm; none is 25 mm (24 and 26 mm exist).",
  },
  {
    q: "nylon syringe filters, non sterile",
    classes: ["unanswerable", "negation"],
    kind: K.syringeFilter,
    constraints: [
      { spec: "membrane", op: "oneOf", values: ["Nylon"] },
      { spec: "sterile", op: "oneOf", values: ["no"] },
    ],
    note: "Every nylon syringe filter is recorded as sterile.",
  },
  {
    q: "Spritzenfilter PES 0,2 µm steril",
    classes: ["unanswerable", "de-fr", "units"],
    kind: K.syringeFilter,
    constraints: [
      { spec: "membrane", op: "oneOf", values: ["PES"] },
      { spec: "pore-size", op: "maxAtMost", value: "0.22 µm" },
      { spec: "sterile", op: "oneOf", values: ["yes"] },
    ],
    note: "0,2 µm (sterilising grade) read as 0.22 µm or finer; the only PES filter that fine (0.15 µm) is non-sterile.",
  },
  {
    q: "analytical balance 0.1 mg readability, 500 g capacity",
    classes: ["unanswerable", "units"],
    kind: K.balance,
    constraints: [
      { spec: "readability", op: "equals", value: "0.1 mg" },
      { spec: "weighing-capacity", op: "atLeast", value: "500 g" },
    ],
    note: "Capacities are 120 g and 220 g.",
  },
  {
    q: "centrifuge that spins at 35k rpm or faster",
    classes: ["unanswerable", "units", "comparison"],
    kind: K.centrifuge,
    constraints: [{ spec: "max-speed", op: "atLeast", value: "35,000 rpm" }],
  },
  {
    q: "LC system that can do 22,000 psi",
    classes: ["unanswerable", "units"],
    kind: K.lcSystem,
    constraints: [{ spec: "max-pressure", op: "atLeast", value: "22,000 psi" }],
    note: "22,000 psi = 1,517 bar; the highest recorded is 1,500 bar.",
  },
  {
    q: "Orbitrap, resolving power 500k+",
    classes: ["unanswerable", "comparison"],
    kind: K.massSpec,
    constraints: [
      { spec: "technique", op: "oneOf", values: ["Orbitrap MS"] },
      { spec: "resolving-power", op: "atLeast", value: "500,000" },
    ],
  },
  {
    q: "qPCR with a 96-well block under £15k",
    classes: ["unanswerable", "price"],
    kind: K.qpcr,
    constraints: [
      { spec: "autosampler-capacity", op: "contains", words: ["96-well"] },
      { price: "atMost", amount: 15_000, currency: "gbp" },
    ],
  },
  {
    q: "pilot freeze dryer with 10 m² shelf area or more",
    classes: ["unanswerable", "comparison", "units"],
    kind: K.pilotFreezeDryer,
    constraints: [{ spec: "shelf-area", op: "atLeast", value: "10 m²" }],
  },
  {
    q: "microvolume spectrophotometer that takes 0.3 ul",
    classes: ["unanswerable", "units"],
    kind: K.spectro,
    constraints: [
      { spec: "technique", op: "oneOf", values: ["Microvolume spectrophotometer"] },
      { spec: "sample-volume", op: "atMost", value: "0.3 µL" },
    ],
  },
  {
    q: "biosafety cabinet class II type A1",
    classes: ["unanswerable", "plain"],
    kind: K.bsc,
    constraints: [{ spec: "bsc-class", op: "oneOf", values: ["Class II, Type A1"] }],
    note: "Type A1 exists in the world but not among the recorded classes (A2, B2).",
  },
  {
    q: "4 mL vials",
    classes: ["unanswerable", "units"],
    kind: K.vial,
    constraints: [{ spec: "volume", op: "equals", value: "4 mL" }],
  },
  {
    q: "20 uL pipette tips",
    classes: ["unanswerable", "units"],
    kind: K.tip,
    constraints: [{ spec: "volume", op: "equals", value: "20 µL" }],
    note: "Tips are recorded as 10, 200 and 1,000 µL.",
  },
  {
    q: "process chromatograpy skid with 3 L/min flow",
    classes: ["unanswerable", "units"],
    kind: K.chromSystem,
    constraints: [{ spec: "flow-rate", op: "atLeast", value: "3 L/min" }],
    note: 'Typo "chromatograpy". 3 L/min = 3,000 mL/min; the highest recorded is 1,850 mL/min.',
  },
  {
    q: "rapid antigen test, results within 15 minutes",
    classes: ["unanswerable", "comparison"],
    kind: K.diagnosticKit,
    constraints: [
      { spec: "assay-type", op: "oneOf", values: ["Rapid antigen test"] },
      { spec: "time-to-result", op: "maxAtMost", value: "15 min" },
    ],
    note: "Rapid antigen tests record 67–118 min.",
  },
  {
    q: "CRP test kit that can be stored at room temperature",
    classes: ["unanswerable", "comparison"],
    kind: K.diagnosticKit,
    constraints: [
      { spec: "targets", op: "contains", words: ["CRP"] },
      { spec: "storage-temperature", op: "minAtLeast", value: "15 °C" },
    ],
    note: "Room-temperature storage = a storage range of 15 °C or warmer (15–30 °C); every CRP kit is stored at 2–8 °C or frozen.",
  },
];

// The blind relevance set (README.md in this folder): requests as lab buyers write them, each judged by
// tests on recorded catalogue data. Written 2026-11-27 by a helper who had not read the finder or the
// store search. FROZEN: never tune the parser on these, never edit a request to match an output; report
// results on this set apart from the tuned set in tests/relevance/.
import type { BlindRequest, Kind } from "./types";

/**
 * Exchange rates used to compare prices across currencies: 1 unit of the currency in US dollars.
 * content/seed/currencies.json holds only codes, symbols and templates (no rates), and no other
 * file in the shop records a rate, so this set fixes its own: 1 EUR = 1.08 USD, 1 GBP = 1.27 USD.
 * label.ts reports any grade that would flip with EUR ±0.05, GBP ±0.07 or with the list price.
 */
export const RATES_TO_USD: Record<string, number> = { usd: 1, eur: 1.08, gbp: 1.27 };

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
  bioreactor: kind("bioreactor (single-use or glass)", {
    key: "system-type",
    values: ["Single-use bioreactor", "Glass bioreactor"],
  }),
  pilotFreezeDryer: kind("pilot / production freeze dryer", {
    category: "biopharma-machinery",
    key: "system-type",
    values: ["Freeze dryer"],
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
  capsuleFilter: kind("capsule filter", { key: "product-type", values: ["Capsule filter"] }),
  lcColumn: kind("LC column", { key: "product-type", values: ["LC column"] }),
  vial: kind("vial", { key: "product-type", values: ["Vial"] }),
  tip: kind("pipette tip", { key: "product-type", values: ["Pipette tip"] }),
  plate: kind("microplate", { key: "product-type", values: ["Microplate"] }),
  elisa: kind("ELISA kit", { key: "assay-type", values: ["ELISA"] }),
  diagnosticKit: kind("diagnostic kit (any assay)", {
    key: "assay-type",
    values: ["Immunoassay", "ELISA", "PCR master mix", "Molecular point-of-care test", "Rapid antigen test"],
  }),
} satisfies Record<string, Kind>;

const K = KINDS;

export const REQUESTS: BlindRequest[] = [
  // ---------------------------------------------------------------- plain, easy
  {
    q: "Orbitrap mass spectrometer",
    classes: ["plain"],
    kind: K.massSpec,
    constraints: [{ spec: "technique", op: "oneOf", values: ["Orbitrap MS"] }],
  },
  {
    q: "class II type B2 biosafety cabinet",
    classes: ["plain"],
    kind: K.bsc,
    constraints: [{ spec: "bsc-class", op: "oneOf", values: ["Class II, Type B2"] }],
  },
  {
    q: "HILIC column",
    classes: ["plain"],
    kind: K.lcColumn,
    constraints: [{ words: ["HILIC"], in: "title" }],
  },
  {
    q: "rapid antigen test",
    classes: ["plain"],
    kind: K.diagnosticKit,
    constraints: [{ spec: "assay-type", op: "oneOf", values: ["Rapid antigen test"] }],
  },
  {
    q: "sterile capsule filter for media filtration",
    classes: ["plain"],
    kind: K.capsuleFilter,
    constraints: [{ spec: "sterile", op: "oneOf", values: ["yes"] }],
  },
  {
    q: "Thermo Scientific CO2 incubator",
    classes: ["plain"],
    kind: K.co2Incubator,
    constraints: [{ brand: ["thermo-fisher"] }],
  },

  // ---------------------------------------------------------------- units and numbers
  {
    q: "pipette tips 200ul sterile",
    classes: ["units"],
    kind: K.tip,
    constraints: [
      { spec: "volume", op: "equals", value: "200 µL" },
      { spec: "sterile", op: "oneOf", values: ["yes"] },
    ],
  },
  {
    q: "10 µl tips, pack of 960",
    classes: ["units"],
    kind: K.tip,
    constraints: [
      { spec: "volume", op: "equals", value: "10 µL" },
      { spec: "pack-size", op: "equals", value: "960" },
    ],
    note: "960 is a count (tips per pack), not a volume.",
  },
  {
    q: "1000 uL pipette tips, non-sterile, 1000 per pack",
    classes: ["units", "negation"],
    kind: K.tip,
    constraints: [
      { spec: "volume", op: "equals", value: "1 mL" },
      { spec: "sterile", op: "oneOf", values: ["no"] },
      { spec: "pack-size", op: "equals", value: "1000" },
    ],
  },
  {
    q: "need a centrifuge that does 25k rpm",
    classes: ["units"],
    kind: K.centrifuge,
    constraints: [{ spec: "max-speed", op: "atLeast", value: "25,000 rpm" }],
    note: '"does 25k rpm" = can reach 25,000 rpm: maximum speed at least 25,000 rpm.',
  },
  {
    q: "LC-MS with 100k resolution or better",
    classes: ["units", "comparison", "synonym"],
    kind: K.massSpec,
    constraints: [{ spec: "resolving-power", op: "atLeast", value: "100,000" }],
    note: "LC-MS = a mass spectrometer; resolution = resolving power (FWHM); products without a recorded resolving power miss.",
  },
  {
    q: "384 well plates, black",
    classes: ["units", "plain"],
    kind: K.plate,
    constraints: [
      { words: ["384-Well"], in: "title" },
      { spec: "material", op: "contains", words: ["black"] },
    ],
    note: "384 is a well count; the well count is recorded only in the title.",
  },
  {
    q: "qPCR machine that can run 96 samples in one go",
    classes: ["units", "synonym"],
    kind: K.qpcr,
    constraints: [{ spec: "autosampler-capacity", op: "contains", words: ["96-well", "384-well"] }],
    note: "96 samples at once fit a 96-well or a 384-well block; 48-well instruments miss.",
  },
  {
    q: "ELISA kit 96 tests",
    classes: ["units", "plain"],
    kind: K.elisa,
    constraints: [{ spec: "tests-per-kit", op: "equals", value: "96" }],
  },
  {
    q: "semi-micro balance with 10 µg readability under $5,000",
    classes: ["units", "price"],
    kind: K.balance,
    constraints: [
      { spec: "readability", op: "atMost", value: "0.01 mg" },
      { price: "atMost", amount: 5000, currency: "usd" },
    ],
    note: "10 µg = 0.01 mg; the readability is a per-variant value, so the 0.01 mg variant must be the one under $5,000.",
  },
  {
    q: "benchtop freeze dryer, condenser -112°F or colder",
    classes: ["units", "comparison"],
    kind: K.freezeDryer,
    constraints: [
      { spec: "condenser-temperature", op: "atMost", value: "-112 °F" },
      { words: ["benchtop"], in: "text" },
    ],
    note: "-112 °F = -80 °C; benchtop is judged from the words (title/subtitle/description).",
  },
  {
    q: "CO2 incubator at least 0.2 m³ chamber",
    classes: ["units", "comparison"],
    kind: K.co2Incubator,
    constraints: [{ spec: "chamber-volume", op: "atLeast", value: "0.2 m³" }],
    note: "0.2 m³ = 200 L.",
  },
  {
    q: "UHPLC rated to 15,000 psi or more",
    classes: ["units", "comparison"],
    kind: K.lcSystem,
    constraints: [
      { spec: "technique", op: "oneOf", values: ["UHPLC"] },
      { spec: "max-pressure", op: "atLeast", value: "15,000 psi" },
    ],
    note: "15,000 psi ≈ 1,034 bar; HPLC systems are the right family but miss the UHPLC constraint.",
  },
  {
    q: "process chromatography skid, flow up to 1.5 L/min",
    classes: ["units", "comparison"],
    kind: K.chromSystem,
    constraints: [{ spec: "flow-rate", op: "atLeast", value: "1.5 L/min" }],
    note: '"flow up to 1.5 L/min" = the system must reach 1,500 mL/min.',
  },
  {
    q: "C18 column 1.7 µm, 150 mm",
    classes: ["units", "plain"],
    kind: K.lcColumn,
    constraints: [
      { words: ["C18"], in: "title" },
      { spec: "particle-size", op: "equals", value: "1.7 µm" },
      { spec: "column-length", op: "equals", value: "150 mm" },
    ],
  },
  {
    q: "bioreactor for 500 liter batches",
    classes: ["units"],
    kind: K.bioreactor,
    constraints: [{ spec: "working-volume", op: "covers", value: "500 L" }],
  },
  {
    q: "microvolume spectrophotometer that works with 0.5 µl of sample",
    classes: ["units", "comparison"],
    kind: K.spectro,
    constraints: [
      { spec: "technique", op: "oneOf", values: ["Microvolume spectrophotometer"] },
      { spec: "sample-volume", op: "atMost", value: "0.5 µL" },
    ],
  },
  {
    q: "1,5 ml Vials aus Polypropylen",
    classes: ["units", "de-fr"],
    kind: K.vial,
    constraints: [
      { spec: "volume", op: "equals", value: "1.5 mL" },
      { spec: "material", op: "contains", words: ["polypropylene"] },
    ],
    note: "Decimal comma: 1,5 ml = 1.5 mL.",
  },

  // ---------------------------------------------------------------- comparison words and direction
  {
    q: "single-use bioreactor no smaller than 1000 L",
    classes: ["comparison"],
    kind: K.bioreactor,
    constraints: [
      { spec: "single-use", op: "oneOf", values: ["yes"] },
      { spec: "working-volume", op: "atLeast", value: "1000 L" },
    ],
    note: "The largest working volume must be at least 1,000 L.",
  },
  {
    q: "real-time PCR with at least 6 detection channels",
    classes: ["comparison"],
    kind: K.qpcr,
    constraints: [{ spec: "detection-channels", op: "atLeast", value: "6" }],
  },
  {
    q: "qPCR instrument weighing not more than 25 kg",
    classes: ["comparison"],
    kind: K.qpcr,
    constraints: [{ spec: "weight", op: "maxAtMost", value: "25 kg" }],
  },
  {
    q: "CO2 incubator between 100 and 150 L",
    classes: ["comparison"],
    kind: K.co2Incubator,
    constraints: [{ spec: "chamber-volume", op: "within", value: "100–150 L" }],
  },
  {
    q: "UV-Vis spectrophotometer that covers 190–1100 nm",
    classes: ["comparison"],
    kind: K.spectro,
    constraints: [{ spec: "wavelength-range", op: "covers", value: "190–1100 nm" }],
    note: "The product's wavelength range must cover the whole wanted range.",
  },
  {
    q: "GC with oven up to 450 °C",
    classes: ["comparison"],
    kind: K.gc,
    constraints: [{ spec: "oven-temperature", op: "atLeast", value: "450 °C" }],
    note: '"up to 450 °C" here is a capability: the oven must reach 450 °C.',
  },
  {
    q: "biosafety cabinet, inflow velocity at least 0.5 m/s",
    classes: ["comparison"],
    kind: K.bsc,
    constraints: [{ spec: "inflow-velocity", op: "atLeast", value: "0.5 m/s" }],
  },
  {
    q: "ELISA kit with results in under 2 hours",
    classes: ["comparison", "units"],
    kind: K.elisa,
    constraints: [{ spec: "time-to-result", op: "maxAtMost", value: "120 min" }],
  },
  {
    q: "column stable from pH 1 to 12",
    classes: ["comparison"],
    kind: K.lcColumn,
    constraints: [{ spec: "ph-range", op: "covers", value: "1–12" }],
  },
  {
    q: "production lyophilizer with 8 m² of shelf area or more",
    classes: ["comparison", "synonym"],
    kind: K.pilotFreezeDryer,
    constraints: [{ spec: "shelf-area", op: "atLeast", value: "8 m²" }],
  },
  {
    q: "HPLC with flow rate up to 10 mL/min",
    classes: ["comparison"],
    kind: K.lcSystem,
    constraints: [{ spec: "flow-rate", op: "atLeast", value: "10 mL/min" }],
    note: '"flow rate up to 10 mL/min" = the pump must reach 10 mL/min; UHPLC counts as HPLC here.',
  },
  {
    q: "syringe filters between 25 and 33 mm diameter",
    classes: ["comparison"],
    kind: K.syringeFilter,
    constraints: [{ spec: "diameter", op: "within", value: "25–33 mm" }],
  },
  {
    q: "syringe filters 0.45 um or smaller pore",
    classes: ["comparison", "units"],
    kind: K.syringeFilter,
    constraints: [{ spec: "pore-size", op: "maxAtMost", value: "0.45 µm" }],
  },

  // ---------------------------------------------------------------- price ceilings and floors
  {
    q: "qPCR under $40,000",
    classes: ["price"],
    kind: K.qpcr,
    constraints: [{ price: "atMost", amount: 40000, currency: "usd" }],
  },
  {
    q: "centrifge below 10k",
    classes: ["price", "units"],
    kind: K.centrifuge,
    constraints: [{ price: "atMost", amount: 10000, currency: "usd" }],
    note: "Typo for centrifuge; no currency given: read as US dollars (most of the catalogue is priced in USD).",
  },
  {
    q: "spectrophotomter over $20,000",
    classes: ["price"],
    kind: K.spectro,
    note: "Typo for spectrophotometer; a price floor.",
    constraints: [{ price: "atLeast", amount: 20000, currency: "usd" }],
  },
  {
    q: "HPLC system under 50k USD",
    classes: ["price", "units"],
    kind: K.lcSystem,
    constraints: [{ price: "atMost", amount: 50000, currency: "usd" }],
  },
  {
    q: "ELISA kits under 300 euros",
    classes: ["price"],
    kind: K.elisa,
    constraints: [{ price: "atMost", amount: 300, currency: "eur" }],
  },
  {
    q: "gas chromatograph between 30k and 40k dollars",
    classes: ["price", "comparison", "units"],
    kind: K.gc,
    constraints: [
      { price: "atLeast", amount: 30000, currency: "usd" },
      { price: "atMost", amount: 40000, currency: "usd" },
    ],
  },
  {
    q: "high-end mass spec, at least $500k",
    classes: ["price", "units"],
    kind: K.massSpec,
    constraints: [{ price: "atLeast", amount: 500000, currency: "usd" }],
  },
  {
    q: "pilot lyophiliser, budget around 130k GBP",
    classes: ["price", "units", "synonym"],
    kind: K.pilotFreezeDryer,
    constraints: [{ price: "atMost", amount: 130000, currency: "gbp" }],
    note: "A budget is read as a ceiling: at most GBP 130,000 (= USD 165,100 at 1.27). Pilot = the process-scale freeze dryers (Biopharma Machinery); lab freeze dryers are another kind here.",
  },
  {
    q: "max. €20,000 for a high-speed centrifuge",
    classes: ["price"],
    kind: K.centrifuge,
    constraints: [
      { price: "atMost", amount: 20000, currency: "eur" },
      { words: ["High-Speed"], in: "title" },
    ],
    note: 'EUR 20,000 = USD 21,600 at 1.08; "high-speed" is judged from the title.',
  },

  // ---------------------------------------------------------------- kinds by another name
  {
    q: "cryovials 2 ml",
    classes: ["synonym", "units"],
    kind: K.vial,
    constraints: [
      { spec: "volume", op: "equals", value: "2 mL" },
      { spec: "material", op: "contains", words: ["polypropylene"] },
    ],
    note: "The catalogue has no vial called a cryovial; cryovials are polypropylene, so 2 mL polypropylene vials are the judgeable reading.",
  },
  {
    q: "PCR plates",
    classes: ["synonym"],
    kind: K.plate,
    constraints: [{ spec: "material", op: "contains", words: ["polypropylene"] }],
    note: "PCR plates are polypropylene; polystyrene microplates are the right family but the wrong material.",
  },
  {
    q: "SUB 500L",
    classes: ["synonym", "units"],
    kind: K.bioreactor,
    constraints: [
      { spec: "system-type", op: "oneOf", values: ["Single-use bioreactor"] },
      { spec: "working-volume", op: "covers", value: "500 L" },
    ],
    note: "SUB = single-use bioreactor; 500 L must lie inside its working volume.",
  },
  {
    q: "I need to dry heat-sensitive samples without heating them, budget under $15,000",
    classes: ["synonym", "price"],
    kind: K.freezeDryer,
    constraints: [{ price: "atMost", amount: 15000, currency: "usd" }],
    note: "Drying without heat = freeze drying (lyophilisation).",
  },
  {
    q: "tissue culture hood, A2, 6 ft",
    classes: ["synonym", "units"],
    kind: K.bsc,
    constraints: [
      { spec: "bsc-class", op: "oneOf", values: ["Class II, Type A2"] },
      { spec: "width", op: "atLeast", value: "1,800 mm" },
    ],
    note: "Tissue culture hood = biosafety cabinet; 6 ft ≈ 1.8 m is a variant (width 1,950 mm).",
  },
  {
    q: "FPLC for protein purification, at least 20 bar",
    classes: ["synonym", "comparison"],
    kind: K.chromSystem,
    constraints: [{ spec: "max-pressure", op: "atLeast", value: "20 bar" }],
  },
  {
    q: "nanodrop type instrument",
    classes: ["synonym"],
    kind: K.spectro,
    constraints: [{ spec: "technique", op: "oneOf", values: ["Microvolume spectrophotometer"] }],
    note: "NanoDrop is a brand name used for any microvolume spectrophotometer.",
  },
  {
    q: "benchtop fermenter for 10 L runs",
    classes: ["synonym", "units"],
    kind: K.bioreactor,
    constraints: [{ spec: "working-volume", op: "covers", value: "10 L" }],
    note: 'Fermenter = bioreactor; "benchtop" is not judged, only that 10 L lies within the working volume.',
  },
  {
    q: "minifuge for 1.5 ml tubes",
    classes: ["synonym", "units"],
    kind: K.centrifuge,
    constraints: [{ spec: "capacity", op: "contains", words: ["1.5"] }],
    note: "Minifuge = (micro)centrifuge; judged by a rotor taking 1.5 mL tubes.",
  },
  {
    q: "lyo with a -85 °C condenser or colder",
    classes: ["synonym", "units", "comparison"],
    kind: K.freezeDryer,
    constraints: [{ spec: "condenser-temperature", op: "atMost", value: "-85 °C" }],
    note: "Lyo = lyophilizer (freeze dryer).",
  },

  // ---------------------------------------------------------------- German and French
  {
    q: "Zentrifuge mit mindestens 15.000 rpm",
    classes: ["de-fr", "units", "comparison"],
    kind: K.centrifuge,
    constraints: [{ spec: "max-speed", op: "atLeast", value: "15,000 rpm" }],
    note: "German thousands separator: 15.000 = 15,000.",
  },
  {
    q: "Zentrifuge ab 50.000 x g",
    classes: ["de-fr", "units", "comparison"],
    kind: K.centrifuge,
    constraints: [{ spec: "max-rcf", op: "atLeast", value: "50,000 x g" }],
    note: '"ab" = from, i.e. at least; 50.000 = 50,000.',
  },
  {
    q: "Gefriertrockner bis -80 °C unter 13.000 €",
    classes: ["de-fr", "units", "price", "comparison"],
    kind: K.freezeDryer,
    constraints: [
      { spec: "condenser-temperature", op: "atMost", value: "-80 °C" },
      { price: "atMost", amount: 13000, currency: "eur" },
    ],
    note: '"bis -80 °C" = the condenser reaches -80 °C; EUR 13,000 = USD 14,040 at 1.08; condenser and price of the same variant.',
  },
  {
    q: "centrifugeuse de paillasse réfrigérée",
    classes: ["de-fr"],
    kind: K.centrifuge,
    constraints: [
      { words: ["Benchtop"], in: "text" },
      { spec: "temperature-range", op: "atMost", value: "4 °C" },
    ],
    note: "de paillasse = benchtop (judged from the words), réfrigérée = can cool to 4 °C.",
  },
  {
    q: "CO2-Brutschrank mit mindestens 170 Liter",
    classes: ["de-fr", "comparison", "units"],
    kind: K.co2Incubator,
    constraints: [{ spec: "chamber-volume", op: "atLeast", value: "170 L" }],
  },
  {
    q: "spectrophotomètre UV-visible de 200 à 1000 nm",
    classes: ["de-fr", "comparison"],
    kind: K.spectro,
    constraints: [{ spec: "wavelength-range", op: "covers", value: "200–1000 nm" }],
  },
  {
    q: "lyophilisateur pilote, surface d'étagères au moins 2 m²",
    classes: ["de-fr", "comparison", "synonym"],
    kind: K.pilotFreezeDryer,
    constraints: [{ spec: "shelf-area", op: "atLeast", value: "2 m²" }],
  },
  {
    q: "pointes de pipette stériles 1000 µl",
    classes: ["de-fr", "units"],
    kind: K.tip,
    constraints: [
      { spec: "volume", op: "equals", value: "1 mL" },
      { spec: "sterile", op: "oneOf", values: ["yes"] },
    ],
  },
  {
    q: "bioréacteur à usage unique 200 L",
    classes: ["de-fr", "units"],
    kind: K.bioreactor,
    constraints: [
      { spec: "single-use", op: "oneOf", values: ["yes"] },
      { spec: "working-volume", op: "covers", value: "200 L" },
    ],
  },
  {
    q: "Analysenwaage 0,1 mg unter 4.000 €",
    classes: ["de-fr", "units", "price"],
    kind: K.balance,
    constraints: [
      { spec: "readability", op: "atMost", value: "0.1 mg" },
      { price: "atMost", amount: 4000, currency: "eur" },
    ],
    note: "Decimal comma 0,1 mg; EUR 4,000 = USD 4,320 at 1.08.",
  },
  {
    q: "Sicherheitswerkbank Klasse II unter 8.000 €",
    classes: ["unanswerable", "de-fr", "price", "units"],
    kind: K.bsc,
    constraints: [
      { spec: "bsc-class", op: "oneOf", values: ["Class II, Type A2", "Class II, Type B2"] },
      { price: "atMost", amount: 8000, currency: "eur" },
    ],
    note: "EUR 8,000 = USD 8,640 at 1.08; the cheapest cabinet is USD 10,000.",
  },
  {
    q: "Reinstwasseranlage",
    classes: ["de-fr", "plain"],
    kind: K.waterSystem,
    constraints: [],
  },

  // ---------------------------------------------------------------- negation
  {
    q: "freeze dryer, not benchtop, under $50k",
    classes: ["negation", "price", "units"],
    kind: K.freezeDryer,
    constraints: [
      { notWords: ["benchtop"], in: "text" },
      { price: "atMost", amount: 50000, currency: "usd" },
    ],
    note: "Judged from the words: products that call themselves benchtop miss.",
  },
  {
    q: "glass bioreacter - no single-use",
    classes: ["negation"],
    kind: K.bioreactor,
    constraints: [{ spec: "single-use", op: "oneOf", values: ["no"] }],
  },
  {
    q: "sterile syringe filter, any membrane except PTFE",
    classes: ["negation"],
    kind: K.syringeFilter,
    constraints: [
      { spec: "membrane", op: "notOneOf", values: ["PTFE"] },
      { spec: "sterile", op: "oneOf", values: ["yes"] },
    ],
  },
  {
    q: "centrifuge but not a microcentrifuge, 4 x 750 mL rotor",
    classes: ["negation", "units"],
    kind: K.centrifuge,
    constraints: [
      { notWords: ["microcentrifuge"], in: "title" },
      { spec: "capacity", op: "contains", words: ["4 x 750 mL"] },
    ],
  },
  {
    q: "HPLC without fluorescence detector, under 100k",
    classes: ["negation", "price", "units"],
    kind: K.lcSystem,
    constraints: [
      { spec: "detector", op: "notContains", words: ["fluorescence"] },
      { price: "atMost", amount: 100000, currency: "usd" },
    ],
    note: "No currency given: read as USD. The detector is per variant for some systems (e.g. a DAD-only variant).",
  },
  {
    q: "mass spec, not a triple quad",
    classes: ["negation", "synonym"],
    kind: K.massSpec,
    constraints: [{ spec: "technique", op: "notOneOf", values: ["Triple quadrupole MS"] }],
  },
  {
    q: "ELISA kits not from Roche",
    classes: ["negation"],
    kind: K.elisa,
    constraints: [{ notBrand: ["roche"] }],
  },
  {
    q: "diagnostic kits that don't need a freezer",
    classes: ["negation"],
    kind: K.diagnosticKit,
    constraints: [{ spec: "storage-temperature", op: "minAtLeast", value: "0 °C" }],
    note: "Stored above 0 °C (fridge or room temperature); kits stored at -25 to -15 °C miss.",
  },
  {
    q: "2 mL vials, not amber",
    classes: ["negation", "units"],
    kind: K.vial,
    constraints: [
      { spec: "volume", op: "equals", value: "2 mL" },
      { spec: "material", op: "notContains", words: ["amber"] },
    ],
  },

  // ---------------------------------------------------------------- unanswerable (no product meets all)
  {
    q: "UHPLC under $30,000",
    classes: ["unanswerable", "price"],
    kind: K.lcSystem,
    constraints: [
      { spec: "technique", op: "oneOf", values: ["UHPLC"] },
      { price: "atMost", amount: 30000, currency: "usd" },
    ],
  },
  {
    q: "SUB 2000 L working volume",
    classes: ["unanswerable", "synonym", "units"],
    kind: K.bioreactor,
    constraints: [
      { spec: "single-use", op: "oneOf", values: ["yes"] },
      { spec: "working-volume", op: "atLeast", value: "2000 L" },
    ],
  },
  {
    q: "ultracentrifuge, 100,000 x g",
    classes: ["unanswerable", "units"],
    kind: K.centrifuge,
    constraints: [{ spec: "max-rcf", op: "atLeast", value: "100,000 x g" }],
  },
  {
    q: "freeze dryer with a -105 °C condenser",
    classes: ["unanswerable", "units"],
    kind: K.freezeDryer,
    constraints: [{ spec: "condenser-temperature", op: "atMost", value: "-105 °C" }],
  },
  {
    q: "mass spectrometer under 150k",
    classes: ["unanswerable", "price", "units"],
    kind: K.massSpec,
    constraints: [{ price: "atMost", amount: 150000, currency: "usd" }],
    note: "No currency given: read as USD.",
  },
  {
    q: "CO2 incubator, 300 L or bigger",
    classes: ["unanswerable", "comparison"],
    kind: K.co2Incubator,
    constraints: [{ spec: "chamber-volume", op: "atLeast", value: "300 L" }],
  },
  {
    q: "5 ml pipette tips",
    classes: ["unanswerable", "units"],
    kind: K.tip,
    constraints: [{ spec: "volume", op: "equals", value: "5 mL" }],
  },
  {
    q: "microbalance with 1 µg readability",
    classes: ["unanswerable", "units", "synonym"],
    kind: K.balance,
    constraints: [{ spec: "readability", op: "atMost", value: "0.001 mg" }],
  },
  {
    q: "GC oven that goes to 500 °C",
    classes: ["unanswerable", "comparison"],
    kind: K.gc,
    constraints: [{ spec: "oven-temperature", op: "atLeast", value: "500 °C" }],
  },
  {
    q: "Sicherheitswerkbank Klasse III",
    classes: ["unanswerable", "de-fr"],
    kind: K.bsc,
    constraints: [{ spec: "bsc-class", op: "oneOf", values: ["Class III"] }],
  },
  {
    q: "real-time PCR with 8 channels",
    classes: ["unanswerable", "comparison"],
    kind: K.qpcr,
    constraints: [{ spec: "detection-channels", op: "atLeast", value: "8" }],
  },
  {
    q: "syringe filter 0.1 µm",
    classes: ["unanswerable", "units"],
    kind: K.syringeFilter,
    constraints: [{ spec: "pore-size", op: "maxAtMost", value: "0.1 µm" }],
  },
  {
    q: "pipette tips under $20 a pack",
    classes: ["unanswerable", "price"],
    kind: K.tip,
    constraints: [{ price: "atMost", amount: 20, currency: "usd" }],
  },
  {
    q: "lyophilisateur de paillasse à moins de 8 000 €",
    classes: ["unanswerable", "de-fr", "price", "synonym"],
    kind: K.freezeDryer,
    constraints: [{ price: "atMost", amount: 8000, currency: "eur" }],
    note: 'EUR 8,000 = USD 8,640 at 1.08; "de paillasse" (benchtop) is not needed to make it unanswerable.',
  },
  {
    q: "glass bioreactor, no single use, at least 2 m³",
    classes: ["unanswerable", "negation", "units"],
    kind: K.bioreactor,
    constraints: [
      { spec: "single-use", op: "oneOf", values: ["no"] },
      { spec: "working-volume", op: "atLeast", value: "2 m³" },
    ],
  },
];

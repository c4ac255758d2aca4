// The relevance benchmark's requests (issue 12): natural-language requests over the demo catalogue (the 30 hand-made
// products and the 540 generated ones of ADR 014), each with the judgement of what a buyer would accept, written
// before the finder was tuned and kept apart from the parser's unit-test examples. label.ts turns each judgement
// into graded product ids (judgements.json): 2 = meets everything the request asks, 1 = the right kind of product
// that misses some of it. Values are written with units and compared in base units, like the catalogue does.

export type SpecTest =
  /** the product can reach at most / at least this value (some stored value or range end) */
  | { key: string; op: "min<=" | "max>="; value: string }
  /** some stored value or range overlaps [from, to] */
  | { key: string; op: "overlaps"; from: string; to: string }
  /** a stored range covers [from, to] */
  | { key: string; op: "covers"; from: string; to: string }
  /** an enum or yes/no value */
  | { key: string; op: "is"; values: string[] };

export interface Judgement {
  q: string;
  /** Kind options (the value of the category's kind attribute) a relevant product must have. */
  kinds?: string[];
  categories?: string[];
  brands?: string[];
  specs?: SpecTest[];
  /** Words the product's title, subtitle, description or text specifications must contain (all, any case). */
  text?: string[];
}

export const REQUESTS: Judgement[] = [
  {
    q: "benchtop freeze-dryer with a condenser colder than −80 °C",
    kinds: ["Freeze dryer"],
    categories: ["life-sciences-equipment"],
    specs: [{ key: "condenser-temperature", op: "min<=", value: "-80 °C" }],
  },
  {
    q: "pilot lyophilizer with at least 1 m² of shelf area",
    kinds: ["Freeze dryer"],
    categories: ["biopharma-machinery"],
    specs: [{ key: "shelf-area", op: "max>=", value: "1 m²" }],
  },
  {
    q: "lyophiliser for clinical batches, condenser −85 °C or colder",
    kinds: ["Freeze dryer"],
    categories: ["biopharma-machinery"],
    specs: [{ key: "condenser-temperature", op: "min<=", value: "-85 °C" }],
  },
  {
    q: "production freeze dryer with more than 5 m² of shelves",
    kinds: ["Freeze dryer"],
    categories: ["biopharma-machinery"],
    specs: [{ key: "shelf-area", op: "max>=", value: "5 m²" }],
  },
  { q: "freeze dryer", kinds: ["Freeze dryer"] },
  {
    q: "single-use bioreactor around 50 L working volume",
    kinds: ["Single-use bioreactor"],
    specs: [{ key: "working-volume", op: "overlaps", from: "45 L", to: "55 L" }],
  },
  {
    q: "SUB of at least 500 L",
    kinds: ["Single-use bioreactor"],
    specs: [{ key: "working-volume", op: "max>=", value: "500 L" }],
  },
  { q: "glass stirred-tank bioreactor", kinds: ["Glass bioreactor"] },
  {
    q: "bioreactor with agitation up to 1,000 rpm",
    kinds: ["Single-use bioreactor", "Glass bioreactor"],
    specs: [{ key: "agitation", op: "max>=", value: "1000 rpm" }],
  },
  {
    q: "protein purification system with flow rates above 100 mL/min",
    kinds: ["Chromatography system"],
    specs: [{ key: "flow-rate", op: "max>=", value: "100 mL/min" }],
  },
  {
    q: "FPLC that handles at least 20 bar",
    kinds: ["Chromatography system"],
    specs: [{ key: "max-pressure", op: "max>=", value: "20 bar" }],
  },
  {
    q: "process chromatography skid with a single-use flow path",
    kinds: ["Chromatography system"],
    specs: [{ key: "single-use", op: "is", values: ["yes"] }],
  },
  {
    q: "UHPLC system rated to at least 1,200 bar",
    kinds: ["UHPLC"],
    specs: [{ key: "max-pressure", op: "max>=", value: "1200 bar" }],
  },
  {
    q: "HPLC for routine QC, 700 bar or less is fine",
    kinds: ["HPLC"],
    specs: [{ key: "max-pressure", op: "min<=", value: "700 bar" }],
  },
  { q: "Agilent UHPLC", kinds: ["UHPLC"], brands: ["agilent"] },
  { q: "Waters LC system", kinds: ["HPLC", "UHPLC"], brands: ["waters"] },
  {
    q: "liquid chromatography system with flow up to 10 mL/min",
    kinds: ["HPLC", "UHPLC"],
    specs: [{ key: "flow-rate", op: "max>=", value: "10 mL/min" }],
  },
  { q: "high-resolution Orbitrap mass spectrometer", kinds: ["Orbitrap MS"] },
  {
    q: "Q-TOF LC/MS with resolving power above 50,000",
    kinds: ["Q-TOF LC/MS"],
    specs: [{ key: "resolving-power", op: "max>=", value: "50000" }],
  },
  { q: "triple quadrupole mass spec for targeted quantitation", kinds: ["Triple quadrupole MS"] },
  {
    q: "mass spectrometer from Thermo Fisher",
    kinds: ["Q-TOF LC/MS", "Orbitrap MS", "Triple quadrupole MS"],
    brands: ["thermo-fisher"],
  },
  {
    q: "GC with an oven that goes to 450 °C",
    kinds: ["Gas chromatograph"],
    specs: [{ key: "oven-temperature", op: "max>=", value: "450 °C" }],
  },
  { q: "gas chromatograph", kinds: ["Gas chromatograph"] },
  {
    q: "UV-Vis spectrophotometer covering 190 to 1100 nm",
    kinds: ["UV-Vis spectrophotometer"],
    specs: [{ key: "wavelength-range", op: "covers", from: "190 nm", to: "1100 nm" }],
  },
  {
    q: "microvolume spectrophotometer that needs only 1 µL of sample",
    kinds: ["Microvolume spectrophotometer"],
    specs: [{ key: "sample-volume", op: "min<=", value: "1 µL" }],
  },
  {
    q: "qPCR instrument with at least 4 detection channels",
    kinds: ["Real-time PCR"],
    specs: [{ key: "detection-channels", op: "max>=", value: "4" }],
  },
  { q: "real-time PCR system from Roche", kinds: ["Real-time PCR"], brands: ["roche"] },
  {
    q: "refrigerated centrifuge reaching 20,000 x g",
    kinds: ["Centrifuge"],
    specs: [{ key: "max-rcf", op: "max>=", value: "20000 × g" }],
  },
  {
    q: "high-speed centrifuge, at least 25,000 rpm",
    kinds: ["Centrifuge"],
    specs: [{ key: "max-speed", op: "max>=", value: "25000 rpm" }],
  },
  { q: "microcentrifuge", kinds: ["Centrifuge"], text: ["microcentrifuge"] },
  {
    q: "centrifuge that can cool down to −10 °C",
    kinds: ["Centrifuge"],
    specs: [{ key: "temperature-range", op: "min<=", value: "-10 °C" }],
  },
  {
    q: "CO2 incubator with at least 150 L chamber",
    kinds: ["CO2 incubator"],
    specs: [{ key: "chamber-volume", op: "max>=", value: "150 L" }],
  },
  {
    q: "small CO2 incubator under 100 litres",
    kinds: ["CO2 incubator"],
    specs: [{ key: "chamber-volume", op: "min<=", value: "100 L" }],
  },
  { q: "CO2 incubator with a copper interior", kinds: ["CO2 incubator"] },
  {
    q: "Class II Type B2 biosafety cabinet",
    kinds: ["Biosafety cabinet"],
    specs: [{ key: "bsc-class", op: "is", values: ["Class II, Type B2"] }],
  },
  {
    q: "biological safety cabinet with inflow of at least 0.5 m/s",
    kinds: ["Biosafety cabinet"],
    specs: [{ key: "inflow-velocity", op: "max>=", value: "0.5 m/s" }],
  },
  {
    q: "6 ft wide biosafety cabinet",
    kinds: ["Biosafety cabinet"],
    specs: [{ key: "width", op: "max>=", value: "1800 mm" }],
  },
  {
    q: "analytical balance with 0.01 mg readability",
    kinds: ["Analytical balance"],
    specs: [{ key: "readability", op: "min<=", value: "0.01 mg" }],
  },
  {
    q: "balance with a 21 CFR Part 11 audit trail",
    kinds: ["Analytical balance"],
    text: ["21 CFR Part 11"],
  },
  {
    q: "balance weighing up to 220 g",
    kinds: ["Analytical balance"],
    specs: [{ key: "weighing-capacity", op: "max>=", value: "220 g" }],
  },
  { q: "ultrapure water system", kinds: ["Water purification"] },
  {
    q: "sterile 0.22 µm PVDF syringe filter",
    kinds: ["Syringe filter"],
    specs: [
      { key: "membrane", op: "is", values: ["PVDF"] },
      { key: "sterile", op: "is", values: ["yes"] },
      { key: "pore-size", op: "overlaps", from: "0.2 µm", to: "0.25 µm" },
    ],
  },
  {
    q: "PES syringe filters, 0.45 micron",
    kinds: ["Syringe filter"],
    specs: [
      { key: "membrane", op: "is", values: ["PES"] },
      { key: "pore-size", op: "overlaps", from: "0.4 µm", to: "0.5 µm" },
    ],
  },
  {
    q: "nylon syringe filter, 13 mm diameter",
    kinds: ["Syringe filter"],
    specs: [
      { key: "membrane", op: "is", values: ["Nylon"] },
      { key: "diameter", op: "overlaps", from: "12 mm", to: "14 mm" },
    ],
  },
  {
    q: "PTFE filter for organic solvents",
    kinds: ["Syringe filter", "Capsule filter"],
    specs: [{ key: "membrane", op: "is", values: ["PTFE"] }],
  },
  { q: "sterile capsule filter for media filtration", kinds: ["Capsule filter"] },
  {
    q: "C18 column with 1.7 µm particles",
    kinds: ["LC column"],
    text: ["C18"],
    specs: [{ key: "particle-size", op: "overlaps", from: "1.6 µm", to: "1.8 µm" }],
  },
  {
    q: "HILIC column, 150 mm long",
    kinds: ["LC column"],
    text: ["HILIC"],
    specs: [{ key: "column-length", op: "overlaps", from: "150 mm", to: "150 mm" }],
  },
  {
    q: "UHPLC column with sub-2 µm particles and 2.1 mm i.d.",
    kinds: ["LC column"],
    specs: [
      { key: "particle-size", op: "min<=", value: "1.9 µm" },
      { key: "internal-diameter", op: "overlaps", from: "2 mm", to: "2.2 mm" },
    ],
  },
  {
    q: "amber glass autosampler vials, 2 mL",
    kinds: ["Vial"],
    text: ["amber"],
    specs: [{ key: "volume", op: "overlaps", from: "2 mL", to: "2 mL" }],
  },
  {
    q: "20 mL headspace vials",
    kinds: ["Vial"],
    specs: [{ key: "volume", op: "overlaps", from: "20 mL", to: "20 mL" }],
  },
  {
    q: "sterile filter tips for 200 µL pipettes",
    kinds: ["Pipette tip"],
    specs: [
      { key: "sterile", op: "is", values: ["yes"] },
      { key: "volume", op: "overlaps", from: "200 µL", to: "200 µL" },
    ],
  },
  { q: "low-retention pipette tips", kinds: ["Pipette tip"], text: ["low-retention"] },
  { q: "384-well assay plates", kinds: ["Microplate"], text: ["384"] },
  {
    q: "IL-6 ELISA kit with 96 tests",
    kinds: ["ELISA"],
    text: ["IL-6"],
    specs: [{ key: "tests-per-kit", op: "overlaps", from: "96", to: "96" }],
  },
  { q: "troponin immunoassay", kinds: ["Immunoassay"], text: ["troponin"] },
  {
    q: "rapid antigen test with results in 15 minutes or less",
    kinds: ["Rapid antigen test"],
    specs: [{ key: "time-to-result", op: "min<=", value: "15 min" }],
  },
  {
    q: "PCR master mix stored at −20 °C",
    kinds: ["PCR master mix"],
    specs: [{ key: "storage-temperature", op: "overlaps", from: "-20 °C", to: "-20 °C" }],
  },
  {
    q: "point-of-care PCR test for SARS-CoV-2 and flu",
    kinds: ["Molecular point-of-care test"],
    text: ["SARS-CoV-2"],
  },
  {
    q: "diagnostic kit with analytical sensitivity below 1 pg/mL",
    categories: ["diagnostic-kits"],
    specs: [{ key: "sensitivity", op: "min<=", value: "1 pg/mL" }],
  },
  { q: "Sartorius bioreactor", kinds: ["Single-use bioreactor", "Glass bioreactor"], brands: ["sartorius"] },
  { q: "Millipore syringe filters", kinds: ["Syringe filter"], brands: ["merck"] },
  { q: "something to keep cell cultures at 37 °C with CO2", kinds: ["CO2 incubator"] },
  { q: "equipment to dry heat-sensitive biologics under vacuum", kinds: ["Freeze dryer"] },
  { q: "instrument to measure DNA concentration in a 2 µL drop", kinds: ["Microvolume spectrophotometer"] },
  {
    q: "GMP single-use bioreactor, 200 L",
    kinds: ["Single-use bioreactor"],
    specs: [{ key: "working-volume", op: "overlaps", from: "180 L", to: "220 L" }],
  },
  {
    q: "freeze dryer colder than −80 °C with more than 10 kg ice capacity",
    kinds: ["Freeze dryer"],
    specs: [
      { key: "condenser-temperature", op: "min<=", value: "-80 °C" },
      { key: "ice-capacity", op: "max>=", value: "10 kg" },
    ],
  },
];

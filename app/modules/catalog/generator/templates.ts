// Templates of the generated demo catalogue (issue 9): one per product type, with the category, the
// picture drawn for the type, plausible names, the realistic range of every specification and price,
// and how variants differ. Plain data, so a SQL bench filler can read the same ranges (see README in
// this folder / ADR 014).

export const BRAND_NAMES = {
  agilent: "Agilent",
  "thermo-fisher": "Thermo Scientific",
  merck: "Millipore",
  roche: "Roche",
  sartorius: "Sartorius",
  waters: "Waters",
} as const;
export type BrandId = keyof typeof BRAND_NAMES;

/** How one specification value is generated (the result is a string as a person would enter it). */
export type AttributeSpec =
  | {
      number: [number, number];
      step: number;
      unit: string;
      alt?: { unit: string; factor: number; offset?: number; digits?: number };
    }
  | { range: [[number, number], [number, number]]; step: number | [number, number]; unit: string }
  | { pick: string[] };

export interface VariantSpec {
  option: string;
  values: { title: string; sku: string; priceFactor: number; attributes?: Record<string, string> }[];
}

export interface ProductTemplate {
  /** Product type: names the drawing under /images/types/<type>.svg. */
  type: string;
  categoryId: string;
  /** What the product is, in the title: "Refrigerated Benchtop Centrifuge". */
  nouns: string[];
  /** Picks the noun from the generated values when the type decides it (a UHPLC is not an "HPLC System"). */
  nounFor?: (a: Record<string, string>) => string;
  /**
   * Values the picked noun decides, so the title never contradicts the specifications: "Filter Pipette Tips" have a
   * filter in their material (issue 35: the finder's claims read both). Applied after the pick, so the random
   * sequence — and every other generated product — stays the same.
   */
  nounValues?: Record<string, Record<string, string>>;
  /** Invented series names (the brand is added in front). */
  series: string[];
  /** Model number prefix. */
  model: string;
  brands: BrandId[];
  collections: string[];
  /** List price range in whole currency units. */
  price: [number, number];
  consumable: boolean;
  subtitle: (a: Record<string, string>) => string;
  blurb: string;
  attributes: Record<string, AttributeSpec>;
  variants?: VariantSpec[];
}

const F = { unit: "°F", factor: 9 / 5, offset: 32, digits: 0 };
const PSI = { unit: "psi", factor: 14.5038, digits: -2 };

export const TEMPLATES: ProductTemplate[] = [
  {
    type: "lc-stack",
    categoryId: "analytical-instruments",
    nouns: ["UHPLC System", "HPLC System"],
    nounFor: (a) => `${a.technique} System`,
    series: ["Vantis", "Chromera", "Eluvia", "Praxis", "Quantix"],
    model: "LC",
    brands: ["agilent", "thermo-fisher", "waters"],
    collections: ["hplc", "chromatography"],
    price: [38000, 125000],
    consumable: false,
    subtitle: (a) =>
      `${a["max-pressure"]} ${a.pump.split(",")[0].toLowerCase()} LC with ${a.detector.split(" (")[0].toLowerCase()}`,
    blurb: "for release testing, impurity profiling and method development",
    attributes: {
      technique: { pick: ["UHPLC", "HPLC"] },
      "max-pressure": { number: [400, 1500], step: 50, unit: "bar", alt: PSI },
      "flow-rate": {
        range: [
          [0.001, 0.05],
          [2, 10],
        ],
        step: [0.001, 1],
        unit: "mL/min",
      },
      pump: { pick: ["Binary, high-pressure mixing", "Quaternary, low-pressure mixing", "Isocratic"] },
      detector: {
        pick: ["Diode array detector (DAD)", "Variable wavelength detector (VWD)", "Fluorescence detector (FLD)"],
      },
      "wavelength-range": {
        range: [
          [190, 200],
          [600, 950],
        ],
        step: 10,
        unit: "nm",
      },
      width: { number: [340, 480], step: 5, unit: "mm" },
      depth: { number: [540, 720], step: 5, unit: "mm" },
      height: { number: [900, 1100], step: 10, unit: "mm" },
      weight: { number: [70, 130], step: 1, unit: "kg" },
      "power-supply": { pick: ["100–240 VAC, 50/60 Hz"] },
    },
  },
  {
    type: "mass-spectrometer",
    categoryId: "analytical-instruments",
    nouns: ["Triple Quadrupole LC/MS", "Q-TOF Mass Spectrometer", "Orbitrap Mass Spectrometer"],
    nounFor: (a) =>
      ({ "Triple quadrupole MS": "Triple Quadrupole LC/MS", "Q-TOF LC/MS": "Q-TOF Mass Spectrometer" })[a.technique] ??
      "Orbitrap Mass Spectrometer",
    series: ["Ionix", "Spectra", "Quadra", "Exactis"],
    model: "MS",
    brands: ["agilent", "thermo-fisher", "waters"],
    collections: ["mass-spectrometry"],
    price: [180000, 650000],
    consumable: false,
    subtitle: (a) => `${a.technique} with resolving power ${a["resolving-power"]}`,
    blurb: "for quantitation, metabolite identification and biopharma characterisation",
    attributes: {
      technique: { pick: ["Triple quadrupole MS", "Q-TOF LC/MS", "Orbitrap MS"] },
      "resolving-power": { number: [20000, 480000], step: 10000, unit: "" },
      "mass-range": {
        range: [
          [2, 50],
          [2000, 12000],
        ],
        step: 1,
        unit: "",
      },
      "mass-accuracy": { pick: ["< 1 ppm (internal calibration)", "< 2 ppm (external calibration)", "< 3 ppm RMS"] },
      width: { number: [600, 900], step: 10, unit: "mm" },
      depth: { number: [800, 1300], step: 10, unit: "mm" },
      height: { number: [900, 1400], step: 10, unit: "mm" },
      weight: { number: [110, 280], step: 5, unit: "kg" },
      "power-supply": { pick: ["200–240 VAC, 50/60 Hz, 16 A", "230 VAC ±10%, 50/60 Hz"] },
    },
  },
  {
    type: "gas-chromatograph",
    categoryId: "analytical-instruments",
    nouns: ["Gas Chromatograph", "GC System"],
    series: ["Thermion", "Volatix", "Capillar"],
    model: "GC",
    brands: ["agilent", "thermo-fisher"],
    collections: ["chromatography"],
    price: [28000, 72000],
    consumable: false,
    subtitle: (a) => `GC with oven to ${a["oven-temperature"].split("–")[1]}`,
    blurb: "for residual solvents, environmental and petrochemical analysis",
    attributes: {
      technique: { pick: ["Gas chromatograph"] },
      "oven-temperature": {
        range: [
          [4, 5],
          [400, 450],
        ],
        step: 1,
        unit: "°C",
      },
      "inlets-detectors": {
        pick: ["Up to 3 inlets, up to 4 detectors (FID, TCD, ECD)", "2 inlets, 3 detectors (FID, NPD, FPD)"],
      },
      width: { number: [560, 620], step: 5, unit: "mm" },
      depth: { number: [500, 560], step: 5, unit: "mm" },
      height: { number: [460, 520], step: 5, unit: "mm" },
      weight: { number: [45, 60], step: 1, unit: "kg" },
      "power-supply": { pick: ["200–240 VAC, 2,950 VA"] },
    },
  },
  {
    type: "spectrophotometer",
    categoryId: "analytical-instruments",
    nouns: ["UV-Vis Spectrophotometer", "Microvolume Spectrophotometer"],
    nounFor: (a) =>
      a.technique === "UV-Vis spectrophotometer" ? "UV-Vis Spectrophotometer" : "Microvolume Spectrophotometer",
    series: ["Lumina", "Photex", "Absora"],
    model: "UV",
    brands: ["agilent", "thermo-fisher"],
    collections: ["spectroscopy"],
    price: [7500, 24000],
    consumable: false,
    subtitle: (a) => `${a["wavelength-range"]} with ${a.detector.split(",")[0].toLowerCase()}`,
    blurb: "for nucleic acid and protein quantitation, kinetics and QC",
    attributes: {
      technique: { pick: ["UV-Vis spectrophotometer", "Microvolume spectrophotometer"] },
      "wavelength-range": {
        range: [
          [190, 200],
          [850, 1100],
        ],
        step: 10,
        unit: "nm",
      },
      detector: {
        pick: ["Silicon photodiode array, xenon flash lamp", "Dual silicon diode, deuterium and tungsten lamps"],
      },
      "sample-volume": {
        range: [
          [0.5, 1],
          [2, 3],
        ],
        step: 0.5,
        unit: "µL",
      },
      width: { number: [200, 500], step: 5, unit: "mm" },
      depth: { number: [300, 520], step: 5, unit: "mm" },
      height: { number: [190, 260], step: 5, unit: "mm" },
      weight: { number: [5, 16], step: 0.1, unit: "kg" },
      "power-supply": { pick: ["100–240 VAC, 50/60 Hz"] },
    },
  },
  {
    type: "qpcr",
    categoryId: "analytical-instruments",
    nouns: ["Real-Time PCR System", "qPCR Cycler"],
    series: ["Cyclex", "Ampliq", "Thermaq"],
    model: "QP",
    brands: ["roche", "thermo-fisher", "agilent"],
    collections: ["diagnostics"],
    price: [18000, 62000],
    consumable: false,
    subtitle: (a) => `${a["detection-channels"]}-channel real-time PCR, ${a["autosampler-capacity"]}`,
    blurb: "for gene expression, genotyping and pathogen detection",
    attributes: {
      technique: { pick: ["Real-time PCR"] },
      "detection-channels": { number: [2, 6], step: 1, unit: "" },
      "autosampler-capacity": { pick: ["96-well plates", "384-well plates", "48-well plates"] },
      "sample-volume": {
        range: [
          [5, 10],
          [25, 50],
        ],
        step: 5,
        unit: "µL",
      },
      width: { number: [300, 460], step: 5, unit: "mm" },
      depth: { number: [400, 560], step: 5, unit: "mm" },
      height: { number: [300, 520], step: 5, unit: "mm" },
      weight: { number: [20, 45], step: 1, unit: "kg" },
      "power-supply": { pick: ["100–240 VAC, 50/60 Hz, 500 VA"] },
    },
  },
  {
    type: "centrifuge",
    categoryId: "life-sciences-equipment",
    nouns: ["Refrigerated Benchtop Centrifuge", "Microcentrifuge", "High-Speed Centrifuge"],
    series: ["Rotana", "Velox", "Sedima", "Spinova"],
    model: "CF",
    brands: ["thermo-fisher", "sartorius", "merck"],
    collections: ["cell-culture"],
    price: [3200, 38000],
    consumable: false,
    subtitle: (a) => `${a["max-speed"]}, ${a["max-rcf"]}, ${a.capacity}`,
    blurb: "for cell pelleting, plasma separation and nucleic acid preps",
    attributes: {
      "equipment-type": { pick: ["Centrifuge"] },
      "max-speed": { number: [4000, 30000], step: 100, unit: "rpm" },
      "max-rcf": { number: [3000, 65000], step: 10, unit: "× g" },
      capacity: { pick: ["4 x 400 mL", "24 x 1.5/2.0 mL", "6 x 250 mL", "4 x 750 mL", "2 x 96-well plates"] },
      "temperature-range": {
        range: [
          [-20, -9],
          [36, 40],
        ],
        step: 1,
        unit: "°C",
      },
      width: { number: [250, 700], step: 5, unit: "mm" },
      depth: { number: [300, 800], step: 5, unit: "mm" },
      height: { number: [230, 420], step: 5, unit: "mm" },
      weight: { number: [12, 140], step: 1, unit: "kg" },
      "power-supply": { pick: ["230 VAC, 50 Hz", "120 VAC, 60 Hz"] },
    },
  },
  {
    type: "incubator",
    categoryId: "life-sciences-equipment",
    nouns: ["CO2 Incubator", "Direct-Heat CO2 Incubator"],
    series: ["Cellura", "Vitalis", "Culturon"],
    model: "CI",
    brands: ["thermo-fisher", "merck", "sartorius"],
    collections: ["cell-culture"],
    price: [6500, 19000],
    consumable: false,
    subtitle: (a) => `${a["chamber-volume"]} chamber, CO2 ${a["co2-range"]}`,
    blurb: "for mammalian cell culture, stem cells and organoids",
    attributes: {
      "equipment-type": { pick: ["CO2 incubator"] },
      "chamber-volume": { number: [50, 240], step: 5, unit: "L" },
      "co2-range": {
        range: [
          [0, 0],
          [20, 20],
        ],
        step: 1,
        unit: "%",
      },
      "temperature-range": {
        range: [
          [3, 5],
          [50, 60],
        ],
        step: 1,
        unit: "°C",
      },
      width: { number: [500, 700], step: 5, unit: "mm" },
      depth: { number: [600, 800], step: 5, unit: "mm" },
      height: { number: [700, 950], step: 5, unit: "mm" },
      weight: { number: [60, 110], step: 1, unit: "kg" },
      "power-supply": { pick: ["230 VAC, 50/60 Hz"] },
    },
    variants: [
      {
        option: "Interior",
        values: [
          { title: "Copper interior", sku: "CU", priceFactor: 1.08 },
          { title: "Stainless steel interior", sku: "SS", priceFactor: 1 },
        ],
      },
    ],
  },
  {
    type: "biosafety-cabinet",
    categoryId: "life-sciences-equipment",
    nouns: ["Class II Biological Safety Cabinet", "Biosafety Cabinet"],
    series: ["Laminara", "Sterion", "Airguard"],
    model: "BSC",
    brands: ["thermo-fisher", "merck"],
    collections: ["cell-culture"],
    price: [9800, 21000],
    consumable: false,
    subtitle: (a) => `${a["bsc-class"]}, inflow ${a["inflow-velocity"]}`,
    blurb: "for sterile handling of cell cultures and risk group 2–3 agents",
    attributes: {
      "equipment-type": { pick: ["Biosafety cabinet"] },
      "bsc-class": { pick: ["Class II, Type A2", "Class II, Type B2"] },
      "inflow-velocity": { number: [0.45, 0.55], step: 0.01, unit: "m/s" },
      depth: { number: [760, 820], step: 5, unit: "mm" },
      height: { number: [1500, 1600], step: 5, unit: "mm" },
      "power-supply": { pick: ["230 VAC, 50/60 Hz"] },
    },
    variants: [
      {
        option: "Width",
        values: [
          { title: "4 ft (1.2 m)", sku: "4", priceFactor: 1, attributes: { width: "1,340 mm", weight: "226 kg" } },
          { title: "6 ft (1.8 m)", sku: "6", priceFactor: 1.3, attributes: { width: "1,950 mm", weight: "290 kg" } },
        ],
      },
    ],
  },
  {
    type: "balance",
    categoryId: "life-sciences-equipment",
    nouns: ["Analytical Balance", "Semi-Micro Balance", "Precision Balance"],
    series: ["Librix", "Pondus", "Exacta"],
    model: "BA",
    brands: ["sartorius", "merck", "thermo-fisher"],
    collections: ["consumables"],
    price: [2400, 14000],
    consumable: false,
    subtitle: (a) => `Readability ${a.readability}, ${a.notes.split(";")[0].toLowerCase()}`,
    blurb: "for weighing standards, reagents and formulation samples",
    attributes: {
      "equipment-type": { pick: ["Analytical balance"] },
      notes: {
        pick: [
          "Internal motorised calibration; draft shield",
          "Automatic levelling; USB and Ethernet",
          "Ionizer; 21 CFR Part 11 audit trail",
        ],
      },
      width: { number: [200, 260], step: 2, unit: "mm" },
      depth: { number: [350, 460], step: 2, unit: "mm" },
      height: { number: [300, 340], step: 2, unit: "mm" },
      weight: { number: [5, 9], step: 0.1, unit: "kg" },
      "power-supply": { pick: ["100–240 VAC via external adapter"] },
    },
    variants: [
      {
        option: "Readability",
        values: [
          {
            title: "0.1 mg (220 g)",
            sku: "220",
            priceFactor: 1,
            attributes: { readability: "0.1 mg", "weighing-capacity": "220 g" },
          },
          {
            title: "0.01 mg (120 g)",
            sku: "120",
            priceFactor: 1.45,
            attributes: { readability: "0.01 mg", "weighing-capacity": "120 g" },
          },
        ],
      },
    ],
  },
  {
    type: "freeze-dryer",
    categoryId: "life-sciences-equipment",
    nouns: ["Benchtop Freeze Dryer", "Laboratory Lyophilizer"],
    series: ["Lyovac", "Cryodry", "Sublima"],
    model: "FD",
    brands: ["sartorius", "thermo-fisher", "merck"],
    collections: ["lyophilization"],
    price: [11000, 32000],
    consumable: false,
    subtitle: (a) => `${a.capacity}, ${a["ice-capacity"]} ice per 24 h`,
    blurb: "for freeze drying of samples, reagents and small formulation batches",
    attributes: {
      "equipment-type": { pick: ["Freeze dryer"] },
      capacity: { pick: ["2.5 L collector", "4.5 L collector", "6 L collector", "12 L collector"] },
      "ice-capacity": { number: [1.5, 8], step: 0.5, unit: "L" },
      width: { number: [480, 720], step: 5, unit: "mm" },
      depth: { number: [520, 700], step: 5, unit: "mm" },
      height: { number: [420, 800], step: 5, unit: "mm" },
      weight: { number: [45, 120], step: 1, unit: "kg" },
      "power-supply": { pick: ["230 VAC, 50 Hz", "115 VAC, 60 Hz"] },
    },
    variants: [
      {
        option: "Collector temperature",
        values: [
          { title: "−50 °C", sku: "50", priceFactor: 1, attributes: { "condenser-temperature": "-58 °F" } },
          { title: "−84 °C", sku: "84", priceFactor: 1.18, attributes: { "condenser-temperature": "-84 °C" } },
        ],
      },
    ],
  },
  {
    type: "syringe-filter",
    categoryId: "laboratory-consumables",
    nouns: ["Syringe Filters", "Syringe Filter Units"],
    series: ["Clarix", "Puraflo", "Membra"],
    model: "SF",
    brands: ["merck", "sartorius", "thermo-fisher"],
    collections: ["consumables"],
    price: [95, 420],
    consumable: true,
    subtitle: (a) => `${a["pore-size"]} ${a.membrane}, ${a.diameter}`,
    blurb: "for clarifying and sterilising samples and media before analysis",
    attributes: {
      "product-type": { pick: ["Syringe filter"] },
      membrane: { pick: ["PVDF", "PES", "PTFE", "Nylon", "Cellulose acetate"] },
      material: { pick: ["Polypropylene housing", "Modified acrylic housing"] },
      "pore-size": { number: [0.1, 0.8], step: 0.05, unit: "µm" },
      diameter: { number: [4, 33], step: 1, unit: "mm" },
      "filtration-area": { number: [0.2, 4.5], step: 0.1, unit: "cm²" },
      sterile: { pick: ["yes", "no"] },
    },
    variants: [
      {
        option: "Pack size",
        values: [
          { title: "50 filters", sku: "50", priceFactor: 1, attributes: { "pack-size": "50" } },
          { title: "250 filters", sku: "250", priceFactor: 4.2, attributes: { "pack-size": "250" } },
        ],
      },
    ],
  },
  {
    type: "lc-column",
    categoryId: "laboratory-consumables",
    nouns: ["C18 Column", "HILIC Column", "C8 Column", "Phenyl-Hexyl Column"],
    series: ["Solvix", "Particulon", "Chromacore"],
    model: "COL",
    brands: ["waters", "agilent", "thermo-fisher", "merck"],
    collections: ["hplc", "chromatography", "consumables"],
    price: [480, 1450],
    consumable: true,
    subtitle: (a) => `${a["particle-size"]} particles, ${a["internal-diameter"]} i.d., pH ${a["ph-range"]}`,
    blurb: "for robust, reproducible separations from UHPLC to preparative scale",
    attributes: {
      "product-type": { pick: ["LC column"] },
      material: { pick: ["Ethylene-bridged hybrid silica", "Superficially porous silica", "Fully porous silica"] },
      "particle-size": { number: [1.3, 5], step: 0.1, unit: "µm" },
      "internal-diameter": { number: [1, 4.6], step: 0.1, unit: "mm" },
      "ph-range": {
        range: [
          [1, 2],
          [8, 12],
        ],
        step: 1,
        unit: "",
      },
      "max-pressure": { number: [400, 1240], step: 20, unit: "bar", alt: PSI },
      sterile: { pick: ["no"] },
      "pack-size": { pick: ["1"] },
    },
    variants: [
      {
        option: "Length",
        values: [
          { title: "50 mm", sku: "50", priceFactor: 1, attributes: { "column-length": "50 mm" } },
          { title: "100 mm", sku: "100", priceFactor: 1.15, attributes: { "column-length": "100 mm" } },
          { title: "150 mm", sku: "150", priceFactor: 1.3, attributes: { "column-length": "150 mm" } },
        ],
      },
    ],
  },
  {
    type: "vials",
    categoryId: "laboratory-consumables",
    nouns: ["Screw-Cap Autosampler Vials", "Certified LC-MS Vials", "Crimp-Top Headspace Vials"],
    series: ["Vialis", "Claritas", "Septra"],
    model: "VL",
    brands: ["waters", "agilent", "thermo-fisher"],
    collections: ["consumables", "chromatography"],
    price: [45, 260],
    consumable: true,
    subtitle: (a) => `${a.volume} ${a.material.split(",")[0].toLowerCase()} vials, pack of ${a["pack-size"]}`,
    blurb: "for low-adsorption, contamination-free sample injection",
    attributes: {
      "product-type": { pick: ["Vial"] },
      material: { pick: ["Type 1 borosilicate, clear", "Type 1 borosilicate, amber", "Polypropylene"] },
      volume: { pick: ["2 mL", "1.5 mL", "300 µL", "20 mL", "10 mL"] },
      diameter: { pick: ["12 mm", "22.5 mm"] },
      sterile: { pick: ["no"] },
      "pack-size": { pick: ["100", "1000"] },
    },
  },
  {
    type: "pipette-tips",
    categoryId: "laboratory-consumables",
    nouns: ["Filter Pipette Tips", "Low-Retention Pipette Tips"],
    nounValues: {
      "Filter Pipette Tips": { material: "Virgin polypropylene, polyethylene filter" },
      "Low-Retention Pipette Tips": { material: "Low-retention polypropylene" },
    },
    series: ["Tipora", "Flexa", "Aerotip"],
    model: "PT",
    brands: ["thermo-fisher", "sartorius", "merck"],
    collections: ["consumables"],
    price: [38, 190],
    consumable: true,
    subtitle: (a) => `${a.sterile === "yes" ? "Sterile" : "Non-sterile"} tips, ${a["pack-size"]} per pack`,
    blurb: "for contamination-free pipetting of PCR, cell culture and radioactive samples",
    attributes: {
      "product-type": { pick: ["Pipette tip"] },
      material: { pick: ["Virgin polypropylene, polyethylene filter", "Low-retention polypropylene"] },
      sterile: { pick: ["yes", "no"] },
      "pack-size": { pick: ["960", "480", "1000"] },
    },
    variants: [
      {
        option: "Volume",
        values: [
          { title: "10 µL", sku: "10", priceFactor: 1, attributes: { volume: "10 µL" } },
          { title: "200 µL", sku: "200", priceFactor: 1, attributes: { volume: "200 µL" } },
          { title: "1000 µL", sku: "1000", priceFactor: 1.1, attributes: { volume: "1 mL" } },
        ],
      },
    ],
  },
  {
    type: "microplates",
    categoryId: "laboratory-consumables",
    nouns: ["96-Well Microplates", "384-Well Assay Plates", "Deep-Well Plates"],
    series: ["Platix", "Wellara", "Assayon"],
    model: "MP",
    brands: ["thermo-fisher", "merck", "sartorius"],
    collections: ["consumables"],
    price: [65, 340],
    consumable: true,
    subtitle: (a) => `${a.volume} wells, ${a.material.toLowerCase()}`,
    blurb: "for ELISA, cell-based assays and sample storage",
    attributes: {
      "product-type": { pick: ["Microplate"] },
      material: { pick: ["Polystyrene, clear flat bottom", "Polystyrene, black", "Polypropylene, V-bottom"] },
      volume: { pick: ["360 µL", "120 µL", "2 mL", "80 µL"] },
      sterile: { pick: ["yes", "no"] },
      "pack-size": { pick: ["50", "100", "25"] },
    },
  },
  {
    type: "bioreactor",
    categoryId: "biopharma-machinery",
    nouns: ["Single-Use Bioreactor", "Glass Stirred-Tank Bioreactor"],
    nounFor: (a) =>
      a["system-type"] === "Single-use bioreactor" ? "Single-Use Bioreactor" : "Glass Stirred-Tank Bioreactor",
    series: ["Fermentis", "Cultiva", "Bioflux", "Maxicell"],
    model: "BR",
    brands: ["sartorius", "merck", "thermo-fisher"],
    collections: ["bioprocessing", "cell-culture"],
    price: [45000, 420000],
    consumable: false,
    subtitle: (a) => `${a["working-volume"]} working volume, ${a.agitation}`,
    blurb: "for cell culture and microbial processes from development to GMP",
    attributes: {
      "system-type": { pick: ["Single-use bioreactor", "Glass bioreactor"] },
      "working-volume": {
        range: [
          [1, 50],
          [50, 2000],
        ],
        step: 1,
        unit: "L",
      },
      agitation: {
        range: [
          [10, 30],
          [150, 1500],
        ],
        step: 10,
        unit: "rpm",
      },
      "single-use": { pick: ["yes", "no"] },
      control: { pick: ["pH, DO, temperature, foam, level", "pH, DO, pressure, temperature, biomass"] },
      gassing: { pick: ["Up to 4 mass flow controllers", "Micro and ring sparger, overlay"] },
      width: { number: [900, 2400], step: 10, unit: "mm" },
      depth: { number: [800, 1800], step: 10, unit: "mm" },
      height: { number: [1600, 3000], step: 10, unit: "mm" },
      weight: { number: [300, 1800], step: 10, unit: "kg" },
      "power-supply": { pick: ["400 VAC, 3-phase, 50/60 Hz", "230 VAC, 50/60 Hz, 16 A"] },
    },
  },
  {
    type: "chromatography-system",
    categoryId: "biopharma-machinery",
    nouns: ["Protein Purification System", "Process Chromatography Skid"],
    series: ["Purex", "Elutra", "Captiva"],
    model: "PC",
    brands: ["merck", "sartorius", "thermo-fisher", "waters"],
    collections: ["bioprocessing", "chromatography"],
    price: [52000, 260000],
    consumable: false,
    subtitle: (a) => `Flow ${a["flow-rate"]}, up to ${a["max-pressure"]}`,
    blurb: "for capture, intermediate purification and polishing of biologics",
    attributes: {
      "system-type": { pick: ["Chromatography system"] },
      "flow-rate": {
        range: [
          [0.001, 0.01],
          [25, 2000],
        ],
        step: [0.001, 25],
        unit: "mL/min",
      },
      "max-pressure": { number: [5, 20], step: 1, unit: "bar", alt: { unit: "MPa", factor: 0.1, digits: 1 } },
      "single-use": { pick: ["no", "yes"] },
      control: {
        pick: ["UV 280 nm, conductivity, pH; fraction collector", "Multi-wavelength UV, conductivity, pH, pressure"],
      },
      width: { number: [500, 1600], step: 10, unit: "mm" },
      depth: { number: [450, 1000], step: 10, unit: "mm" },
      height: { number: [600, 1900], step: 10, unit: "mm" },
      weight: { number: [50, 600], step: 5, unit: "kg" },
      "power-supply": { pick: ["100–240 VAC, 50/60 Hz"] },
    },
  },
  {
    type: "pilot-freeze-dryer",
    categoryId: "biopharma-machinery",
    nouns: ["Pilot Freeze Dryer", "Production Lyophilizer"],
    series: ["Lyomax", "Sublimator", "Cryon"],
    model: "LY",
    brands: ["sartorius", "merck", "thermo-fisher"],
    collections: ["lyophilization", "bioprocessing"],
    price: [85000, 480000],
    consumable: false,
    subtitle: (a) => `${a["shelf-area"]} shelf area, condenser ${a["condenser-temperature"]}`,
    blurb: "for cycle development and clinical batches of lyophilised drug products",
    attributes: {
      "system-type": { pick: ["Freeze dryer"] },
      "shelf-area": { number: [0.3, 10], step: 0.1, unit: "m²" },
      "shelf-temperature": {
        range: [
          [-60, -45],
          [50, 70],
        ],
        step: 5,
        unit: "°C",
      },
      "condenser-temperature": { number: [-90, -60], step: 1, unit: "°C", alt: F },
      "ice-capacity": { number: [8, 150], step: 1, unit: "kg" },
      "single-use": { pick: ["no"] },
      width: { number: [700, 2200], step: 10, unit: "mm" },
      depth: { number: [900, 2500], step: 10, unit: "mm" },
      height: { number: [1600, 2400], step: 10, unit: "mm" },
      weight: { number: [350, 4500], step: 10, unit: "kg" },
      "power-supply": { pick: ["400 VAC, 3-phase, 50 Hz", "230 VAC, 50 Hz, 20 A"] },
    },
  },
  {
    type: "kit-box",
    categoryId: "diagnostic-kits",
    nouns: ["ELISA Kit", "Immunoassay", "PCR Master Mix", "Rapid Antigen Test", "Point-of-Care PCR Test"],
    nounFor: (a) =>
      ({
        ELISA: "ELISA Kit",
        Immunoassay: "Immunoassay",
        "PCR master mix": "PCR Master Mix",
        "Rapid antigen test": "Rapid Antigen Test",
      })[a["assay-type"]] ?? "Point-of-Care PCR Test",
    series: ["Detecta", "Assure", "Immunex", "Sensia"],
    model: "DX",
    brands: ["roche", "thermo-fisher", "merck"],
    collections: ["diagnostics"],
    price: [180, 1650],
    consumable: true,
    subtitle: (a) => `${a["assay-type"]}, ${a["tests-per-kit"]} tests, result in ${a["time-to-result"]}`,
    blurb: "for clinical laboratories and translational research groups",
    attributes: {
      "assay-type": {
        pick: ["ELISA", "Immunoassay", "PCR master mix", "Rapid antigen test", "Molecular point-of-care test"],
      },
      "tests-per-kit": { pick: ["20", "48", "96", "100", "200", "500"] },
      "time-to-result": { number: [9, 240], step: 1, unit: "min" },
      sensitivity: { number: [0.5, 20], step: 0.5, unit: "pg/mL" },
      targets: {
        pick: ["IL-6", "TNF-alpha", "Troponin T", "SARS-CoV-2, influenza A/B", "Procalcitonin", "CRP", "Ferritin"],
      },
      "sample-type": {
        pick: ["Serum, plasma", "Serum, plasma, cell culture supernatant", "Nasopharyngeal swab", "Whole blood"],
      },
      "storage-temperature": { pick: ["2–8 °C", "-25 to -15 °C", "15–30 °C"] },
    },
  },
];

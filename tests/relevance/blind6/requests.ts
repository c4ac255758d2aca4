// The sixth blind relevance set (README.md in this folder): requests as lab buyers and procurement staff write
// them, each judged by tests on recorded catalogue data. Written 2026-11-28 by a helper (session 27) who had not
// read the finder, the store search, the tuned set or the judgements of the earlier blind sets. FROZEN: never tune
// the parser or the ranking on these, never edit a request to match an output; report results on this set apart
// from the tuned set and apart from the five earlier blind sets (tests/relevance/blind/, blind2/ … blind5/).
//
// The format is the first blind set's (../blind/types.ts) and the kinds are the second set's (../blind2/requests.ts)
// plus a few narrower ones below; label.ts grades every product with the second set's labeler. Like the fourth and
// fifth sets this one leans on requests with two to five constraints and on products just outside a limit; it adds
// specifications the earlier sets hardly asked for (instrument depth / height / width / weight as room limits,
// balance notes such as draft shield, automatic levelling and 21 CFR Part 11, detector lamps, bioreactor gassing,
// filter housings and filtration area, chromatography-system UV options, kit storage and sample types).
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
const within = (spec: string, value: string): Constraint => ({ spec, op: "within", value });
const covers = (spec: string, value: string): Constraint => ({ spec, op: "covers", value });
const oneOf = (spec: string, ...values: string[]): Constraint => ({ spec, op: "oneOf", values });
const notOneOf = (spec: string, ...values: string[]): Constraint => ({ spec, op: "notOneOf", values });
const contains = (spec: string, ...words: string[]): Constraint => ({ spec, op: "contains", words });
const notContains = (spec: string, ...words: string[]): Constraint => ({ spec, op: "notContains", words });
const sterile = (yes: boolean): Constraint => oneOf("sterile", yes ? "yes" : "no");
const inTitle = (...words: string[]): Constraint => ({ words, in: "title" });
const inText = (...words: string[]): Constraint => ({ words, in: "text" });
const brand = (...ids: string[]): Constraint => ({ brand: ids });
const notBrand = (...ids: string[]): Constraint => ({ notBrand: ids });
const BENCHTOP_WORDS = ["benchtop", "bench-top"];
const ROOM_TEMPERATURE = "20–25 °C";

export const REQUESTS: BlindRequest[] = [
  // ---------------------------------------------------------------- centrifuges
  {
    q: "4x750mL centrifuge, ≥35k xg, Sartorius or Thermo only, <$20k",
    classes: ["units", "comparison", "price"],
    kind: K.centrifuge,
    constraints: [
      contains("capacity", "4 x 750"),
      atLeast("max-rcf", "35,000 × g"),
      brand("sartorius", "thermo-fisher"),
      price(20000, "usd"),
    ],
    note: '"<$20k" on a price read as at most $20,000 (as "under" in the earlier sets). A Thermo 4 × 750 mL one at 53,060 × g costs $25,000.',
  },
  {
    q: "Mikrozentrifuge 24 x 1,5 ml, 30.000 U/min oder mehr, unter 25.000 €",
    classes: ["de-fr", "units", "comparison", "price", "unanswerable"],
    kind: K.centrifuge,
    constraints: [contains("capacity", "24 x 1.5"), atLeast("max-speed", "30,000 rpm"), price(25000, "eur")],
    note: 'Unanswerable: "U/min" = rpm, "30.000" a German thousands separator. The only 24 × 1.5 mL centrifuge reaching 30,000 rpm costs €26,050.',
  },
  {
    q: "centrifuge for 2x96-well plates, 50 000 x g+, has to fit in 62 cm of bench width",
    classes: ["units", "comparison"],
    kind: K.centrifuge,
    constraints: [contains("capacity", "96-well"), atLeast("max-rcf", "50,000 × g"), maxAtMost("width", "620 mm")],
    note: "Width is the instrument's recorded width; a 55,240 × g plate centrifuge is 665 mm wide.",
  },
  {
    q: "6x250ml centrifuge that gets down to -2°F, max 25 000 €",
    classes: ["units", "comparison", "price"],
    kind: K.centrifuge,
    constraints: [contains("capacity", "6 x 250"), atMost("temperature-range", "-2 °F"), price(25000, "eur")],
    note: "-2 °F ≈ -18.9 °C: a range reaching -19 °C qualifies, -18 °C does not. A -19 °C one at €32,003 (sale) is over budget.",
  },
  {
    q: "Kühlzentrifuge, Tiefe max. 45 cm, mind. 20.000 x g, kein Millipore",
    classes: ["de-fr", "units", "comparison", "negation"],
    kind: K.centrifuge,
    constraints: [maxAtMost("depth", "450 mm"), atLeast("max-rcf", "20,000 × g"), notBrand("merck")],
    note: '"Kühlzentrifuge" (refrigerated centrifuge) is no extra constraint: every centrifuge records a sub-zero minimum. Millipore is recorded as the brand Merck; four shallow Millipore ones ≥ 20,000 × g are excluded by brand.',
  },
  {
    q: "need to spin 4 x 400 mL bottles at 25,000 x g or more, machine must weigh under 100 kg",
    classes: ["synonym", "units", "comparison"],
    kind: K.centrifuge,
    constraints: [contains("capacity", "4 x 400"), atLeast("max-rcf", "25,000 × g"), maxAtMost("weight", "99.9 kg")],
    note: 'A need that names no kind (spinning bottles = centrifugation). "under 100 kg" is the instrument weight, strict (recorded weights are whole kilograms).',
  },

  // ---------------------------------------------------------------- CO2 incubators
  {
    q: "Sartorius CO2 incubator, 200 L or more, must fit under a 90 cm shelf, ≤ $16k",
    classes: ["units", "comparison", "price"],
    kind: K.co2Incubator,
    constraints: [
      brand("sartorius"),
      atLeast("chamber-volume", "200 L"),
      maxAtMost("height", "899 mm"),
      price(16000, "usd"),
    ],
    note: '"fit under a 90 cm shelf" = the recorded height is below 900 mm.',
  },
  {
    q: "incubateur à CO2 de 100 L minimum, 60 cm de profondeur max.",
    classes: ["de-fr", "units", "comparison", "unanswerable"],
    kind: K.co2Incubator,
    constraints: [atLeast("chamber-volume", "100 L"), maxAtMost("depth", "600 mm")],
    note: "Unanswerable: the shallowest CO2 incubator of 100 L or more is 605 mm deep.",
  },
  {
    q: "lightweight CO2 incubtor (< 65 kg) with at least 150 L inside",
    classes: ["units", "comparison"],
    kind: K.co2Incubator,
    constraints: [maxAtMost("weight", "64.9 kg"), atLeast("chamber-volume", "150 L")],
    note: 'Typo "incubtor". "< 65 kg" is strict on the instrument weight; "lightweight" adds nothing beyond it.',
  },
  {
    q: "CO2 incubator ~160–170 L, £10k max",
    classes: ["units", "comparison", "price"],
    kind: K.co2Incubator,
    constraints: [within("chamber-volume", "160–170 L"), price(10000, "gbp")],
    note: "£10k ≈ $12,700; a 170 L one at $13,850 and 160–165 L ones on sale at $14,705–$15,640 are over it.",
  },
  {
    q: "incubateur CO2 240 L sans chauffage direct, moins de 12 000 €",
    classes: ["de-fr", "negation", "units", "price"],
    kind: K.co2Incubator,
    constraints: [
      equals("chamber-volume", "240 L"),
      { notWords: ["Direct-Heat", "direct heat"], in: "title" },
      price(12000, "eur"),
    ],
    note: "Direct heat is recorded only in titles. A 240 L Thermo incubator at €12,750 is over budget.",
  },
  {
    q: "cell culture incubator that goes up to 60 °C, no deeper than 62 cm",
    classes: ["synonym", "units", "comparison"],
    kind: K.co2Incubator,
    constraints: [atLeast("temperature-range", "60 °C"), maxAtMost("depth", "620 mm")],
    note: '"cell culture incubator" = CO2 incubator; "goes up to 60 °C" = the range reaches 60 °C.',
  },

  // ---------------------------------------------------------------- biosafety cabinets
  {
    q: "Millipore B2 cabinet, 1340 mm wide, lower than 1.55 m, ≤ $11k",
    classes: ["units", "comparison", "price"],
    kind: K.bsc,
    constraints: [
      brand("merck"),
      oneOf("bsc-class", "Class II, Type B2"),
      equals("width", "1,340 mm"),
      maxAtMost("height", "1,549 mm"),
      price(11000, "usd"),
    ],
    note: 'Millipore is recorded as Merck. "lower than 1.55 m" is strict on the cabinet height (whole millimetres). A 1,530 mm one on sale at $11,178 is just over.',
  },
  {
    q: "Class II A2 BSC no deeper than 78 cm, inflow ≥0.53 m/s, ≤ $16k",
    classes: ["units", "comparison", "price"],
    kind: K.bsc,
    constraints: [
      oneOf("bsc-class", "Class II, Type A2"),
      maxAtMost("depth", "780 mm"),
      atLeast("inflow-velocity", "0.53 m/s"),
      price(16000, "usd"),
    ],
    note: "Price per width variant. A 775 mm deep 0.53 m/s cabinet costs €21,000; the 785 mm 0.53 m/s one is too deep.",
  },
  {
    q: "Millipore A2 hood with 0.55 m/s inflow, overall height under 1.55 m",
    classes: ["synonym", "units", "comparison", "unanswerable"],
    kind: K.bsc,
    constraints: [
      brand("merck"),
      oneOf("bsc-class", "Class II, Type A2"),
      atLeast("inflow-velocity", "0.55 m/s"),
      maxAtMost("height", "1,549 mm"),
    ],
    note: 'Unanswerable: "hood" = biosafety cabinet. The only 0.55 m/s A2 cabinet (Millipore) is 1,580 mm tall.',
  },
  {
    q: "Sicherheitswerkbank Klasse II Typ A2 von Thermo, 1,34 m breit, Einströmung mind. 0,5 m/s, unter 12.500 $",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.bsc,
    constraints: [
      brand("thermo-fisher"),
      oneOf("bsc-class", "Class II, Type A2"),
      equals("width", "1,340 mm"),
      atLeast("inflow-velocity", "0.5 m/s"),
      price(12500, "usd"),
    ],
    note: '"1,34 m" with a decimal comma = the 1,340 mm variant. A 0.48 m/s Thermo A2 at $12,900 and the 1300 Series at $13,400 miss.',
  },

  // ---------------------------------------------------------------- balances
  {
    q: "analytical balance w/ draft shield, 0.01 mg, under 5.7k USD",
    classes: ["units", "comparison", "price"],
    kind: K.balance,
    constraints: [contains("notes", "draft shield"), atMost("readability", "0.01 mg"), price(5700, "usd")],
    note: "The draft shield is recorded in the balance notes. A draft-shield 0.01 mg variant at €5,655 (≈ $6,107) is over.",
  },
  {
    q: "0.1 mg balance with automatic levelling that weighs ≤ 6 kg itself, under $4k",
    classes: ["units", "comparison", "price"],
    kind: K.balance,
    constraints: [
      contains("notes", "automatic levelling"),
      atMost("readability", "0.1 mg"),
      maxAtMost("weight", "6 kg"),
      price(4000, "usd"),
    ],
    note: '"weighs ≤ 6 kg itself" is the instrument weight, not the weighing capacity.',
  },
  {
    q: "21 CFR Part 11 balance, 0,01 mg readability, not Sartorius, ≤ $7,000",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.balance,
    constraints: [
      contains("notes", "Part 11"),
      atMost("readability", "0.01 mg"),
      notBrand("sartorius"),
      price(7000, "usd"),
    ],
    note: "Part 11 compliance (audit trail) is recorded in the balance notes. Decimal comma in the readability.",
  },
  {
    q: "Waage 0,01 mg mit Ionisator, höchstens 5 kg Eigengewicht",
    classes: ["de-fr", "units", "comparison", "unanswerable"],
    kind: K.balance,
    constraints: [atMost("readability", "0.01 mg"), contains("notes", "ionizer"), maxAtMost("weight", "5 kg")],
    note: 'Unanswerable: "Eigengewicht" = the instrument weight. The lightest balance with an ionizer weighs 5.5 kg (the 5 kg balances have none).',
  },

  // ---------------------------------------------------------------- freeze dryers
  {
    q: "something to freeze-dry samples on the bench under a 50 cm shelf, ≥ 4 L ice/day, under $15,000",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.labFreezeDryer,
    constraints: [maxAtMost("height", "500 mm"), atLeast("ice-capacity", "4 L"), price(15000, "usd")],
    note: 'A need that names no kind (freeze-drying on a bench = laboratory freeze dryer). "under a 50 cm shelf" read as a height of at most 500 mm; the bench word is not required.',
  },
  {
    q: "benchtop freeze dryer w/ -84 °C condenser that weighs under 45 kg",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.labFreezeDryer,
    constraints: [inText(...BENCHTOP_WORDS), atMost("condenser-temperature", "-84 °C"), maxAtMost("weight", "44.9 kg")],
    note: "Unanswerable: the lightest benchtop freeze dryer weighs 48 kg.",
  },
  {
    q: "lyophilisateur Thermo, glace ≥ 5 L/24 h, condenseur -84 °C, moins de 22 000 $",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.labFreezeDryer,
    constraints: [
      brand("thermo-fisher"),
      atLeast("ice-capacity", "5 L"),
      atMost("condenser-temperature", "-84 °C"),
      price(22000, "usd"),
    ],
    note: "Per variant: the -84 °C variant must be under the budget. A 7 L one on sale at $22,116 is just over.",
  },
  {
    q: "non-Thermo lyophilizer, ≤ 60 cm deep, -84°C condenser, below $15k",
    classes: ["negation", "units", "comparison", "price"],
    kind: K.labFreezeDryer,
    constraints: [
      notBrand("thermo-fisher"),
      maxAtMost("depth", "600 mm"),
      atMost("condenser-temperature", "-84 °C"),
      price(15000, "usd"),
    ],
    note: "Read as a laboratory freeze dryer (pilot dryers are far deeper). A product without a brand (Labconco) is not Thermo.",
  },
  {
    q: "pilot lyo narrower than 1 m, ≥ 4 m² of shelves, condenser -110°F or colder",
    classes: ["synonym", "units", "comparison"],
    kind: K.pilotFreezeDryer,
    constraints: [
      maxAtMost("width", "999 mm"),
      atLeast("shelf-area", "4 m²"),
      atMost("condenser-temperature", "-110 °F"),
    ],
    note: "-110 °F ≈ -78.9 °C; condensers recorded in °C and °F are compared in °C. A 920 mm wide 9.5 m² one stops at -74 °C, a 740 mm one at -105 °F.",
  },
  {
    q: "production freeze dryer, shelves up to +70 °C and 120 kg ice capacity",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.pilotFreezeDryer,
    constraints: [atLeast("shelf-temperature", "70 °C"), atLeast("ice-capacity", "120 kg")],
    note: "Unanswerable: the 70 °C dryers hold at most 119 kg of ice; the 131 kg and 143 kg ones stop at 60 °C and 55 °C.",
  },
  {
    q: "Pilot-Gefriertrockner, Kondensator -60 °C oder kälter, Budget 90.000 £",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.pilotFreezeDryer,
    constraints: [atMost("condenser-temperature", "-60 °C"), price(90000, "gbp")],
    note: '"90.000 £" ≈ $114,300. Chosen for the margin: £100k would flip a $134,300 dryer at GBP +0.07.',
  },
  {
    q: "production freeze dryer under 600 kg installed weight, ≥ 5 m² shelf area",
    classes: ["units", "comparison"],
    kind: K.pilotFreezeDryer,
    constraints: [maxAtMost("weight", "599 kg"), atLeast("shelf-area", "5 m²")],
    note: '"under 600 kg" is strict on the recorded weight (whole kilograms).',
  },

  // ---------------------------------------------------------------- water
  {
    q: "Reinstwassersystem, mind. 120 l/h, max. 60 cm hoch",
    classes: ["de-fr", "units", "comparison"],
    kind: K.waterSystem,
    constraints: [atLeast("flow-rate", "120 L/h"), maxAtMost("height", "600 mm")],
    note: "120 L/h = 2 L/min, the only system's recorded flow (compared in the stored unit).",
  },
  {
    q: "ultrapure water unit under 20 kg that still does 1 L/min or more",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.waterSystem,
    constraints: [maxAtMost("weight", "19.9 kg"), atLeast("flow-rate", "1 L/min")],
    note: "Unanswerable: the only water purification system weighs 21 kg.",
  },

  // ---------------------------------------------------------------- HPLC / UHPLC
  {
    q: "quaternary UHPLC, 1,000 bar or more, no Thermo, max 80k USD",
    classes: ["negation", "units", "comparison", "price"],
    kind: K.uhplc,
    constraints: [
      contains("pump", "quaternary"),
      atLeast("max-pressure", "1,000 bar"),
      notBrand("thermo-fisher"),
      price(80000, "usd"),
    ],
    note: "Two Thermo quaternary UHPLCs reach 1,048 and 1,248 bar (stored from psi); they are excluded by brand (and cost over $100k).",
  },
  {
    q: "LC system w/ variable wavelength detector, full 190–900 nm range",
    classes: ["units", "comparison"],
    kind: K.lcSystem,
    constraints: [contains("detector", "VWD"), covers("wavelength-range", "190–900 nm")],
    note: '"full 190–900 nm" = the recorded range covers it. A VWD LC without a recorded wavelength range (Vanquish Core) does not meet it.',
  },
  {
    q: "Agilent UHPLC with DAD weighing under 80 kg",
    classes: ["units", "comparison"],
    kind: K.uhplc,
    constraints: [brand("agilent"), contains("detector", "DAD"), maxAtMost("weight", "79.9 kg")],
    note: "Instrument weight, strict; the Agilent 1290 weighs 118 kg.",
  },
  {
    q: "gradient LC with diode array that pumps 10 mL/min — no isocratic systems — under €70k",
    classes: ["negation", "units", "comparison", "price"],
    kind: K.lcSystem,
    constraints: [
      contains("detector", "DAD"),
      atLeast("flow-rate", "10 mL/min"),
      notContains("pump", "isocratic"),
      price(70000, "eur"),
    ],
    note: '"pumps 10 mL/min" = the flow range reaches 10 mL/min; judged per variant (the DAD variant and its price).',
  },
  {
    q: "Agilent UHPLC ≥ 1,000 bar with a fluorescence detector, under $100k",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.uhplc,
    constraints: [
      brand("agilent"),
      atLeast("max-pressure", "1,000 bar"),
      contains("detector", "fluorescence"),
      price(100000, "usd"),
    ],
    note: "Unanswerable: the 1,300 bar Agilent 1290 with FLD costs $112,400; Agilent's FLD UHPLCs under $100k reach 800 and 900 bar.",
  },
  {
    q: "HPLC (not UHPLC) whose FLD covers 200 to 900 nm, under $75k",
    classes: ["negation", "synonym", "units", "comparison", "price"],
    kind: K.hplcOnly,
    constraints: [contains("detector", "fluorescence"), covers("wavelength-range", "200–900 nm"), price(75000, "usd")],
    note: '"FLD" = fluorescence detector; "not UHPLC" takes HPLC systems only.',
  },

  // ---------------------------------------------------------------- mass spectrometers
  {
    q: "LC/Q-TOF covering m/z 10,000, sub-ppm accuracy, max 250k USD",
    classes: ["units", "comparison", "price"],
    kind: K.qtof,
    constraints: [atLeast("mass-range", "10000"), contains("mass-accuracy", "< 1 ppm"), price(250000, "usd")],
    note: '"sub-ppm" = the recorded accuracy says < 1 ppm. A Q-TOF to m/z 11,240 records < 2 ppm.',
  },
  {
    q: "Orbitrap, m/z to 8,000 or more, weighs less than 200 kg",
    classes: ["units", "comparison"],
    kind: K.orbitrap,
    constraints: [atLeast("mass-range", "8000"), maxAtMost("weight", "199.9 kg")],
    note: "Instrument weight, strict. A 240 kg Orbitrap reaches m/z 9,355.",
  },
  {
    q: "LC-MS/MS triple quad that fits a 90 cm deep bench, m/z 7,000+",
    classes: ["synonym", "units", "comparison"],
    kind: K.qqq,
    constraints: [maxAtMost("depth", "900 mm"), atLeast("mass-range", "7000")],
    note: '"fits a 90 cm deep bench" = recorded depth at most 900 mm.',
  },
  {
    q: "Waters QqQ, <1 ppm, budget $250k",
    classes: ["synonym", "price", "unanswerable"],
    kind: K.qqq,
    constraints: [brand("waters"), contains("mass-accuracy", "< 1 ppm"), price(250000, "usd")],
    note: "Unanswerable: the cheapest Waters triple quad recording < 1 ppm costs $269,650; the $235,000 Xevo TQ Absolute records no ppm accuracy.",
  },
  {
    q: "high-res MS (QTOF or Orbitrap), ≥ 300k resolving power, £160k max",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.highRes,
    constraints: [atLeast("resolving-power", "300000"), price(160000, "gbp")],
    note: "£160k ≈ $203,200. Chosen for the margin: £140k–£150k put a $180,650 Q-TOF on an exchange-rate edge.",
  },

  // ---------------------------------------------------------------- gas chromatographs
  {
    q: "GC w/ ECD, oven 435 °C+, £26k max",
    classes: ["units", "comparison", "price"],
    kind: K.gc,
    constraints: [contains("inlets-detectors", "ECD"), atLeast("oven-temperature", "435 °C"), price(26000, "gbp")],
    note: "£26k ≈ $33,020; chosen so that a 439 °C ECD GC at €34,900 stays over it at any rate variation.",
  },
  {
    q: "GC with FID + TCD, lighter than 47 kg",
    classes: ["units", "comparison"],
    kind: K.gc,
    constraints: [
      contains("inlets-detectors", "FID"),
      contains("inlets-detectors", "TCD"),
      maxAtMost("weight", "46.9 kg"),
    ],
    note: "Strict on the instrument weight; two GCs weigh exactly 47 kg (FID/NPD/FPD ones).",
  },
  {
    q: "NPD gas chromatograph that fits a 50 cm deep bench, oven to 430 °C",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.gc,
    constraints: [
      contains("inlets-detectors", "NPD"),
      maxAtMost("depth", "500 mm"),
      atLeast("oven-temperature", "430 °C"),
    ],
    note: "Unanswerable: the shallowest GC taking an NPD is 505 mm deep.",
  },
  {
    q: "chromatographe en phase gazeuse Thermo avec FPD, four ≥ 430 °C, ≤ 55 kg",
    classes: ["de-fr", "units", "comparison"],
    kind: K.gc,
    constraints: [
      brand("thermo-fisher"),
      contains("inlets-detectors", "FPD"),
      atLeast("oven-temperature", "430 °C"),
      maxAtMost("weight", "55 kg"),
    ],
  },

  // ---------------------------------------------------------------- spectrophotometers
  {
    q: "UV-Vis spectrophotometer with xenon flash lamp, ≤ 6 kg, under $18.5k",
    classes: ["units", "comparison", "price"],
    kind: K.uvVis,
    constraints: [contains("detector", "xenon flash"), maxAtMost("weight", "6 kg"), price(18500, "usd")],
    note: 'The lamp is recorded in the detector text; the Cary 60\'s "pulsed xenon lamp" is not a xenon flash lamp by that text (and weighs 13 kg). A 5 kg xenon-flash one costs $18,700.',
  },
  {
    q: "microvolume spectrophotometer with deuterium/tungsten lamps, 0.5 µL samples, ≤ €20k",
    classes: ["units", "comparison", "price"],
    kind: K.microvolume,
    constraints: [contains("detector", "deuterium"), atMost("sample-volume", "0.5 µL"), price(20000, "eur")],
    note: "Two deuterium-lamp instruments taking 0.5 µL cost €21,150 and €21,250.",
  },
  {
    q: "Thermo microvolume spectrophotometer reading 190–1,100 nm for under $14k",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.microvolume,
    constraints: [brand("thermo-fisher"), covers("wavelength-range", "190–1100 nm"), price(14000, "usd")],
    note: "Unanswerable: the only Thermo microvolume instrument covering 190–1,100 nm costs $14,750.",
  },
  {
    q: "spectrophotmeter that fits a 32 cm deep shelf and reads to 1,000 nm",
    classes: ["units", "comparison"],
    kind: K.spectro,
    constraints: [maxAtMost("depth", "320 mm"), atLeast("wavelength-range", "1,000 nm")],
    note: 'Typo "spectrophotmeter"; either kind of spectrophotometer. The NanoDrop One (317 mm) stops at 850 nm.',
  },

  // ---------------------------------------------------------------- real-time PCR
  {
    q: "48-well qPCR, 4+ channels, under 30 kg, max $34k",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.qpcr,
    constraints: [
      contains("autosampler-capacity", "48-well"),
      atLeast("detection-channels", "4"),
      maxAtMost("weight", "29.9 kg"),
      price(34000, "usd"),
    ],
    note: "Unanswerable: the 4-channel 26 kg 48-well cycler costs €33,900 (≈ $36,612; still over $34k at EUR -0.05), a 32 kg one is on sale at $22,313. Block format judged on autosampler-capacity.",
  },
  {
    q: "thermocycleur temps réel 384 puits, 6 canaux, moins de 20 000 €",
    classes: ["de-fr", "units", "price"],
    kind: K.qpcr,
    constraints: [
      contains("autosampler-capacity", "384-well"),
      atLeast("detection-channels", "6"),
      price(20000, "eur"),
    ],
  },
  {
    q: "96-well real-time PCR, 4+ channels, max 45 cm wide, under $55k",
    classes: ["units", "comparison", "price"],
    kind: K.qpcr,
    constraints: [
      contains("autosampler-capacity", "96-well"),
      atLeast("detection-channels", "4"),
      maxAtMost("width", "450 mm"),
      price(55000, "usd"),
    ],
    note: "A 5-channel 430 mm one costs €53,950 (≈ $58,266), a 6-channel 350 mm one €55,050.",
  },
  {
    q: "Echtzeit-PCR, Tiefe höchstens 42 cm, unter 25.000 $",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.qpcr,
    constraints: [maxAtMost("depth", "420 mm"), price(25000, "usd")],
  },

  // ---------------------------------------------------------------- bioreactors
  {
    q: "SUB with 700 L+ working volume and 800 rpm agitation, below $100k",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.singleUse,
    constraints: [atLeast("working-volume", "700 L"), atLeast("agitation", "800 rpm"), price(100000, "usd")],
    note: '"SUB" = single-use bioreactor; both ranges must reach the value.',
  },
  {
    q: "single-use bioreactor usable from 15 L up to 700 L, agitation to 500 rpm or more",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.singleUse,
    constraints: [covers("working-volume", "15–700 L"), atLeast("agitation", "500 rpm")],
    note: "Unanswerable: the two bags covering 15–700 L stir to 420 and 290 rpm; faster ones start at 31 L or more or stop below 700 L.",
  },
  {
    q: "Einweg-Bioreaktor unter 500 kg Gewicht, mind. 200 L Arbeitsvolumen",
    classes: ["de-fr", "units", "comparison"],
    kind: K.singleUse,
    constraints: [maxAtMost("weight", "499 kg"), atLeast("working-volume", "200 L")],
    note: "The 380–420 kg 50 L systems are too small.",
  },
  {
    q: "SUB with ring sparger, agitation 1000 rpm+, $0.4M max",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.singleUse,
    constraints: [contains("gassing", "ring sparger"), atLeast("agitation", "1,000 rpm"), price(400000, "usd")],
    note: "The sparger is recorded in the gassing text; $0.4M = $400,000.",
  },
  {
    q: "glass bioreactor, ≥1,000 L, stirrer ≥ 500 rpm, must fit in less than 1 m depth",
    classes: ["units", "comparison"],
    kind: K.glassBioreactor,
    constraints: [atLeast("working-volume", "1,000 L"), atLeast("agitation", "500 rpm"), maxAtMost("depth", "999 mm")],
    note: "Two shallow 1,466 / 1,621 L ones stir only to 220 and 490 rpm.",
  },
  {
    q: "Millipore glass bioreactor for 1,000 L batches, max $250k",
    classes: ["units", "price", "unanswerable"],
    kind: K.glassBioreactor,
    constraints: [brand("merck"), covers("working-volume", "1,000 L"), price(250000, "usd")],
    note: "Unanswerable: Millipore (brand Merck) glass bioreactors reaching 1,000 L cost $257,700 and €286,850; the $245,800 one stops at 221 L.",
  },
  {
    q: "2 L benchtop glass bioractor under $40,000",
    classes: ["plain", "units", "price"],
    kind: K.glassBioreactor,
    constraints: [inText(...BENCHTOP_WORDS), covers("working-volume", "2 L"), price(40000, "usd")],
    note: 'Typo "bioractor". Per variant: the 2 L vessel must be under the budget (the 5 L one covers 2 L but costs $43,200).',
  },

  // ---------------------------------------------------------------- chromatography systems
  {
    q: "FPLC under 100 kg that handles 15 bar+",
    classes: ["synonym", "units", "comparison"],
    kind: K.chromSystem,
    constraints: [maxAtMost("weight", "99.9 kg"), atLeast("max-pressure", "15 bar")],
    note: '"FPLC" = protein purification / chromatography system. An 80 kg one is rated 13 bar.',
  },
  {
    q: "chromatography system no deeper than 55 cm, 10 bar or more, under $100k",
    classes: ["units", "comparison", "price"],
    kind: K.chromSystem,
    constraints: [maxAtMost("depth", "550 mm"), atLeast("max-pressure", "10 bar"), price(100000, "usd")],
  },
  {
    q: "chromatography system with multi-wavelength UV, no Thermo, £60k max",
    classes: ["negation", "price"],
    kind: K.chromSystem,
    constraints: [contains("control", "multi-wavelength"), notBrand("thermo-fisher"), price(60000, "gbp")],
    note: "The UV option is recorded in the control text. No Thermo multi-wavelength system is under £60k either (the cheapest is $77,800), so the brand exclusion changes no grade today.",
  },

  // ---------------------------------------------------------------- syringe and capsule filters
  {
    q: "syringe filers, pore 0.2 µm or finer, ≥ 30 mm, box of 250",
    classes: ["units", "comparison"],
    kind: K.syringeFilter,
    constraints: [atMost("pore-size", "0.2 µm"), atLeast("diameter", "30 mm"), equals("pack-size", "250")],
    note: 'Typo "filers". The 0.22 µm Millex-GV is coarser than 0.2 µm.',
  },
  {
    q: "sterile syringe filters, filter area 3.5 cm² or more, no PTFE, < $300 for 50",
    classes: ["negation", "units", "comparison", "price"],
    kind: K.syringeFilter,
    constraints: [
      sterile(true),
      atLeast("filtration-area", "3.5 cm²"),
      notOneOf("membrane", "PTFE"),
      equals("pack-size", "50"),
      price(300, "usd"),
    ],
    note: "A sterile 3.9 cm² PVDF pack of 50 costs $381; the sterile PTFE ones are excluded.",
  },
  {
    q: "filtre seringue acétate de cellulose stérile, 50 pièces, moins de 250 €",
    classes: ["de-fr", "units", "price"],
    kind: K.syringeFilter,
    constraints: [oneOf("membrane", "Cellulose acetate"), sterile(true), equals("pack-size", "50"), price(250, "eur")],
  },
  {
    q: "0.22 µm nylon syringe filters, sterile",
    classes: ["plain", "units", "unanswerable"],
    kind: K.syringeFilter,
    constraints: [oneOf("membrane", "Nylon"), sterile(true), atMost("pore-size", "0.22 µm")],
    note: "Unanswerable: a pore size of 0.22 µm or finer; the finest sterile nylon filter is 0.25 µm.",
  },
  {
    q: "sterile PES syringe filter in a polypropylene housing (no acrylic), 20 mm+",
    classes: ["negation", "units", "comparison"],
    kind: K.syringeFilter,
    constraints: [
      oneOf("membrane", "PES"),
      sterile(true),
      notContains("material", "acrylic"),
      atLeast("diameter", "20 mm"),
    ],
    note: "The housing is recorded in the material text. A sterile 31 mm PES filter has an acrylic housing.",
  },
  {
    q: "sterile PES capsule filter 0.2 µm, ≥ 0.1 m² area, under $700",
    classes: ["units", "comparison", "price"],
    kind: K.capsuleFilter,
    constraints: [
      oneOf("membrane", "PES"),
      atMost("pore-size", "0.2 µm"),
      atLeast("filtration-area", "0.1 m²"),
      price(700, "usd"),
    ],
    note: "Per variant (size): the 0.2 m² size costs $845.",
  },

  // ---------------------------------------------------------------- LC columns
  {
    q: "HILIC, narrow bore (≤ 2 mm i.d.), 1000 bar+",
    classes: ["units", "comparison"],
    kind: K.lcColumn,
    constraints: [inTitle("HILIC"), maxAtMost("internal-diameter", "2 mm"), atLeast("max-pressure", "1,000 bar")],
    note: "Column phase judged on titles. A 1.7 mm HILIC column is rated 880 bar.",
  },
  {
    q: "C8 column 1.7 µm x 100 mm, under $700",
    classes: ["units", "price"],
    kind: K.lcColumn,
    constraints: [
      inTitle("C8"),
      equals("particle-size", "1.7 µm"),
      equals("column-length", "100 mm"),
      price(700, "usd"),
    ],
  },
  {
    q: "C18, 3 mm ID or wider, particles 4 µm or smaller, under €800",
    classes: ["units", "comparison", "price"],
    kind: K.lcColumn,
    constraints: [
      inTitle("C18"),
      atLeast("internal-diameter", "3 mm"),
      maxAtMost("particle-size", "4 µm"),
      price(800, "eur"),
    ],
  },
  {
    q: "C18 column stable pH 1-12, ID at least 3 mm",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.lcColumn,
    constraints: [inTitle("C18"), covers("ph-range", "1–12"), atLeast("internal-diameter", "3 mm")],
    note: "Unanswerable: the only C18 column stable from pH 1 to 12 is 2.1 mm i.d.",
  },
  {
    q: "HILIC-Säule, Partikel kleiner 3 µm, 100 mm lang, bis 1.600 €",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.lcColumn,
    constraints: [
      inTitle("HILIC"),
      maxAtMost("particle-size", "2.9 µm"),
      equals("column-length", "100 mm"),
      price(1600, "eur"),
    ],
    note: '"kleiner 3 µm" is strict (particle sizes are recorded to one decimal); "bis 1.600 €" = at most €1,600.',
  },

  // ---------------------------------------------------------------- vials
  {
    q: "10 ml glass vials, no plastic, 1000 per pack, under 200 €",
    classes: ["negation", "units", "price"],
    kind: K.vial,
    constraints: [
      notContains("material", "polypropylene"),
      equals("volume", "10 mL"),
      equals("pack-size", "1000"),
      price(200, "eur"),
    ],
    note: '"no plastic" = the material is not polypropylene (the only plastic recorded). A clear 10 mL glass pack of 1000 costs $236.',
  },
  {
    q: "20 mL amber glass vials, case of 1000, < $250",
    classes: ["units", "price"],
    kind: K.vial,
    constraints: [
      contains("material", "amber"),
      equals("volume", "20 mL"),
      equals("pack-size", "1000"),
      price(250, "usd"),
    ],
  },
  {
    q: "sterile 2 mL vials, 100/pk",
    classes: ["plain", "units", "unanswerable"],
    kind: K.vial,
    constraints: [sterile(true), equals("volume", "2 mL"), equals("pack-size", "100")],
    note: "Unanswerable: every vial records sterile = no.",
  },
  {
    q: "Klarglas-Vials 2 ml, 100 Stück, unter 100 $",
    classes: ["de-fr", "units", "price"],
    kind: K.vial,
    constraints: [
      contains("material", "clear"),
      equals("volume", "2 mL"),
      equals("pack-size", "100"),
      price(100, "usd"),
    ],
    note: '"Klarglas" = clear glass (every clear vial is glass).',
  },

  // ---------------------------------------------------------------- pipette tips
  {
    q: "Sartorius sterile filter tips, 1 ml, 480 per box, max €130",
    classes: ["units", "price"],
    kind: K.tip,
    constraints: [
      brand("sartorius"),
      contains("material", "filter"),
      sterile(true),
      equals("volume", "1 mL"),
      equals("pack-size", "480"),
      price(130, "eur"),
    ],
    note: "The filter is judged on the recorded material. Another Sartorius sterile 1 mL filter box of 480 costs €134.",
  },
  {
    q: "non-sterile fliter tips 200 µL, 960/pk, not Merck, < $100",
    classes: ["negation", "units", "price"],
    kind: K.tip,
    constraints: [
      contains("material", "filter"),
      sterile(false),
      notBrand("merck"),
      equals("volume", "200 µL"),
      equals("pack-size", "960"),
      price(100, "usd"),
    ],
    note: 'Typo "fliter". A Sartorius non-sterile 200 µL filter pack of 960 costs €101 (≈ $109).',
  },
  {
    q: "sterile filter tips 10 µL, 1000/pk, under €60",
    classes: ["units", "price", "unanswerable"],
    kind: K.tip,
    constraints: [
      contains("material", "filter"),
      sterile(true),
      equals("volume", "10 µL"),
      equals("pack-size", "1000"),
      price(60, "eur"),
    ],
    note: "Unanswerable: the cheapest sterile 10 µL filter tips in packs of 1000 cost €66.",
  },
  {
    q: "low retention tips 200 µl, non-sterile, 1000 per pack, under £75",
    classes: ["units", "price"],
    kind: K.tip,
    constraints: [
      contains("material", "low-retention"),
      sterile(false),
      equals("volume", "200 µL"),
      equals("pack-size", "1000"),
      price(75, "gbp"),
    ],
    note: "£75 ≈ $95; chosen for the margin (£80 would flip a $103 sale pack at GBP +0.07).",
  },

  // ---------------------------------------------------------------- microplates
  {
    q: "sterile 384-well V-bottom polypropylene plates, 120 µL wells, 50/pk",
    classes: ["plain", "units"],
    kind: K.plate,
    constraints: [
      inTitle("384-well"),
      contains("material", "V-bottom"),
      contains("material", "polypropylene"),
      sterile(true),
      equals("volume", "120 µL"),
      equals("pack-size", "50"),
    ],
    note: "Well count judged on titles.",
  },
  {
    q: "sterile deep-well plates, 2 mL per well, under $300",
    classes: ["units", "price", "unanswerable"],
    kind: K.plate,
    constraints: [inTitle("deep-well"), sterile(true), equals("volume", "2 mL"), price(300, "usd")],
    note: 'Unanswerable: "deep-well" judged on titles; the sterile 2 mL deep-well plate costs $316, the other is non-sterile.',
  },
  {
    q: "black 96-well plate, non sterile, ≤ 400 µL wells, under 100 dollars",
    classes: ["units", "comparison", "price"],
    kind: K.plate,
    constraints: [
      inTitle("96-well"),
      contains("material", "black"),
      sterile(false),
      maxAtMost("volume", "400 µL"),
      price(100, "usd"),
    ],
  },
  {
    q: "plaques 384 puits transparentes fond plat, 100 par boîte, moins de 300 $",
    classes: ["de-fr", "units", "price"],
    kind: K.plate,
    constraints: [
      inTitle("384-well"),
      contains("material", "clear flat bottom"),
      equals("pack-size", "100"),
      price(300, "usd"),
    ],
  },

  // ---------------------------------------------------------------- diagnostic kits
  {
    q: "IL-6 ELISA, 200 tests, result in 70 min or less, under $300",
    classes: ["units", "comparison", "price"],
    kind: K.elisa,
    constraints: [
      contains("targets", "IL-6"),
      atLeast("tests-per-kit", "200"),
      maxAtMost("time-to-result", "70 min"),
      price(300, "usd"),
    ],
  },
  {
    q: "PCT ELISA kit, sensitivity 12 pg/mL or better, room-temp storage",
    classes: ["synonym", "units", "comparison"],
    kind: K.elisa,
    constraints: [
      contains("targets", "procalcitonin"),
      atMost("sensitivity", "12 pg/mL"),
      covers("storage-temperature", ROOM_TEMPERATURE),
    ],
    note: '"PCT" = procalcitonin; room-temperature storage = the recorded range covers 20–25 °C. A 13 pg/mL room-temperature kit misses.',
  },
  {
    q: "TNF-alpha immunoassay for serum, 200 tests per kit, max $650",
    classes: ["units", "comparison", "price"],
    kind: K.immunoassay,
    constraints: [
      contains("targets", "TNF"),
      contains("sample-type", "serum"),
      atLeast("tests-per-kit", "200"),
      price(650, "usd"),
    ],
  },
  {
    q: "Schnelltest aus Vollblut, Ergebnis in höchstens 70 Minuten",
    classes: ["de-fr", "synonym", "units", "comparison"],
    kind: K.rapidTest,
    constraints: [contains("sample-type", "whole blood"), maxAtMost("time-to-result", "70 min")],
    note: '"Schnelltest" = rapid (antigen) test; "Vollblut" = whole blood.',
  },
  {
    q: "bedside PCR test for SARS-CoV-2 and flu, result ≤ 30 min, kept in the fridge",
    classes: ["synonym", "units", "comparison"],
    kind: K.pocTest,
    constraints: [
      contains("targets", "SARS-CoV-2"),
      maxAtMost("time-to-result", "30 min"),
      within("storage-temperature", "2–8 °C"),
    ],
    note: '"bedside PCR test" = molecular point-of-care test; "kept in the fridge" = storage within 2–8 °C.',
  },
  {
    q: "PCR master mix, ≥ 100 reactions, stored at room temperature, below $300",
    classes: ["units", "comparison", "price"],
    kind: K.masterMix,
    constraints: [atLeast("tests-per-kit", "100"), covers("storage-temperature", ROOM_TEMPERATURE), price(300, "usd")],
    note: '"reactions" = tests per kit.',
  },
  {
    q: "IL-6 ELISA with 200 tests that can be stored at room temperature",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.elisa,
    constraints: [
      contains("targets", "IL-6"),
      atLeast("tests-per-kit", "200"),
      covers("storage-temperature", ROOM_TEMPERATURE),
    ],
    note: "Unanswerable: the 200-test IL-6 ELISA is stored at 2–8 °C, the room-temperature one has 20 tests (the Invitrogen IL-6 kit records no targets).",
  },
];

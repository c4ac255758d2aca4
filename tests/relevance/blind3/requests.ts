// The third blind relevance set (README.md in this folder): requests as lab buyers write them, each judged by
// tests on recorded catalogue data. Written 2026-11-28 by a helper who had not read the finder, the store
// search, the tuned set or the judgements of the first two blind sets. FROZEN: never tune the parser or the
// ranking on these, never edit a request to match an output; report results on this set apart from the tuned
// set and apart from the first and second blind sets (tests/relevance/blind/, tests/relevance/blind2/).
//
// The format is the first blind set's (../blind/types.ts) and the kinds are the second set's (../blind2/requests.ts);
// label.ts grades every product with the second set's labeler.
import type { BlindRequest, Constraint } from "../blind/types";
import { KINDS as K } from "../blind2/requests";

/**
 * The exchange rates the thresholds below were chosen for (US dollars per unit). label.ts reads the shop's
 * own rates (content/seed/currencies.json, usdPerUnit) and stops when they differ from these, because a
 * price threshold chosen for one rate may sit on an edge at another.
 */
export const EXPECTED_RATES_TO_USD: Record<string, number> = { usd: 1, eur: 1.08, gbp: 1.27 };

const BENCHTOP: Constraint = { words: ["benchtop", "bench-top"], in: "text" };
const technique = (...values: string[]): Constraint => ({ spec: "technique", op: "oneOf", values });
const assay = (...values: string[]): Constraint => ({ spec: "assay-type", op: "oneOf", values });
const sterile = (yes: boolean): Constraint => ({ spec: "sterile", op: "oneOf", values: [yes ? "yes" : "no"] });

export const REQUESTS: BlindRequest[] = [
  // ---------------------------------------------------------------- centrifuges
  {
    q: "microfuge for 24 x 1.5 ml tubes, min. 15,000 xg",
    classes: ["units", "comparison", "synonym"],
    kind: K.centrifuge,
    constraints: [
      { spec: "capacity", op: "contains", words: ["24 x 1.5"] },
      { spec: "max-rcf", op: "atLeast", value: "15,000 × g" },
    ],
    note: "Microfuge = a centrifuge for 1.5 mL tubes; judged on the recorded rotor capacity, not the title.",
  },
  {
    q: "centrifuge 15k rpm min, 4x750ml",
    classes: ["units", "comparison"],
    kind: K.centrifuge,
    constraints: [
      { spec: "max-speed", op: "atLeast", value: "15,000 rpm" },
      { spec: "capacity", op: "contains", words: ["4 x 750 mL"] },
    ],
    note: '"15k" next to rpm is 15,000 rpm; "min" after it is a minimum, not minutes.',
  },
  {
    q: "Zentrifuge für 96er Platten, max. 10.000 €",
    classes: ["de-fr", "price", "units"],
    kind: K.centrifuge,
    constraints: [
      { spec: "capacity", op: "contains", words: ["96-well"] },
      { price: "atMost", amount: 10000, currency: "eur" },
    ],
    note: '"96er Platten" = 96-well plates (the rotor capacity); "10.000 €" is ten thousand euros.',
  },
  {
    q: "centrifuge that can cool to -4 °F",
    classes: ["units", "comparison"],
    kind: K.centrifuge,
    constraints: [{ spec: "temperature-range", op: "atMost", value: "-4 °F" }],
    note: "-4 °F = -20 °C; the temperature range must reach it or go lower.",
  },
  {
    q: "ultracentifuge, 60,000 × g",
    classes: ["synonym", "units"],
    kind: K.centrifuge,
    constraints: [{ spec: "max-rcf", op: "atLeast", value: "60,000 × g" }],
    note: "The catalogue has no ultracentrifuge type; read as a centrifuge reaching the stated RCF.",
  },
  {
    q: "centrifugeuse haute vitesse 20 000 tr/min, moins de 20 000 $",
    classes: ["de-fr", "units", "price", "comparison"],
    kind: K.centrifuge,
    constraints: [
      { spec: "max-speed", op: "atLeast", value: "20,000 rpm" },
      { price: "atMost", amount: 20000, currency: "usd" },
    ],
    note: '"haute vitesse" is read through the speed asked for; the same number (20 000, French spacing) is a speed and a price.',
  },
  {
    q: "centrifuge, NOT Sartorius, >= 50k x g",
    classes: ["negation", "units", "comparison"],
    kind: K.centrifuge,
    constraints: [{ notBrand: ["sartorius"] }, { spec: "max-rcf", op: "atLeast", value: "50,000 × g" }],
    note: '"50k" next to × g is 50,000 × g.',
  },
  {
    q: "benchtop centrifuge 28,000 rpm or faster",
    classes: ["unanswerable", "units", "comparison"],
    kind: K.centrifuge,
    constraints: [BENCHTOP, { spec: "max-speed", op: "atLeast", value: "28,000 rpm" }],
    note: "Only one centrifuge reaches 28,000 rpm and its text does not call it benchtop.",
  },

  // ---------------------------------------------------------------- CO2 incubators
  {
    q: "CO2 incubator 200 litres+ under $10k",
    classes: ["units", "comparison", "price"],
    kind: K.co2Incubator,
    constraints: [
      { spec: "chamber-volume", op: "atLeast", value: "200 L" },
      { price: "atMost", amount: 10000, currency: "usd" },
    ],
  },
  {
    q: "CO2-Brutschrank ohne Direktheizung, 150 bis 200 Liter",
    classes: ["de-fr", "negation", "comparison", "units"],
    kind: K.co2Incubator,
    constraints: [
      { notWords: ["Direct-Heat"], in: "title" },
      { spec: "chamber-volume", op: "within", value: "150–200 L" },
    ],
    note: '"ohne Direktheizung" = not a direct-heat model (recorded only in titles); "150 bis 200 Liter" = chamber volume in that band.',
  },
  {
    q: "cell culture incubator that holds anything from 4 to 55 °C",
    classes: ["synonym", "comparison", "units"],
    kind: K.co2Incubator,
    constraints: [{ spec: "temperature-range", op: "covers", value: "4–55 °C" }],
    note: "The wanted range must lie inside the incubator's temperature range.",
  },
  {
    q: "small CO2 incubator, no more than 75 L, Thermo",
    classes: ["comparison", "units", "plain"],
    kind: K.co2Incubator,
    constraints: [{ spec: "chamber-volume", op: "maxAtMost", value: "75 L" }, { brand: ["thermo-fisher"] }],
  },
  {
    q: "incubateur CO2 qui monte à 65 °C",
    classes: ["unanswerable", "de-fr", "units", "comparison"],
    kind: K.co2Incubator,
    constraints: [{ spec: "temperature-range", op: "atLeast", value: "65 °C" }],
    note: "No incubator's temperature range reaches 65 °C (60 °C at most).",
  },

  // ---------------------------------------------------------------- biosafety cabinets
  {
    q: "Class II A2 BSC, 1.4 m max width, under 12k USD",
    classes: ["units", "comparison", "price", "synonym"],
    kind: K.bsc,
    constraints: [
      { spec: "bsc-class", op: "oneOf", values: ["Class II, Type A2"] },
      { spec: "width", op: "maxAtMost", value: "1.4 m" },
      { price: "atMost", amount: 12000, currency: "usd" },
    ],
    note: "Width is recorded per variant (1,340 mm or 1,950 mm), each with its own price.",
  },
  {
    q: "Sicherheitswerkbank Klasse 2 Typ B2, Einströmgeschwindigkeit mind. 0,52 m/s",
    classes: ["de-fr", "units", "comparison"],
    kind: K.bsc,
    constraints: [
      { spec: "bsc-class", op: "oneOf", values: ["Class II, Type B2"] },
      { spec: "inflow-velocity", op: "atLeast", value: "0.52 m/s" },
    ],
    note: '"0,52 m/s" is a decimal comma.',
  },
  {
    q: "6-foot biosafety cabinet that isn't Thermo Fisher",
    classes: ["negation", "units"],
    kind: K.bsc,
    constraints: [{ spec: "width", op: "atLeast", value: "1,800 mm" }, { notBrand: ["thermo-fisher"] }],
    note: "A 6 ft cabinet is read as the wide variant (recorded width 1,950 mm; the narrow one is 1,340 mm ≈ 4.4 ft).",
  },
  {
    q: "biosaftey cabinet with 0.6 m/s inflow",
    classes: ["unanswerable", "units"],
    kind: K.bsc,
    constraints: [{ spec: "inflow-velocity", op: "atLeast", value: "0.6 m/s" }],
    note: "Recorded inflow velocities stop at 0.55 m/s.",
  },

  // ---------------------------------------------------------------- balances
  {
    q: "balance with 0.00001 g readability, max 4.700 USD",
    classes: ["units", "price"],
    kind: K.balance,
    constraints: [
      { spec: "readability", op: "atMost", value: "0.00001 g" },
      { price: "atMost", amount: 4700, currency: "usd" },
    ],
    note: '0.00001 g = 0.01 mg; a readability that fine or finer. "4.700" is four thousand seven hundred (a thousands dot).',
  },
  {
    q: "5 decimal place balance, 220g, non-Sartorius",
    classes: ["unanswerable", "synonym", "negation", "units"],
    kind: K.balance,
    constraints: [
      { spec: "readability", op: "atMost", value: "0.01 mg" },
      { spec: "weighing-capacity", op: "atLeast", value: "220 g" },
      { notBrand: ["sartorius"] },
    ],
    note: "5 decimal places in grams = 0.01 mg readability; capacity and readability are recorded per variant and must hold on the same one. Every 0.01 mg variant weighs 120 g.",
  },
  {
    q: "balance with an ionizer",
    classes: ["plain"],
    kind: K.balance,
    constraints: [{ spec: "notes", op: "contains", words: ["ionizer", "ioniser"] }],
  },
  {
    q: "Analysenwaage mit 1 kg Höchstlast",
    classes: ["unanswerable", "de-fr", "units"],
    kind: K.balance,
    constraints: [{ spec: "weighing-capacity", op: "atLeast", value: "1 kg" }],
    note: '"Höchstlast" = maximum capacity; balances record 120 g and 220 g only.',
  },

  // ---------------------------------------------------------------- freeze dryers
  {
    q: "benchtop lyophilzer reaching -84°C with at least 6 L ice capacity",
    classes: ["units", "comparison", "synonym"],
    kind: K.labFreezeDryer,
    constraints: [
      BENCHTOP,
      { spec: "condenser-temperature", op: "atMost", value: "-84 °C" },
      { spec: "ice-capacity", op: "atLeast", value: "6 L" },
    ],
  },
  {
    q: "lab freeze dryer under $12k",
    classes: ["price", "units"],
    kind: K.labFreezeDryer,
    constraints: [{ price: "atMost", amount: 12000, currency: "usd" }],
  },
  {
    q: "freeze drier, condenser -100°F or colder, 12 L collector",
    classes: ["units", "comparison"],
    kind: K.labFreezeDryer,
    constraints: [
      { spec: "condenser-temperature", op: "atMost", value: "-100 °F" },
      { spec: "capacity", op: "contains", words: ["12 L"] },
    ],
    note: "-100 °F ≈ -73 °C; the collector size is recorded in the capacity text.",
  },
  {
    q: "pilot freeze dryer, shelves from -60 to +60 °C",
    classes: ["comparison", "units"],
    kind: K.pilotFreezeDryer,
    constraints: [{ spec: "shelf-temperature", op: "covers", value: "-60–60 °C" }],
    note: "The wanted shelf range must lie inside the recorded shelf temperature range.",
  },
  {
    q: "production lyophilizer, ice capacity 100 kg or more, condenser -75 °C or colder",
    classes: ["units", "comparison"],
    kind: K.pilotFreezeDryer,
    constraints: [
      { spec: "ice-capacity", op: "atLeast", value: "100 kg" },
      { spec: "condenser-temperature", op: "atMost", value: "-75 °C" },
    ],
  },
  {
    q: "lyophilisateur pilote, condenseur -80 °C, moins de 200 000 €",
    classes: ["de-fr", "units", "price", "comparison"],
    kind: K.pilotFreezeDryer,
    constraints: [
      { spec: "condenser-temperature", op: "atMost", value: "-80 °C" },
      { price: "atMost", amount: 200000, currency: "eur" },
    ],
    note: "A condenser temperature asked for means that or colder.",
  },
  {
    q: "pilot freeze dryer whose shelves go down to -70 °C",
    classes: ["unanswerable", "units", "comparison"],
    kind: K.pilotFreezeDryer,
    constraints: [{ spec: "shelf-temperature", op: "atMost", value: "-70 °C" }],
    note: "Recorded shelf temperatures stop at -60 °C.",
  },

  // ---------------------------------------------------------------- water
  {
    q: "Milli-Q type system, at least 120 L/h, max £16k",
    classes: ["synonym", "units", "price", "comparison"],
    kind: K.waterSystem,
    constraints: [
      { spec: "flow-rate", op: "atLeast", value: "120 L/h" },
      { price: "atMost", amount: 16000, currency: "gbp" },
    ],
    note: "Milli-Q type = ultrapure water system; 120 L/h = 2 L/min.",
  },

  // ---------------------------------------------------------------- HPLC / UHPLC
  {
    q: "UHPLC 1200 bar min with DAD",
    classes: ["units", "comparison"],
    kind: K.lcSystem,
    constraints: [
      technique("UHPLC"),
      { spec: "max-pressure", op: "atLeast", value: "1,200 bar" },
      { spec: "detector", op: "contains", words: ["DAD"] },
    ],
    note: "DAD = diode array detector, judged on the recorded detector (a variant's own detector over the product's).",
  },
  {
    q: "HPLC with quaternary pump and flow up to 10 ml/min",
    classes: ["units", "comparison"],
    kind: K.lcSystem,
    constraints: [
      { spec: "pump", op: "contains", words: ["Quaternary"] },
      { spec: "flow-rate", op: "atLeast", value: "10 mL/min" },
    ],
    note: '"up to 10 ml/min" as a capability: the flow range reaches 10 mL/min. "HPLC" alone takes HPLC and UHPLC.',
  },
  {
    q: "chaîne HPLC avec détecteur à barrette de diodes, moins de 50 000 €",
    classes: ["de-fr", "price"],
    kind: K.lcSystem,
    constraints: [
      { spec: "detector", op: "contains", words: ["DAD", "Diode array"] },
      { price: "atMost", amount: 50000, currency: "eur" },
    ],
    note: '"détecteur à barrette de diodes" = diode array detector (DAD).',
  },
  {
    q: "LC system with a detector covering 190–900 nm",
    classes: ["units", "comparison"],
    kind: K.lcSystem,
    constraints: [{ spec: "wavelength-range", op: "covers", value: "190–900 nm" }],
  },
  {
    q: "isocratic hplc below 65k",
    classes: ["price", "plain"],
    kind: K.lcSystem,
    constraints: [
      { spec: "pump", op: "contains", words: ["Isocratic"] },
      { price: "atMost", amount: 65000, currency: "usd" },
    ],
    note: '"65k" without a currency is read as US dollars.',
  },
  {
    q: "UHPLC that does 20,000 psi",
    classes: ["unanswerable", "units"],
    kind: K.lcSystem,
    constraints: [technique("UHPLC"), { spec: "max-pressure", op: "atLeast", value: "20,000 psi" }],
    note: "The highest UHPLC records 1,350 bar (≈ 19,600 psi); HPLCs above 20,000 psi stay grade 1 (not UHPLC).",
  },

  // ---------------------------------------------------------------- mass spectrometers
  {
    q: "QTOF with 70k resolution and m/z range to 10,000",
    classes: ["units", "comparison", "synonym"],
    kind: K.massSpec,
    constraints: [
      technique("Q-TOF LC/MS"),
      { spec: "resolving-power", op: "atLeast", value: "70,000" },
      { spec: "mass-range", op: "atLeast", value: "10,000" },
    ],
    note: '"70k" next to resolution is 70,000 resolving power.',
  },
  {
    q: "QqQ LC-MS/MS, under €200k",
    classes: ["synonym", "price"],
    kind: K.massSpec,
    constraints: [technique("Triple quadrupole MS"), { price: "atMost", amount: 200000, currency: "eur" }],
    note: "QqQ = triple quadrupole.",
  },
  {
    q: "Orbitrap, not Thermo",
    classes: ["negation", "plain"],
    kind: K.massSpec,
    constraints: [technique("Orbitrap MS"), { notBrand: ["thermo-fisher"] }],
    note: "The generated catalogue records Orbitraps under Waters too; judged by the recorded brand.",
  },
  {
    q: "Agilent mass spec with sub-ppm mass accuracy",
    classes: ["comparison", "plain"],
    kind: K.massSpec,
    constraints: [{ brand: ["agilent"] }, { spec: "mass-accuracy", op: "contains", words: ["< 1 ppm"] }],
    note: "Judged on the recorded mass-accuracy text (< 1 ppm).",
  },
  {
    q: "mass spectrometer with m/z range up to 15,000",
    classes: ["unanswerable", "units"],
    kind: K.massSpec,
    constraints: [{ spec: "mass-range", op: "atLeast", value: "15,000" }],
    note: "Recorded mass ranges end at 11,986 or lower.",
  },

  // ---------------------------------------------------------------- gas chromatographs
  {
    q: "GC with ECD, oven ≥ 440 °C, below 45k",
    classes: ["comparison", "units", "price"],
    kind: K.gc,
    constraints: [
      { spec: "inlets-detectors", op: "contains", words: ["ECD"] },
      { spec: "oven-temperature", op: "atLeast", value: "440 °C" },
      { price: "atMost", amount: 45000, currency: "usd" },
    ],
    note: '"45k" without a currency is read as US dollars.',
  },
  {
    q: "Gaschromatograph mit FPD-Detektor, nicht von Agilent",
    classes: ["de-fr", "negation"],
    kind: K.gc,
    constraints: [{ spec: "inlets-detectors", op: "contains", words: ["FPD"] }, { notBrand: ["agilent"] }],
  },
  {
    q: "GC oven to 840°F",
    classes: ["units"],
    kind: K.gc,
    constraints: [{ spec: "oven-temperature", op: "atLeast", value: "840 °F" }],
    note: "840 °F ≈ 449 °C.",
  },
  {
    q: "GC with cryogenic oven cooling to -40 °C",
    classes: ["unanswerable", "units", "comparison"],
    kind: K.gc,
    constraints: [{ spec: "oven-temperature", op: "atMost", value: "-40 °C" }],
    note: "Recorded ovens start at 4–5 °C.",
  },

  // ---------------------------------------------------------------- spectrophotometers
  {
    q: "microvolume UV spec for 1 uL drops, max 10,000 USD",
    classes: ["units", "price", "synonym"],
    kind: K.spectro,
    constraints: [
      technique("Microvolume spectrophotometer"),
      { spec: "sample-volume", op: "covers", value: "1 µL" },
      { price: "atMost", amount: 10000, currency: "usd" },
    ],
    note: "The recorded sample-volume range must include 1 µL.",
  },
  {
    q: "Thermo UV/Vis spectrophotometer with xenon flash lamp",
    classes: ["plain"],
    kind: K.spectro,
    constraints: [
      technique("UV-Vis spectrophotometer"),
      { brand: ["thermo-fisher"] },
      { spec: "detector", op: "contains", words: ["xenon"] },
    ],
  },
  {
    q: "spectrophotometr no heavier than 6 kg",
    classes: ["units", "comparison"],
    kind: K.spectro,
    constraints: [{ spec: "weight", op: "maxAtMost", value: "6 kg" }],
  },
  {
    q: "microvolume spectrophotometer reading out to 1200 nm",
    classes: ["unanswerable", "units"],
    kind: K.spectro,
    constraints: [
      technique("Microvolume spectrophotometer"),
      { spec: "wavelength-range", op: "atLeast", value: "1,200 nm" },
    ],
    note: "Recorded wavelength ranges end at 1,100 nm.",
  },

  // ---------------------------------------------------------------- real-time PCR
  {
    q: "qPCR cycler 384-well, 6 channels min",
    classes: ["units", "comparison", "synonym"],
    kind: K.qpcr,
    constraints: [
      { spec: "autosampler-capacity", op: "contains", words: ["384"] },
      { spec: "detection-channels", op: "atLeast", value: "6" },
    ],
    note: "The plate format is recorded in autosampler-capacity.",
  },
  {
    q: "real-time PCR taking 5 µl reactions, not Roche",
    classes: ["negation", "units", "comparison"],
    kind: K.qpcr,
    constraints: [{ spec: "sample-volume", op: "atMost", value: "5 µL" }, { notBrand: ["roche"] }],
    note: "The recorded reaction volume range must go down to 5 µL.",
  },
  {
    q: "Echtzeit-PCR-Gerät unter 25.000 €",
    classes: ["de-fr", "price"],
    kind: K.qpcr,
    constraints: [{ price: "atMost", amount: 25000, currency: "eur" }],
    note: '"25.000 €" is twenty-five thousand euros.',
  },
  {
    q: "qPCR that can run 100 µl reactions",
    classes: ["unanswerable", "units"],
    kind: K.qpcr,
    constraints: [{ spec: "sample-volume", op: "atLeast", value: "100 µL" }],
    note: "Recorded reaction volumes stop at 50 µL.",
  },

  // ---------------------------------------------------------------- bioprocess
  {
    q: "SUB with agitation up to 1,000 rpm, 500 L working vol",
    classes: ["synonym", "units", "comparison"],
    kind: K.bioreactor,
    constraints: [
      { spec: "single-use", op: "oneOf", values: ["yes"] },
      { spec: "agitation", op: "atLeast", value: "1,000 rpm" },
      { spec: "working-volume", op: "atLeast", value: "500 L" },
    ],
    note: "SUB = single-use bioreactor; both values as capabilities (the ranges reach them).",
  },
  {
    q: "Glasbioreaktor für 2–10 L",
    classes: ["de-fr", "units", "comparison"],
    kind: K.bioreactor,
    constraints: [
      { spec: "system-type", op: "oneOf", values: ["Glass bioreactor"] },
      { spec: "working-volume", op: "covers", value: "2–10 L" },
    ],
    note: "The whole wanted range of working volumes must be covered (a variant's own range over the product's).",
  },
  {
    q: "glass bioreactor under 50k €",
    classes: ["price"],
    kind: K.bioreactor,
    constraints: [
      { spec: "system-type", op: "oneOf", values: ["Glass bioreactor"] },
      { price: "atMost", amount: 50000, currency: "eur" },
    ],
  },
  {
    q: "single-use bioreactor, 3 m³",
    classes: ["unanswerable", "units"],
    kind: K.bioreactor,
    constraints: [
      { spec: "single-use", op: "oneOf", values: ["yes"] },
      { spec: "working-volume", op: "atLeast", value: "3 m³" },
    ],
    note: "3 m³ = 3,000 L; single-use working volumes stop at 1,979 L.",
  },
  {
    q: "chromatography skid, 1.5 MPa+, flow to 1,500 ml/min",
    classes: ["units", "comparison", "synonym"],
    kind: K.chromSystem,
    constraints: [
      { spec: "max-pressure", op: "atLeast", value: "1.5 MPa" },
      { spec: "flow-rate", op: "atLeast", value: "1,500 mL/min" },
    ],
    note: "1.5 MPa = 15 bar.",
  },
  {
    q: "FPLC system, max 120k EUR",
    classes: ["synonym", "price"],
    kind: K.chromSystem,
    constraints: [{ price: "atMost", amount: 120000, currency: "eur" }],
    note: "FPLC = protein purification (chromatography) system.",
  },
  {
    q: "protein purification system rated for 25 MPa",
    classes: ["unanswerable", "units"],
    kind: K.chromSystem,
    constraints: [{ spec: "max-pressure", op: "atLeast", value: "25 MPa" }],
    note: "The highest recorded pressure is 20 MPa.",
  },

  // ---------------------------------------------------------------- syringe filters
  {
    q: "0,22 µm PVDF Spritzenfilter steril",
    classes: ["de-fr", "units"],
    kind: K.syringeFilter,
    constraints: [
      { spec: "membrane", op: "oneOf", values: ["PVDF"] },
      { spec: "pore-size", op: "atMost", value: "0.22 µm" },
      sterile(true),
    ],
    note: 'A pore rating means that size or finer; "0,22" is a decimal comma.',
  },
  {
    q: "PTFE syringe filters, non-sterile, 250/pk",
    classes: ["negation", "units"],
    kind: K.syringeFilter,
    constraints: [
      { spec: "membrane", op: "oneOf", values: ["PTFE"] },
      sterile(false),
      { spec: "pack-size", op: "equals", value: "250" },
    ],
  },
  {
    q: "CA syringe filter with at least 3 cm² filtration area",
    classes: ["synonym", "units", "comparison"],
    kind: K.syringeFilter,
    constraints: [
      { spec: "membrane", op: "oneOf", values: ["Cellulose acetate"] },
      { spec: "filtration-area", op: "atLeast", value: "3 cm²" },
    ],
    note: "CA = cellulose acetate.",
  },
  {
    q: "PTFE syringe filter 0.2 µm",
    classes: ["unanswerable", "units"],
    kind: K.syringeFilter,
    constraints: [
      { spec: "membrane", op: "oneOf", values: ["PTFE"] },
      { spec: "pore-size", op: "atMost", value: "0.2 µm" },
    ],
    note: "A 0.2 µm rating means that or finer; no PTFE filter records one.",
  },

  // ---------------------------------------------------------------- pipette tips
  {
    q: "1 mL pipete tips non-sterile, pack of 960, under 65 dollars",
    classes: ["units", "negation", "price"],
    kind: K.tip,
    constraints: [
      { spec: "volume", op: "equals", value: "1 mL" },
      sterile(false),
      { spec: "pack-size", op: "equals", value: "960" },
      { price: "atMost", amount: 65, currency: "usd" },
    ],
  },
  {
    q: "pointes à filtre 200 µL, pas de Merck",
    classes: ["de-fr", "negation", "units"],
    kind: K.tip,
    constraints: [
      { spec: "material", op: "contains", words: ["filter"] },
      { spec: "volume", op: "equals", value: "200 µL" },
      { notBrand: ["merck"] },
    ],
    note: "Filter tips judged on the recorded material (it names the filter), not the title. Millipore products are recorded under the brand Merck.",
  },

  // ---------------------------------------------------------------- microplates
  {
    q: "black 384-well plates, sterile, 25/pk",
    classes: ["plain", "units"],
    kind: K.plate,
    constraints: [
      { words: ["384-well"], in: "title" },
      { spec: "material", op: "contains", words: ["black"] },
      sterile(true),
      { spec: "pack-size", op: "equals", value: "25" },
    ],
    note: "The well count is recorded only in titles.",
  },
  {
    q: "PP V-bottom plate, 120 µl wells",
    classes: ["synonym", "units"],
    kind: K.plate,
    constraints: [
      { spec: "material", op: "contains", words: ["Polypropylene, V-bottom"] },
      { spec: "volume", op: "equals", value: "120 µL" },
    ],
    note: "PP = polypropylene.",
  },
  {
    q: "Mikrotiterplatten steril, mind. 300 µl pro Well, unter 150 €",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.plate,
    constraints: [
      sterile(true),
      { spec: "volume", op: "atLeast", value: "300 µL" },
      { price: "atMost", amount: 150, currency: "eur" },
    ],
  },

  // ---------------------------------------------------------------- vials
  {
    q: "amber 1,5 ml vials",
    classes: ["units", "plain"],
    kind: K.vial,
    constraints: [
      { spec: "material", op: "contains", words: ["amber"] },
      { spec: "volume", op: "equals", value: "1.5 mL" },
    ],
    note: '"1,5 ml" is a decimal comma.',
  },
  {
    q: "clear glass vials 10 mL, 1000/pk",
    classes: ["units", "plain"],
    kind: K.vial,
    constraints: [
      { spec: "material", op: "contains", words: ["clear"] },
      { spec: "volume", op: "equals", value: "10 mL" },
      { spec: "pack-size", op: "equals", value: "1000" },
    ],
  },

  // ---------------------------------------------------------------- LC columns
  {
    q: "HILIC column sub-3 µm, 100 mm",
    classes: ["units", "comparison", "plain"],
    kind: K.lcColumn,
    constraints: [
      { words: ["HILIC"], in: "title" },
      { spec: "particle-size", op: "maxAtMost", value: "2.9 µm" },
      { spec: "column-length", op: "equals", value: "100 mm" },
    ],
    note: '"sub-3 µm" = particles finer than 3 µm (recorded sizes have one decimal, so ≤ 2.9 µm); the phase is recorded only in titles.',
  },
  {
    q: "C8 column, stable pH 1–12, 150 mm",
    classes: ["comparison", "units"],
    kind: K.lcColumn,
    constraints: [
      { words: ["C8"], in: "title" },
      { spec: "ph-range", op: "covers", value: "1–12" },
      { spec: "column-length", op: "equals", value: "150 mm" },
    ],
  },
  {
    q: "phenyl-hexyl column rated to 15,000 psi",
    classes: ["units", "comparison"],
    kind: K.lcColumn,
    constraints: [
      { words: ["Phenyl-Hexyl"], in: "title" },
      { spec: "max-pressure", op: "atLeast", value: "15,000 psi" },
    ],
    note: "15,000 psi ≈ 1,034 bar.",
  },
  {
    q: "C18 column with 5 micron particles",
    classes: ["unanswerable", "units"],
    kind: K.lcColumn,
    constraints: [
      { words: ["C18"], in: "title" },
      { spec: "particle-size", op: "equals", value: "5 µm" },
    ],
    note: "No column records 5 µm particles (4.9 µm at most).",
  },

  // ---------------------------------------------------------------- diagnostic kits
  {
    q: "CRP rapid test",
    classes: ["plain"],
    kind: K.diagnosticKit,
    constraints: [assay("Rapid antigen test"), { spec: "targets", op: "contains", words: ["CRP"] }],
  },
  {
    q: "procalcitonine ELISA, at least 96 tests",
    classes: ["comparison", "units"],
    kind: K.elisa,
    constraints: [
      { spec: "targets", op: "contains", words: ["procalcitonin"] },
      { spec: "tests-per-kit", op: "atLeast", value: "96" },
    ],
  },
  {
    q: "TNF-α immunoassay, sensitivity 10 pg/ml or better",
    classes: ["units", "comparison", "synonym"],
    kind: K.immunoassay,
    constraints: [
      { spec: "targets", op: "contains", words: ["TNF-alpha", "TNF-α"] },
      { spec: "sensitivity", op: "atMost", value: "10 pg/mL" },
    ],
    note: "Better sensitivity = a lower detection limit. TNF-α is recorded as TNF-alpha.",
  },
  {
    q: "Schnelltest mit Ergebnis in unter 90 Minuten",
    classes: ["de-fr", "units", "comparison"],
    kind: K.diagnosticKit,
    constraints: [assay("Rapid antigen test"), { spec: "time-to-result", op: "maxAtMost", value: "90 min" }],
    note: '"Schnelltest" = rapid antigen test.',
  },
  {
    q: "kit for whole blood samples that doesn't need a freezer",
    classes: ["negation"],
    kind: K.diagnosticKit,
    constraints: [
      { spec: "sample-type", op: "contains", words: ["whole blood"] },
      { spec: "storage-temperature", op: "minAtLeast", value: "0 °C" },
    ],
    note: "Not frozen = the whole recorded storage range is above 0 °C (2–8 °C or room temperature).",
  },
  {
    q: "ELISA kit with 384 tests",
    classes: ["unanswerable", "units"],
    kind: K.elisa,
    constraints: [{ spec: "tests-per-kit", op: "atLeast", value: "384" }],
    note: "ELISA kits record 200 tests at most.",
  },

  // ---------------------------------------------------------------- added: floors, ranges, needs
  {
    q: "UV-Vis spectrophotometer, £10.5k max",
    classes: ["price"],
    kind: K.spectro,
    constraints: [technique("UV-Vis spectrophotometer"), { price: "atMost", amount: 10500, currency: "gbp" }],
  },
  {
    q: "Q-TOF upwards of €300k",
    classes: ["price", "comparison"],
    kind: K.massSpec,
    constraints: [technique("Q-TOF LC/MS"), { price: "atLeast", amount: 300000, currency: "eur" }],
    note: '"upwards of" is a price floor.',
  },
  {
    q: "biosafety cabinet, $26k and up",
    classes: ["price", "comparison"],
    kind: K.bsc,
    constraints: [{ price: "atLeast", amount: 26000, currency: "usd" }],
  },
  {
    q: "polypropylene vials between 1 and 2 mL",
    classes: ["units", "comparison"],
    kind: K.vial,
    constraints: [
      { spec: "material", op: "contains", words: ["polypropylene"] },
      { spec: "volume", op: "within", value: "1–2 mL" },
    ],
    note: "The vial volume lies in the band (2 mL included).",
  },
  {
    q: "sterile syringe filter no smaller than 30 mm",
    classes: ["units", "comparison"],
    kind: K.syringeFilter,
    constraints: [sterile(true), { spec: "diameter", op: "atLeast", value: "30 mm" }],
  },
  {
    q: "something to keep my cell cultures at 37 °C and 5% CO2, at least 150 L",
    classes: ["synonym", "units", "comparison"],
    kind: K.co2Incubator,
    constraints: [
      { spec: "temperature-range", op: "covers", value: "37 °C" },
      { spec: "co2-range", op: "covers", value: "5 %" },
      { spec: "chamber-volume", op: "atLeast", value: "150 L" },
    ],
    note: "A need that implies a CO2 incubator without naming it.",
  },
  {
    q: "need to weigh 100 g samples to 0.01 mg, budget under $5,800",
    classes: ["synonym", "units", "price"],
    kind: K.balance,
    constraints: [
      { spec: "weighing-capacity", op: "atLeast", value: "100 g" },
      { spec: "readability", op: "atMost", value: "0.01 mg" },
      { price: "atMost", amount: 5800, currency: "usd" },
    ],
    note: "A need that implies an analytical (semi-micro) balance without naming it.",
  },
];

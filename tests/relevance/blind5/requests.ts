// The fifth blind relevance set (README.md in this folder): requests as lab buyers and procurement staff write
// them, each judged by tests on recorded catalogue data. Written 2026-11-28 by a helper (session 26) who had not
// read the finder, the store search, the tuned set or the judgements of the earlier blind sets. FROZEN: never tune
// the parser or the ranking on these, never edit a request to match an output; report results on this set apart
// from the tuned set and apart from the four earlier blind sets (tests/relevance/blind/, blind2/, blind3/, blind4/).
//
// The format is the first blind set's (../blind/types.ts) and the kinds are the second set's (../blind2/requests.ts)
// plus a few narrower ones below; label.ts grades every product with the second set's labeler. Like the fourth set
// this one leans on requests with two to four constraints, on values a product does not record and on products
// just outside a limit; it adds the way requests are typed in e-mails and search boxes (abbreviations, typos,
// units glued to numbers, "≤", "<", "~", "or better", "at minimum", mixed languages, locale separators).
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
  qqq: kind("triple quadrupole mass spectrometer", { key: "technique", values: ["Triple quadrupole MS"] }),
  uvVis: kind("UV-Vis spectrophotometer", { key: "technique", values: ["UV-Vis spectrophotometer"] }),
  microvolume: kind("microvolume spectrophotometer", { key: "technique", values: ["Microvolume spectrophotometer"] }),
  rapidTest: kind("rapid antigen test", { key: "assay-type", values: ["Rapid antigen test"] }),
} satisfies Record<string, Kind>;

const price = (amount: number, currency: "usd" | "eur" | "gbp", dir: "atMost" | "atLeast" = "atMost"): Constraint => ({
  price: dir,
  amount,
  currency,
});
const atLeast = (spec: string, value: string): Constraint => ({ spec, op: "atLeast", value });
const atMost = (spec: string, value: string): Constraint => ({ spec, op: "atMost", value });
const maxAtMost = (spec: string, value: string): Constraint => ({ spec, op: "maxAtMost", value });
const minAtLeast = (spec: string, value: string): Constraint => ({ spec, op: "minAtLeast", value });
const equals = (spec: string, value: string): Constraint => ({ spec, op: "equals", value });
const within = (spec: string, value: string): Constraint => ({ spec, op: "within", value });
const covers = (spec: string, value: string): Constraint => ({ spec, op: "covers", value });
const oneOf = (spec: string, ...values: string[]): Constraint => ({ spec, op: "oneOf", values });
const contains = (spec: string, ...words: string[]): Constraint => ({ spec, op: "contains", words });
const notContains = (spec: string, ...words: string[]): Constraint => ({ spec, op: "notContains", words });
const sterile = (yes: boolean): Constraint => oneOf("sterile", yes ? "yes" : "no");
const inTitle = (...words: string[]): Constraint => ({ words, in: "title" });
const inText = (...words: string[]): Constraint => ({ words, in: "text" });
const BENCHTOP_WORDS = ["benchtop", "bench-top"];

export const REQUESTS: BlindRequest[] = [
  // ---------------------------------------------------------------- centrifuges
  {
    q: "centrifuge 4x400mL, min. 60 000 xg, <$20k",
    classes: ["units", "comparison", "price"],
    kind: K.centrifuge,
    constraints: [contains("capacity", "4 x 400"), atLeast("max-rcf", "60,000 × g"), price(20000, "usd")],
    note: '"60 000" with a French/SI space, "xg" glued; "<$20k" read as at most $20,000 (as "under" in the earlier sets). Judged on the recorded rotor capacity.',
  },
  {
    q: "high speed centrifuge for 6 x 250ml bottles, 25000rpm+, unit weight no more than 50kg",
    classes: ["units", "comparison"],
    kind: K.centrifuge,
    constraints: [contains("capacity", "6 x 250"), atLeast("max-speed", "25,000 rpm"), maxAtMost("weight", "50 kg")],
    note: '"high speed" is a wish, not judged (titles saying High-Speed contradict their data). A 27,300 rpm 6 × 250 mL one weighs 131 kg.',
  },
  {
    q: "24-place microfuge that holds -20°C — not Thermo Fisher",
    classes: ["units", "comparison", "negation", "synonym", "unanswerable"],
    kind: K.centrifuge,
    constraints: [
      contains("capacity", "24 x 1.5"),
      atMost("temperature-range", "-20 °C"),
      { notBrand: ["thermo-fisher"] },
    ],
    note: 'Unanswerable: "holds -20°C" = the range reaches -20 °C or colder; the two 24 × 1.5 mL centrifuges that do are Thermo Fisher, the others stop at -12 °C.',
  },
  {
    q: "plate spinner (2x96 well) that cools to 0 °F or below",
    classes: ["units", "comparison", "synonym"],
    kind: K.centrifuge,
    constraints: [contains("capacity", "96-well"), atMost("temperature-range", "0 °F")],
    note: "0 °F ≈ -17.8 °C: plate centrifuges reaching -17 °C are just outside; -19 °C and -20 °C qualify.",
  },
  {
    q: "centrifuge, 45k x g at minimum, £12k max",
    classes: ["units", "comparison", "price"],
    kind: K.centrifuge,
    constraints: [atLeast("max-rcf", "45,000 × g"), price(12000, "gbp")],
    note: "£12k ≈ $15,240; a 62,790 × g one at $17,350 and a 57,970 × g one at €16,900 are over it.",
  },
  {
    q: "centrifugeuse pour plaques 96 puits, au moins 20 000 tr/min, moins de 20 000 €",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.centrifuge,
    constraints: [contains("capacity", "96-well"), atLeast("max-speed", "20,000 rpm"), price(20000, "eur")],
    note: '"tr/min" = rpm; a 19,400 rpm plate centrifuge is just under the speed.',
  },
  {
    q: "micro centrifuge 24 x 1,5 ml ≥50k ×g budget 25 000 €",
    classes: ["units", "comparison", "price"],
    kind: K.centrifuge,
    constraints: [contains("capacity", "24 x 1.5"), atLeast("max-rcf", "50,000 × g"), price(25000, "eur")],
    note: "Decimal comma in the rotor; a 51,600 × g one at €26,050 is just over the budget.",
  },
  {
    q: "4 x 750 mL centrifuge, floor model (no benchtops), has to reach -15°C or lower",
    classes: ["units", "comparison", "negation"],
    kind: K.centrifuge,
    constraints: [
      contains("capacity", "4 x 750"),
      { notWords: BENCHTOP_WORDS, in: "text" },
      atMost("temperature-range", "-15 °C"),
    ],
    note: '"no benchtops" = the word benchtop / bench-top is absent from title, subtitle and description (as in the earlier sets). A benchtop 4 × 750 mL one reaching -18 °C is excluded by that.',
  },
  {
    q: "Zentrifuge für 4 x 400 ml, Gerätegewicht unter 20 kg",
    classes: ["de-fr", "units", "comparison", "unanswerable"],
    kind: K.centrifuge,
    constraints: [contains("capacity", "4 x 400"), maxAtMost("weight", "19.9 kg")],
    note: 'Unanswerable: "unter 20 kg" on the instrument weight is strict; the lightest 4 × 400 mL centrifuge weighs exactly 20 kg (recorded weights are whole kilograms).',
  },
  {
    q: "I need to pellet bacteria from 6 x 250 mL cultures at ≥ 20,000 x g",
    classes: ["synonym", "units", "comparison"],
    kind: K.centrifuge,
    constraints: [contains("capacity", "6 x 250"), atLeast("max-rcf", "20,000 × g")],
    note: "A need that names no kind: pelleting cultures is centrifugation. A 17,420 × g 6 × 250 mL one is just under.",
  },

  // ---------------------------------------------------------------- CO2 incubators
  {
    q: "co2 incubator 230-250L, no Millipore/Merck, under 15k USD",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.co2Incubator,
    constraints: [within("chamber-volume", "230–250 L"), { notBrand: ["merck"] }, price(15000, "usd")],
    note: "Millipore is recorded as the brand Merck; two Millipore 230 L / 240 L incubators under the budget are excluded by brand.",
  },
  {
    q: "CO2-Brutschrank, Temperatur bis 59 °C einstellbar, max. 100 L Innenraum",
    classes: ["de-fr", "units", "comparison"],
    kind: K.co2Incubator,
    constraints: [atLeast("temperature-range", "59 °C"), maxAtMost("chamber-volume", "100 L")],
    note: "The range must reach 59 °C; a 90 L one stopping at 58 °C is just outside.",
  },
  {
    q: "direct-heat cell culture incubator, 190 L or larger, ≤ $8,000",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.co2Incubator,
    constraints: [inTitle("Direct-Heat", "direct heat"), atLeast("chamber-volume", "190 L"), price(8000, "usd")],
    note: "Direct heat is recorded only in titles. A 215 L direct-heat one at $15,000 is over the budget.",
  },
  {
    q: "CO2 incubator that can be set as low as 3 °C, at least 170 L, not Thermo Fisher",
    classes: ["units", "comparison", "negation"],
    kind: K.co2Incubator,
    constraints: [
      atMost("temperature-range", "3 °C"),
      atLeast("chamber-volume", "170 L"),
      { notBrand: ["thermo-fisher"] },
    ],
    note: "The range must go down to 3 °C; 4 °C and 5 °C minimums fail. A Thermo 170 L one reaching 3 °C is excluded by brand.",
  },
  {
    q: "TC incubator 110–130 l, steel or copper doesn't matter, under 8000 dollars",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.co2Incubator,
    constraints: [within("chamber-volume", "110–130 L"), price(8000, "usd")],
    note: '"TC incubator" = tissue-culture (CO2) incubator; "steel or copper doesn\'t matter" is no constraint.',
  },
  {
    q: "Thermo CO2 incubator, £5k budget max",
    classes: ["price", "unanswerable"],
    kind: K.co2Incubator,
    constraints: [{ brand: ["thermo-fisher"] }, price(5000, "gbp")],
    note: "Unanswerable: £5k ≈ $6,350; the cheapest Thermo Fisher CO2 incubator variant is $7,250.",
  },
  {
    q: "something to keep cells at 37°C / 5% CO2, narrower than 520 mm, < $15k",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.co2Incubator,
    constraints: [
      covers("temperature-range", "37 °C"),
      covers("co2-range", "5 %"),
      maxAtMost("width", "519 mm"),
      price(15000, "usd"),
    ],
    note: 'A need that names no kind. "narrower than 520 mm" is strict (widths are whole millimetres, a 520 mm one fails). A 165 L one qualifies only at its sale price.',
  },

  // ---------------------------------------------------------------- biosafety cabinets
  {
    q: "4-ft Class II A2, inflow 0.53 m/s or better, max $14.5k",
    classes: ["units", "comparison", "price"],
    kind: K.bsc,
    constraints: [
      oneOf("bsc-class", "Class II, Type A2"),
      maxAtMost("width", "1,400 mm"),
      atLeast("inflow-velocity", "0.53 m/s"),
      price(14500, "usd"),
    ],
    note: '"4-ft" = the narrow (1,340 mm) variant; width and price are per variant. A 0.53 m/s one at $15,300 is just over.',
  },
  {
    q: "B2 cabinet with inflow above 0.5 m/s, under 12k",
    classes: ["units", "comparison", "price"],
    kind: K.bsc,
    constraints: [oneOf("bsc-class", "Class II, Type B2"), atLeast("inflow-velocity", "0.51 m/s"), price(12000, "usd")],
    note: '"above 0.5 m/s" is strict (recorded velocities have two decimals: 0.51 m/s or more). "12k" without a currency is US dollars. The qualifying one is on sale.',
  },
  {
    q: "A2 hood 1950 mm wide, ≥0.55 m/s, budget 18.000 USD",
    classes: ["units", "comparison", "price", "synonym", "unanswerable"],
    kind: K.bsc,
    constraints: [
      oneOf("bsc-class", "Class II, Type A2"),
      equals("width", "1,950 mm"),
      atLeast("inflow-velocity", "0.55 m/s"),
      price(18000, "usd"),
    ],
    note: 'Unanswerable: "18.000" is eighteen thousand; the only 0.55 m/s A2 cabinet costs $18,330 in its 1,950 mm variant.',
  },
  {
    q: "Sicherheitswerkbank Typ A2 von Millipore, schmale Ausführung, unter 15.000 $",
    classes: ["de-fr", "price"],
    kind: K.bsc,
    constraints: [
      { brand: ["merck"] },
      oneOf("bsc-class", "Class II, Type A2"),
      maxAtMost("width", "1,400 mm"),
      price(15000, "usd"),
    ],
    note: '"schmale Ausführung" = the narrow 1,340 mm variant; Millipore is recorded as Merck.',
  },

  // ---------------------------------------------------------------- balances
  {
    q: "semi-micro balance 0.01mg, instrument max 5.5 kg, under $12k",
    classes: ["units", "comparison", "price"],
    kind: K.balance,
    constraints: [atMost("readability", "0.01 mg"), maxAtMost("weight", "5.5 kg"), price(12000, "usd")],
    note: "Semi-micro = the 0.01 mg readability (as in the French request below). The instrument's own weight, not its capacity; a 5.5 kg one at $16,530 and a 5.3 kg one at $15,080 are over the budget.",
  },
  {
    q: "Analysenwaage 220 g / 0,1 mg mit Ionisator, kein Sartorius, unter 4.000 €",
    classes: ["de-fr", "units", "comparison", "negation", "price"],
    kind: K.balance,
    constraints: [
      atLeast("weighing-capacity", "220 g"),
      atMost("readability", "0.1 mg"),
      inText("ionizer"),
      { notBrand: ["sartorius"] },
      price(4000, "eur"),
    ],
    note: "The ionizer is recorded only in subtitles (judged as the word in title, subtitle or description). A Thermo one at $4,800 is over €4,000 (≈ $4,320).",
  },
  {
    q: "5 decimal balance w/ ionizer, max 5000 dollars",
    classes: ["units", "synonym", "price", "unanswerable"],
    kind: K.balance,
    constraints: [atMost("readability", "0.01 mg"), inText("ionizer"), price(5000, "usd")],
    note: "Unanswerable: 5 decimal places in grams = 0.01 mg; the cheapest 0.01 mg variant of a balance with an ionizer is $5,148.",
  },
  {
    q: "balance semi-micro Millipore 0,01 mg, moins de 6 000 $",
    classes: ["de-fr", "units", "price"],
    kind: K.balance,
    constraints: [{ brand: ["merck"] }, atMost("readability", "0.01 mg"), price(6000, "usd")],
    note: "Semi-micro is read as the 0.01 mg readability it stands for (titles say Analytical / Precision / Semi-Micro Balance over the same readabilities, so the title word is not required); Millipore is recorded as Merck.",
  },
  {
    q: "need to weigh ~150 g samples to 0.1 mg, Thermo, under $4k",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.balance,
    constraints: [
      atLeast("weighing-capacity", "150 g"),
      atMost("readability", "0.1 mg"),
      { brand: ["thermo-fisher"] },
      price(4000, "usd"),
    ],
    note: 'A need that names no kind; "~150 g" = the capacity must reach 150 g. A Thermo 0.1 mg balance at $4,800 is over.',
  },

  // ---------------------------------------------------------------- freeze dryers
  {
    q: "benchtop lyophylizer from Sartorius or Merck, -84°C condenser, ≥5 L ice / 24h",
    classes: ["units", "comparison", "synonym"],
    kind: K.labFreezeDryer,
    constraints: [
      inText(...BENCHTOP_WORDS),
      { brand: ["sartorius", "merck"] },
      atMost("condenser-temperature", "-84 °C"),
      atLeast("ice-capacity", "5 L"),
    ],
    note: "Typo for lyophilizer. The condenser is per variant (-58 °F or -84 °C). Non-benchtop Sartorius / Merck lab dryers with 5.5–7 L are excluded by the benchtop word; a benchtop Sartorius one holds 4.5 L.",
  },
  {
    q: "lab freeze dryer: the -58°F condenser is fine, ≥7 L ice per day, below 20k USD",
    classes: ["units", "comparison", "price"],
    kind: K.labFreezeDryer,
    constraints: [atMost("condenser-temperature", "-58 °F"), atLeast("ice-capacity", "7 L"), price(20000, "usd")],
    note: "-58 °F = -50 °C, so either condenser variant qualifies and the cheaper one decides. One qualifies only at its sale price; a 7 L one at $20,900 is just over.",
  },
  {
    q: "pilot lyo, cond. ≤ -130°F, shelf area min 3 m²",
    classes: ["units", "comparison", "synonym"],
    kind: K.pilotFreezeDryer,
    constraints: [atMost("condenser-temperature", "-130 °F"), atLeast("shelf-area", "3 m²")],
    note: "-130 °F = -90 °C; condensers are recorded in °C or °F. A -130 °F dryer has 1.7 m² only; -126 °F (≈ -87.8 °C) is not cold enough.",
  },
  {
    q: "Produktions-Gefriertrockner, Stellfläche 8 bis 9 m², Eiskapazität mind. 100 kg",
    classes: ["de-fr", "units", "comparison"],
    kind: K.pilotFreezeDryer,
    constraints: [within("shelf-area", "8–9 m²"), atLeast("ice-capacity", "100 kg")],
    note: "An 8.6 m² dryer with 92 kg is just outside.",
  },
  {
    q: "production freeze dryer, 100kg+ ice capacity, ≤ $150,000",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.pilotFreezeDryer,
    constraints: [atLeast("ice-capacity", "100 kg"), price(150000, "usd")],
    note: "Unanswerable: the cheapest dryer with 100 kg or more costs $150,800; cheaper ones hold 95–97 kg.",
  },
  {
    q: "pilot freeze dryer whose shelves heat to +70 °C, Sartorius excluded",
    classes: ["units", "comparison", "negation"],
    kind: K.pilotFreezeDryer,
    constraints: [atLeast("shelf-temperature", "70 °C"), { notBrand: ["sartorius"] }],
    note: "Five of the six dryers reaching 70 °C are Sartorius.",
  },
  {
    q: "lyophilisateur de paillasse, capacité de glace ≥ 4 L, moins de 15 000 $",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.labFreezeDryer,
    constraints: [inText(...BENCHTOP_WORDS), atLeast("ice-capacity", "4 L"), price(15000, "usd")],
    note: '"de paillasse" = benchtop (judged on the word). A benchtop 5 L one on sale at €14,833 (≈ $16,020) is over.',
  },

  // ---------------------------------------------------------------- water
  {
    q: "lab water purifier, ≥ 100 l/h output, under €20k",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.waterSystem,
    constraints: [atLeast("flow-rate", "100 L/h"), price(20000, "eur")],
    note: "Flow is stored in L/min (2 L/min = 120 L/h).",
  },

  // ---------------------------------------------------------------- HPLC / UHPLC
  {
    q: "UHPLC, binary pump, ≥1,200 bar, DAD, ≤ $90k",
    classes: ["units", "comparison", "price"],
    kind: K.uhplc,
    constraints: [
      contains("pump", "binary"),
      atLeast("max-pressure", "1,200 bar"),
      contains("detector", "DAD"),
      price(90000, "usd"),
    ],
    note: "A 1,300 bar binary DAD UHPLC at $98,500 is over the budget.",
  },
  {
    q: "LC system with fluorescence detection that pumps 8 mL/min or more, under 100k",
    classes: ["units", "comparison", "price"],
    kind: K.lcSystem,
    constraints: [contains("detector", "fluorescence"), atLeast("flow-rate", "8 mL/min"), price(100000, "usd")],
    note: '"100k" without a currency is US dollars; a 10 mL/min FLD HPLC at $120,600 is over.',
  },
  {
    q: "UHPLC rated ≥17k psi, not Waters",
    classes: ["units", "comparison", "negation"],
    kind: K.uhplc,
    constraints: [atLeast("max-pressure", "17,000 psi"), { notBrand: ["waters"] }],
    note: "17,000 psi ≈ 1,172 bar; pressures are stored in bar or psi. An 18,000 psi Waters UHPLC is excluded by brand.",
  },
  {
    q: "Thermo UHPLC w/ quat pump and PDA",
    classes: ["synonym", "unanswerable"],
    kind: K.uhplc,
    constraints: [{ brand: ["thermo-fisher"] }, contains("pump", "quaternary"), contains("detector", "DAD")],
    note: "Unanswerable: PDA (photodiode array) = DAD; Thermo's quaternary UHPLCs all have fluorescence detectors and its DAD ones binary pumps.",
  },
  {
    q: "plain HPLC (not UHPLC) with a VWD, under 75k",
    classes: ["negation", "synonym", "price"],
    kind: K.hplcOnly,
    constraints: [contains("detector", "VWD"), price(75000, "usd")],
    note: "HPLC only; VWD = variable wavelength detector (per variant on the Vanquish Core).",
  },
  {
    q: "UHPLC-System mit Fluoreszenzdetektor, Fluss bis 10 ml/min, unter 70.000 $",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.uhplc,
    constraints: [contains("detector", "fluorescence"), atLeast("flow-rate", "10 mL/min"), price(70000, "usd")],
    note: '"Fluss bis 10 ml/min" is a capability (the range reaches 10 mL/min).',
  },
  {
    q: "isocratic UHPLC < 40,000 USD",
    classes: ["price", "unanswerable"],
    kind: K.uhplc,
    constraints: [contains("pump", "isocratic"), price(40000, "usd")],
    note: "Unanswerable: the cheapest isocratic UHPLC costs $40,550.",
  },
  {
    q: "HPLC/UHPLC ≥1 kbar with a detector that sees out to 900nm+",
    classes: ["units", "comparison"],
    kind: K.lcSystem,
    constraints: [atLeast("max-pressure", "1,000 bar"), atLeast("wavelength-range", "900 nm")],
    note: '"1 kbar" = 1,000 bar. Systems without a recorded wavelength range do not qualify.',
  },

  // ---------------------------------------------------------------- mass spectrometers
  {
    q: "QTOF, resolving power 300k or more, <1 ppm, under $0.4M",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.qtof,
    constraints: [atLeast("resolving-power", "300000"), contains("mass-accuracy", "< 1 ppm"), price(400000, "usd")],
    note: '"$0.4M" = $400,000. A 290,000 < 1 ppm Q-TOF is just under the resolving power.',
  },
  {
    q: "Orbitrap ≥ 400k resolution, not Waters, max €300k",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.orbitrap,
    constraints: [atLeast("resolving-power", "400000"), { notBrand: ["waters"] }, price(300000, "eur")],
    note: "A 450,000 Waters Orbitrap under the budget is excluded by brand.",
  },
  {
    q: "QqQ, m/z up to 10k or more, not Thermo, < $350k",
    classes: ["synonym", "units", "comparison", "negation", "price"],
    kind: K.qqq,
    constraints: [atLeast("mass-range", "10000"), { notBrand: ["thermo-fisher"] }, price(350000, "usd")],
    note: '"m/z up to 10k" is a capability: the recorded mass range reaches 10,000. Two Thermo ones under the budget are excluded by brand.',
  },
  {
    q: "Q-TOF under $200k with <1 ppm mass accuracy",
    classes: ["price", "comparison", "unanswerable"],
    kind: K.qtof,
    constraints: [contains("mass-accuracy", "< 1 ppm"), price(200000, "usd")],
    note: "Unanswerable: the cheapest sub-ppm Q-TOF costs $239,000; the Q-TOFs under $200k record < 2 and < 3 ppm.",
  },
  {
    q: "Agilent HRMS, ≥ 240k resolving power, m/z to 9,000+",
    classes: ["synonym", "units", "comparison"],
    kind: K.massSpec,
    constraints: [{ brand: ["agilent"] }, atLeast("resolving-power", "240000"), atLeast("mass-range", "9000")],
    note: "HRMS = high-resolution mass spectrometer; any of the three mass spectrometer kinds, judged on recorded resolving power.",
  },

  // ---------------------------------------------------------------- gas chromatographs
  {
    q: "GC with NPD, oven to 815°F min, under 40k",
    classes: ["units", "comparison", "price"],
    kind: K.gc,
    constraints: [contains("inlets-detectors", "NPD"), atLeast("oven-temperature", "815 °F"), price(40000, "usd")],
    note: "815 °F ≈ 435 °C; a 433 °C NPD GC at $34,500 is just short.",
  },
  {
    q: "gas chromatograph with TCD, non-Agilent, lighter than 49 kg",
    classes: ["units", "comparison", "negation"],
    kind: K.gc,
    constraints: [contains("inlets-detectors", "TCD"), { notBrand: ["agilent"] }, maxAtMost("weight", "48.9 kg")],
    note: '"lighter than 49 kg" is strict (weights are whole kilograms); a 49 kg Thermo TCD GC fails.',
  },
  {
    q: "Thermo GC with ECD, oven rated 440 °C minimum",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.gc,
    constraints: [
      { brand: ["thermo-fisher"] },
      contains("inlets-detectors", "ECD"),
      atLeast("oven-temperature", "440 °C"),
    ],
    note: "Unanswerable: Thermo's ECD GCs reach 439 °C at most.",
  },
  {
    q: "CPG avec détecteur TCD, moins de 30 000 $",
    classes: ["de-fr", "synonym", "price"],
    kind: K.gc,
    constraints: [contains("inlets-detectors", "TCD"), price(30000, "usd")],
    note: "CPG = chromatographie en phase gazeuse (gas chromatograph).",
  },

  // ---------------------------------------------------------------- spectrophotometers
  {
    q: "microvolume spec: 0.5 µl drops, full 190-1100nm, under 15k",
    classes: ["units", "comparison", "price"],
    kind: K.microvolume,
    constraints: [atMost("sample-volume", "0.5 µL"), covers("wavelength-range", "190–1100 nm"), price(15000, "usd")],
    note: "The range must cover 190 to 1,100 nm; a 200–1,100 nm one fails at the low end.",
  },
  {
    q: "UV-Vis spectrophotometer ≤ 12 lb that reads to 900 nm or beyond",
    classes: ["units", "comparison"],
    kind: K.uvVis,
    constraints: [maxAtMost("weight", "12 lb"), atLeast("wavelength-range", "900 nm")],
    note: "12 lb ≈ 5.44 kg; UV-Vis only (not microvolume).",
  },
  {
    q: "NanoDrop alternative (not Thermo) reading to ≥ 1,000 nm, under €11k",
    classes: ["synonym", "negation", "units", "comparison", "price"],
    kind: K.microvolume,
    constraints: [{ notBrand: ["thermo-fisher"] }, atLeast("wavelength-range", "1,000 nm"), price(11000, "eur")],
    note: "NanoDrop (a Thermo trade name) stands for a microvolume spectrophotometer.",
  },
  {
    q: "microvolume UV-Vis for 0.5 µL drops that weighs less than 5 kg",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.microvolume,
    constraints: [atMost("sample-volume", "0.5 µL"), maxAtMost("weight", "4.9 kg")],
    note: "Unanswerable: strict; the lightest 0.5 µL microvolume instrument weighs exactly 5 kg (the 5.2 kg NanoDrop takes 1 µL).",
  },
  {
    q: "UV/VIS-Spektralphotometer von Thermo, das 190 bis 1000 nm abdeckt",
    classes: ["de-fr", "units", "comparison", "unanswerable"],
    kind: K.uvVis,
    constraints: [{ brand: ["thermo-fisher"] }, covers("wavelength-range", "190–1000 nm")],
    note: "Unanswerable: Thermo UV-Vis ranges are 200–1,030, 200–870 and 190–970 nm; none covers the whole range.",
  },

  // ---------------------------------------------------------------- real-time PCR
  {
    q: "6-plex qPCR, 48-well block, under €30k",
    classes: ["synonym", "units", "price"],
    kind: K.qpcr,
    constraints: [contains("autosampler-capacity", "48-well"), atLeast("detection-channels", "6"), price(30000, "eur")],
    note: '"6-plex" = six detection channels; the block format is recorded in autosampler-capacity.',
  },
  {
    q: "real time PCR, 384 well, reactions as small as 5 µL, under $25k",
    classes: ["units", "comparison", "price"],
    kind: K.qpcr,
    constraints: [contains("autosampler-capacity", "384-well"), atMost("sample-volume", "5 µL"), price(25000, "usd")],
    note: "The sample-volume range must reach down to 5 µL; one qualifies at its sale price and list price alike.",
  },
  {
    q: "Thermo Fisher qPCR instrument for 96-well plates",
    classes: ["plain", "unanswerable"],
    kind: K.qpcr,
    constraints: [{ brand: ["thermo-fisher"] }, contains("autosampler-capacity", "96-well")],
    note: "Unanswerable: Thermo Fisher cyclers record 384-well and 48-well blocks only.",
  },
  {
    q: "Real-Time-PCR-Cycler, 96er Block, mind. 5 Kanäle, nicht Roche",
    classes: ["de-fr", "units", "comparison", "negation"],
    kind: K.qpcr,
    constraints: [
      contains("autosampler-capacity", "96-well"),
      atLeast("detection-channels", "5"),
      { notBrand: ["roche"] },
    ],
    note: "A six-channel 96-well Roche cycler is excluded by brand.",
  },
  {
    q: "qPCR ≥4 colour channels, weighs < 25kg, ≤ 55k USD",
    classes: ["units", "comparison", "price"],
    kind: K.qpcr,
    constraints: [atLeast("detection-channels", "4"), maxAtMost("weight", "24.9 kg"), price(55000, "usd")],
    note: "Strict weight; 23 kg ones with four or six channels cost $59,550 and €54,100 (≈ $58,430).",
  },

  // ---------------------------------------------------------------- bioreactors
  {
    q: "SUB reaching 900 L+ working volume, agitation ≥ 600 rpm, not Sartorius",
    classes: ["synonym", "units", "comparison", "negation"],
    kind: K.singleUse,
    constraints: [atLeast("working-volume", "900 L"), atLeast("agitation", "600 rpm"), { notBrand: ["sartorius"] }],
    note: "SUB = single-use bioreactor. A Sartorius 942 L / 640 rpm one is excluded by brand; a 1,979 L one stops at 420 rpm.",
  },
  {
    q: "disposable bioreactor covering 5 L all the way to 500 L, budget under 150k",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.singleUse,
    constraints: [covers("working-volume", "5–500 L"), price(150000, "usd")],
    note: "The recorded working-volume range must cover the whole wanted range.",
  },
  {
    q: "Glasbioreaktor, Arbeitsvolumen mind. 1.600 L, Rührer ≥ 1.000 U/min",
    classes: ["de-fr", "units", "comparison"],
    kind: K.glassBioreactor,
    constraints: [atLeast("working-volume", "1,600 L"), atLeast("agitation", "1,000 rpm")],
    note: "German thousands separators; a 1,782 L one stops at 850 rpm.",
  },
  {
    q: "glass stirred-tank bioreactor, 1 m³+ working volume, under 100.000 USD",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.glassBioreactor,
    constraints: [atLeast("working-volume", "1 m³"), price(100000, "usd")],
    note: "Unanswerable: the cheapest 1 m³+ glass bioreactor is $101,023 on sale; the cheaper benchtop one holds 10 L.",
  },
  {
    q: "benchtop glass bioreactor for 5 L runs",
    classes: ["plain", "units"],
    kind: K.glassBioreactor,
    constraints: [inText(...BENCHTOP_WORDS), covers("working-volume", "5 L")],
  },

  // ---------------------------------------------------------------- chromatography systems
  {
    q: "process chromatography skid ≥ 1.5 MPa, not Thermo, under €150k",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.chromSystem,
    constraints: [
      inTitle("skid"),
      atLeast("max-pressure", "1.5 MPa"),
      { notBrand: ["thermo-fisher"] },
      price(150000, "eur"),
    ],
    note: '"Skid" is recorded only in titles. A 1.9 MPa Millipore skid at €154,550 is just over.',
  },
  {
    q: "système de purification de protéines, débit jusqu'à 1 800 mL/min, moins de 200 000 €",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.chromSystem,
    constraints: [atLeast("flow-rate", "1,800 mL/min"), price(200000, "eur")],
    note: '"débit jusqu\'à" is a capability; any protein / process chromatography system.',
  },

  // ---------------------------------------------------------------- syringe filters
  {
    q: "sterile PES syringe filters, ≤0.3 µm, 25 mm or bigger",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.syringeFilter,
    constraints: [oneOf("membrane", "PES"), sterile(true), atMost("pore-size", "0.3 µm"), atLeast("diameter", "25 mm")],
    note: "Unanswerable: the sterile PES filters of 0.3 µm or finer are 6–7 mm; the 31 mm 0.15 µm one is non-sterile.",
  },
  {
    q: "nylon syringe filter 0.25um sterile 50/pk",
    classes: ["plain", "units"],
    kind: K.syringeFilter,
    constraints: [oneOf("membrane", "Nylon"), atMost("pore-size", "0.25 µm"), sterile(true), equals("pack-size", "50")],
    note: "Pack size is per variant.",
  },
  {
    q: "PVDF syringe filters, 30mm+ diameter, sterile, 250 per pack, < $1,000",
    classes: ["units", "comparison", "price"],
    kind: K.syringeFilter,
    constraints: [
      oneOf("membrane", "PVDF"),
      atLeast("diameter", "30 mm"),
      sterile(true),
      equals("pack-size", "250"),
      price(1000, "usd"),
    ],
    note: "A 32 mm sterile PVDF pack of 250 at $1,600 is over.",
  },
  {
    q: "cellulose acetate syringe filter, 0.4 µm or finer, non-sterile",
    classes: ["units", "comparison"],
    kind: K.syringeFilter,
    constraints: [oneOf("membrane", "Cellulose acetate"), atMost("pore-size", "0.4 µm"), sterile(false)],
  },
  {
    q: "syringe fitlers, anything but PTFE or nylon, ≤ 0.25 µm",
    classes: ["negation", "units", "comparison"],
    kind: K.syringeFilter,
    constraints: [{ spec: "membrane", op: "notOneOf", values: ["PTFE", "Nylon"] }, atMost("pore-size", "0.25 µm")],
    note: "Typo for filters. A 0.25 µm nylon filter is excluded.",
  },
  {
    q: "need to push a few ml of cell culture media through a sterile PES membrane by syringe, 0.25 µm or finer",
    classes: ["synonym", "units", "comparison"],
    kind: K.syringeFilter,
    constraints: [oneOf("membrane", "PES"), sterile(true), atMost("pore-size", "0.25 µm")],
    note: "A need that names the kind only by its use (a syringe filter). A sterile 0.3 µm PES one is just too coarse.",
  },

  // ---------------------------------------------------------------- LC columns
  {
    q: "C18, sub-2 µm, 2.1 mm i.d., 50 mm long, < $800",
    classes: ["units", "comparison", "price"],
    kind: K.lcColumn,
    constraints: [
      inTitle("C18"),
      maxAtMost("particle-size", "1.9 µm"),
      equals("internal-diameter", "2.1 mm"),
      equals("column-length", "50 mm"),
      price(800, "usd"),
    ],
    note: '"sub-2 µm" = under 2 µm; the column phase is recorded only in titles; length and price are per variant.',
  },
  {
    q: "phenyl hexyl column stable from pH 1 to 12, max 900 USD",
    classes: ["units", "comparison", "price"],
    kind: K.lcColumn,
    constraints: [inTitle("Phenyl-Hexyl"), covers("ph-range", "1–12"), price(900, "usd")],
    note: "The pH range must cover 1 to 12; the 150 mm variant ($950) is over, the shorter ones qualify.",
  },
  {
    q: "C8 column with 2–3 µm particles and an ID below 2 mm",
    classes: ["units", "comparison"],
    kind: K.lcColumn,
    constraints: [inTitle("C8"), within("particle-size", "2–3 µm"), maxAtMost("internal-diameter", "1.9 mm")],
    note: '"below 2 mm" is strict (recorded to one decimal). A 2.8 µm C8 with 2.2 mm i.d. is just outside.',
  },

  // ---------------------------------------------------------------- vials
  {
    q: "20ml headspace vials, clear glass, 100/pk",
    classes: ["plain", "units"],
    kind: K.vial,
    constraints: [
      inTitle("headspace"),
      equals("volume", "20 mL"),
      contains("material", "clear"),
      equals("pack-size", "100"),
    ],
    note: "A clear 20 mL headspace vial sold by 1000 is excluded by the pack size.",
  },
  {
    q: "amber 300 µL vials, under $100 per pack",
    classes: ["units", "price"],
    kind: K.vial,
    constraints: [contains("material", "amber"), equals("volume", "300 µL"), price(100, "usd")],
  },
  {
    q: "flacons ambrés 1,5 ml, boîte de 1000",
    classes: ["de-fr", "units"],
    kind: K.vial,
    constraints: [contains("material", "amber"), equals("volume", "1.5 mL"), equals("pack-size", "1000")],
    note: "An amber 1.5 mL vial sold by 100 is excluded.",
  },
  {
    q: "2 mL vials, no polypropylene, 1000 per box, cheaper than $100",
    classes: ["negation", "units", "comparison", "price"],
    kind: K.vial,
    constraints: [
      notContains("material", "polypropylene"),
      equals("volume", "2 mL"),
      equals("pack-size", "1000"),
      price(99.99, "usd"),
    ],
    note: '"cheaper than $100" is strict (read as at most $99.99).',
  },

  // ---------------------------------------------------------------- pipette tips
  {
    q: "low-retention 1ml tips, sterile, 480/rack, ≤ $80",
    // Answerable since session 26's catalogue change (a tip's material agrees with its title); the request is unchanged.
    classes: ["units", "price"],
    kind: K.tip,
    constraints: [
      contains("material", "low-retention"),
      sterile(true),
      equals("pack-size", "480"),
      equals("volume", "1 mL"),
      price(80, "usd"),
    ],
    note: "Unanswerable: low retention is judged on the recorded material; the sterile low-retention 1 mL tips by 480 cost $81 and €134.",
  },
  {
    q: "1000 µL tips without filter, sterile, pack of 1000, under 150 USD",
    classes: ["negation", "units", "price"],
    kind: K.tip,
    constraints: [
      notContains("material", "filter"),
      sterile(true),
      equals("pack-size", "1000"),
      equals("volume", "1000 µL"),
      price(150, "usd"),
    ],
    note: "Filters are judged on the recorded material, not the title (some titles say Filter over plain material).",
  },
  {
    q: "Filterspitzen 200 µl, steril, 1000 Stück, max. 70 €",
    classes: ["de-fr", "units", "price"],
    kind: K.tip,
    constraints: [
      contains("material", "filter"),
      sterile(true),
      equals("pack-size", "1000"),
      equals("volume", "200 µL"),
      price(70, "eur"),
    ],
    note: "Filter judged on the recorded material.",
  },
  {
    q: "200 µL tips non-sterile, no Millipore, 1000/pk, < 50 dollars",
    classes: ["negation", "units", "price"],
    kind: K.tip,
    constraints: [
      { notBrand: ["merck"] },
      sterile(false),
      equals("pack-size", "1000"),
      equals("volume", "200 µL"),
      price(50, "usd"),
    ],
    note: '"< 50 dollars" read as at most $50 (prices here are whole dollars).',
  },

  // ---------------------------------------------------------------- microplates
  {
    q: "black 384-well plates, non-sterile, ≥ 300 µl per well",
    classes: ["units", "comparison"],
    kind: K.plate,
    constraints: [inTitle("384-well"), contains("material", "black"), sterile(false), atLeast("volume", "300 µL")],
    note: "Well count is recorded only in titles.",
  },
  {
    q: "96 well V-bottom PP plates, sterile",
    classes: ["plain"],
    kind: K.plate,
    constraints: [
      inTitle("96-well"),
      contains("material", "V-bottom"),
      contains("material", "polypropylene"),
      sterile(true),
    ],
    note: "PP = polypropylene.",
  },
  {
    q: "microplaques 96 puits transparentes à fond plat, stériles, 100 par paquet",
    classes: ["de-fr", "units"],
    kind: K.plate,
    constraints: [
      inTitle("96-well"),
      contains("material", "clear flat bottom"),
      sterile(true),
      equals("pack-size", "100"),
    ],
  },

  // ---------------------------------------------------------------- diagnostic kits
  {
    q: "IL-6 ELISA, sensitivity 2.5 pg/mL or better, ≥ 96 tests",
    classes: ["units", "comparison"],
    kind: K.elisa,
    constraints: [contains("targets", "IL-6"), atMost("sensitivity", "2.5 pg/mL"), atLeast("tests-per-kit", "96")],
    note: "On purpose on a value one product does not record: the Invitrogen IL-6 ELISA (2 pg/mL, 96 tests) names its target only in the title and records no targets, so it is grade 1.",
  },
  {
    q: "PCT assay with results in under 1 h, room-temperature storage",
    classes: ["synonym", "units", "comparison"],
    kind: K.diagnosticKit,
    constraints: [
      contains("targets", "procalcitonin"),
      maxAtMost("time-to-result", "59 min"),
      covers("storage-temperature", "20–25 °C"),
    ],
    note: 'PCT = procalcitonin; "under 1 h" strict (whole minutes); room temperature = the storage range covers 20–25 °C.',
  },
  {
    q: "TNF alpha ELISA kit, 96 tests or more",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.elisa,
    constraints: [contains("targets", "TNF"), atLeast("tests-per-kit", "96")],
    note: "Unanswerable: TNF-alpha is recorded on immunoassays, PCR master mixes and point-of-care tests, never on an ELISA kit.",
  },
  {
    q: "rapid antigen test for CRP, fridge storage (2–8 °C), ≤ $300",
    classes: ["units", "price"],
    kind: K.rapidTest,
    constraints: [contains("targets", "CRP"), within("storage-temperature", "2–8 °C"), price(300, "usd")],
    note: "A 2–8 °C CRP test at $1,470 is over.",
  },
  {
    q: "ELISA-Kit Ferritin aus Vollblut, unter 200 $",
    classes: ["de-fr", "plain", "price"],
    kind: K.elisa,
    constraints: [contains("targets", "ferritin"), contains("sample-type", "whole blood"), price(200, "usd")],
    note: "Vollblut = whole blood.",
  },
  {
    q: "PCR mastermix, 500 reactions, doesn't need the -20 freezer",
    classes: ["negation", "units", "comparison"],
    kind: K.diagnosticKit,
    constraints: [
      oneOf("assay-type", "PCR master mix"),
      atLeast("tests-per-kit", "500"),
      minAtLeast("storage-temperature", "2 °C"),
    ],
    note: 'Reactions = tests per kit; "doesn\'t need the freezer" = the whole storage range is at 2 °C or above.',
  },
];

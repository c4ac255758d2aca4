// The fourth blind relevance set (README.md in this folder): requests as lab buyers write them, each judged by
// tests on recorded catalogue data. Written 2026-11-28 by a helper (session 26) who had not read the finder, the
// store search, the tuned set or the judgements of the earlier blind sets. FROZEN: never tune the parser or the
// ranking on these, never edit a request to match an output; report results on this set apart from the tuned
// set and apart from the first, second and third blind sets (tests/relevance/blind/, blind2/, blind3/).
//
// The format is the first blind set's (../blind/types.ts) and the kinds are the second set's (../blind2/requests.ts)
// plus a few narrower ones below; label.ts grades every product with the second set's labeler. This set leans on
// requests with several constraints, on values a product does not record, and on products just outside a limit.
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
  qtof: kind("Q-TOF mass spectrometer", { key: "technique", values: ["Q-TOF LC/MS"] }),
  orbitrap: kind("Orbitrap mass spectrometer", { key: "technique", values: ["Orbitrap MS"] }),
  qqq: kind("triple quadrupole mass spectrometer", { key: "technique", values: ["Triple quadrupole MS"] }),
  microvolume: kind("microvolume spectrophotometer", { key: "technique", values: ["Microvolume spectrophotometer"] }),
} satisfies Record<string, Kind>;

const price = (amount: number, currency: "usd" | "eur" | "gbp", dir: "atMost" | "atLeast" = "atMost"): Constraint => ({
  price: dir,
  amount,
  currency,
});
const sterile = (yes: boolean): Constraint => ({ spec: "sterile", op: "oneOf", values: [yes ? "yes" : "no"] });
const BENCHTOP_WORDS = ["benchtop", "bench-top"];

export const REQUESTS: BlindRequest[] = [
  // ---------------------------------------------------------------- centrifuges
  {
    q: "plate centrifuge (2 x 96-well) with 35k xg or more, budget $20,000",
    classes: ["units", "comparison", "price"],
    kind: K.centrifuge,
    constraints: [
      { spec: "capacity", op: "contains", words: ["96-well"] },
      { spec: "max-rcf", op: "atLeast", value: "35,000 × g" },
      price(20000, "usd"),
    ],
    note: '"35k xg" = 35,000 × g; judged on the recorded rotor capacity. One 33,700 × g plate centrifuge and one at $21,850 sit just outside.',
  },
  {
    q: "Zentrifuge ab 25.000 U/min, nicht schwerer als 30 kg",
    classes: ["de-fr", "units", "comparison"],
    kind: K.centrifuge,
    constraints: [
      { spec: "max-speed", op: "atLeast", value: "25,000 rpm" },
      { spec: "weight", op: "maxAtMost", value: "30 kg" },
    ],
    note: '"25.000 U/min" = 25,000 rpm (German thousands separator, Umdrehungen pro Minute); the instrument itself weighs 30 kg or less (a 35 kg one is just outside).',
  },
  {
    q: "6x250 mL centrifuge, non-Millipore, must chill to -18°C",
    classes: ["units", "comparison", "negation"],
    kind: K.centrifuge,
    constraints: [
      { spec: "capacity", op: "contains", words: ["6 x 250"] },
      { notBrand: ["merck"] },
      { spec: "temperature-range", op: "atMost", value: "-18 °C" },
    ],
    note: "Millipore products are recorded under the brand Merck; the temperature range must reach -18 °C or colder (a Millipore one reaching exactly -18 °C is excluded by brand).",
  },
  {
    q: "centrifugeuse ≥ 50 000 x g à moins de 25 000 €",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.centrifuge,
    constraints: [{ spec: "max-rcf", op: "atLeast", value: "50,000 × g" }, price(25000, "eur")],
    note: "French spacing for thousands; one 51,600 × g centrifuge at €26,050 is just over the budget.",
  },
  {
    q: "reliable, quiet centrifuge for 4 x 750 mL buckets that still reaches 20,000 x g",
    classes: ["units", "comparison"],
    kind: K.centrifuge,
    constraints: [
      { spec: "capacity", op: "contains", words: ["4 x 750"] },
      { spec: "max-rcf", op: "atLeast", value: "20,000 × g" },
    ],
    note: '"reliable, quiet" is not recorded anywhere and is not judged; only the rotor and the RCF are.',
  },
  {
    q: "floor-standing (not benchtop) centrifuge, 30,000 x g or more, under 20k",
    classes: ["negation", "units", "comparison", "price"],
    kind: K.centrifuge,
    constraints: [
      { notWords: BENCHTOP_WORDS, in: "text" },
      { spec: "max-rcf", op: "atLeast", value: "30,000 × g" },
      price(20000, "usd"),
    ],
    note: '"Benchtop" is judged as the word in title, subtitle or description (as in the earlier sets); "20k" without a currency is US dollars.',
  },
  {
    q: "24 x 1.5 ml microcentrifuge, 20,000 rpm or more, below $15k",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.centrifuge,
    constraints: [
      { spec: "capacity", op: "contains", words: ["24 x 1.5"] },
      { spec: "max-speed", op: "atLeast", value: "20,000 rpm" },
      price(15000, "usd"),
    ],
    note: "Unanswerable: the 24 × 1.5 mL centrifuges reaching 20,000 rpm cost $16,950 and €26,050; the cheaper ones stop at 17,500 rpm.",
  },
  {
    q: "centrifuge for 4x750ml bottles, at least 55,000 × g",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.centrifuge,
    constraints: [
      { spec: "capacity", op: "contains", words: ["4 x 750"] },
      { spec: "max-rcf", op: "atLeast", value: "55,000 × g" },
    ],
    note: "Unanswerable: the fastest 4 × 750 mL centrifuge records 53,060 × g.",
  },

  // ---------------------------------------------------------------- CO2 incubators
  {
    q: "Thermo CO2 incubator, 160-200 litre chamber, max $15k",
    classes: ["units", "comparison", "price"],
    kind: K.co2Incubator,
    constraints: [
      { brand: ["thermo-fisher"] },
      { spec: "chamber-volume", op: "within", value: "160–200 L" },
      price(15000, "usd"),
    ],
    note: "A 160 L Thermo model whose cheapest variant is $15,900 is just outside.",
  },
  {
    q: "need to grow mammalian cells at 37 °C / 10% CO2 — chamber between 100 and 130 L",
    classes: ["synonym", "units", "comparison"],
    kind: K.co2Incubator,
    constraints: [
      { spec: "temperature-range", op: "covers", value: "37 °C" },
      { spec: "co2-range", op: "covers", value: "10 %" },
      { spec: "chamber-volume", op: "within", value: "100–130 L" },
    ],
    note: "A need that names no kind: 37 °C with CO2 control is a CO2 incubator; both set points must lie in the recorded ranges.",
  },
  {
    q: "Begasungsbrutschrank kleiner als 70 L, keine Direktbeheizung",
    classes: ["de-fr", "units", "comparison", "negation"],
    kind: K.co2Incubator,
    constraints: [
      { spec: "chamber-volume", op: "maxAtMost", value: "69 L" },
      { notWords: ["Direct-Heat", "direct heat"], in: "title" },
    ],
    note: '"kleiner als 70 L" is strict: 70 L chambers do not qualify (stored volumes are whole litres, so "69 L or less"). Direct heat is recorded only in titles.',
  },
  {
    q: "incubateur CO2 d'au moins 150 litres, moins de 12 000 $",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.co2Incubator,
    constraints: [{ spec: "chamber-volume", op: "atLeast", value: "150 L" }, price(12000, "usd")],
    note: "A 240 L incubator at $12,200 is just over the budget.",
  },
  {
    q: "cell-culture incubator, 200 L minimum, no more than £9k",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.co2Incubator,
    constraints: [{ spec: "chamber-volume", op: "atLeast", value: "200 L" }, price(9000, "gbp")],
    note: "£9k ≈ $11,430 at the shop's rate.",
  },
  {
    q: "large CO2 incubator, 200 L or more, that can run at 60 °C",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.co2Incubator,
    constraints: [
      { spec: "chamber-volume", op: "atLeast", value: "200 L" },
      { spec: "temperature-range", op: "covers", value: "60 °C" },
    ],
    note: "Unanswerable: the only incubator reaching 60 °C has 160 L; the 200 L+ ones stop at 50–55 °C.",
  },

  // ---------------------------------------------------------------- biosafety cabinets
  {
    q: "Class II A2 hood, inflow ≥ 0.55 m/s, under 250 kg",
    classes: ["units", "comparison", "synonym"],
    kind: K.bsc,
    constraints: [
      { spec: "bsc-class", op: "oneOf", values: ["Class II, Type A2"] },
      { spec: "inflow-velocity", op: "atLeast", value: "0.55 m/s" },
      { spec: "weight", op: "maxAtMost", value: "250 kg" },
    ],
    note: '"hood" = biosafety cabinet; the weight is per variant (226 kg narrow, 290 kg wide). A 0.54 m/s A2 cabinet is just outside.',
  },
  {
    q: "BSC, anything but B2 and not Thermo Fisher, the narrow one, below $15,000",
    classes: ["negation", "price", "synonym"],
    kind: K.bsc,
    constraints: [
      { spec: "bsc-class", op: "notOneOf", values: ["Class II, Type B2"] },
      { notBrand: ["thermo-fisher"] },
      { spec: "width", op: "maxAtMost", value: "1,400 mm" },
      price(15000, "usd"),
    ],
    note: '"the narrow one" = the 1,340 mm variant (the other is 1,950 mm). A non-Thermo A2 at $15,400 is just outside.',
  },
  {
    q: "easy to clean, low-maintenance Class II A2 cabinet with 0.53 m/s inflow or better, under $16k",
    classes: ["units", "comparison", "price"],
    kind: K.bsc,
    constraints: [
      { spec: "bsc-class", op: "oneOf", values: ["Class II, Type A2"] },
      { spec: "inflow-velocity", op: "atLeast", value: "0.53 m/s" },
      price(16000, "usd"),
    ],
    note: '"easy to clean, low-maintenance" is not recorded and not judged. An A2 at €15,900 (≈ $17,172) is just outside.',
  },
  {
    q: "6 ft B2 biosafety cabinet, inflow 0.52 m/s or more, budget 14 000 USD",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.bsc,
    constraints: [
      { spec: "bsc-class", op: "oneOf", values: ["Class II, Type B2"] },
      { spec: "inflow-velocity", op: "atLeast", value: "0.52 m/s" },
      { spec: "width", op: "atLeast", value: "1,800 mm" },
      price(14000, "usd"),
    ],
    note: 'Unanswerable: the only B2 cabinet with ≥ 0.52 m/s inflow sells its wide (1,950 mm ≈ 6.4 ft) variant at $14,531. "6 ft" is read as the wide variant.',
  },

  // ---------------------------------------------------------------- balances
  {
    q: "Analysenwaage 0,1 mg mit Ionisator, höchstens 5.000 $",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.balance,
    constraints: [
      { spec: "readability", op: "atMost", value: "0.1 mg" },
      { spec: "notes", op: "contains", words: ["ionizer"] },
      price(5000, "usd"),
    ],
    note: '"0,1 mg" = readability 0.1 mg or finer; the ionizer is recorded in the notes. "5.000 $" is five thousand dollars.',
  },
  {
    q: "0.01 mg semi-micro balance, no Sartorius, no Thermo, under 6k USD",
    classes: ["units", "negation", "price"],
    kind: K.balance,
    constraints: [
      { spec: "readability", op: "atMost", value: "0.01 mg" },
      { notBrand: ["sartorius", "thermo-fisher"] },
      price(6000, "usd"),
    ],
    note: "Excludes two brands at once; the remaining makers are Merck (Millipore).",
  },
  {
    q: "balance analytique 0,01 mg à moins de 5 000 $",
    classes: ["de-fr", "units", "price"],
    kind: K.balance,
    constraints: [{ spec: "readability", op: "atMost", value: "0.01 mg" }, price(5000, "usd")],
    note: "A 0.01 mg variant at $5,148 is just outside.",
  },
  {
    q: "Sartorius semi-micro balance",
    classes: ["plain", "synonym"],
    kind: K.balance,
    constraints: [{ brand: ["sartorius"] }, { spec: "readability", op: "atMost", value: "0.01 mg" }],
    note: "Semi-micro = 0.01 mg readability (judged on the variant's readability, not the title).",
  },
  {
    q: "semi-micro balance, 0.01 mg, must weigh less than 5 kg itself",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.balance,
    constraints: [
      { spec: "readability", op: "atMost", value: "0.01 mg" },
      { spec: "weight", op: "maxAtMost", value: "4.9 kg" },
    ],
    note: 'Unanswerable: "weigh less than 5 kg itself" is the instrument weight, not the weighing capacity; the lightest balances weigh exactly 5 kg (strictly less is asked; recorded weights have one decimal).',
  },
  {
    q: "cheapest analytical balance you have, but it must be under £2,000",
    classes: ["price", "unanswerable"],
    kind: K.balance,
    constraints: [price(2000, "gbp")],
    note: 'Unanswerable: the cheapest balance variant is $3,150 (≈ £2,480). "cheapest" is an ordering wish, not judged.',
  },

  // ---------------------------------------------------------------- freeze dryers
  {
    q: "lab lyophilizer: -84 °C condenser, ≥ 7 L ice/24 h, under $23,000",
    classes: ["units", "comparison", "price"],
    kind: K.labFreezeDryer,
    constraints: [
      { spec: "condenser-temperature", op: "atMost", value: "-84 °C" },
      { spec: "ice-capacity", op: "atLeast", value: "7 L" },
      price(23000, "usd"),
    ],
    note: "Condenser and price belong to the same variant: a 7 L dryer whose -84 °C variant is $23,069 is just outside, its -50 °C variant is cheap enough but too warm.",
  },
  {
    q: "Labor-Gefriertrockner, Eiskapazität mind. 5 L, unter 15.000 $, Kondensator -50 °C genügt",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.labFreezeDryer,
    constraints: [
      { spec: "ice-capacity", op: "atLeast", value: "5 L" },
      price(15000, "usd"),
      { spec: "condenser-temperature", op: "atMost", value: "-50 °C" },
    ],
    note: '"-50 °C genügt" = -50 °C or colder is enough; the -58 °F variants are -50 °C.',
  },
  {
    q: "lyophilisateur de laboratoire, condenseur -84 °C, au moins 5 litres de glace, moins de 16 000 €",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.labFreezeDryer,
    constraints: [
      { spec: "condenser-temperature", op: "atMost", value: "-84 °C" },
      { spec: "ice-capacity", op: "atLeast", value: "5 L" },
      price(16000, "eur"),
    ],
  },
  {
    q: "pilot lyo, 5 to 7 m² of shelves, condenser at -121 °F or colder",
    classes: ["units", "comparison", "synonym"],
    kind: K.pilotFreezeDryer,
    constraints: [
      { spec: "shelf-area", op: "within", value: "5–7 m²" },
      { spec: "condenser-temperature", op: "atMost", value: "-121 °F" },
    ],
    note: "-121 °F ≈ -85 °C; a 6.4 m² dryer recorded at -117 °F (≈ -82.8 °C) is just outside.",
  },
  {
    q: "production lyophiliser, shelves heat to 80 °C, 100 kg+ ice",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.pilotFreezeDryer,
    constraints: [
      { spec: "shelf-temperature", op: "atLeast", value: "80 °C" },
      { spec: "ice-capacity", op: "atLeast", value: "100 kg" },
    ],
    note: "Unanswerable: shelf temperatures stop at 70 °C.",
  },
  {
    q: "pilot-scale freeze dryer for under £70,000",
    classes: ["price", "unanswerable"],
    kind: K.pilotFreezeDryer,
    constraints: [price(70000, "gbp")],
    note: "Unanswerable: the cheapest pilot / production dryer is $95,150 (≈ £74,900).",
  },

  // ---------------------------------------------------------------- water
  {
    q: "type I ultrapure water unit, 180 L/h or more",
    classes: ["synonym", "units", "comparison", "unanswerable"],
    kind: K.waterSystem,
    constraints: [{ spec: "flow-rate", op: "atLeast", value: "180 L/h" }],
    note: "Unanswerable: the one water system delivers 2 L/min (= 120 L/h); 180 L/h = 3 L/min.",
  },

  // ---------------------------------------------------------------- bioreactors
  {
    q: "SUB that covers everything from 50 to 500 L, under $150k",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.singleUse,
    constraints: [{ spec: "working-volume", op: "covers", value: "50–500 L" }, price(150000, "usd")],
    note: "The working-volume range must cover the whole 50–500 L; a 31–496 L SUB is just short.",
  },
  {
    q: "Single-Use-Bioreaktor ≥ 1 m³ Arbeitsvolumen, kein Sartorius, max. 200.000 €",
    classes: ["de-fr", "units", "comparison", "negation", "price"],
    kind: K.singleUse,
    constraints: [
      { spec: "working-volume", op: "atLeast", value: "1 m³" },
      { notBrand: ["sartorius"] },
      price(200000, "eur"),
    ],
    note: "1 m³ = 1,000 L; the working volume must reach it.",
  },
  {
    q: "small single-use bioreactor (50 L max) whose agitator reaches 300 rpm",
    classes: ["units", "comparison"],
    kind: K.singleUse,
    constraints: [
      { spec: "working-volume", op: "maxAtMost", value: "50 L" },
      { spec: "agitation", op: "atLeast", value: "300 rpm" },
    ],
    note: "Merck Mobius 50 L records no agitation range, so it does not meet the agitation constraint.",
  },
  {
    q: "glass stirred-tank, ≥1,500 L working volume, stirrer up to 1200 rpm",
    classes: ["units", "comparison", "synonym"],
    kind: K.glassBioreactor,
    constraints: [
      { spec: "working-volume", op: "atLeast", value: "1,500 L" },
      { spec: "agitation", op: "atLeast", value: "1,200 rpm" },
    ],
    note: '"stirrer up to 1200 rpm" is a capability (reaches 1,200 rpm). A 1,477 L glass vessel with 1,470 rpm is just short on volume.',
  },

  // ---------------------------------------------------------------- chromatography systems
  {
    q: "protein purification system, ≥1.8 MPa, pumps at least 1 L/min, under $100,000",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.chromSystem,
    constraints: [
      { spec: "max-pressure", op: "atLeast", value: "1.8 MPa" },
      { spec: "flow-rate", op: "atLeast", value: "1 L/min" },
      price(100000, "usd"),
    ],
    note: "1.8 MPa = 18 bar, 1 L/min = 1,000 mL/min; the ÄKTA (20 MPa) only pumps 25 mL/min.",
  },
  {
    q: "chromatography skid from anyone except Thermo or Millipore, 1.5 L/min or faster",
    classes: ["negation", "units", "comparison"],
    kind: K.chromSystem,
    constraints: [
      { words: ["skid"], in: "title" },
      { notBrand: ["thermo-fisher", "merck"] },
      { spec: "flow-rate", op: "atLeast", value: "1.5 L/min" },
    ],
    note: '"skid" is judged in the title (process chromatography skids); Millipore is recorded as Merck.',
  },

  // ---------------------------------------------------------------- HPLC / UHPLC
  {
    q: "quaternary-pump HPLC with DAD, 1000 bar minimum",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.lcSystem,
    constraints: [
      { spec: "pump", op: "contains", words: ["quaternary"] },
      { spec: "detector", op: "contains", words: ["diode array"] },
      { spec: "max-pressure", op: "atLeast", value: "1,000 bar" },
    ],
    note: "Unanswerable: the strongest quaternary DAD system records 14,500 psi ≈ 999.7 bar, just under 1,000 bar.",
  },
  {
    q: "isocratic LC system up to 10 ml/min flow, no Waters please",
    classes: ["negation", "units", "comparison"],
    kind: K.lcSystem,
    constraints: [
      { spec: "pump", op: "contains", words: ["isocratic"] },
      { spec: "flow-rate", op: "atLeast", value: "10 mL/min" },
      { notBrand: ["waters"] },
    ],
    note: '"up to 10 ml/min" is a capability: the flow range reaches 10 mL/min. A Waters isocratic HPLC reaching 10 mL/min is excluded by brand.',
  },
  {
    q: "UHPLC ≥ 1200 bar whose detector reads out to 900 nm",
    classes: ["units", "comparison"],
    kind: K.uhplc,
    constraints: [
      { spec: "max-pressure", op: "atLeast", value: "1,200 bar" },
      { spec: "wavelength-range", op: "atLeast", value: "900 nm" },
    ],
    note: "Waters ACQUITY Premier (18,000 psi) records no wavelength range, so it does not meet the wavelength constraint.",
  },
  {
    q: "gradient LC with FLD (no isocratic pumps), under 75k USD",
    classes: ["negation", "price", "synonym"],
    kind: K.lcSystem,
    constraints: [
      { spec: "detector", op: "contains", words: ["fluorescence"] },
      { spec: "pump", op: "notContains", words: ["isocratic"] },
      price(75000, "usd"),
    ],
    note: "FLD = fluorescence detector; gradient = binary or quaternary pump (the pump text does not say isocratic).",
  },
  {
    q: "HPLC-Anlage mit Diodenarray-Detektor, unter 55.000 €",
    classes: ["de-fr", "price"],
    kind: K.lcSystem,
    constraints: [{ spec: "detector", op: "contains", words: ["diode array"] }, price(55000, "eur")],
    note: '"HPLC" takes HPLC and UHPLC (the earlier sets\' reading). A DAD HPLC at $62,370 is just over €55,000 (≈ $59,400).',
  },
  {
    q: "premium UHPLC at $110k or above, 1,300 bar rating",
    classes: ["price", "units", "comparison"],
    kind: K.uhplc,
    constraints: [price(110000, "usd", "atLeast"), { spec: "max-pressure", op: "atLeast", value: "1,300 bar" }],
    note: "A price floor; the ACQUITY Premier (18,000 psi ≈ 1,241 bar) at $112,000 misses the pressure.",
  },
  {
    q: "modern, future-proof HPLC doing at least 6 mL/min, under $75k",
    classes: ["units", "comparison", "price"],
    kind: K.lcSystem,
    constraints: [{ spec: "flow-rate", op: "atLeast", value: "6 mL/min" }, price(75000, "usd")],
    note: '"modern, future-proof" is not recorded and not judged.',
  },
  {
    q: "Waters UHPLC with a fluorescence detector",
    classes: ["plain"],
    kind: K.uhplc,
    constraints: [{ brand: ["waters"] }, { spec: "detector", op: "contains", words: ["fluorescence"] }],
  },

  // ---------------------------------------------------------------- mass spectrometers
  {
    q: "QTOF, m/z up to 9000 or beyond, below $0.3M",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.qtof,
    constraints: [{ spec: "mass-range", op: "atLeast", value: "9000" }, price(300000, "usd")],
    note: '"$0.3M" = $300,000; the mass range must reach m/z 9,000.',
  },
  {
    q: "Orbitrap with 240,000 resolving power or more, max €260k",
    classes: ["units", "comparison", "price"],
    kind: K.orbitrap,
    constraints: [{ spec: "resolving-power", op: "atLeast", value: "240000" }, price(260000, "eur")],
    note: "An Orbitrap at €269,500 and one at $299,350 are just over the budget.",
  },
  {
    q: "QqQ with < 1 ppm mass accuracy, not Waters, under 450k",
    classes: ["synonym", "negation", "price"],
    kind: K.qqq,
    constraints: [
      { spec: "mass-accuracy", op: "contains", words: ["< 1 ppm"] },
      { notBrand: ["waters"] },
      price(450000, "usd"),
    ],
    note: '"450k" without a currency is US dollars.',
  },
  {
    q: "the most accurate mass spec you can get for under $200k",
    classes: ["price"],
    kind: K.massSpec,
    constraints: [price(200000, "usd")],
    note: '"most accurate" is an ordering wish, not judged; only the ceiling is.',
  },
  {
    q: "Agilent triple quadrupole",
    classes: ["plain"],
    kind: K.qqq,
    constraints: [{ brand: ["agilent"] }],
  },
  {
    q: "high-res Q-TOF, resolution 500,000, under 1 ppm",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.qtof,
    constraints: [
      { spec: "resolving-power", op: "atLeast", value: "500000" },
      { spec: "mass-accuracy", op: "contains", words: ["< 1 ppm"] },
    ],
    note: "Unanswerable: the highest Q-TOF resolving power is 470,000 (< 2 ppm).",
  },

  // ---------------------------------------------------------------- gas chromatographs
  {
    q: "gas chromatograph w/ nitrogen-phosphorus detector, oven ≥ 440 °C, non-Agilent",
    classes: ["synonym", "units", "comparison", "negation"],
    kind: K.gc,
    constraints: [
      { spec: "inlets-detectors", op: "contains", words: ["NPD"] },
      { spec: "oven-temperature", op: "atLeast", value: "440 °C" },
      { notBrand: ["agilent"] },
    ],
    note: "Nitrogen-phosphorus detector = NPD; an Agilent NPD GC at 438 °C is just short and the Agilent 8890 is excluded by brand.",
  },
  {
    q: "GC with electron capture detector, lighter than 50 kg, ≤ $45k",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.gc,
    constraints: [
      { spec: "inlets-detectors", op: "contains", words: ["ECD"] },
      { spec: "weight", op: "maxAtMost", value: "49.9 kg" },
      price(45000, "usd"),
    ],
    note: '"lighter than 50 kg" is strict (the 50 kg Agilent 8890 does not qualify; recorded weights are whole kg).',
  },
  {
    q: "decent mid-range GC, nothing fancy, needs an NPD and must be under $40k",
    classes: ["price"],
    kind: K.gc,
    constraints: [{ spec: "inlets-detectors", op: "contains", words: ["NPD"] }, price(40000, "usd")],
    note: '"decent mid-range, nothing fancy" is not judged.',
  },
  {
    q: "GC with FPD, oven to 445 °C or hotter, under $40,000",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.gc,
    constraints: [
      { spec: "inlets-detectors", op: "contains", words: ["FPD"] },
      { spec: "oven-temperature", op: "atLeast", value: "445 °C" },
      price(40000, "usd"),
    ],
    note: "Unanswerable: the only FPD GC reaching 445 °C is the Agilent 8890 at $42,800.",
  },

  // ---------------------------------------------------------------- spectrophotometers
  {
    q: "Thermo microvolume spec that takes 0.5 µL and scans 190–1,000 nm",
    classes: ["units", "comparison", "synonym"],
    kind: K.microvolume,
    constraints: [
      { brand: ["thermo-fisher"] },
      { spec: "sample-volume", op: "atMost", value: "0.5 µL" },
      { spec: "wavelength-range", op: "covers", value: "190–1000 nm" },
    ],
  },
  {
    q: "Agilent spectrophotometer: 1100 nm upper limit and 1 µl drops",
    classes: ["units", "comparison"],
    kind: K.spectro,
    constraints: [
      { brand: ["agilent"] },
      { spec: "wavelength-range", op: "atLeast", value: "1100 nm" },
      { spec: "sample-volume", op: "atMost", value: "1 µL" },
    ],
    note: "The Cary 60 reaches 1,100 nm but records no sample volume, so it does not meet the sample-volume constraint.",
  },
  {
    q: "spectrophotomètre microvolume, 0,5 µl, au moins 1 000 nm",
    classes: ["de-fr", "units", "comparison"],
    kind: K.microvolume,
    constraints: [
      { spec: "sample-volume", op: "atMost", value: "0.5 µL" },
      { spec: "wavelength-range", op: "atLeast", value: "1000 nm" },
    ],
  },

  // ---------------------------------------------------------------- real-time PCR
  {
    q: "384-well real-time PCR, 5+ colour channels, max 45.000 €",
    classes: ["units", "comparison", "price"],
    kind: K.qpcr,
    constraints: [
      { spec: "autosampler-capacity", op: "contains", words: ["384"] },
      { spec: "detection-channels", op: "atLeast", value: "5" },
      price(45000, "eur"),
    ],
    note: "The block format is recorded in autosampler-capacity. A 6-channel 384-well cycler at $52,950 is over €45,000 (≈ $48,600).",
  },
  {
    q: "48-well qPCR with 6 channels that runs 5 µl reactions, not Roche",
    classes: ["units", "comparison", "negation"],
    kind: K.qpcr,
    constraints: [
      { spec: "autosampler-capacity", op: "contains", words: ["48-well"] },
      { spec: "detection-channels", op: "atLeast", value: "6" },
      { spec: "sample-volume", op: "atMost", value: "5 µL" },
      { notBrand: ["roche"] },
    ],
  },
  {
    q: "96-well qPCR cycler, six detection channels, below $50,000",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.qpcr,
    constraints: [
      { spec: "autosampler-capacity", op: "contains", words: ["96-well"] },
      { spec: "detection-channels", op: "atLeast", value: "6" },
      price(50000, "usd"),
    ],
    note: "Unanswerable: the only 6-channel 96-well cycler costs €55,050 (≈ $59,454).",
  },

  // ---------------------------------------------------------------- syringe filters
  {
    q: "PES syringe filter, 0.3 µm or tighter, 30 mm+ diameter",
    classes: ["units", "comparison"],
    kind: K.syringeFilter,
    constraints: [
      { spec: "membrane", op: "oneOf", values: ["PES"] },
      { spec: "pore-size", op: "maxAtMost", value: "0.3 µm" },
      { spec: "diameter", op: "atLeast", value: "30 mm" },
    ],
  },
  {
    q: "non-sterile PVDF syringe filters, at least 30 mm across",
    classes: ["negation", "units", "comparison"],
    kind: K.syringeFilter,
    constraints: [
      { spec: "membrane", op: "oneOf", values: ["PVDF"] },
      sterile(false),
      { spec: "diameter", op: "atLeast", value: "30 mm" },
    ],
  },
  {
    q: "cheap nylon syringe filters, < $100 a box",
    classes: ["price"],
    kind: K.syringeFilter,
    constraints: [{ spec: "membrane", op: "oneOf", values: ["Nylon"] }, price(100, "usd")],
    note: '"a box" = one variant (pack) as sold; "cheap" is not judged beyond the ceiling. A nylon pack at $128 is outside.',
  },
  {
    q: "filtre seringue PVDF 0,22 µm stérile, diamètre 33 mm",
    classes: ["de-fr", "units"],
    kind: K.syringeFilter,
    constraints: [
      { spec: "membrane", op: "oneOf", values: ["PVDF"] },
      { spec: "pore-size", op: "maxAtMost", value: "0.22 µm" },
      sterile(true),
      { spec: "diameter", op: "equals", value: "33 mm" },
    ],
  },
  {
    q: "sterile PTFE syringe filters rated 0.5 µm or finer",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.syringeFilter,
    constraints: [
      { spec: "membrane", op: "oneOf", values: ["PTFE"] },
      sterile(true),
      { spec: "pore-size", op: "maxAtMost", value: "0.5 µm" },
    ],
    note: "Unanswerable: the sterile PTFE filters are 0.55 µm and coarser; the 0.35 and 0.5 µm PTFE filters are non-sterile.",
  },

  // ---------------------------------------------------------------- LC columns
  {
    q: "C18 column, 150 mm long, particles 3 µm or smaller, good for 1000+ bar",
    classes: ["units", "comparison"],
    kind: K.lcColumn,
    constraints: [
      { words: ["C18"], in: "title" },
      { spec: "column-length", op: "equals", value: "150 mm" },
      { spec: "particle-size", op: "maxAtMost", value: "3 µm" },
      { spec: "max-pressure", op: "atLeast", value: "1,000 bar" },
    ],
    note: "Column phase is recorded only in titles; length is per variant.",
  },
  {
    q: "HILIC column stable to pH 11, anything but Waters",
    classes: ["negation", "comparison"],
    kind: K.lcColumn,
    constraints: [
      { words: ["HILIC"], in: "title" },
      { spec: "ph-range", op: "atLeast", value: "11" },
      { notBrand: ["waters"] },
    ],
    note: "The pH range must reach 11; a Waters HILIC column reaching 11 is excluded by brand.",
  },
  {
    q: "Phenyl-Hexyl column, 100 mm, ≥ 1000 bar, under £800",
    classes: ["units", "comparison", "price"],
    kind: K.lcColumn,
    constraints: [
      { words: ["Phenyl-Hexyl"], in: "title" },
      { spec: "column-length", op: "equals", value: "100 mm" },
      { spec: "max-pressure", op: "atLeast", value: "1,000 bar" },
      price(800, "gbp"),
    ],
    note: "£800 ≈ $1,016; the 100 mm variant's own price is judged.",
  },

  // ---------------------------------------------------------------- vials
  {
    q: "2 ml amber vials, box of 1000, under 160 dollars",
    classes: ["units", "price"],
    kind: K.vial,
    constraints: [
      { spec: "material", op: "contains", words: ["amber"] },
      { spec: "volume", op: "equals", value: "2 mL" },
      { spec: "pack-size", op: "equals", value: "1000" },
      price(160, "usd"),
    ],
    note: 'Pack size is its own attribute ("box of 1000"); a 2 mL amber 100-pack is outside.',
  },
  {
    q: "10 mL crimp-top headspace vials",
    classes: ["plain", "units"],
    kind: K.vial,
    constraints: [
      { words: ["headspace"], in: "title" },
      { spec: "volume", op: "equals", value: "10 mL" },
    ],
  },
  {
    q: "PP vials 1.5 mL, 100 per pack",
    classes: ["units", "synonym", "unanswerable"],
    kind: K.vial,
    constraints: [
      { spec: "material", op: "contains", words: ["polypropylene"] },
      { spec: "volume", op: "equals", value: "1.5 mL" },
      { spec: "pack-size", op: "equals", value: "100" },
    ],
    note: "Unanswerable: the one 1.5 mL polypropylene vial comes 1,000 per pack.",
  },

  // ---------------------------------------------------------------- pipette tips
  {
    q: "10 µl sterile tips with filter, 480/pk, ≤ €100",
    // Unanswerable since session 26's catalogue change (a tip's material agrees with its title); the request is unchanged.
    classes: ["units", "price", "unanswerable"],
    kind: K.tip,
    constraints: [
      { spec: "volume", op: "equals", value: "10 µL" },
      sterile(true),
      { spec: "material", op: "contains", words: ["filter"] },
      { spec: "pack-size", op: "equals", value: "480" },
      price(100, "eur"),
    ],
    note: "The filter is judged on the recorded material, not the title (a tip titled Low-Retention records a filter).",
  },
  {
    q: "200 µL low-retention tips, non sterile, packs of 1,000 — not Millipore/Merck",
    classes: ["units", "negation"],
    kind: K.tip,
    constraints: [
      { spec: "volume", op: "equals", value: "200 µL" },
      { spec: "material", op: "contains", words: ["low-retention"] },
      sterile(false),
      { spec: "pack-size", op: "equals", value: "1000" },
      { notBrand: ["merck"] },
    ],
    note: "Low retention judged on the recorded material.",
  },
  {
    q: "sterile 1000 µl filter tips",
    classes: ["plain", "units"],
    kind: K.tip,
    constraints: [
      { spec: "volume", op: "equals", value: "1000 µL" },
      sterile(true),
      { spec: "material", op: "contains", words: ["filter"] },
    ],
    note: 'Recorded as "1000 µL" or "1 mL" — the same volume.',
  },
  {
    q: "10 µL tips with no filter, sterile, 960 per pack",
    // Answerable since session 26's catalogue change (a tip's material agrees with its title); the request is unchanged.
    classes: ["units", "negation"],
    kind: K.tip,
    constraints: [
      { spec: "volume", op: "equals", value: "10 µL" },
      { spec: "material", op: "notContains", words: ["filter"] },
      sterile(true),
      { spec: "pack-size", op: "equals", value: "960" },
    ],
    note: "Written as unanswerable (every sterile 960-pack recorded a filter); since session 26 some are filterless.",
  },

  // ---------------------------------------------------------------- microplates
  {
    q: "black 96 well plates, sterile, 25 per case",
    classes: ["units", "plain"],
    kind: K.plate,
    constraints: [
      { spec: "material", op: "contains", words: ["black"] },
      { words: ["96-well"], in: "title" },
      sterile(true),
      { spec: "pack-size", op: "equals", value: "25" },
    ],
    note: "Well count is recorded only in titles.",
  },
  {
    q: "clear 384-well plates, sterile, ≥ 300 µL wells",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.plate,
    constraints: [
      { spec: "material", op: "contains", words: ["clear"] },
      { words: ["384-well"], in: "title" },
      sterile(true),
      { spec: "volume", op: "atLeast", value: "300 µL" },
    ],
    note: "Unanswerable: the clear 384-well plates with large wells are non-sterile, the sterile large-well one is black.",
  },

  // ---------------------------------------------------------------- kits
  {
    q: "PCT ELISA for serum samples, at least 48 tests, results in < 2 hours",
    classes: ["synonym", "units", "comparison"],
    kind: K.elisa,
    constraints: [
      { spec: "targets", op: "contains", words: ["procalcitonin"] },
      { spec: "sample-type", op: "contains", words: ["serum"] },
      { spec: "tests-per-kit", op: "atLeast", value: "48" },
      { spec: "time-to-result", op: "maxAtMost", value: "119 min" },
    ],
    note: 'PCT = procalcitonin; "< 2 hours" is strict (119 min or less; recorded times are whole minutes).',
  },
  {
    q: "TNF alpha assay kit, ≥ 100 tests, fine at room temperature",
    classes: ["units", "comparison"],
    kind: K.diagnosticKit,
    constraints: [
      { spec: "targets", op: "contains", words: ["TNF"] },
      { spec: "tests-per-kit", op: "atLeast", value: "100" },
      { spec: "storage-temperature", op: "minAtLeast", value: "15 °C" },
    ],
    note: "Room-temperature storage = a storage range of 15 °C or warmer (the second set's reading).",
  },
  {
    q: "CRP ELISA, 1 pg/mL sensitivity or better, 96 tests minimum",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.elisa,
    constraints: [
      { spec: "targets", op: "contains", words: ["CRP"] },
      { spec: "sensitivity", op: "maxAtMost", value: "1 pg/mL" },
      { spec: "tests-per-kit", op: "atLeast", value: "96" },
    ],
    note: "Unanswerable: the 1 pg/mL CRP ELISA has 48 tests; the 100-test one detects 17.5 pg/mL.",
  },
  // ---------------------------------------------------------------- more German / French and plain requests
  {
    q: "Glasbioreaktor mit mind. 5 L Arbeitsvolumen, Rührer bis 2.000 U/min, unter 45.000 $",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.glassBioreactor,
    constraints: [
      { spec: "working-volume", op: "atLeast", value: "5 L" },
      { spec: "agitation", op: "atLeast", value: "2,000 rpm" },
      price(45000, "usd"),
    ],
    note: "Working volume and price are per variant: the 5 L vessel ($43,200) qualifies, the 10 L one ($49,800) is over budget.",
  },
  {
    q: "chromatographe en phase gazeuse avec ECD, four jusqu'à 430 °C, moins de 40 000 $",
    classes: ["de-fr", "synonym", "units", "comparison", "price"],
    kind: K.gc,
    constraints: [
      { spec: "inlets-detectors", op: "contains", words: ["ECD"] },
      { spec: "oven-temperature", op: "atLeast", value: "430 °C" },
      price(40000, "usd"),
    ],
    note: '"four jusqu\'à 430 °C" = the oven reaches 430 °C.',
  },
  {
    q: "poste de sécurité microbiologique type A2, largeur 1,95 m, moins de 16 000 $",
    classes: ["de-fr", "units", "price"],
    kind: K.bsc,
    constraints: [
      { spec: "bsc-class", op: "oneOf", values: ["Class II, Type A2"] },
      { spec: "width", op: "equals", value: "1.95 m" },
      price(16000, "usd"),
    ],
    note: '"1,95 m" (decimal comma) = the wide 1,950 mm variant, with its own price.',
  },
  {
    q: "Pipettenspitzen 200 µl, steril, 960er Pack",
    classes: ["de-fr", "plain", "units"],
    kind: K.tip,
    constraints: [
      { spec: "volume", op: "equals", value: "200 µL" },
      sterile(true),
      { spec: "pack-size", op: "equals", value: "960" },
    ],
    note: '"960er Pack" = 960 per pack.',
  },
  {
    q: "Thermo Scientific qPCR cycler",
    classes: ["plain", "synonym"],
    kind: K.qpcr,
    constraints: [{ brand: ["thermo-fisher"] }],
  },
  {
    q: "Millipore glass bioreactor",
    classes: ["plain"],
    kind: K.glassBioreactor,
    constraints: [{ brand: ["merck"] }],
    note: "Millipore products are recorded under the brand Merck.",
  },
  {
    q: "UHPLC + DAD, 1k bar or better, under 80k",
    classes: ["units", "comparison", "price"],
    kind: K.uhplc,
    constraints: [
      { spec: "detector", op: "contains", words: ["diode array"] },
      { spec: "max-pressure", op: "atLeast", value: "1,000 bar" },
      price(80000, "usd"),
    ],
    note: '"1k bar" = 1,000 bar; "80k" without a currency is US dollars. A 700 bar DAD UHPLC at $66,700 misses the pressure.',
  },
];

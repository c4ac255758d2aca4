// The ninth blind relevance set (README.md in this folder): requests in three styles (tender / RFQ specification
// lines, phone-typed search-box queries, e-mails and chat messages with context that is no constraint), each judged
// by tests on recorded catalogue data. Written 2026-11-29 by a helper who had not read the finder, the store search,
// the tuned set or the judgements of the earlier blind sets. FROZEN: never tune the parser or the ranking on these,
// never edit a request to match an output; report results on this set apart from the tuned set and apart from the
// eight earlier blind sets (tests/relevance/blind/, blind2/ … blind8/).
//
// The format is the first blind set's (../blind/types.ts) and the kinds are the second set's (../blind2/requests.ts)
// plus the narrower ones the sixth to eighth sets used; label.ts grades every product with the shared labeler. Each
// request's note starts with its style ("Tender." / "Phone." / "E-mail.") and names its context words.
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
    q: "Lot 1 – Refrigerated centrifuge. Req.: rotor 4 x 750 mL; RCF min. 45,000 x g; unit weight ≤ 60 kg; budget max. USD 10,000 incl. rotor.",
    classes: ["units", "comparison", "price"],
    kind: K.centrifuge,
    constraints: [
      contains("capacity", "4 x 750"),
      atLeast("max-rcf", "45,000 × g"),
      maxAtMost("weight", "60 kg"),
      price(10000, "usd"),
    ],
    note: 'Tender. "Lot 1", "incl. rotor" are context; "Refrigerated" adds no constraint (every centrifuge records a range below 0 °C). A 4 x 750 mL one at 53,060 × g weighs 119 kg and costs $25,000.',
  },
  {
    q: "24 place microcentrifuge 50k xg, no thermo, under $20k",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.centrifuge,
    constraints: [
      contains("capacity", "24 x 1.5"),
      atLeast("max-rcf", "50,000 × g"),
      notBrand("thermo-fisher"),
      price(20000, "usd"),
    ],
    note: 'Phone. "50k xg" = at least 50,000 × g; "24 place" = the 24 x 1.5/2.0 mL rotor. "microcentrifuge" names the kind (centrifuge), not a title word. A Thermo 24-place one at 51,600 × g is excluded.',
  },
  {
    q: "Hi, Jonas from the Ito lab here. Our old Sorvall Legend X1R is on its last legs and we'd like something similar, again with 4 x 400 mL buckets, but reaching at least 30,000 x g this time, for under $20,000. Two units by March would be great.",
    classes: ["units", "comparison", "price"],
    kind: K.centrifuge,
    constraints: [contains("capacity", "4 x 400"), atLeast("max-rcf", "30,000 × g"), price(20000, "usd")],
    note: 'E-mail, replacement for a named product. Context: "Jonas", "Ito lab", "on its last legs", "Two units", "by March". The kind (centrifuge) follows from the Sorvall Legend X1R, which itself fails at 25,830 × g.',
  },
  {
    q: "plate centrifuge 2x96 well 50000 xg under 50kg max 20k usd",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.centrifuge,
    constraints: [
      contains("capacity", "96-well"),
      atLeast("max-rcf", "50,000 × g"),
      maxAtMost("weight", "49.9 kg"),
      price(20000, "usd"),
    ],
    note: 'Phone. Unanswerable: the only plate centrifuge above 50,000 × g under 50 kg (44 kg, 63,790 × g) costs $21,850; a 56 kg one at $18,275 fails on weight. "under 50kg" is strict.',
  },
  {
    q: "Ausschreibung Pos. 2: Kühlzentrifuge; Rotor 6 x 250 mL; RZB ≥ 38.000 x g; Breite ≤ 420 mm; Gewicht ≤ 80 kg; Budget max. 35.000 €.",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.centrifuge,
    constraints: [
      contains("capacity", "6 x 250"),
      atLeast("max-rcf", "38,000 × g"),
      maxAtMost("width", "420 mm"),
      maxAtMost("weight", "80 kg"),
      price(35000, "eur"),
    ],
    note: 'Tender (German). "Kühlzentrifuge" = (refrigerated) centrifuge, no extra constraint; "RZB" = relative centrifugal force; "38.000" with a dot as thousands separator; "35.000 €" likewise. A 295 mm wide one at 51,070 × g weighs 100 kg.',
  },

  {
    q: "Good morning, Pham lab here (structural biology). We're looking for a centrifuge that takes 4 x 750 mL bottles, reaches 35,000 x g or more and stays under 120 kg, for less than $20,000. It should be installed before our beamtime in May.",
    classes: ["units", "comparison", "price"],
    kind: K.centrifuge,
    constraints: [
      contains("capacity", "4 x 750"),
      atLeast("max-rcf", "35,000 × g"),
      maxAtMost("weight", "119.9 kg"),
      price(20000, "usd"),
    ],
    note: 'E-mail. Context: "Pham lab", "structural biology", "installed before our beamtime in May". "stays under 120 kg" strict. A 119 kg one at 53,060 × g costs $25,000.',
  },

  // ---------------------------------------------------------------- CO2 incubators
  {
    q: "co2 incubater 160l+, narrower than 55cm, has to reach 55c, under $15k",
    classes: ["units", "comparison", "price"],
    kind: K.co2Incubator,
    constraints: [
      atLeast("chamber-volume", "160 L"),
      maxAtMost("width", "549 mm"),
      atLeast("temperature-range", "55 °C"),
      price(15000, "usd"),
    ],
    note: 'Phone, typo "incubater". "narrower than 55cm" strict (recorded widths are whole mm); "has to reach 55c" = the range reaches 55 °C. A 170 L one exactly 550 mm wide fails.',
  },
  {
    q: "Pos. 2 – CO2 incubator (2 units). Req.: chamber volume min. 100 L; max. temperature ≥ 58 °C; depth ≤ 750 mm; weight ≤ 90 kg. Budget: USD 14,000 per unit.",
    classes: ["units", "comparison", "price"],
    kind: K.co2Incubator,
    constraints: [
      atLeast("chamber-volume", "100 L"),
      atLeast("temperature-range", "58 °C"),
      maxAtMost("depth", "750 mm"),
      maxAtMost("weight", "90 kg"),
      price(14000, "usd"),
    ],
    note: 'Tender. "Pos. 2", "(2 units)", "per unit" are context. "max. temperature ≥ 58 °C" = the range reaches 58 °C. A 160 L one reaching 60 °C costs $15,900; a 120 L one is 785 mm deep.',
  },
  {
    q: "Hello Priya, following up on our call: we need a replacement for the Heracell VIOS 160i in the insectary that also reaches 57 °C (ours tops out at 55). Millipore or Sartorius only; at least 60 L is plenty, and under $15,000 each please. Best, Tomás",
    classes: ["units", "comparison", "price"],
    kind: K.co2Incubator,
    constraints: [
      brand("merck", "sartorius"),
      atLeast("temperature-range", "57 °C"),
      atLeast("chamber-volume", "60 L"),
      price(15000, "usd"),
    ],
    note: 'E-mail, replacement for a named product (kind CO2 incubator from the Heracell VIOS 160i). Context: "Priya", "our call", "insectary", "ours tops out at 55", "Tomás". Millipore is recorded as the brand Merck. A 50 L Millipore one reaching 58 °C fails on volume.',
  },
  {
    q: "Cahier des charges – incubateur CO2 : volume utile ≥ 200 L ; température max. ≥ 56 °C ; budget ≤ 12 000 £.",
    classes: ["de-fr", "units", "comparison", "price", "unanswerable"],
    kind: K.co2Incubator,
    constraints: [atLeast("chamber-volume", "200 L"), atLeast("temperature-range", "56 °C"), price(12000, "gbp")],
    note: 'Tender (French). Unanswerable: no CO2 incubator of 200 L or more reaches 56 °C (they stop at 50–55 °C). "12 000 £" with a space as thousands separator.',
  },
  {
    q: "Hi Dana, the stem-cell team (project iPS-12) would like a Sartorius CO2 incubator of at least 150 L that is no taller than 80 cm, for under $14,000 please. We'd take three.",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.co2Incubator,
    constraints: [
      brand("sartorius"),
      atLeast("chamber-volume", "150 L"),
      maxAtMost("height", "800 mm"),
      price(14000, "usd"),
    ],
    note: 'E-mail. Unanswerable: the only Sartorius one of 150 L or more under 80 cm tall (160 L, 705 mm) costs $15,640 at its cheapest. Context: "Dana", "stem-cell team", "project iPS-12", "We\'d take three".',
  },

  // ---------------------------------------------------------------- biosafety cabinets
  {
    q: "Appel d'offres – Lot 3 : poste de sécurité microbiologique classe II type B2 ; vitesse d'air entrant ≥ 0,50 m/s ; largeur ≥ 1,8 m (version 6 pieds) ; budget max. 15 000 € HT par unité.",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.bsc,
    constraints: [B2, atLeast("inflow-velocity", "0.5 m/s"), atLeast("width", "1,800 mm"), price(15000, "eur")],
    note: 'Tender (French). "poste de sécurité microbiologique" = biosafety cabinet; "0,50" and "1,8 m" decimal commas; "version 6 pieds" restates the width (the 1,950 mm variant). "Lot 3", "HT par unité" are context. A Millipore B2 at 0.51 m/s costs €17,290 in 6 ft.',
  },
  {
    q: "a2 bsc 4ft, inflow 0.55 m/s min, under 15k usd",
    classes: ["units", "comparison", "price"],
    kind: K.bsc,
    constraints: [A2, maxAtMost("width", "1,400 mm"), atLeast("inflow-velocity", "0.55 m/s"), price(15000, "usd")],
    note: 'Phone. "bsc" = biosafety cabinet; "4ft" = the 1,340 mm width variant (width at most 1,400 mm). An A2 at 0.54 m/s fails on inflow.',
  },
  {
    q: "Dear sales team, Dr. Ruiz's TB lab wants to replace its Thermo 1300 Series A2 with a cabinet of the same class, 6 ft wide, but no more than 77 cm deep so it gets through the corridor. Under $20,000 each; we'd need two, delivered after the renovation in April.",
    classes: ["units", "comparison", "price"],
    kind: K.bsc,
    constraints: [A2, atLeast("width", "1,800 mm"), maxAtMost("depth", "770 mm"), price(20000, "usd")],
    note: 'E-mail, replacement for a named product: "same class" = Class II Type A2 from the Thermo 1300 Series A2 (785 mm deep, fails). Context: "Dr. Ruiz", "TB lab", "corridor", "need two", "renovation in April". Two A2 cabinets 775 mm deep fail.',
  },
  {
    q: "Ausschreibung Pos. 4: Sicherheitswerkbank Klasse II Typ B2; Einströmgeschwindigkeit ≥ 0,50 m/s; Gesamthöhe ≤ 1.520 mm (niedrige Decke).",
    classes: ["de-fr", "units", "comparison", "unanswerable"],
    kind: K.bsc,
    constraints: [B2, atLeast("inflow-velocity", "0.5 m/s"), maxAtMost("height", "1,520 mm")],
    note: 'Tender (German). Unanswerable: the B2 cabinets no taller than 1,520 mm run at 0.45 and 0.48 m/s. "Sicherheitswerkbank" = biosafety cabinet; "1.520 mm" dot as thousands separator; "niedrige Decke" is context.',
  },

  // ---------------------------------------------------------------- balances
  {
    q: "semimicro balanse 0.01mg with ionizer, not thermo, under 8k $",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.balance,
    constraints: [
      maxAtMost("readability", "0.01 mg"),
      contains("notes", "ionizer"),
      notBrand("thermo-fisher"),
      price(8000, "usd"),
    ],
    note: 'Phone, typo "balanse". Ionizer on the recorded notes. A Thermo ionizer balance costs $6,960 in 0.01 mg and is excluded.',
  },
  {
    q: "Pos. 5 – Analysenwaage. Anforderungen: Ablesbarkeit ≤ 0,1 mg; Gerätegewicht ≤ 5,5 kg; Tiefe ≤ 415 mm; Budget max. 4.000 €.",
    classes: ["de-fr", "units", "comparison", "price"],
    kind: K.balance,
    constraints: [
      maxAtMost("readability", "0.1 mg"),
      maxAtMost("weight", "5.5 kg"),
      maxAtMost("depth", "415 mm"),
      price(4000, "eur"),
    ],
    note: 'Tender (German). "0,1 mg", "5,5 kg" decimal commas; "4.000 €" dot as thousands separator. A 5.4 kg balance 384 mm deep costs $12,600; a 5 kg one is 428 mm deep.',
  },
  {
    q: "Hi, Tom from formulation here. We love our Sartorius Cubis II and want a second, cheaper Sartorius with 0.01 mg readability and a draft shield, under $5,800. It has to arrive before the audit on 3 Feb.",
    classes: ["units", "comparison", "price"],
    kind: K.balance,
    constraints: [
      brand("sartorius"),
      maxAtMost("readability", "0.01 mg"),
      contains("notes", "draft shield"),
      price(5800, "usd"),
    ],
    note: 'E-mail, kind (analytical balance) from the named Cubis II. Context: "Tom", "formulation", "audit on 3 Feb". Draft shield on the notes. A Sartorius draft-shield balance at €5,655 in 0.01 mg fails on price.',
  },
  {
    q: "sartorius balance auto levelling 0.01mg <10k",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.balance,
    constraints: [
      brand("sartorius"),
      contains("notes", "levelling"),
      maxAtMost("readability", "0.01 mg"),
      price(10000, "usd"),
    ],
    note: 'Phone. Unanswerable: the Sartorius self-levelling balances cost $11,455 and $15,805 in 0.01 mg. "<10k" read as US dollars.',
  },
  {
    q: "Item 4: Analytical balance; capacity ≥ 220 g; readability 0.1 mg; 21 CFR Part 11 audit trail; width ≤ 260 mm; max. GBP 4,200.",
    classes: ["units", "comparison", "price"],
    kind: K.balance,
    constraints: [
      atLeast("weighing-capacity", "220 g"),
      maxAtMost("readability", "0.1 mg"),
      contains("notes", "Part 11"),
      maxAtMost("width", "260 mm"),
      price(4200, "gbp"),
    ],
    note: 'Tender. "Item 4" is context; "readability 0.1 mg" = at most 0.1 mg. Part 11 on the notes. A 250 mm wide Part 11 balance costs $6,600.',
  },
  {
    q: "Dear Ms Novak, the QC lab in Ljubljana needs an analytical balance with an ionizer and a 21 CFR Part 11 audit trail, 0.1 mg readability, that fits on a 36 cm deep shelf. Budget €7,000. Thanks, Petra",
    classes: ["units", "comparison", "price"],
    kind: K.balance,
    constraints: [
      contains("notes", "ionizer"),
      contains("notes", "Part 11"),
      maxAtMost("readability", "0.1 mg"),
      maxAtMost("depth", "360 mm"),
      price(7000, "eur"),
    ],
    note: 'E-mail. Context: "Ms Novak", "QC lab in Ljubljana", "Petra". "fits on a 36 cm deep shelf" = instrument depth at most 360 mm. An ionizer balance 384 mm deep at $7,200 fails on depth.',
  },

  // ---------------------------------------------------------------- water system
  {
    q: "Hello, for the new media kitchen in Building 7 we need an ultrapure water unit delivering at least 90 L/h. It will hang on a wall bracket rated 25 kg, so it must not weigh more than that. Budget up to €17,000. Kind regards, M. Osei",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.waterSystem,
    constraints: [atLeast("flow-rate", "1.5 L/min"), maxAtMost("weight", "25 kg"), price(17000, "eur")],
    note: 'E-mail. "ultrapure water unit" = water purification system; "90 L/h" = 1.5 L/min. Context: "media kitchen", "Building 7", "M. Osei"; the wall bracket gives the weight limit.',
  },

  // ---------------------------------------------------------------- laboratory freeze dryers
  {
    q: "lyophilizer -84c condenser, 7l ice min, no thermo, under 25k",
    classes: ["synonym", "units", "comparison", "negation", "price"],
    kind: K.labFreezeDryer,
    constraints: [
      atMost("condenser-temperature", "-84 °C"),
      atLeast("ice-capacity", "7 L"),
      notBrand("thermo-fisher"),
      price(25000, "usd"),
    ],
    note: 'Phone. "lyophilizer" = laboratory freeze dryer; "-84c" = condenser at -84 °C or colder (the −84 °C variant); "25k" read as US dollars. Two Thermo ones with 7 L ice are excluded.',
  },
  {
    q: "Pos. 3: Laboratory freeze dryer. Req.: condenser ≤ -80 °C; ice capacity ≥ 5 L; width ≤ 500 mm; weight ≤ 60 kg. Budget ≤ USD 22,000.",
    classes: ["units", "comparison", "price"],
    kind: K.labFreezeDryer,
    constraints: [
      atMost("condenser-temperature", "-80 °C"),
      atLeast("ice-capacity", "5 L"),
      maxAtMost("width", "500 mm"),
      maxAtMost("weight", "60 kg"),
      price(22000, "usd"),
    ],
    note: 'Tender. "condenser ≤ -80 °C" = reaches -80 °C or colder. A 480 mm wide one with 7 L ice weighs 62 kg.',
  },
  {
    q: "Hi, Marta from the Pereira lab. We'd like something like the Labconco FreeZone 4.5L but with a bigger ice capacity, at least 5 L; the −50 °C condenser is fine. It sits on a trolley, so no heavier than 55 kg. We have $18,000. Thanks!",
    classes: ["units", "comparison", "price"],
    kind: K.labFreezeDryer,
    constraints: [atLeast("ice-capacity", "5 L"), maxAtMost("weight", "55 kg"), price(18000, "usd")],
    note: 'E-mail, similar to a named product (kind laboratory freeze dryer from the Labconco FreeZone 4.5L, whose 2 L ice fails). "the −50 °C condenser is fine" permits, adds no constraint. Context: "Marta", "Pereira lab", "trolley". A 48 kg one has 4 L ice.',
  },
  {
    q: "Ausschreibung Los 6: Gefriertrocknungsanlage (Labor); Eiskondensator-Kapazität ≥ 6 L; Gewicht ≤ 60 kg.",
    classes: ["de-fr", "units", "comparison", "unanswerable"],
    kind: K.labFreezeDryer,
    constraints: [atLeast("ice-capacity", "6 L"), maxAtMost("weight", "60 kg")],
    note: 'Tender (German). Unanswerable: every laboratory freeze dryer with 6 L of ice or more weighs 62 kg or more. "Gefriertrocknungsanlage (Labor)" = laboratory freeze dryer; "Los 6" is context.',
  },

  // ---------------------------------------------------------------- pilot / production freeze dryers
  {
    q: "Lot 2: Pilot freeze dryer. Requirements: shelf area min. 5 m²; condenser ≤ -80 °C; installed weight ≤ 2,000 kg (floor load); budget ≤ USD 300,000.",
    classes: ["units", "comparison", "price"],
    kind: K.pilotFreezeDryer,
    constraints: [
      atLeast("shelf-area", "5 m²"),
      atMost("condenser-temperature", "-80 °C"),
      maxAtMost("weight", "2,000 kg"),
      price(300000, "usd"),
    ],
    note: 'Tender. "floor load" is the reason for the weight limit. Condensers recorded in °F are compared in °C (-126 °F ≈ -88 °C). An 8.4 m² Thermo one at -82 °C costs €353,400.',
  },
  {
    q: "production lyophiliser, shelf area 8m2+, not thermo, max 300k usd",
    classes: ["synonym", "units", "comparison", "negation", "price"],
    kind: K.pilotFreezeDryer,
    constraints: [atLeast("shelf-area", "8 m²"), notBrand("thermo-fisher"), price(300000, "usd")],
    note: 'Phone. "production lyophiliser" = pilot / production freeze dryer; "8m2+" = at least 8 m². A 9 m² Thermo one at $278,333 is excluded.',
  },
  {
    q: "Dear Ms Laurent, we're moving our pilot line off the old SP VirTis AdVantage Pro and want a pilot/production freeze dryer with at least 60 kg ice capacity and shelves that heat to +70 °C. It goes into a room with a 2.2 m ceiling, so no taller than that. Budget £200,000. Could you quote by Friday? Regards, Yusuf Demir",
    classes: ["units", "comparison", "price"],
    kind: K.pilotFreezeDryer,
    constraints: [
      atLeast("ice-capacity", "60 kg"),
      atLeast("shelf-temperature", "70 °C"),
      maxAtMost("height", "2,200 mm"),
      price(200000, "gbp"),
    ],
    note: 'E-mail. Context: "Ms Laurent", "pilot line", "SP VirTis AdVantage Pro" (the old unit, 12 kg ice), "quote by Friday", "Yusuf Demir". "2.2 m ceiling" = height at most 2,200 mm. A 103 kg one reaching +70 °C costs $295,150.',
  },
  {
    q: "pilot freeze dryer ice 100kg+, condenser -80c or colder, under 1500 kg",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.pilotFreezeDryer,
    constraints: [
      atLeast("ice-capacity", "100 kg"),
      atMost("condenser-temperature", "-80 °C"),
      maxAtMost("weight", "1,499.9 kg"),
    ],
    note: 'Phone. Unanswerable: the ones with 100 kg ice or more reaching -80 °C weigh 1,740 kg or more; a 740 kg one with 119 kg ice stops at -73 °C. "under 1500 kg" strict.',
  },

  // ---------------------------------------------------------------- gas chromatographs
  {
    q: "gc w tcd, oven 440c or more, <45k usd",
    classes: ["units", "comparison", "price"],
    kind: K.gc,
    constraints: [contains("inlets-detectors", "TCD"), atLeast("oven-temperature", "440 °C"), price(45000, "usd")],
    note: 'Phone. "gc" = gas chromatograph; TCD on the inlets/detectors text; "oven 440c or more" = the oven range reaches 440 °C. A TCD GC to 444 °C costs €55,450.',
  },
  {
    q: "Pos. 7 – Gas chromatograph. Detectors: NPD and FPD; weight ≤ 50 kg; depth ≤ 530 mm; budget ≤ EUR 45,000.",
    classes: ["units", "comparison", "price"],
    kind: K.gc,
    constraints: [
      contains("inlets-detectors", "NPD"),
      contains("inlets-detectors", "FPD"),
      maxAtMost("weight", "50 kg"),
      maxAtMost("depth", "530 mm"),
      price(45000, "eur"),
    ],
    note: "Tender. Both detectors on the inlets/detectors text. The Agilent 8890 (50 kg) is 540 mm deep; a 47 kg NPD/FPD GC 530 mm deep costs $51,450.",
  },
  {
    q: "Hi, Lena from the environmental chemistry lab in Graz. We're after something like the Agilent 8890 but cheaper: an ECD configuration, Thermo is fine, lighter than 50 kg and under $30,000. We'll need two. Cheers",
    classes: ["units", "comparison", "price"],
    kind: K.gc,
    constraints: [contains("inlets-detectors", "ECD"), maxAtMost("weight", "49.9 kg"), price(30000, "usd")],
    note: 'E-mail, similar to a named product (kind GC from the Agilent 8890). "Thermo is fine" permits, adds no constraint. Context: "Lena", "environmental chemistry lab in Graz", "need two". "lighter than 50 kg" strict; ECD GCs at $28,900 and $29,800 weigh 58 and 55 kg.',
  },
  {
    q: "Cahier des charges, poste 4 : chromatographe en phase gazeuse avec détecteur ECD ; four jusqu'à 440 °C minimum ; largeur max. 56 cm.",
    classes: ["de-fr", "units", "comparison", "unanswerable"],
    kind: K.gc,
    constraints: [
      contains("inlets-detectors", "ECD"),
      atLeast("oven-temperature", "440 °C"),
      maxAtMost("width", "560 mm"),
    ],
    note: 'Tender (French). Unanswerable: the ECD GCs no wider than 56 cm stop at 412 and 420 °C; the Agilent 8890 (450 °C) is 592 mm wide. "poste 4" is context.',
  },
  {
    q: "Hi Marco, quick one from the food-safety lab: do you have a GC with an NPD that is narrower than 56 cm and under $40,000? We'd pay from this year's budget, so delivery by Dec 15.",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.gc,
    constraints: [contains("inlets-detectors", "NPD"), maxAtMost("width", "559 mm"), price(40000, "usd")],
    note: 'E-mail. Unanswerable: no NPD GC is narrower than 560 mm (a $36,750 one is exactly 560 mm wide). "narrower than" strict. Context: "Marco", "food-safety lab", "this year\'s budget", "by Dec 15".',
  },

  // ---------------------------------------------------------------- LC systems
  {
    q: "uhplc quaternary pump w fluorescence det, 1000 bar+, under 80k $",
    classes: ["units", "comparison", "price"],
    kind: K.uhplc,
    constraints: [
      contains("pump", "Quaternary"),
      contains("detector", "fluorescence"),
      atLeast("max-pressure", "1,000 bar"),
      price(80000, "usd"),
    ],
    note: 'Phone. "det" = detector (fluorescence on the detector text). Pressures in psi are compared in bar. Quaternary FLD UHPLCs at 1,048 and 1,248 bar cost over $100,000.',
  },
  {
    q: "Req.: HPLC system, conventional (not UHPLC); binary pump; DAD; depth ≤ 600 mm; budget ≤ GBP 55,000.",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.hplcOnly,
    constraints: [
      contains("pump", "Binary"),
      contains("detector", "DAD"),
      maxAtMost("depth", "600 mm"),
      price(55000, "gbp"),
    ],
    note: 'Tender. "not UHPLC" = HPLC only. A binary DAD HPLC 570 mm deep costs $82,800; one 685 mm deep fails on depth.',
  },
  {
    q: "Hello, we run a Vanquish Core in QC and need a second LC line: HPLC or UHPLC doesn't matter, an isocratic pump is enough, but the detector must be fluorescence and the stack may weigh at most 120 kg. Ceiling $75,000. Regards, Anton (QC Linz)",
    classes: ["units", "comparison", "price"],
    kind: K.lcSystem,
    constraints: [
      contains("pump", "Isocratic"),
      contains("detector", "fluorescence"),
      maxAtMost("weight", "120 kg"),
      price(75000, "usd"),
    ],
    note: 'E-mail. "HPLC or UHPLC doesn\'t matter" = either LC kind. Context: "Vanquish Core" (what they run), "QC", "second LC line", "Anton", "QC Linz". An isocratic FLD HPLC weighs 130 kg.',
  },
  {
    q: "Ausschreibung: UHPLC-System; binäre Hochdruckpumpe; Diodenarray-Detektor (DAD); Druck ≥ 1.000 bar; Budget 75.000 USD.",
    classes: ["de-fr", "units", "comparison", "price", "unanswerable"],
    kind: K.uhplc,
    constraints: [
      contains("pump", "Binary"),
      contains("detector", "DAD"),
      atLeast("max-pressure", "1,000 bar"),
      price(75000, "usd"),
    ],
    note: 'Tender (German). Unanswerable: the binary DAD UHPLCs reaching 1,000 bar cost $78,050 and $98,500. "1.000 bar", "75.000 USD" dot as thousands separator.',
  },

  // ---------------------------------------------------------------- mass spectrometers
  {
    q: "qtof res 250k+, m/z up to 9000, under 300k usd",
    classes: ["units", "comparison", "price"],
    kind: K.qtof,
    constraints: [atLeast("resolving-power", "250000"), atLeast("mass-range", "9000"), price(300000, "usd")],
    note: 'Phone. "res 250k+" = resolving power at least 250,000; "m/z up to 9000" = the mass range reaches 9,000. A 430,000 Q-TOF stops at m/z 7,643; a Thermo one reaching 9,270 costs €354,493.',
  },
  {
    q: "Lot 4 – Orbitrap mass spectrometer. Resolving power ≥ 400,000; weight ≤ 250 kg; height ≤ 1,000 mm; budget ≤ EUR 300,000.",
    classes: ["units", "comparison", "price"],
    kind: K.orbitrap,
    constraints: [
      atLeast("resolving-power", "400000"),
      maxAtMost("weight", "250 kg"),
      maxAtMost("height", "1,000 mm"),
      price(300000, "eur"),
    ],
    note: 'Tender. "Lot 4" is context. A Waters Orbitrap at 450,000 is 1,130 mm tall.',
  },
  {
    q: "Hi team, the Nordic Toxicology Centre needs MRM quantitation for a 120-drug panel and wants to replace its ageing Xevo TQ Absolute. The new one should cover m/z up to at least 3,000, be no deeper than 850 mm, and cost under $300,000. Thanks, Sigrid",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.qqq,
    constraints: [atLeast("mass-range", "3000"), maxAtMost("depth", "850 mm"), price(300000, "usd")],
    note: 'E-mail, replacement for a named product. "MRM quantitation" and the Xevo TQ Absolute = triple quadrupole. Context: "Nordic Toxicology Centre", "120-drug panel", "Sigrid". The Xevo itself (850 mm deep) stops at m/z 2,048.',
  },
  {
    q: "hram ms (qtof or orbitrap) <1ppm, under 250k, lighter than 200kg",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.highRes,
    constraints: [contains("mass-accuracy", "< 1 ppm"), maxAtMost("weight", "199.9 kg"), price(250000, "usd")],
    note: 'Phone. "hram" = high-resolution accurate-mass (Q-TOF or Orbitrap); "<1ppm" = the mass-accuracy text says "< 1 ppm"; "250k" read as US dollars. The Agilent 6546 and the Orbitrap Exploris 240 (sub-ppm, under $250k) weigh 265 and 230 kg.',
  },
  {
    q: "Hello, the metabolomics platform (Prof. Ahmed) needs a Q-TOF whose mass range reaches at least m/z 9,000. The room has a low soffit, so no taller than 1 m, and preferably not Agilent since we already run two. Budget $420k.",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.qtof,
    constraints: [
      atLeast("mass-range", "9000"),
      maxAtMost("height", "1,000 mm"),
      notBrand("agilent"),
      price(420000, "usd"),
    ],
    note: 'E-mail. "preferably not Agilent" read as excluding Agilent. Context: "metabolomics platform", "Prof. Ahmed", "low soffit", "already run two". A 970 mm tall Thermo Q-TOF to m/z 11,240 costs $437,850.',
  },
  {
    q: "triple quad 400k resolving power, <1ppm accuracy, budget 400k$",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.qqq,
    constraints: [atLeast("resolving-power", "400000"), contains("mass-accuracy", "< 1 ppm"), price(400000, "usd")],
    note: 'Phone. Unanswerable: the sub-ppm triple quads at 400,000 or more cost $434,800 and $636,450; a $343,050 one at 400,000 states < 2 ppm. The first "400k" is resolving power, the second a price.',
  },

  // ---------------------------------------------------------------- spectrophotometers
  {
    q: "nanodrop alternative, 0.5ul samples, 190-1050nm, under 15k",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.microvolume,
    constraints: [atMost("sample-volume", "0.5 µL"), covers("wavelength-range", "190–1050 nm"), price(15000, "usd")],
    note: 'Phone, alternative to a named product: "nanodrop alternative" = microvolume spectrophotometer (no constraint on the NanoDrop itself). "0.5ul samples" = the sample-volume range reaches 0.5 µL; "190-1050nm" = the range covers it; "15k" read as US dollars.',
  },
  {
    q: "Pos. 9 – UV-Vis spectrophotometer (cuvette, not microvolume). Wavelength range to cover 200–1,000 nm; deuterium lamp; instrument weight ≤ 8 kg; max. USD 15,000.",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.uvVis,
    constraints: [
      covers("wavelength-range", "200–1000 nm"),
      contains("detector", "deuterium"),
      maxAtMost("weight", "8 kg"),
      price(15000, "usd"),
    ],
    note: 'Tender. "not microvolume" = UV-Vis only; "cuvette" restates it. Deuterium on the detector text. A 6.2 kg one covering 200–1,080 nm costs $19,050.',
  },
  {
    q: "Bonjour, pour le laboratoire de Mme Dubois (projet ARN-22), nous cherchons un spectrophotomètre à lampe flash xénon, largeur max. 30 cm et poids max. 6 kg, car il sera posé sur une étagère. Merci de nous faire une offre d'ici vendredi. Cordialement",
    classes: ["de-fr", "units", "comparison"],
    kind: K.spectro,
    constraints: [contains("detector", "xenon"), maxAtMost("width", "300 mm"), maxAtMost("weight", "6 kg")],
    note: 'E-mail (French). Any spectrophotometer (UV-Vis or microvolume). Context: "Mme Dubois", "projet ARN-22", "étagère", "d\'ici vendredi". A xenon microvolume one 275 mm wide weighs 13.1 kg.',
  },
  {
    q: "microvolume spec w deuterium lamp, under 6kg, max 20k usd",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.microvolume,
    constraints: [contains("detector", "deuterium"), maxAtMost("weight", "5.9 kg"), price(20000, "usd")],
    note: 'Phone. Unanswerable: the only deuterium microvolume one under 6 kg (5.8 kg) costs €21,250. "spec" = spectrophotometer; "under 6kg" strict.',
  },
  {
    q: "Hi, Jan from the teaching labs: we want five full-size UV-Vis spectrophotometers (not microvolume) with a xenon flash lamp, reading up to at least 900 nm, each no heavier than 12 kg because they move between rooms, and under $15,000 apiece. Delivery before semester start on Feb 10, please.",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.uvVis,
    constraints: [
      contains("detector", "xenon"),
      atLeast("wavelength-range", "900 nm"),
      maxAtMost("weight", "12 kg"),
      price(15000, "usd"),
    ],
    note: 'E-mail. Context: "Jan", "teaching labs", "five", "move between rooms", "semester start on Feb 10". "not microvolume" = UV-Vis only; "reading up to at least 900 nm" = the range reaches 900 nm. The Cary 60 (pulsed xenon) weighs 13 kg.',
  },

  // ---------------------------------------------------------------- real-time PCR
  {
    q: "qpcr 96well min 4 channels, no roche, under 40k usd",
    classes: ["units", "comparison", "negation", "price", "unanswerable"],
    kind: K.qpcr,
    constraints: [
      contains("autosampler-capacity", "96-well"),
      atLeast("detection-channels", "4"),
      notBrand("roche"),
      price(40000, "usd"),
    ],
    note: "Phone. Unanswerable: the 96-well cyclers with 4 or more channels are Roche (LightCycler 96, $36,500) or cost €53,950. Block format on the autosampler-capacity text.",
  },
  {
    q: "Pos. 6: Real-time PCR system; 384-well block; ≥ 5 detection channels; weight ≤ 35 kg; budget ≤ EUR 25,000.",
    classes: ["units", "comparison", "price"],
    kind: K.qpcr,
    constraints: [
      contains("autosampler-capacity", "384-well"),
      atLeast("detection-channels", "5"),
      maxAtMost("weight", "35 kg"),
      price(25000, "eur"),
    ],
    note: "Tender. A 22 kg six-channel 384-well cycler costs $52,950.",
  },
  {
    q: "Hi Sam, Clinical Virology here (Dr. Njoroge). The LightCycler 96 works well, but we need a second cycler with a 48-well block and 6 channels, and the reaction volume has to go down to 5 µL. Must be under $35k. We'd order one now and maybe another in Q3.",
    classes: ["units", "comparison", "price"],
    kind: K.qpcr,
    constraints: [
      contains("autosampler-capacity", "48-well"),
      atLeast("detection-channels", "6"),
      atMost("sample-volume", "5 µL"),
      price(35000, "usd"),
    ],
    note: 'E-mail. "cycler" = real-time PCR instrument (the LightCycler 96 names the kind). Context: "Sam", "Clinical Virology", "Dr. Njoroge", "one now … another in Q3". "go down to 5 µL" = the volume range reaches 5 µL. A $29,850 six-channel 48-well one starts at 10 µL.',
  },
  {
    q: "qpcr machine 384 well, 6 channels, lighter than 25kg, budget 60k $",
    classes: ["units", "comparison", "price"],
    kind: K.qpcr,
    constraints: [
      contains("autosampler-capacity", "384-well"),
      atLeast("detection-channels", "6"),
      maxAtMost("weight", "24.9 kg"),
      price(60000, "usd"),
    ],
    note: 'Phone. "lighter than 25kg" strict. A 30 kg six-channel 384-well cycler fails on weight.',
  },

  // ---------------------------------------------------------------- single-use bioreactors
  {
    q: "single use bioreactor 500L+ with ring sparger, no thermo, <200k",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.singleUse,
    constraints: [
      atLeast("working-volume", "500 L"),
      contains("gassing", "ring sparger"),
      notBrand("thermo-fisher"),
      price(200000, "usd"),
    ],
    note: 'Phone. "500L+" = the working volume reaches 500 L; ring sparger on the gassing text; "200k" read as US dollars. A Thermo one (31–1,327 L, ring sparger) at $185,600 is excluded.',
  },
  {
    q: "Lot 5 – Single-use bioreactor. Working volume to cover 50–400 L; agitation ≥ 1,000 rpm; budget ≤ USD 200,000.",
    classes: ["units", "comparison", "price"],
    kind: K.singleUse,
    constraints: [covers("working-volume", "50–400 L"), atLeast("agitation", "1,000 rpm"), price(200000, "usd")],
    note: 'Tender. "to cover 50–400 L" = the working-volume range covers it. A 46–652 L one at 1,040 rpm costs $371,550.',
  },
  {
    q: "Hello, our Merck Mobius 50 L has served us well; for scale-up we'd like another single-use bioreactor whose working volume spans 10 L to 200 L, no taller than 2.3 m (low ceiling in suite 3), and no more than $400k. Best regards, Dr. Aziz",
    classes: ["units", "comparison", "price"],
    kind: K.singleUse,
    constraints: [covers("working-volume", "10–200 L"), maxAtMost("height", "2,300 mm"), price(400000, "usd")],
    note: 'E-mail. Context: "Merck Mobius 50 L" (what they have, 10–50 L, fails), "scale-up", "suite 3", "Dr. Aziz". "spans 10 L to 200 L" = covers. A 3–584 L one is 2,350 mm tall.',
  },

  // ---------------------------------------------------------------- glass bioreactors
  {
    q: "Pos. 11: Glass stirred-tank bioreactor; working volume up to ≥ 1,000 L; agitation ≥ 1,000 rpm; weight ≤ 1,000 kg; budget ≤ USD 260,000.",
    classes: ["units", "comparison", "price"],
    kind: K.glassBioreactor,
    constraints: [
      atLeast("working-volume", "1000 L"),
      atLeast("agitation", "1,000 rpm"),
      maxAtMost("weight", "1,000 kg"),
      price(260000, "usd"),
    ],
    note: "Tender. Glass vessels of 870 and 750 kg that qualify otherwise cost $265,300 and $270,550.",
  },
  {
    q: "Hi, the Biostat B benchtop we have is now too small. Could you suggest a glass-vessel bioreactor with micro and ring sparger that runs anywhere from 30 L to 1,000 L and weighs under 700 kg? A three-week lead time is fine. — Felix, Upstream PD",
    classes: ["units", "comparison"],
    kind: K.glassBioreactor,
    constraints: [
      contains("gassing", "ring sparger"),
      covers("working-volume", "30–1000 L"),
      maxAtMost("weight", "699.9 kg"),
    ],
    note: 'E-mail. Context: "Biostat B benchtop" (what they have), "three-week lead time", "Felix", "Upstream PD". "runs anywhere from 30 L to 1,000 L" = covers; "under 700 kg" strict. A 5–1,624 L ring-sparger vessel weighs 1,000 kg.',
  },
  {
    q: "glass bioreactor 1500l, under 500kg, max 350k usd",
    classes: ["units", "comparison", "price", "unanswerable"],
    kind: K.glassBioreactor,
    constraints: [atLeast("working-volume", "1500 L"), maxAtMost("weight", "499.9 kg"), price(350000, "usd")],
    note: 'Phone. Unanswerable: the only glass vessel reaching 1,500 L under 500 kg (370 kg) costs €381,000. "1500l" read as the working volume reaching 1,500 L.',
  },

  // ---------------------------------------------------------------- chromatography systems
  {
    q: "akta pure alternative w fraction collector, 1000 ml/min+, 15 bar+, <100k",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.chromSystem,
    constraints: [
      contains("control", "fraction collector"),
      atLeast("flow-rate", "1,000 mL/min"),
      atLeast("max-pressure", "15 bar"),
      price(100000, "usd"),
    ],
    note: 'Phone, alternative to a named product: "akta pure alternative" = protein chromatography system (the ÄKTA pure itself tops out at 25 mL/min). Fraction collector on the control text; pressures in MPa compared in bar. A multi-wavelength system at 1,000 mL/min and 17 bar has no fraction collector.',
  },
  {
    q: "Pos. 8: Process chromatography system; multi-wavelength UV detection; flow ≥ 1.5 L/min; depth ≤ 700 mm; max. USD 170,000.",
    classes: ["units", "comparison", "price"],
    kind: K.chromSystem,
    constraints: [
      contains("control", "Multi-wavelength"),
      atLeast("flow-rate", "1.5 L/min"),
      maxAtMost("depth", "700 mm"),
      price(170000, "usd"),
    ],
    note: 'Tender. "1.5 L/min" = 1,500 mL/min against the stored mL/min. A multi-wavelength skid at 1,850 mL/min is 730 mm deep.',
  },
  {
    q: "Dear Dr. Weiss, the downstream group (Projekt MAb-9) would like a protein purification system for the cold room: lighter than 150 kg, rated to at least 5 bar, and with a fraction collector. Price ceiling £100,000. Thank you, Ines",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.chromSystem,
    constraints: [
      maxAtMost("weight", "149.9 kg"),
      atLeast("max-pressure", "5 bar"),
      contains("control", "fraction collector"),
      price(100000, "gbp"),
    ],
    note: 'E-mail. "protein purification system" = chromatography system. Context: "Dr. Weiss", "downstream group", "Projekt MAb-9", "cold room", "Ines". A 110 kg system with a fraction collector costs $136,450; a 125 kg one has none.',
  },
  {
    q: "Ausschreibung Pos. 9: Chromatographieanlage; Fluss ≥ 1,8 L/min; Druck ≥ 10 bar; Gewicht ≤ 400 kg.",
    classes: ["de-fr", "units", "comparison", "unanswerable"],
    kind: K.chromSystem,
    constraints: [atLeast("flow-rate", "1.8 L/min"), atLeast("max-pressure", "10 bar"), maxAtMost("weight", "400 kg")],
    note: 'Tender (German). Unanswerable: the only system reaching 1,800 mL/min at 10 bar or more weighs 535 kg; the lighter fast ones are rated 5–8 bar. "1,8 L/min" decimal comma.',
  },

  // ---------------------------------------------------------------- filters
  {
    q: "sterile pes syringe filter 0.3um or smaller, 50 pack, under 300€",
    classes: ["units", "comparison", "price"],
    kind: K.syringeFilter,
    constraints: [
      sterile(true),
      oneOf("membrane", "PES"),
      atMost("pore-size", "0.3 µm"),
      equals("pack-size", "50"),
      price(300, "eur"),
    ],
    note: 'Phone. "0.3um or smaller" = pore size at most 0.3 µm; "50 pack" ties the price to the 50-filter variant. A sterile PES filter at 0.4 µm fails on pore size.',
  },
  {
    q: "Pos. 12: Syringe filters, PTFE, sterile; diameter ≥ 25 mm; pore size ≤ 0.6 µm; pack of 250; max. USD 1,600 per pack.",
    classes: ["units", "comparison", "price"],
    kind: K.syringeFilter,
    constraints: [
      oneOf("membrane", "PTFE"),
      sterile(true),
      atLeast("diameter", "25 mm"),
      atMost("pore-size", "0.6 µm"),
      equals("pack-size", "250"),
      price(1600, "usd"),
    ],
    note: "Tender. A sterile 32 mm PTFE filter at 0.8 µm fails on pore size.",
  },
  {
    q: "Hi, is there something similar to the Millex-GV filters but with a nylon membrane? Still sterile, at least 20 mm across, and the 250-pack under $500. We go through about two packs a month for media prep. Thanks, Chiara",
    classes: ["units", "comparison", "price"],
    kind: K.syringeFilter,
    constraints: [
      oneOf("membrane", "Nylon"),
      sterile(true),
      atLeast("diameter", "20 mm"),
      equals("pack-size", "250"),
      price(500, "usd"),
    ],
    note: 'E-mail, similar to a named product (kind syringe filter from the Millex-GV, itself PVDF). Context: "two packs a month", "media prep", "Chiara". A sterile 20 mm nylon filter costs $538 per 250.',
  },
  {
    q: "pvdf syringe filter non sterile 30mm, 0.45um",
    classes: ["units", "comparison", "negation", "unanswerable"],
    kind: K.syringeFilter,
    constraints: [
      oneOf("membrane", "PVDF"),
      sterile(false),
      atLeast("diameter", "30 mm"),
      atMost("pore-size", "0.45 µm"),
    ],
    note: 'Phone. Unanswerable: the only non-sterile PVDF filter of 30 mm or more has 0.75 µm pores. "30mm" read as at least 30 mm, "0.45um" as at most 0.45 µm.',
  },
  {
    q: "Pos. 13: Sterile capsule filter, PES, 0.2 µm; filtration area ≥ 0.15 m²; max. USD 900 per unit.",
    classes: ["units", "comparison", "price"],
    kind: K.capsuleFilter,
    constraints: [
      sterile(true),
      atMost("pore-size", "0.2 µm"),
      atLeast("filtration-area", "0.15 m²"),
      price(900, "usd"),
    ],
    note: 'Tender. Judged per size variant: only the 0.2 m² size qualifies; "per unit" ties the price to it.',
  },

  // ---------------------------------------------------------------- LC columns
  {
    q: "hilic column 150mm, particles 3um or less, under 2k$",
    classes: ["units", "comparison", "price"],
    kind: K.lcColumn,
    constraints: [
      inTitle("HILIC"),
      atMost("particle-size", "3 µm"),
      equals("column-length", "150 mm"),
      price(2000, "usd"),
    ],
    note: 'Phone. HILIC is judged on titles; "150mm" is the length variant the price is tied to. A 3.2 µm HILIC column fails on particle size.',
  },
  {
    q: "Pos. 14: RP column C18; pH range covering 1–10; internal diameter ≥ 3.5 mm; length 100 mm; max. USD 900.",
    classes: ["units", "comparison", "price"],
    kind: K.lcColumn,
    constraints: [
      inTitle("C18"),
      covers("ph-range", "1–10"),
      atLeast("internal-diameter", "3.5 mm"),
      equals("column-length", "100 mm"),
      price(900, "usd"),
    ],
    note: "Tender. C18 on titles. A 4.2 mm C18 (pH 1–11) costs €1,426 at 100 mm; a 3.4 mm one fails on diameter.",
  },
  {
    q: "Hi, for our peptide-mapping method we'd like an alternative to the Waters ACQUITY UPLC BEH C18 column, but in a C8 phase: ethylene-bridged hybrid particles of 2 µm or smaller, 100 mm long, under $1,200 each. We'd take 4. Regards, Henrik",
    classes: ["units", "comparison", "price"],
    kind: K.lcColumn,
    constraints: [
      inTitle("C8"),
      contains("material", "Ethylene-bridged"),
      atMost("particle-size", "2 µm"),
      equals("column-length", "100 mm"),
      price(1200, "usd"),
    ],
    note: 'E-mail, alternative to a named product (kind LC column from the BEH C18). C8 on titles, hybrid particles on the material text. Context: "peptide-mapping method", "We\'d take 4", "Henrik". A 1.3 µm hybrid C8 costs €1,405 at 100 mm.',
  },
  {
    q: "phenyl hexyl column sub 2um, 3mm id or wider",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.lcColumn,
    constraints: [inTitle("Phenyl-Hexyl"), atMost("particle-size", "1.9 µm"), atLeast("internal-diameter", "3 mm")],
    note: 'Phone. Unanswerable: the sub-2 µm phenyl-hexyl columns are 2.5 and 1.5 mm ID; a 4.1 mm one has 2.2 µm particles. "sub 2um" = under 2 µm (recorded to 0.1 µm).',
  },

  // ---------------------------------------------------------------- vials
  {
    q: "amber 2ml vials 12mm, 1000/pk, under 200$",
    classes: ["units", "price"],
    kind: K.vial,
    constraints: [
      contains("material", "amber"),
      equals("volume", "2 mL"),
      equals("diameter", "12 mm"),
      equals("pack-size", "1000"),
      price(200, "usd"),
    ],
    note: 'Phone. "12mm" read as the vial diameter. An amber 2 mL 12 mm vial in packs of 100 fails on pack size.',
  },
  {
    q: "Pos. 15: Headspace vials, 20 mL, crimp top, clear borosilicate glass; pack of 100; max. USD 195 per pack.",
    classes: ["units", "comparison", "price"],
    kind: K.vial,
    constraints: [
      inTitle("Headspace"),
      equals("volume", "20 mL"),
      contains("material", "borosilicate"),
      contains("material", "clear"),
      equals("pack-size", "100"),
      price(195, "usd"),
    ],
    note: 'Tender. Headspace on titles ("crimp top" restates it); glass type and colour on the material text. The clear 20 mL borosilicate headspace vial in 1000s fails on pack size.',
  },
  {
    q: "Hello, the LC-MS core (Dr. Haddad) needs amber 1.5 mL vials, 1000 per pack, under €120 a pack; we'd order 5 packs for the January metabolomics run.",
    classes: ["units", "price"],
    kind: K.vial,
    constraints: [
      contains("material", "amber"),
      equals("volume", "1.5 mL"),
      equals("pack-size", "1000"),
      price(120, "eur"),
    ],
    note: 'E-mail. Context: "LC-MS core", "Dr. Haddad", "5 packs", "January metabolomics run". Amber 1.5 mL vials in packs of 100 fail on pack size.',
  },
  {
    q: "pp vials 20ml 12mm, pack of 100",
    classes: ["units", "unanswerable"],
    kind: K.vial,
    constraints: [
      contains("material", "polypropylene"),
      equals("volume", "20 mL"),
      equals("diameter", "12 mm"),
      equals("pack-size", "100"),
    ],
    note: 'Phone. Unanswerable: the 12 mm polypropylene 20 mL vial comes in 1000s; the one in 100s is 22.5 mm. "pp" = polypropylene.',
  },

  // ---------------------------------------------------------------- pipette tips
  {
    q: "sterile filter tips 200ul, 1000 per box, <100 usd",
    classes: ["units", "price"],
    kind: K.tip,
    constraints: [
      sterile(true),
      contains("material", "filter"),
      equals("volume", "200 µL"),
      equals("pack-size", "1000"),
      price(100, "usd"),
    ],
    note: "Phone. Filter on the tip material text. Sterile filter tips in 1000s at $178 fail on price; the Finntip Flex comes in 960s.",
  },
  {
    q: "Pos. 16: Low-retention pipette tips, 1000 µL, non-sterile; pack size ≥ 960; max. USD 120 per pack; Millipore/Merck excluded.",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.tip,
    constraints: [
      contains("material", "Low-retention"),
      sterile(false),
      equals("volume", "1000 µL"),
      atLeast("pack-size", "960"),
      notBrand("merck"),
      price(120, "usd"),
    ],
    note: 'Tender. "1000 µL" equals the stored "1 mL". A Millipore one at $98 is excluded; a Thermo one in 960s costs $125.',
  },
  {
    q: "Hi! It's Aylin from the Schmidt lab. We're switching away from the Finntip Flex filter tips to save money: same idea (sterile, with a filter), 10 µL, racks of 480, under €120 a rack, and not Thermo this time. We'll take 20 racks.",
    classes: ["units", "negation", "price"],
    kind: K.tip,
    constraints: [
      sterile(true),
      contains("material", "filter"),
      equals("volume", "10 µL"),
      equals("pack-size", "480"),
      notBrand("thermo-fisher"),
      price(120, "eur"),
    ],
    note: 'E-mail, replacement for a named product (kind pipette tip from the Finntip Flex filter tips). Context: "Aylin", "Schmidt lab", "save money", "20 racks". A Thermo rack at $120 is excluded; a Sartorius one costs €122.',
  },
  {
    q: "low retention tips sterile 10ul 480 pack under 70$ no thermo",
    classes: ["units", "negation", "price", "unanswerable"],
    kind: K.tip,
    constraints: [
      contains("material", "Low-retention"),
      sterile(true),
      equals("volume", "10 µL"),
      equals("pack-size", "480"),
      notBrand("thermo-fisher"),
      price(70, "usd"),
    ],
    note: "Phone. Unanswerable: the sterile low-retention tips in 480s are Thermo ($43) or Sartorius at $74.",
  },

  // ---------------------------------------------------------------- microplates
  {
    q: "black 384 well plates, not sterile, under 150$ a pack",
    classes: ["units", "negation", "price"],
    kind: K.plate,
    constraints: [inTitle("384-Well"), contains("material", "black"), sterile(false), price(150, "usd")],
    note: "Phone. The well count on titles; colour on the material text. A non-sterile black 384-well plate costs $165 per 50.",
  },
  {
    q: "Pos. 17: 384-well plates, polypropylene V-bottom, sterile; pack of 100; max. USD 150 per pack.",
    classes: ["units", "price"],
    kind: K.plate,
    constraints: [
      inTitle("384-Well"),
      contains("material", "V-bottom"),
      sterile(true),
      equals("pack-size", "100"),
      price(150, "usd"),
    ],
    note: "Tender. Sterile V-bottom 384-well plates in packs of 25 and 50 fail on pack size.",
  },
  {
    q: "Hi, for the Garcia lab's luminescence screens we need sterile black 96-well plates with wells of at least 100 µL, under $250 a pack. Please send 10 packs by the 15th.",
    classes: ["units", "comparison", "price"],
    kind: K.plate,
    constraints: [
      inTitle("96-Well"),
      contains("material", "black"),
      sterile(true),
      atLeast("volume", "100 µL"),
      price(250, "usd"),
    ],
    note: 'E-mail. Context: "Garcia lab", "luminescence screens", "10 packs", "by the 15th". Black 96-well plates at $97 and $82 are not sterile.',
  },

  // ---------------------------------------------------------------- diagnostic kits
  {
    q: "il6 elisa kit serum, 96 tests or more, <300$",
    classes: ["units", "comparison", "price"],
    kind: K.elisa,
    constraints: [
      contains("targets", "IL-6"),
      contains("sample-type", "serum"),
      atLeast("tests-per-kit", "96"),
      price(300, "usd"),
    ],
    note: 'Phone. "il6" = IL-6, judged on the targets text (the Invitrogen IL-6 ELISA records none). A 20-test IL-6 ELISA fails on tests.',
  },
  {
    q: "Pos. 18: ELISA kit, procalcitonin; analytical sensitivity ≤ 15 pg/mL; ≥ 48 tests per kit; max. USD 1,000 per kit.",
    classes: ["units", "comparison", "price"],
    kind: K.elisa,
    constraints: [
      contains("targets", "Procalcitonin"),
      maxAtMost("sensitivity", "15 pg/mL"),
      atLeast("tests-per-kit", "48"),
      price(1000, "usd"),
    ],
    note: "Tender. A 48-test procalcitonin ELISA at 10 pg/mL costs $1,427; a 96-test one detects 18 pg/mL.",
  },
  {
    q: "Hello, the rheumatology research unit (Dr. Lindqvist) needs a TNF-alpha immunoassay for serum samples, at least 100 tests per kit, results in under 90 minutes, and under $700 a kit. We'll order 6 kits for the spring cohort.",
    classes: ["units", "comparison", "price"],
    kind: K.immunoassay,
    constraints: [
      contains("targets", "TNF-alpha"),
      contains("sample-type", "serum"),
      atLeast("tests-per-kit", "100"),
      maxAtMost("time-to-result", "89 min"),
      price(700, "usd"),
    ],
    note: 'E-mail. Context: "rheumatology research unit", "Dr. Lindqvist", "6 kits", "spring cohort". "under 90 minutes" strict. A 200-test TNF-alpha immunoassay for swabs fails on sample type.',
  },
  {
    q: "crp rapid antigen test nasal swab, result <80min, store 2-8c",
    classes: ["units", "comparison"],
    kind: K.rapidTest,
    constraints: [
      contains("targets", "CRP"),
      contains("sample-type", "swab"),
      maxAtMost("time-to-result", "79 min"),
      covers("storage-temperature", "2–8 °C"),
    ],
    note: 'Phone. "nasal swab" judged as a swab sample type (recorded "Nasopharyngeal swab"); "store 2-8c" = the storage range covers 2–8 °C. A CRP swab test of 118 min is stored frozen.',
  },
  {
    q: "Pos. 19: PCR master mix; ≥ 500 reactions per kit; storage at -20 °C; max. USD 400 per kit.",
    classes: ["synonym", "units", "comparison", "price"],
    kind: K.masterMix,
    constraints: [atLeast("tests-per-kit", "500"), covers("storage-temperature", "-20 °C"), price(400, "usd")],
    note: 'Tender. "reactions" = tests per kit; "storage at -20 °C" = the storage range covers -20 °C. The LightCycler 480 SYBR Green I Master (500, frozen) costs $412.',
  },
  {
    q: "Hi, we currently run the Roche cobas Liat test on Ward 4B. Is there another point-of-care PCR test with at least 48 tests per kit that can be stored at room temperature (20–25 °C), for under €300 per kit?",
    classes: ["units", "comparison", "price"],
    kind: K.pocTest,
    constraints: [atLeast("tests-per-kit", "48"), covers("storage-temperature", "20–25 °C"), price(300, "eur")],
    note: 'E-mail, alternative to a named product (kind molecular point-of-care test from the cobas Liat, itself 20 tests at 2–8 °C). Context: "Ward 4B". A 500-test one is stored at 2–8 °C.',
  },
  {
    q: "troponin t kit min 100 tests, blood samples no swabs, under 1100$",
    classes: ["units", "comparison", "negation", "price"],
    kind: K.diagnosticKit,
    constraints: [
      contains("targets", "Troponin"),
      contains("sample-type", "blood"),
      atLeast("tests-per-kit", "100"),
      price(1100, "usd"),
    ],
    note: 'Phone. Any diagnostic kit; troponin on the targets text (the Elecsys Troponin T hs assay records no targets and no "blood" sample type). "blood samples no swabs" = the sample type says blood. A 200-test troponin ELISA uses swabs.',
  },
  {
    q: "Dear colleagues, the Hansen cardiology study would like a CRP ELISA for serum samples with at least 96 tests per kit. We'd need about 12 kits over the year.",
    classes: ["units", "comparison", "unanswerable"],
    kind: K.elisa,
    constraints: [contains("targets", "CRP"), contains("sample-type", "serum"), atLeast("tests-per-kit", "96")],
    note: 'E-mail. Unanswerable: the serum CRP ELISA has 48 tests; the 100-test one is for whole blood. Context: "Hansen cardiology study", "12 kits over the year".',
  },
  {
    q: "Lot 7: PCR master mix for SARS-CoV-2; sample type: nasopharyngeal swab; ≥ 100 reactions per kit.",
    classes: ["synonym", "units", "comparison", "unanswerable"],
    kind: K.masterMix,
    constraints: [contains("targets", "SARS-CoV-2"), contains("sample-type", "swab"), atLeast("tests-per-kit", "100")],
    note: 'Tender. Unanswerable: the SARS-CoV-2 swab master mix has 48 reactions; the 500-reaction one is for serum and plasma. "reactions" = tests per kit.',
  },
];

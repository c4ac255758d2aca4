// The domain's words by language (issue 36): other names of the catalogue's product kinds (English, German, French)
// and the words that compare a quantity ("at least", "mindestens", "au moins"). Pure data, no code that decides
// anything: the finder's parser reads it (ADR 026), and the store search can read the same tables later (ADR 032).
// Kind names map to kind options of `content/seed/attributes.json` (compared case-insensitively; an option nobody
// defines is ignored), category names to ids of `categories.json`. Keys are written as people type them; readers
// normalise them as they normalise a request (lower case, a plural "s" dropped, accents kept and also folded).

export type Language = "en" | "de" | "fr";

/** Other names of product kinds, by language, beyond search-terms.ts's KIND_SYNONYMS (which the store search reads). */
export const KIND_NAMES: Record<Language, Record<string, string[]>> = {
  en: {
    cryovial: ["Vial"],
    "cryo vial": ["Vial"],
    "cryogenic vial": ["Vial"],
    "storage vial": ["Vial"],
    "hplc vial": ["Vial"],
    "pcr plate": ["Microplate"],
    "qpcr plate": ["Microplate"],
    "microtiter plate": ["Microplate"],
    "microtitre plate": ["Microplate"],
    "96 well plate": ["Microplate"],
    "384 well plate": ["Microplate"],
    "elisa plate": ["Microplate"],
    "pipet tip": ["Pipette tip"],
    "pipette tip": ["Pipette tip"],
    "freeze drier": ["Freeze dryer"],
    "single use bioreactor": ["Single-use bioreactor"],
    "single use bioreactor system": ["Single-use bioreactor"],
    "co2 incubator": ["CO2 incubator"],
    "biosafety hood": ["Biosafety cabinet"],
    "analytical scale": ["Analytical balance"],
  },
  de: {
    zentrifuge: ["Centrifuge"],
    mikrozentrifuge: ["Centrifuge"],
    laborzentrifuge: ["Centrifuge"],
    gefriertrockner: ["Freeze dryer"],
    gefriertrocknung: ["Freeze dryer"],
    gefriertrocknungsanlage: ["Freeze dryer"],
    lyophilisator: ["Freeze dryer"],
    brutschrank: ["CO2 incubator"],
    inkubator: ["CO2 incubator"],
    "co2 brutschrank": ["CO2 incubator"],
    sicherheitswerkbank: ["Biosafety cabinet"],
    "mikrobiologische sicherheitswerkbank": ["Biosafety cabinet"],
    werkbank: ["Biosafety cabinet"],
    analysenwaage: ["Analytical balance"],
    laborwaage: ["Analytical balance"],
    feinwaage: ["Analytical balance"],
    waage: ["Analytical balance"],
    pipettenspitze: ["Pipette tip"],
    pipettenspitzen: ["Pipette tip"],
    spitzen: ["Pipette tip"],
    spritzenfilter: ["Syringe filter"],
    kapselfilter: ["Capsule filter"],
    "hplc säule": ["LC column"],
    trennsäule: ["LC column"],
    säule: ["LC column"],
    fläschchen: ["Vial"],
    probenfläschchen: ["Vial"],
    kryoröhrchen: ["Vial"],
    mikrotiterplatte: ["Microplate"],
    "pcr platte": ["Microplate"],
    bioreaktor: ["Single-use bioreactor", "Glass bioreactor"],
    "einweg bioreaktor": ["Single-use bioreactor"],
    einwegbioreaktor: ["Single-use bioreactor"],
    glasbioreaktor: ["Glass bioreactor"],
    fermenter: ["Single-use bioreactor", "Glass bioreactor"],
    massenspektrometer: ["Q-TOF LC/MS", "Orbitrap MS", "Triple quadrupole MS"],
    gaschromatograph: ["Gas chromatograph"],
    spektralphotometer: ["UV-Vis spectrophotometer", "Microvolume spectrophotometer"],
    spektrophotometer: ["UV-Vis spectrophotometer", "Microvolume spectrophotometer"],
    photometer: ["UV-Vis spectrophotometer", "Microvolume spectrophotometer"],
    reinstwasseranlage: ["Water purification"],
    wasseraufbereitung: ["Water purification"],
    reinstwassersystem: ["Water purification"],
  },
  fr: {
    centrifugeuse: ["Centrifuge"],
    "micro centrifugeuse": ["Centrifuge"],
    microcentrifugeuse: ["Centrifuge"],
    lyophilisateur: ["Freeze dryer"],
    lyophiliseur: ["Freeze dryer"],
    incubateur: ["CO2 incubator"],
    "incubateur co2": ["CO2 incubator"],
    étuve: ["CO2 incubator"],
    "poste de sécurité microbiologique": ["Biosafety cabinet"],
    psm: ["Biosafety cabinet"],
    hotte: ["Biosafety cabinet"],
    "hotte à flux laminaire": ["Biosafety cabinet"],
    "balance analytique": ["Analytical balance"],
    "balance de précision": ["Analytical balance"],
    cône: ["Pipette tip"],
    "cône de pipette": ["Pipette tip"],
    "pointe de pipette": ["Pipette tip"],
    "filtre seringue": ["Syringe filter"],
    "filtre capsule": ["Capsule filter"],
    colonne: ["LC column"],
    flacon: ["Vial"],
    cryotube: ["Vial"],
    microplaque: ["Microplate"],
    "plaque pcr": ["Microplate"],
    bioréacteur: ["Single-use bioreactor", "Glass bioreactor"],
    "bioréacteur à usage unique": ["Single-use bioreactor"],
    fermenteur: ["Single-use bioreactor", "Glass bioreactor"],
    "spectromètre de masse": ["Q-TOF LC/MS", "Orbitrap MS", "Triple quadrupole MS"],
    spectrophotomètre: ["UV-Vis spectrophotometer", "Microvolume spectrophotometer"],
    "chromatographe en phase gazeuse": ["Gas chromatograph"],
    "système de purification d'eau": ["Water purification"],
  },
};

/** How a comparison word bounds the number after it. `upTo` is "at most" unless the attribute is a capability. */
export type ComparisonSense = "below" | "above" | "upTo" | "about";

/**
 * Words written before a number, by language and sense. A negation before a "below" or "above" word turns it round
 * ("no smaller than" is at least, "nicht mehr als" at most): the negations are NEGATION_WORDS, not listed here.
 */
export const COMPARISON_WORDS: Record<Language, Record<ComparisonSense, string[]>> = {
  en: {
    below: [
      "colder than",
      "cooler than",
      "lower than",
      "less than",
      "fewer than",
      "smaller than",
      "shorter than",
      "lighter than",
      "narrower than",
      "slower than",
      "faster than",
      "quicker than",
      "thinner than",
      "below",
      "under",
      "beneath",
      "within",
      "at most",
      "down to",
      "max",
      "max.",
      "maximum",
      "max:",
      "maximum:",
    ],
    above: [
      "warmer than",
      "hotter than",
      "higher than",
      "greater than",
      "more than",
      "larger than",
      "bigger than",
      "longer than",
      "heavier than",
      "wider than",
      "deeper than",
      "taller than",
      "above",
      "over",
      "exceeding",
      "beyond",
      "at least",
      "reaching",
      "reaches",
      "reach",
      "achieving",
      "achieves",
      "capable of",
      "rated to",
      "rated for",
      "min",
      "min.",
      "minimum",
      "min:",
      "minimum:",
    ],
    upTo: ["up to"],
    about: [
      "about",
      "around",
      "approximately",
      "approx",
      "approx.",
      "roughly",
      "circa",
      "ca.",
      "nearly",
      "close to",
      "some",
    ],
  },
  de: {
    below: [
      "höchstens",
      "maximal",
      "unter",
      "unterhalb",
      "weniger als",
      "kleiner als",
      "niedriger als",
      "kälter als",
      "kürzer als",
      "leichter als",
      "innerhalb",
    ],
    above: [
      "mindestens",
      "minimal",
      "erreicht",
      "erreichen",
      "ab",
      "über",
      "oberhalb",
      "mehr als",
      "größer als",
      "grösser als",
      "höher als",
      "wärmer als",
      "länger als",
      "schwerer als",
    ],
    upTo: ["bis", "bis zu"],
    about: ["etwa", "ungefähr", "rund", "zirka", "ca"],
  },
  fr: {
    below: ["au plus", "au maximum", "moins de", "moins que", "inférieur à", "inférieure à", "sous", "en dessous de"],
    above: [
      "au moins",
      "au minimum",
      "atteignant",
      "atteint",
      "plus de",
      "plus que",
      "supérieur à",
      "supérieure à",
      "dès",
      "à partir de",
    ],
    upTo: ["jusqu'à", "jusqu'a"],
    about: ["environ", "autour de", "à peu près"],
  },
};

/** Words that turn a comparison round when written right before it ("not below", "nicht mehr als", "pas plus de"). */
export const NEGATION_WORDS: string[] = ["no", "not", "never", "nicht", "kein", "keine", "pas"];

/**
 * Words that say a thing is not wanted when written right before its name ("not benchtop", "without single-use",
 * "ohne", "sans"), besides NEGATION_WORDS. Articles between them and the name are skipped ("not a benchtop one").
 */
export const WITHOUT_WORDS: string[] = [
  "non",
  "without",
  "except",
  "excluding",
  "ohne",
  "ausser",
  "außer",
  "sans",
  "hors",
];

/** Articles skipped between a negation and the name it negates. */
export const ARTICLES: string[] = ["a", "an", "the", "any", "ein", "eine", "einen", "un", "une", "de", "from", "von"];

/** Words after a number, by language and sense ("or more", "oder weniger", "ou plus"). */
export const COMPARISON_AFTER: Record<Language, Record<"below" | "above", string[]>> = {
  en: { below: [], above: [] },
  de: {
    below: ["oder weniger", "oder kälter", "oder kleiner", "oder niedriger", "höchstens", "maximal", "max"],
    above: ["oder mehr", "oder wärmer", "oder größer", "oder höher", "mindestens", "minimum"],
  },
  fr: {
    below: ["ou moins", "au plus", "maximum"],
    above: ["ou plus", "au moins", "minimum"],
  },
};

/**
 * Words before a range that ask for the product's range to hold all of it ("covering 190–1100 nm", "wavelength range
 * 200 to 900 nm"), by language. They make a range "covers" only on an attribute that is itself a range.
 */
export const COVER_WORDS: Record<Language, string[]> = {
  en: [
    "cover",
    "covers",
    "covering",
    "span",
    "spans",
    "spanning",
    "across",
    "range",
    "range of",
    "full range",
    "whole range",
    "entire range",
  ],
  de: ["abdecken", "abdeckt", "abdeckend", "bereich", "messbereich", "über den bereich"],
  fr: ["couvrant", "couvre", "couvrir", "plage", "gamme"],
};

/** Words that join the two ends of a range written out ("zwischen 2 und 8 °C", "de 190 à 1100 nm"), by language. */
export const RANGE_WORDS: Record<Language, { between: string[]; and: string[]; from: string[]; to: string[] }> = {
  en: { between: ["between"], and: ["and", "&"], from: ["from"], to: ["to", "until"] },
  de: { between: ["zwischen"], and: ["und"], from: ["von"], to: ["bis"] },
  fr: { between: ["entre"], and: ["et"], from: ["de"], to: ["à"] },
};

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
    // The catalogue's only hoods and cabinets are biosafety cabinets ("class II A2 hood", "A2 cabinet").
    hood: ["Biosafety cabinet"],
    cabinet: ["Biosafety cabinet"],
    capsule: ["Capsule filter"],
    "analytical scale": ["Analytical balance"],
    "point of care pcr": ["Molecular point-of-care test"],
    "point of care pcr test": ["Molecular point-of-care test"],
    "poc pcr test": ["Molecular point-of-care test"],
    "bedside pcr": ["Molecular point-of-care test"],
    "bedside pcr test": ["Molecular point-of-care test"],
  },
  de: {
    zentrifuge: ["Centrifuge"],
    kühlzentrifuge: ["Centrifuge"],
    mikrozentrifuge: ["Centrifuge"],
    laborzentrifuge: ["Centrifuge"],
    gefriertrockner: ["Freeze dryer"],
    gefriertrocknung: ["Freeze dryer"],
    gefriertrocknungsanlage: ["Freeze dryer"],
    lyophilisator: ["Freeze dryer"],
    brutschrank: ["CO2 incubator"],
    inkubator: ["CO2 incubator"],
    "co2 inkubator": ["CO2 incubator"],
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
    mikrotiterplatten: ["Microplate"],
    begasungsbrutschrank: ["CO2 incubator"],
    "echtzeit pcr": ["Real-time PCR"],
    "pcr gerät": ["Real-time PCR"],
    thermocycler: ["Real-time PCR"],
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
    schnelltest: ["Rapid antigen test"],
    antigenschnelltest: ["Rapid antigen test"],
    "antigen schnelltest": ["Rapid antigen test"],
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
    pointe: ["Pipette tip"],
    "pointe à filtre": ["Pipette tip"],
    "pcr en temps réel": ["Real-time PCR"],
    thermocycleur: ["Real-time PCR"],
    "filtre seringue": ["Syringe filter"],
    "filtre capsule": ["Capsule filter"],
    colonne: ["LC column"],
    flacon: ["Vial"],
    cryotube: ["Vial"],
    microplaque: ["Microplate"],
    plaque: ["Microplate"],
    "plaque pcr": ["Microplate"],
    bioréacteur: ["Single-use bioreactor", "Glass bioreactor"],
    "bioréacteur à usage unique": ["Single-use bioreactor"],
    fermenteur: ["Single-use bioreactor", "Glass bioreactor"],
    "spectromètre de masse": ["Q-TOF LC/MS", "Orbitrap MS", "Triple quadrupole MS"],
    spectrophotomètre: ["UV-Vis spectrophotometer", "Microvolume spectrophotometer"],
    "chromatographe en phase gazeuse": ["Gas chromatograph"],
    "système de purification d'eau": ["Water purification"],
    "test rapide": ["Rapid antigen test"],
    "test antigénique rapide": ["Rapid antigen test"],
  },
};

/**
 * Words that name an attribute, by language and attribute key (any category), beyond the English label and the
 * synonyms in finder/vocabulary.ts.
 */
export const ATTRIBUTE_WORDS: Record<Language, Record<string, string[]>> = {
  // "shelves" is not "shelf" with an "s" (a plural the normaliser cannot undo).
  en: { "shelf-temperature": ["shelves"], "shelf-area": ["shelves"] },
  de: {
    "condenser-temperature": ["kondensator", "kondensatortemperatur", "eiskondensator"],
    "max-speed": ["drehzahl", "geschwindigkeit"],
    "max-rcf": ["zentrifugalkraft", "rzb"],
    "working-volume": ["arbeitsvolumen", "volumen"],
    "chamber-volume": ["innenraum", "kammervolumen", "volumen"],
    "max-pressure": ["druck", "maximaldruck"],
    "flow-rate": ["durchfluss", "flussrate", "fluss"],
    "wavelength-range": ["wellenlänge", "wellenlängenbereich"],
    "temperature-range": ["temperatur", "temperaturbereich"],
    "weighing-capacity": ["wägebereich", "höchstlast", "kapazität"],
    readability: ["ablesbarkeit", "auflösung"],
    "pore-size": ["porengröße", "poren"],
    "shelf-area": ["stellfläche", "stellfläche", "fläche"],
    "storage-temperature": ["lagerung", "lagertemperatur"],
    "tests-per-kit": ["tests", "bestimmungen"],
    "pack-size": ["packung", "packungsgröße", "stück", "beutel"],
    // "Kanäle", "Kanälen" are not "Kanal" with an "s" (plurals the normaliser cannot undo).
    "detection-channels": ["kanal", "kanäle", "kanälen", "farbkanäle"],
    agitation: ["rührer", "rührgeschwindigkeit"],
    // An instrument's own size and weight ("Tiefe max. 45 cm", "45 cm tief", "Gewicht unter 60 kg").
    width: ["breite", "breit"],
    depth: ["tiefe", "tief"],
    height: ["höhe", "hoch"],
    weight: ["gewicht", "eigengewicht"],
    "time-to-result": ["ergebnis"],
  },
  fr: {
    "condenser-temperature": ["condenseur"],
    "max-speed": ["vitesse"],
    "max-rcf": ["force centrifuge"],
    "working-volume": ["volume utile", "volume de travail"],
    "max-pressure": ["pression"],
    "flow-rate": ["débit"],
    "wavelength-range": ["longueur d'onde", "longueurs d'onde"],
    "temperature-range": ["température"],
    "weighing-capacity": ["portée", "capacité"],
    readability: ["lisibilité", "précision"],
    "pore-size": ["porosité", "taille de pore"],
    "storage-temperature": ["conservation", "stockage"],
    "pack-size": ["boîte", "conditionnement", "paquet", "sachet"],
    agitation: ["agitation"],
    // "large" and "haut" are left out: read in every language, they would be English words ("large scale").
    width: ["largeur"],
    depth: ["profondeur", "profond"],
    height: ["hauteur"],
    weight: ["poids"],
    "time-to-result": ["résultat"],
  },
};

/** Words of a request that carry no requirement beyond search-terms.ts's STOP_WORDS (which the store search reads). */
export const FILLER_WORDS: Record<Language, string[]> = {
  en: [
    "but",
    "rather",
    "instead",
    "whose",
    "go",
    "goes",
    "going",
    "gets",
    "doing",
    "does",
    // An e-mail's courtesy and its sender, wherever they stand (GREETING_WORDS, SIGN_OFF_WORDS read them at the ends).
    "hi",
    "hello",
    "dear",
    "thanks",
    "thank",
    "cheers",
    "regards",
    "kindly",
    "quote",
    "quotation",
    "send",
    "group",
    "team",
    "colleagues",
    "department",
    // Verbs that only lead to a number, which says what is asked ("rated to 15,000 psi", "reads to 0.01 mg").
    "rated",
    "reads",
    "takes",
    "stirs",
    "holds",
    "stays",
    "handles",
    "installed",
  ],
  de: [
    "mit",
    "für",
    "und",
    "oder",
    "ein",
    "eine",
    "einen",
    "einer",
    "der",
    "die",
    "das",
    "den",
    "dem",
    "von",
    "bei",
    "zu",
    "im",
    "in",
    "ich",
    "wir",
    "suche",
    "suchen",
    "brauche",
    "brauchen",
    "benötige",
    "benötigen",
    "gerät",
    "anlage",
    "system",
    "labor",
    "hallo",
    "danke",
    "bitte",
    "angebot",
    "gruppe",
    "arbeitsgruppe",
    "abteilung",
    "kollegen",
    "stabil",
  ],
  fr: [
    "avec",
    "pour",
    "et",
    "ou",
    "un",
    "une",
    "le",
    "la",
    "les",
    "l",
    "des",
    "du",
    "de",
    "d",
    "à",
    "au",
    "en",
    "je",
    "nous",
    "cherche",
    "besoin",
    "appareil",
    "système",
    "laboratoire",
    "bonjour",
    "merci",
    "cordialement",
    "devis",
    "nous",
    "vous",
    "pouvez",
    "pourriez",
    "cherchons",
    "recherchons",
    "recherche",
    "envoyer",
    "équipe",
    "groupe",
    "collègues",
  ],
};

/** Words that end a clause, so the words around a number stop there ("und", "mit", "et", "avec"). */
export const CLAUSE_WORDS_BY_LANGUAGE: Record<Language, string[]> = {
  en: [],
  de: ["und", "oder", "mit", "aber", "sowie"],
  fr: ["et", "ou", "avec", "mais"],
};

/**
 * How a comparison word bounds the number after it. `upTo` is "at most" unless the attribute is a capability.
 * `better`/`worse` ("0.1 mg or better", "faster than 30 min", "finer than 0.1 mg") depend on the attribute: "at
 * least" on most, "at most" where a lower value is the better one (LOWER_IS_BETTER).
 */
export type ComparisonSense = "below" | "above" | "upTo" | "about" | "better" | "worse";

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
      "thinner than",
      "shallower than",
      "below",
      "under",
      "beneath",
      "within",
      "at most",
      "down to",
      "does not exceed",
      "not exceeding",
      "doesn't exceed",
      "do not exceed",
      "not to exceed",
      "must not exceed",
      "a maximum of",
      "less than or equal to",
      "lower than or equal to",
      "smaller than or equal to",
      "at max",
      "at the most",
      "max",
      "max.",
      "maximum",
      "max:",
      "maximum:",
      // "sub-2 µm": written onto the number with a hyphen.
      "sub-",
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
      "exceeds",
      "in excess of",
      "upwards of",
      "starting at",
      "starting from",
      "a minimum of",
      "greater than or equal to",
      "more than or equal to",
      "higher than or equal to",
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
    better: ["better than", "finer than", "faster than", "quicker than"],
    worse: ["worse than", "coarser than", "slower than"],
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
      "schmaler als",
      "flacher als",
      "innerhalb",
      "max.",
      "höchst.",
      "nicht über",
    ],
    above: [
      "mindestens",
      "minimal",
      "mind.",
      "mindest.",
      "wenigstens",
      "min.",
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
      "breiter als",
      "tiefer als",
    ],
    upTo: ["bis", "bis zu"],
    better: ["besser als", "feiner als", "schneller als"],
    worse: ["schlechter als", "langsamer als"],
    about: ["etwa", "ungefähr", "rund", "zirka", "ca"],
  },
  fr: {
    below: [
      "au plus",
      "au maximum",
      "au max",
      "maximum",
      "max",
      "max.",
      "moins de",
      "moins que",
      "inférieur à",
      "inférieure à",
      "inférieur ou égal à",
      "inférieure ou égale à",
      "plus léger que",
      "plus légère que",
      "moins lourd que",
      "moins lourde que",
      "plus étroit que",
      "plus étroite que",
      "moins large que",
      "moins profond que",
      "moins profonde que",
      "moins haut que",
      "moins haute que",
      "sous",
      "en dessous de",
      "n'excédant pas",
      "n'excède pas",
      "ne dépassant pas",
      "ne dépasse pas",
      "sans dépasser",
    ],
    above: [
      "au moins",
      "au minimum",
      "atteignant",
      "atteint",
      "plus de",
      "plus que",
      "supérieur à",
      "supérieure à",
      "supérieur ou égal à",
      "supérieure ou égale à",
      "plus lourd que",
      "plus lourde que",
      "plus large que",
      "plus profond que",
      "plus profonde que",
      "plus haut que",
      "plus haute que",
      "minimum",
      "au min",
      "dès",
      "à partir de",
    ],
    upTo: ["jusqu'à", "jusqu'a"],
    better: ["meilleur que", "meilleure que", "plus rapide que", "plus fin que", "plus fine que"],
    worse: ["moins bon que", "moins rapide que"],
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
  "neither",
  "weder",
  "except",
  "excluding",
  "ohne",
  "ausser",
  "außer",
  "sans",
  "hors",
  "sauf",
  "hormis",
  "excepté",
  "excepte",
];

/**
 * Phrases of several words that say a thing is not wanted when written right before its name ("other than Orbitrap",
 * "anything but a benchtop one", "apart from Roche", "autre que PTFE"), besides the single words above.
 */
export const WITHOUT_PHRASES: string[] = [
  // "isn't", "aren't": the apostrophe splits the word, so the contraction is a phrase of two words.
  "isn't",
  "aren't",
  "other than",
  "anything but",
  "anything except",
  "everything but",
  "apart from",
  "except for",
  "rather than",
  "instead of",
  "not including",
  "with the exception of",
  "abgesehen von",
  "anstatt",
  "statt",
  "autre que",
  "autres que",
  "à part",
  "à l'exception de",
  "plutôt que",
  "au lieu de",
];

/**
 * Words that carry a negation on to the next name of a list ("not PES or PTFE", "neither Roche nor Merck", "ni PES ni
 * PTFE"): the name after one of them is not wanted either.
 */
export const LIST_NEGATION_WORDS: string[] = ["or", "nor", "oder", "noch", "ou", "ni"];

/**
 * Words that carry a negation on to the next name of a list only when that name is of the negated name's kind (a
 * brand after a brand, an option after an option of the same attribute): "except Agilent and Waters", "ohne Nylon und
 * PTFE". A comma or a slash between the two names does the same ("not Thermo, Merck", "no Agilent/Waters").
 */
export const LIST_NEGATION_SAME_KIND_WORDS: string[] = ["and", "und", "et"];

/**
 * Articles skipped between a negation and the name it negates, up to two of them: "not a benchtop one", "not by
 * Sartorius", "not made by Sartorius", "außer von Sartorius", "pas de chez Roche" (a negation never dropped, issue 35).
 */
export const ARTICLES: string[] = [
  "by",
  "made",
  "manufactured",
  "par",
  "chez",
  "a",
  "an",
  "the",
  "any",
  "ein",
  "eine",
  "einen",
  "un",
  "une",
  "de",
  "from",
  "von",
  "à",
];

/**
 * Other words for yes/no attributes (by key), by what they say: "disposable", "Einweg", "à usage unique" say
 * single-use is yes; "reusable", "Mehrweg" say it is no; "unsterile" says sterile is no (issue 35).
 */
export const YES_NO_WORDS: Record<string, { yes: string[]; no: string[] }> = {
  sterile: {
    yes: ["steril", "stérile", "sterilized", "sterilised", "sterilisiert", "stérilisé"],
    no: ["unsterile", "unsteril", "nonsterile", "non sterile", "unsterilized"],
  },
  "single-use": {
    yes: ["disposable", "single use", "einweg", "usage unique", "jetable"],
    no: ["reusable", "re usable", "multi use", "multiple use", "mehrweg", "wiederverwendbar", "réutilisable"],
  },
};

/** Words after a number, by language and sense ("or more", "oder weniger", "ou plus", "or better"). */
export const COMPARISON_AFTER: Record<Language, Record<"below" | "above" | "better" | "worse", string[]>> = {
  en: {
    // "60 kg or lighter": also names the specification (COMPARISON_NAMES_ATTRIBUTE).
    below: ["or lighter", "or narrower", "or shallower", "or thinner"],
    above: ["or heavier", "or wider", "or deeper", "or taller", "or thicker"],
    better: ["or better", "or finer", "or faster", "or quicker", "and better", "or less time"],
    worse: ["or worse", "or slower", "or coarser"],
  },
  de: {
    below: ["oder weniger", "oder kälter", "oder kleiner", "oder niedriger", "höchstens", "maximal", "max"],
    above: ["oder mehr", "oder wärmer", "oder größer", "oder höher", "mindestens", "minimum"],
    better: ["oder besser", "oder feiner", "oder schneller"],
    worse: ["oder schlechter", "oder langsamer"],
  },
  fr: {
    below: ["ou moins", "au plus", "maximum"],
    above: ["ou plus", "au moins", "minimum"],
    better: ["ou mieux", "ou meilleur", "ou meilleure", "ou plus fin", "ou plus rapide"],
    worse: ["ou moins bien"],
  },
};

/**
 * Words that state a specification without a number (issue 35): "refrigerated" is a temperature range reaching 4 °C
 * or colder. `max`/`min` are inclusive bounds in `unit` on the attribute `key` (read only where the request's kinds
 * have that attribute).
 */
export const IMPLIED_SPECIFICATIONS: Record<
  string,
  /** `namesKind`: a compound that names the kind too (KIND_NAMES), read although the kind's reading took the word. */
  { key: string; min?: number; max?: number; unit: string; namesKind?: true }
> = {
  refrigerated: { key: "temperature-range", max: 4, unit: "°C" },
  cooled: { key: "temperature-range", max: 4, unit: "°C" },
  gekühlt: { key: "temperature-range", max: 4, unit: "°C" },
  gekühlte: { key: "temperature-range", max: 4, unit: "°C" },
  kühlzentrifuge: { key: "temperature-range", max: 4, unit: "°C", namesKind: true },
  // Kept in a fridge: stored at 2–8 °C (a kit's storage temperature; no instrument records one).
  fridge: { key: "storage-temperature", min: 2, max: 8, unit: "°C" },
  refrigerator: { key: "storage-temperature", min: 2, max: 8, unit: "°C" },
  kühlschrank: { key: "storage-temperature", min: 2, max: 8, unit: "°C" },
  réfrigérateur: { key: "storage-temperature", min: 2, max: 8, unit: "°C" },
  frigo: { key: "storage-temperature", min: 2, max: 8, unit: "°C" },
  réfrigéré: { key: "temperature-range", max: 4, unit: "°C" },
  réfrigérée: { key: "temperature-range", max: 4, unit: "°C" },
  refrigeree: { key: "temperature-range", max: 4, unit: "°C" },
  refrigere: { key: "temperature-range", max: 4, unit: "°C" },
};

/**
 * Containers a product holds or is used with: a quantity of one after "for" ("minifuge for 1.5 mL tubes", "rotor für
 * 50-ml-Röhrchen") is what the product is for, not a specification of its own (issue 35).
 */
export const CONTAINER_WORDS: string[] = [
  "tube",
  "tubes",
  "vial",
  "vials",
  "flask",
  "flasks",
  "bottle",
  "bottles",
  "cuvette",
  "cuvettes",
  "falcon",
  "falcons",
  "röhrchen",
  "gefäße",
  "flaschen",
  "tubes",
  "flacons",
];

/**
 * Attributes (keys) that say what a product reaches, beyond the operating ranges and the "max-…"/"…-capacity" ones:
 * a bare value of one ("qPCR with 6 channels", "mass spec 240k resolution") asks for at least it, as "up to" does.
 */
export const CAPABILITY_KEYS: string[] = ["detection-channels", "resolving-power", "shelf-area"];

/**
 * Units that mean another unit beside some kinds (issue 35): "centrifuge, 20,000 g" is 20,000 × g, not twenty kilos.
 * Read so only when the request names one of the kinds (options of attributes.json) and no word around the number
 * names an attribute of the unit's own dimension ("rotor weight 20,000 g" stays grams).
 */
export const UNITS_BY_KIND: Record<string, { unit: string; kinds: string[] }> = {
  g: { unit: "× g", kinds: ["Centrifuge"] },
};

/**
 * "At least" words: on an attribute where a lower value is the better one ("readability at least 0.1 mg",
 * "sensitivity of at least 1 pg/mL") they say "at least that good", so at most the number (issue 35), never the
 * literal "a coarser readability"; "more than"/"over" keep their sense.
 */
export const AT_LEAST_WORDS: string[] = [
  "at least",
  "minimum",
  "min",
  "mindestens",
  "wenigstens",
  "minimal",
  "au moins",
  "au minimum",
];

/**
 * "Max" words: before or after a number on a specification that is itself a maximum ("centrifuge max 15,000 rpm",
 * "HPLC 600 bar max"), they may name the specification (its maximum speed is 15,000 rpm) or cap it (at most 15,000
 * rpm). Only the value both readings accept is met: the value itself (issue 35). "At most", "no more than",
 * "höchstens" are caps on any specification.
 */
export const MAX_WORDS: string[] = ["max", "max.", "maximum", "maximal", "maxi"];

/**
 * German and French words of this lexicon that English requests also write (names, units, loan words): they do not
 * tell that a request is written in German or French, so that its numbers are written as there (a decimal comma, a
 * dot grouping thousands: "mind. 1.300 bar").
 */
export const ENGLISH_HOMOGRAPHS: string[] = [
  ...["die", "den", "von", "labor", "system", "tests", "volume", "capsule", "micro", "phase", "force", "plus"],
  ...["fin", "fine", "minimal", "maximal", "minimum", "maximum", "fermenter", "photometer", "thermocycler"],
  ...["agitation", "conservation", "bis", "rund", "mind", "sous", "environ", "des", "les", "une", "entre"],
  ...["balance", "centrifuge", "pore", "flux", "purification", "cryotube", "unique", "usage", "plaque", "bon"],
  ...["pour"],
];

/**
 * Attributes (keys) on which a lower value is the better one, and dimensions whose values are all such: "0.01 mg or
 * better" readability, "results faster than 30 min" are at most that (issue 35). On every other attribute "better"
 * and "faster" mean more ("25,000 rpm or faster").
 */
export const LOWER_IS_BETTER: { keys: string[]; dimensions: string[]; sizes: string[] } = {
  keys: ["readability", "time-to-result", "sensitivity", "mass-accuracy"],
  dimensions: ["time"],
  /**
   * Sizes where a finer one is smaller ("0.2 µm or finer" pore, "sub-2 µm or better" particles), but which are sizes,
   * not grades: "at least 0.45 µm" on them is that size or larger.
   */
  sizes: ["pore-size", "particle-size"],
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
    // "a bioreactor for 2–10 L": what it is for, all of it (on a range attribute only: coverageReading).
    "for",
  ],
  de: ["abdecken", "abdeckt", "abdeckend", "bereich", "messbereich", "über den bereich", "für"],
  fr: ["couvrant", "couvre", "couvrir", "plage", "gamme", "pour"],
};

/** Words that join the two ends of a range written out ("zwischen 2 und 8 °C", "de 190 à 1100 nm"), by language. */
export const RANGE_WORDS: Record<Language, { between: string[]; and: string[]; from: string[]; to: string[] }> = {
  en: { between: ["between"], and: ["and", "&"], from: ["from"], to: ["to", "until"] },
  de: { between: ["zwischen"], and: ["und"], from: ["von"], to: ["bis"] },
  fr: { between: ["entre"], and: ["et"], from: ["de"], to: ["à"] },
};

/** The kinds of liquid chromatograph a detector or a pump narrows. */
const LIQUID_CHROMATOGRAPHS = ["HPLC", "UHPLC"];

const DIODE_ARRAY = { label: "Diode array detector", kinds: LIQUID_CHROMATOGRAPHS, terms: ["DAD", "diode array"] };
const FLUORESCENCE = { label: "Fluorescence detector", kinds: LIQUID_CHROMATOGRAPHS, terms: ["FLD", "fluorescence"] };
const VARIABLE_WAVELENGTH = {
  label: "Variable wavelength detector",
  kinds: LIQUID_CHROMATOGRAPHS,
  terms: ["VWD", "variable wavelength"],
};
const QUATERNARY = { label: "Quaternary pump", kinds: LIQUID_CHROMATOGRAPHS, terms: ["quaternary"] };
const BINARY = { label: "Binary pump", kinds: LIQUID_CHROMATOGRAPHS, terms: ["binary"] };
const ISOCRATIC = { label: "Isocratic pump", kinds: LIQUID_CHROMATOGRAPHS, terms: ["isocratic"] };
// A gradient needs two solvents or more: a binary or a quaternary pump.
const GRADIENT = { label: "Gradient pump", kinds: LIQUID_CHROMATOGRAPHS, terms: ["binary", "quaternary"] };
const IONIZER = { label: "Ionizer", kinds: ["Analytical balance"], terms: ["ionizer", "ioniser"] };

/** The kinds of diagnostic kit a target (what a kit detects) narrows. */
const ASSAYS = ["ELISA", "Immunoassay", "Rapid antigen test", "Molecular point-of-care test"];

/**
 * Words that narrow a product kind beyond the kind attribute's options (issue 35): "C18 column" is an LC column, but
 * not every LC column is C18. Each is read as a requirement checked on the product's own words (`terms`, searched
 * for in its title, subtitle, description and text specifications), and names its kind (`kinds`: options of
 * attributes.json) for a request that names no kind ("C18, 1.7 µm"). Keys are written as people type them, in any
 * language of the lexicon; a kind name of KIND_NAMES or KIND_SYNONYMS that contains one is narrowed by it too.
 */
export const KIND_NARROWERS: Record<string, { label: string; kinds: string[]; terms: string[] }> = {
  microcentrifuge: { label: "Microcentrifuge", kinds: ["Centrifuge"], terms: ["microcentrifuge", "micro-centrifuge"] },
  "micro centrifuge": {
    label: "Microcentrifuge",
    kinds: ["Centrifuge"],
    terms: ["microcentrifuge", "micro-centrifuge"],
  },
  mikrozentrifuge: { label: "Microcentrifuge", kinds: ["Centrifuge"], terms: ["microcentrifuge", "micro-centrifuge"] },
  microcentrifugeuse: {
    label: "Microcentrifuge",
    kinds: ["Centrifuge"],
    terms: ["microcentrifuge", "micro-centrifuge"],
  },
  "micro centrifugeuse": {
    label: "Microcentrifuge",
    kinds: ["Centrifuge"],
    terms: ["microcentrifuge", "micro-centrifuge"],
  },
  minifuge: { label: "Microcentrifuge", kinds: ["Centrifuge"], terms: ["microcentrifuge", "micro-centrifuge", "mini"] },
  microfuge: {
    label: "Microcentrifuge",
    kinds: ["Centrifuge"],
    terms: ["microcentrifuge", "micro-centrifuge", "mini"],
  },
  "mini centrifuge": {
    label: "Microcentrifuge",
    kinds: ["Centrifuge"],
    terms: ["microcentrifuge", "micro-centrifuge", "mini"],
  },
  "high speed": { label: "High-speed", kinds: ["Centrifuge"], terms: ["high-speed"] },
  ultracentrifuge: { label: "Ultracentrifuge", kinds: ["Centrifuge"], terms: ["ultracentrifuge"] },
  c18: { label: "C18", kinds: ["LC column"], terms: ["C18"] },
  c8: { label: "C8", kinds: ["LC column"], terms: ["C8"] },
  c4: { label: "C4", kinds: ["LC column"], terms: ["C4"] },
  hilic: { label: "HILIC", kinds: ["LC column"], terms: ["HILIC"] },
  "phenyl hexyl": { label: "Phenyl-hexyl", kinds: ["LC column"], terms: ["phenyl-hexyl"] },
  phenyl: { label: "Phenyl", kinds: ["LC column"], terms: ["phenyl"] },
  "reversed phase": { label: "Reversed phase", kinds: ["LC column"], terms: ["reversed-phase", "C18", "C8"] },
  headspace: { label: "Headspace", kinds: ["Vial"], terms: ["headspace"] },
  "crimp top": { label: "Crimp top", kinds: ["Vial"], terms: ["crimp"] },
  "screw cap": { label: "Screw cap", kinds: ["Vial"], terms: ["screw"] },
  cryovial: { label: "Cryogenic", kinds: ["Vial"], terms: ["cryovial", "cryogenic", "cryo"] },
  "cryo vial": { label: "Cryogenic", kinds: ["Vial"], terms: ["cryovial", "cryogenic", "cryo"] },
  "cryogenic vial": { label: "Cryogenic", kinds: ["Vial"], terms: ["cryovial", "cryogenic", "cryo"] },
  cryotube: { label: "Cryogenic", kinds: ["Vial"], terms: ["cryovial", "cryogenic", "cryo"] },
  kryoröhrchen: { label: "Cryogenic", kinds: ["Vial"], terms: ["cryovial", "cryogenic", "cryo"] },
  "filter tip": { label: "Filter tips", kinds: ["Pipette tip"], terms: ["filter"] },
  "pointe à filtre": { label: "Filter tips", kinds: ["Pipette tip"], terms: ["filter"] },
  filterspitze: { label: "Filter tips", kinds: ["Pipette tip"], terms: ["filter"] },
  "low retention": { label: "Low-retention", kinds: ["Pipette tip"], terms: ["low-retention"] },
  "pcr plate": { label: "PCR plate", kinds: ["Microplate"], terms: ["PCR"] },
  "qpcr plate": { label: "qPCR plate", kinds: ["Microplate"], terms: ["qPCR", "PCR"] },
  "pcr platte": { label: "PCR plate", kinds: ["Microplate"], terms: ["PCR"] },
  "plaque pcr": { label: "PCR plate", kinds: ["Microplate"], terms: ["PCR"] },
  "deep well": { label: "Deep-well", kinds: ["Microplate"], terms: ["deep-well"] },
  deepwell: { label: "Deep-well", kinds: ["Microplate"], terms: ["deep-well"] },
  "elisa plate": { label: "ELISA plate", kinds: ["Microplate"], terms: ["ELISA"] },
  "semi micro": { label: "Semi-micro", kinds: ["Analytical balance"], terms: ["semi-micro"] },
  "precision balance": { label: "Precision balance", kinds: ["Analytical balance"], terms: ["precision"] },
  microbalance: { label: "Microbalance", kinds: ["Analytical balance"], terms: ["microbalance"] },
  // What a kit detects (its targets), by the names and abbreviations clinicians use.
  procalcitonin: { label: "Procalcitonin", kinds: ASSAYS, terms: ["procalcitonin"] },
  procalcitonine: { label: "Procalcitonin", kinds: ASSAYS, terms: ["procalcitonin"] },
  pct: { label: "Procalcitonin", kinds: ASSAYS, terms: ["procalcitonin"] },
  crp: { label: "CRP", kinds: ASSAYS, terms: ["CRP", "C-reactive protein"] },
  "c reactive protein": { label: "CRP", kinds: ASSAYS, terms: ["CRP", "C-reactive protein"] },
  "c reaktives protein": { label: "CRP", kinds: ASSAYS, terms: ["CRP", "C-reactive protein"] },
  "protéine c réactive": { label: "CRP", kinds: ASSAYS, terms: ["CRP", "C-reactive protein"] },
  "tnf α": { label: "TNF-alpha", kinds: ASSAYS, terms: ["TNF-alpha"] },
  "tnf alpha": { label: "TNF-alpha", kinds: ASSAYS, terms: ["TNF-alpha"] },
  "tnf a": { label: "TNF-alpha", kinds: ASSAYS, terms: ["TNF-alpha"] },
  "il 6": { label: "IL-6", kinds: ASSAYS, terms: ["IL-6"] },
  "interleukin 6": { label: "IL-6", kinds: ASSAYS, terms: ["IL-6"] },
  troponin: { label: "Troponin", kinds: ASSAYS, terms: ["troponin"] },
  ferritin: { label: "Ferritin", kinds: ASSAYS, terms: ["ferritin"] },
  ferritine: { label: "Ferritin", kinds: ASSAYS, terms: ["ferritin"] },
  // What an LC system detects with and how it pumps, by the names and abbreviations chromatographers use.
  dad: DIODE_ARRAY,
  pda: DIODE_ARRAY,
  "dad detector": DIODE_ARRAY,
  "pda detector": DIODE_ARRAY,
  "diode array": DIODE_ARRAY,
  "diode array detector": DIODE_ARRAY,
  "photodiode array": DIODE_ARRAY,
  diodenarray: DIODE_ARRAY,
  "diodenarray detektor": DIODE_ARRAY,
  "barrette de diodes": DIODE_ARRAY,
  fld: FLUORESCENCE,
  "fld detector": FLUORESCENCE,
  "fluorescence detector": FLUORESCENCE,
  fluoreszenzdetektor: FLUORESCENCE,
  "détecteur de fluorescence": FLUORESCENCE,
  "détecteur fluorimétrique": FLUORESCENCE,
  vwd: VARIABLE_WAVELENGTH,
  "vwd detector": VARIABLE_WAVELENGTH,
  "variable wavelength detector": VARIABLE_WAVELENGTH,
  "variable wavelength": VARIABLE_WAVELENGTH,
  quaternary: QUATERNARY,
  "quaternary pump": QUATERNARY,
  "quaternary pumps": QUATERNARY,
  "binary pump": BINARY,
  "binary pumps": BINARY,
  "isocratic pump": ISOCRATIC,
  "isocratic pumps": ISOCRATIC,
  "gradient pump": GRADIENT,
  quat: QUATERNARY,
  "quat pump": QUATERNARY,
  quaternär: QUATERNARY,
  quaternaire: QUATERNARY,
  binary: BINARY,
  binär: BINARY,
  binaire: BINARY,
  isocratic: ISOCRATIC,
  isokratisch: ISOCRATIC,
  isocratique: ISOCRATIC,
  gradient: GRADIENT,
  ionizer: IONIZER,
  ioniser: IONIZER,
  ionisator: IONIZER,
  ioniseur: IONIZER,
  "direct heat": { label: "Direct heat", kinds: ["CO2 incubator"], terms: ["direct-heat"] },
  "direct heated": { label: "Direct heat", kinds: ["CO2 incubator"], terms: ["direct-heat"] },
  direktheizung: { label: "Direct heat", kinds: ["CO2 incubator"], terms: ["direct-heat"] },
  "direkt beheizt": { label: "Direct heat", kinds: ["CO2 incubator"], terms: ["direct-heat"] },
  "chauffage direct": { label: "Direct heat", kinds: ["CO2 incubator"], terms: ["direct-heat"] },
};

/**
 * Comparison words that say a product gets to a value (COMPARISON_WORDS "above"): to a temperature below zero they
 * mean that cold or colder ("reaching -85 °C"), as a product that reaches -85 °C also holds -80 °C (issue 35).
 */
export const REACH_WORDS: string[] = [
  "reaching",
  "reaches",
  "reach",
  "achieving",
  "achieves",
  "erreicht",
  "erreichen",
  "atteignant",
  "atteint",
];

/**
 * Words that join a part to a product ("tips with filter", "Spitzen mit Filter", "pointes avec filtre"): a kind named
 * after one of them, following another kind, is a part of the first (issue 35), not a second kind to look for.
 */
export const WITH_WORDS: string[] = ["with", "incl", "including", "mit", "avec"];

/**
 * Other names of the options of attributes that are not a product's kind (issue 35), by the option as
 * attributes.json writes it: chemical names, their German and French forms, and abbreviations. A name of three
 * letters or digits or fewer is an abbreviation, read only where written in capitals ("CA" is cellulose acetate, "ca"
 * circa; "B2" a cabinet's type, "b2" a vitamin).
 */
export const OPTION_NAMES: Record<string, string[]> = {
  "Cellulose acetate": ["CA", "celluloseacetat", "cellulose-acetat", "acétate de cellulose"],
  PES: ["polyethersulfone", "polyether sulfone", "polyethersulfon", "polyéthersulfone"],
  PVDF: ["polyvinylidene fluoride", "polyvinylidene difluoride", "polyvinylidenfluorid", "polyfluorure de vinylidène"],
  PTFE: ["polytetrafluoroethylene", "polytetrafluorethylen", "polytétrafluoroéthylène"],
  Nylon: ["polyamide", "polyamid"],
  "Class II, Type A2": ["A2", "type A2", "class II A2", "class 2 A2", "class II type A2", "classe II A2"],
  "Class II, Type B2": ["B2", "type B2", "class II B2", "class 2 B2", "class II type B2", "classe II B2"],
};

/**
 * Words for a microplate's wells after a count ("96-well", "384 wells", "96 puits", "96er"): the count is its own
 * requirement, checked on the product's words ("96-well"), never a volume, a pack size or dropped (issue 35).
 */
export const WELL_WORDS: string[] = ["well", "wells", "puits", "näpfe", "kavitäten"];

/**
 * The courtesy of a request written as an e-mail (issue 35): greetings that open it ("Hi Anna,", "Guten Tag,") and
 * sign-offs that close it ("Thanks, Anna", "Mit freundlichen Grüßen", "Cordialement"). A greeting takes the words up
 * to its first comma or stop; a sign-off the name after it. Neither is a requirement of the product.
 */
export const GREETING_WORDS: Record<Language, string[]> = {
  en: ["hi", "hello", "hey", "dear", "good morning", "good afternoon", "good evening", "greetings", "hi there"],
  de: [
    "hallo",
    "guten tag",
    "guten morgen",
    "sehr geehrte",
    "sehr geehrter",
    "sehr geehrtes",
    "sehr geehrte damen und herren",
    "liebe",
    "lieber",
    "moin",
    "servus",
    "grüß gott",
  ],
  fr: ["bonjour", "bonsoir", "salut", "madame", "monsieur", "madame monsieur", "cher", "chère", "chers", "chères"],
};

export const SIGN_OFF_WORDS: Record<Language, string[]> = {
  en: [
    "thanks",
    "thank you",
    "many thanks",
    "thanks in advance",
    "thanks a lot",
    "thank you in advance",
    "thx",
    "cheers",
    "best regards",
    "kind regards",
    "warm regards",
    "regards",
    "best wishes",
    "all the best",
    "sincerely",
    "yours sincerely",
    "yours faithfully",
    "yours truly",
  ],
  de: [
    "danke",
    "vielen dank",
    "danke schön",
    "dankeschön",
    "besten dank",
    "herzlichen dank",
    "mit freundlichen grüßen",
    "mit besten grüßen",
    "freundliche grüße",
    "viele grüße",
    "beste grüße",
    "liebe grüße",
    "grüße",
    "gruß",
    "mfg",
  ],
  fr: [
    "merci",
    "merci beaucoup",
    "merci d'avance",
    "merci par avance",
    "cordialement",
    "bien cordialement",
    "salutations",
    "meilleures salutations",
    "sincères salutations",
    "bien à vous",
    "bonne journée",
  ],
};

/**
 * How soon a product ships (ADR 084). "In stock" phrases ask for units on hand now; a delivery word with a time
 * ("ships within 2 weeks", "Lieferzeit max. 3 Wochen", "livraison sous 10 jours", "2-week lead time") asks for a
 * dispatch within that time. The words between the two say it is a limit ("within", "innerhalb von", "sous").
 */
export const IN_STOCK_WORDS: Record<Language, string[]> = {
  en: [
    "in stock",
    "on stock",
    "from stock",
    "ex stock",
    "available from stock",
    "available now",
    "immediately available",
    "available immediately",
    "ready to ship",
    "ships immediately",
    "on hand",
    "units on hand",
  ],
  de: ["auf lager", "ab lager", "vorrätig", "lagernd", "lagerware", "sofort lieferbar", "sofort verfügbar"],
  fr: [
    "en stock",
    "disponible en stock",
    "disponible immédiatement",
    "livrable immédiatement",
    "expédié immédiatement",
  ],
};

export const DELIVERY_WORDS: Record<Language, string[]> = {
  en: [
    "ship",
    "ships",
    "shipped",
    "shipping",
    "shipping time",
    "shipment",
    "dispatch",
    "dispatches",
    "dispatched",
    "dispatch time",
    "deliver",
    "delivers",
    "delivered",
    "delivery",
    "delivery time",
    "lead time",
    "lead times",
    "leadtime",
    "available",
    "deliv",
    "turnaround",
    "turnaround time",
    "lt",
    "needed",
    "need it",
    "required",
    "can have",
    "have it",
    "get it",
    "get it to us",
    "receive it",
    "arrive",
    "arrives",
    "arrival",
  ],
  de: [
    "lieferzeit",
    "lieferung",
    "liefertermin",
    "lieferbar",
    "geliefert",
    "liefern",
    "versand",
    "versandfertig",
    "versendet",
    "verfügbar",
    "auslieferung",
    "anlieferung",
    "lieferfrist",
    "lieferdauer",
    "benötigt",
  ],
  fr: [
    "livraison",
    "livré",
    "livrée",
    "livrés",
    "livrable",
    "expédition",
    "expédié",
    "expédiée",
    "délai",
    "délais",
    "délai de livraison",
    "délai d'expédition",
    "disponible",
    "livrer",
    "delai",
    "delai de livraison",
  ],
};

export const WITHIN_WORDS: Record<Language, string[]> = {
  en: [
    "within",
    "in",
    "in under",
    "in less than",
    "under",
    "below",
    "less than",
    "at most",
    "max",
    "maximum",
    "no more than",
    "not more than",
    "of",
    "of at most",
    "of max",
    "of under",
    "of less than",
    "up to",
    "is",
    "within the next",
    "in the next",
    "about",
    "around",
    "approx",
    "approximately",
    "ca",
  ],
  de: [
    "innerhalb",
    "innerhalb von",
    "binnen",
    "in",
    "unter",
    "weniger als",
    "max",
    "maximal",
    "höchstens",
    "bis",
    "von",
    "innerhalb der nächsten",
    "in den nächsten",
    "ca",
    "etwa",
    "spätestens",
    "spätestens in",
  ],
  fr: [
    "sous",
    "en",
    "en moins de",
    "moins de",
    "dans",
    "dans les",
    "d'ici",
    "au plus",
    "au maximum",
    "maximum",
    "max",
    "inférieur à",
    "inférieure à",
    "de",
    "environ",
    "env",
    "au plus tard",
    "au plus tard sous",
  ],
};

/**
 * Words after a delivery time that only repeat it is a limit counted from the order ("2 weeks max", "1 week or less",
 * "4 Wochen nach Auftragseingang", "15 jours à réception de commande"): read with it.
 */
export const DELIVERY_TIME_AFTER_WORDS: string[] = [
  "max",
  "maximum",
  "at most",
  "at the latest",
  "or less",
  "or sooner",
  "or earlier",
  "after order",
  "after ordering",
  "from order",
  "from po",
  "after po",
  "aro",
  "after receipt of order",
  "höchstens",
  "spätestens",
  "maximal",
  "nach auftragseingang",
  "nach auftragserteilung",
  "nach bestellung",
  "ab bestellung",
  "au plus tard",
  "maxi",
  "après commande",
  "à réception de commande",
  "à compter de la commande",
];

/** Words before an "in stock" phrase that say it is not wanted ("doesn't need to be in stock"), besides negations. */
export const STOCK_NEGATION_WORDS: string[] = ["doesn", "don", "needn", "isn", "aren", "sans", "ohne", "egal"];

/** A delivery time's units in days; business days count as calendar days at 7 per 5. */
export const DELIVERY_TIME_UNITS: Record<string, { days: number; businessDays?: boolean }> = {
  h: { days: 1 / 24 },
  hour: { days: 1 / 24 },
  hours: { days: 1 / 24 },
  hrs: { days: 1 / 24 },
  stunden: { days: 1 / 24 },
  heures: { days: 1 / 24 },
  day: { days: 1 },
  days: { days: 1 },
  tag: { days: 1 },
  tage: { days: 1 },
  tagen: { days: 1 },
  jour: { days: 1 },
  jours: { days: 1 },
  werktag: { days: 1, businessDays: true },
  werktage: { days: 1, businessDays: true },
  werktagen: { days: 1, businessDays: true },
  arbeitstage: { days: 1, businessDays: true },
  arbeitstagen: { days: 1, businessDays: true },
  week: { days: 7 },
  weeks: { days: 7 },
  wk: { days: 7 },
  wks: { days: 7 },
  woche: { days: 7 },
  wochen: { days: 7 },
  semaine: { days: 7 },
  semaines: { days: 7 },
  wo: { days: 7 },
  fortnight: { days: 14 },
  fortnights: { days: 14 },
  month: { days: 30 },
  months: { days: 30 },
  monat: { days: 30 },
  monate: { days: 30 },
  monaten: { days: 30 },
  mois: { days: 30 },
};

/** The words before "days" that make them business days ("5 business days", "10 jours ouvrés" after the unit). */
export const BUSINESS_DAY_WORDS = {
  before: ["business", "working", "work"],
  after: ["ouvrés", "ouvrables", "ouvrable"],
};

/**
 * How many to order, not a specification (issue 35): words before a count that make it an order ("order 10", "a
 * quote for 3", "wir bestellen 5", "commander 2") and words after a count that name what is counted as an order
 * ("3 boxes", "20 packs", "zwei Geräte", "2 unités", "three of these"). A count before a pack word and "of" ("2 packs of
 * 50") orders packs; the pack's own size ("of 50") stays a pack size.
 */
export const ORDER_WORDS: Record<Language, string[]> = {
  en: [
    "order",
    "ordering",
    "buy",
    "buying",
    "purchase",
    "purchasing",
    "quote for",
    "quotation for",
    "offer for",
    "price for",
    "prices for",
    "pricing for",
  ],
  de: ["bestellen", "bestellung von", "kaufen", "angebot für", "angebot über", "beschaffen"],
  fr: ["commander", "commande de", "acheter", "devis pour", "offre pour"],
};

/**
 * Plural words after a count that count an order (see ORDER_WORDS); written as typed, matched on the raw word. Not the
 * words for pieces ("960 Stück", "1000 pcs"), which give a consumable's pack size (the pack-size words).
 */
export const ORDER_UNIT_WORDS: Record<Language, string[]> = {
  en: [
    "units",
    "boxes",
    "packs",
    "packages",
    "packets",
    "cases",
    "cartons",
    "racks",
    "bags",
    "sets",
    "kits",
    "systems",
    "instruments",
    "devices",
    "machines",
  ],
  de: ["einheiten", "packungen", "kartons", "schachteln", "boxen", "geräte", "systeme", "kits"],
  fr: ["unités", "boîtes", "paquets", "cartons", "exemplaires", "kits", "appareils", "systèmes"],
};

/** Words for pieces: after a word of ordering, what is ordered ("wir bestellen 5 Stück"); elsewhere a pack size. */
export const PIECE_WORDS: string[] = ["pieces", "piece", "pcs", "pc", "stück", "stk", "pièces", "pièce"];

/** "of these", "davon", "de ceux-ci": after a count, the product asked about, counted as an order. */
export const ORDER_OF_THESE_WORDS: string[] = [
  "of these",
  "of them",
  "of those",
  "of it",
  "davon",
  "de ceux-ci",
  "de celui-ci",
];

/** Counts written as words, read only as how many to order (ORDER_WORDS, ORDER_UNIT_WORDS). */
export const COUNT_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  zehn: 10,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  dix: 10,
};

/**
 * Words after a price that make it the price of one item sold ("under $400 per pack", "60 $ la boîte", "$900
 * each"): a listed price is the price of one pack, box or kit, so they ask nothing more of it (issue 35).
 */
export const PRICE_EACH_WORDS = {
  before: ["per", "a", "an", "pro", "par", "la", "le", "je", "/"],
  items: [
    "pack",
    "pk",
    "package",
    "box",
    "case",
    "carton",
    "rack",
    "kit",
    "unit",
    "piece",
    "bag",
    "system",
    "instrument",
    "packung",
    "schachtel",
    "karton",
    "stück",
    "gerät",
    "boîte",
    "paquet",
    "unité",
    "pièce",
    "appareil",
  ],
  alone: ["each", "apiece", "ea", "pièce", "l'unité", "stück"],
};

/**
 * Comparison words (of COMPARISON_WORDS, and symbols) that leave the number itself out: "under 60 kg" is not met by a
 * 60 kg instrument, "above 0.5 m/s" not by 0.50 m/s, as "at most", "max." and "≤" are (issue 35). On specifications
 * only: a budget ("under $12,000") keeps its limit, as buyers mean it. Negated, they keep it too ("not under 5 L").
 */
export const STRICT_COMPARISON_WORDS: string[] = [
  ...["colder than", "cooler than", "lower than", "less than", "fewer than", "smaller than", "shorter than"],
  ...["lighter than", "narrower than", "thinner than", "below", "under", "beneath", "warmer than", "hotter than"],
  ...["higher than", "greater than", "more than", "larger than", "bigger than", "longer than", "heavier than"],
  ...["shallower than", "schmaler als", "flacher als", "breiter als", "tiefer als", "plus léger que"],
  ...["plus étroit que", "moins profond que", "moins haut que", "plus lourd que", "plus large que"],
  ...["plus profond que", "plus haut que", "plus légère que", "moins lourd que", "moins lourde que"],
  ...["plus étroite que", "moins large que", "moins profonde que", "moins haute que", "plus lourde que"],
  ...["plus profonde que", "plus haute que"],
  ...["wider than", "deeper than", "taller than", "above", "over", "exceeding", "exceeds", "in excess of", "beyond"],
  ...["better than", "finer than", "faster than", "quicker than", "worse than", "coarser than", "slower than"],
  ...["sub-", "<", ">"],
  ...["unter", "unterhalb", "weniger als", "kleiner als", "niedriger als", "kälter als", "kürzer als"],
  ...["leichter als", "über", "oberhalb", "mehr als", "größer als", "grösser als", "höher als", "wärmer als"],
  ...["länger als", "schwerer als", "besser als", "feiner als", "schneller als", "schlechter als", "langsamer als"],
  ...["moins de", "moins que", "inférieur à", "inférieure à", "sous", "en dessous de", "plus de", "plus que"],
  ...["supérieur à", "supérieure à", "meilleur que", "meilleure que", "plus rapide que", "plus fin que"],
  ...["plus fine que", "moins bon que", "moins rapide que"],
];

/**
 * Comparison words (COMPARISON_WORDS) that name what they compare, by attribute key: "lighter than 6 kg" is a
 * weight (not a weighing capacity), "no deeper than 37 cm" a depth (not any of the sizes).
 */
export const COMPARISON_NAMES_ATTRIBUTE: Record<string, string[]> = {
  weight: [
    ...["lighter than", "heavier than", "or lighter", "or heavier", "leichter als", "schwerer als"],
    ...[
      "plus léger que",
      "plus légère que",
      "plus lourd que",
      "plus lourde que",
      "moins lourd que",
      "moins lourde que",
    ],
  ],
  width: [
    ...["narrower than", "wider than", "or narrower", "or wider", "schmaler als", "breiter als"],
    ...["plus étroit que", "plus étroite que", "plus large que", "moins large que"],
  ],
  depth: [
    ...["shallower than", "deeper than", "or shallower", "or deeper", "flacher als", "tiefer als"],
    ...["moins profond que", "moins profonde que", "plus profond que", "plus profonde que"],
  ],
  height: [
    "taller than",
    "or taller",
    "höher als",
    "plus haut que",
    "plus haute que",
    "moins haut que",
    "moins haute que",
  ],
};

/**
 * Words of an e-mail's addressee or signature besides names (a name is capitalised): "Dear sales team,", "Best
 * regards, Dr. Priya Nair", "Sehr geehrte Damen und Herren". Any other word after a greeting or a sign-off is read as
 * part of the request (issue 35: "Thanks, no PTFE please" asks for something).
 */
export const ADDRESSEE_WORDS: string[] = [
  ...["team", "sales", "procurement", "purchasing", "support", "colleague", "colleagues", "sir", "madam", "all"],
  ...["everyone", "there", "dr", "prof", "mr", "mrs", "ms", "damen", "und", "herren", "kollegen", "kolleginnen"],
  ...["frau", "herr", "équipe", "collègues", "madame", "monsieur", "mme", "m", "tous", "à"],
];

/**
 * What a price may be written per that is not the item sold ("$0.10 per tip", "$5 per test", "2 € pro Test"): a pack
 * or a kit is priced whole, so such a price is reported, never compared as a pack's price (issue 35).
 */
export const PRICE_PER_PIECE_WORDS: string[] = [
  ...["tip", "tips", "test", "tests", "sample", "samples", "reaction", "reactions", "rxn", "well", "wells", "assay"],
  ...["determination", "vial", "plate", "filter", "spitze", "bestimmung", "probe", "réaction", "échantillon", "pointe"],
];

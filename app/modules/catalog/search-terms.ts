// The domain's search terms, shared by the product finder's parser (ADR 026) and the store search (ADR 032): the
// names people use for a product kind or a category, and the words of a request that carry no meaning. One table,
// so a synonym added here is understood by both. Pure data and pure functions (no I/O), unit-tested.
//
// The store search turns a query into full-text query strings (searchPlan): each word a prefix as typed, each
// phrase that names a kind an OR-group of the kind's other names ("lyophilizer" → `lyophilizer:* | freeze <->
// dryer | …`), with weights the SQL ranks by. Query strings are built from letters and digits only, plus the
// operators written here, and are passed to to_tsquery as parameters.
import { KIND_NAMES } from "./lexicon";

/** Lower case, and a plural "s" dropped, so "lyophilizers" and "tips" meet "lyophilizer" and "tip". */
export function normalizeWord(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length > 3 && lower.endsWith("s") && !/(ss|us|is)$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

/**
 * Names people use for a product kind, mapped to the kind options they stand for (compared case-insensitively with
 * the options of the categories' kind attributes; options nobody defines are ignored). Every option is also a name
 * of itself.
 */
export const KIND_SYNONYMS: Record<string, string[]> = {
  lyophilizer: ["Freeze dryer"],
  lyophiliser: ["Freeze dryer"],
  lyophilization: ["Freeze dryer"],
  lyophilisation: ["Freeze dryer"],
  lyo: ["Freeze dryer"],
  "freeze dryer": ["Freeze dryer"],
  "freeze drier": ["Freeze dryer"],
  freezedryer: ["Freeze dryer"],
  "freeze drying": ["Freeze dryer"],
  lc: ["HPLC", "UHPLC"],
  "liquid chromatography": ["HPLC", "UHPLC"],
  "liquid chromatograph": ["HPLC", "UHPLC"],
  "lc system": ["HPLC", "UHPLC"],
  uplc: ["UHPLC"],
  "ultra high performance liquid chromatography": ["UHPLC"],
  "high performance liquid chromatography": ["HPLC"],
  sub: ["Single-use bioreactor"],
  "single use bioreactor": ["Single-use bioreactor"],
  "disposable bioreactor": ["Single-use bioreactor"],
  bioreactor: ["Single-use bioreactor", "Glass bioreactor"],
  fermenter: ["Single-use bioreactor", "Glass bioreactor"],
  fermentor: ["Single-use bioreactor", "Glass bioreactor"],
  "stirred tank": ["Single-use bioreactor", "Glass bioreactor"],
  "glass bioreactor": ["Glass bioreactor"],
  fplc: ["Chromatography system"],
  // A product line's name lab people use for the kind, as "NanoDrop" for microvolume spectrophotometers.
  äkta: ["Chromatography system"],
  akta: ["Chromatography system"],
  "protein purification": ["Chromatography system"],
  // Needs that name a kind (issue 35): what the buyer wants done, where one kind of the catalogue does it.
  "heat sensitive sample": ["Freeze dryer"],
  "dry heat sensitive": ["Freeze dryer"],
  "freeze dry": ["Freeze dryer"],
  lyophilize: ["Freeze dryer"],
  lyophilise: ["Freeze dryer"],
  lyophilized: ["Freeze dryer"],
  lyophilised: ["Freeze dryer"],
  sublimation: ["Freeze dryer"],
  "nucleic acid quantification": ["Microvolume spectrophotometer"],
  "dna quantification": ["Microvolume spectrophotometer"],
  "quantify dna": ["Microvolume spectrophotometer"],
  "purify protein": ["Chromatography system"],
  "type 1 water": ["Water purification"],
  "type i water": ["Water purification"],
  "purification system": ["Chromatography system"],
  "chromatography skid": ["Chromatography system"],
  "process chromatography": ["Chromatography system"],
  "mass spectrometer": ["Q-TOF LC/MS", "Orbitrap MS", "Triple quadrupole MS"],
  "mass spec": ["Q-TOF LC/MS", "Orbitrap MS", "Triple quadrupole MS"],
  "mass spectrometry": ["Q-TOF LC/MS", "Orbitrap MS", "Triple quadrupole MS"],
  "lc ms": ["Q-TOF LC/MS", "Orbitrap MS", "Triple quadrupole MS"],
  lcms: ["Q-TOF LC/MS", "Orbitrap MS", "Triple quadrupole MS"],
  "hplc ms": ["Q-TOF LC/MS", "Orbitrap MS", "Triple quadrupole MS"],
  "uhplc ms": ["Q-TOF LC/MS", "Orbitrap MS", "Triple quadrupole MS"],
  "lc ms ms": ["Triple quadrupole MS"],
  "tandem mass spectrometer": ["Triple quadrupole MS"],
  "q tof": ["Q-TOF LC/MS"],
  qtof: ["Q-TOF LC/MS"],
  tof: ["Q-TOF LC/MS"],
  orbitrap: ["Orbitrap MS"],
  "high resolution mass spectrometer": ["Q-TOF LC/MS", "Orbitrap MS"],
  hrms: ["Q-TOF LC/MS", "Orbitrap MS"],
  "triple quad": ["Triple quadrupole MS"],
  "triple quadrupole": ["Triple quadrupole MS"],
  qqq: ["Triple quadrupole MS"],
  gc: ["Gas chromatograph"],
  "gas chromatography": ["Gas chromatograph"],
  // "UV-Vis" is read as the words "uv" and "vis" (a plural "s" is dropped from words of four letters or more only).
  "uv vis": ["UV-Vis spectrophotometer"],
  "uv visible": ["UV-Vis spectrophotometer"],
  uvvis: ["UV-Vis spectrophotometer"],
  spectrophotometer: ["UV-Vis spectrophotometer", "Microvolume spectrophotometer"],
  photometer: ["UV-Vis spectrophotometer", "Microvolume spectrophotometer"],
  nanodrop: ["Microvolume spectrophotometer"],
  microvolume: ["Microvolume spectrophotometer"],
  qpcr: ["Real-time PCR"],
  "real time pcr": ["Real-time PCR"],
  "rt pcr": ["Real-time PCR"],
  "pcr machine": ["Real-time PCR"],
  "pcr instrument": ["Real-time PCR"],
  "pcr system": ["Real-time PCR"],
  thermocycler: ["Real-time PCR"],
  "thermal cycler": ["Real-time PCR"],
  "master mix": ["PCR master mix"],
  mastermix: ["PCR master mix"],
  "pcr mix": ["PCR master mix"],
  centrifuge: ["Centrifuge"],
  microcentrifuge: ["Centrifuge"],
  incubator: ["CO2 incubator"],
  "cell culture incubator": ["CO2 incubator"],
  bsc: ["Biosafety cabinet"],
  "biological safety cabinet": ["Biosafety cabinet"],
  "safety cabinet": ["Biosafety cabinet"],
  "tissue culture hood": ["Biosafety cabinet"],
  "cell culture hood": ["Biosafety cabinet"],
  "laminar flow hood": ["Biosafety cabinet"],
  balance: ["Analytical balance"],
  "semi micro balance": ["Analytical balance"],
  "precision balance": ["Analytical balance"],
  "ultrapure water": ["Water purification"],
  "water system": ["Water purification"],
  "water purifier": ["Water purification"],
  "milli q": ["Water purification"],
  filter: ["Syringe filter", "Capsule filter"],
  "sterile filter": ["Syringe filter", "Capsule filter"],
  column: ["LC column"],
  "hplc column": ["LC column"],
  "uhplc column": ["LC column"],
  "c18 column": ["LC column"],
  "autosampler vial": ["Vial"],
  tip: ["Pipette tip"],
  "filter tip": ["Pipette tip"],
  microplate: ["Microplate"],
  "well plate": ["Microplate"],
  "assay plate": ["Microplate"],
  "deep well plate": ["Microplate"],
  "deepwell plate": ["Microplate"],
  minifuge: ["Centrifuge"],
  microfuge: ["Centrifuge"],
  "elisa kit": ["ELISA"],
  "rapid test": ["Rapid antigen test"],
  "antigen test": ["Rapid antigen test"],
  "lateral flow": ["Rapid antigen test"],
  "point of care": ["Molecular point-of-care test"],
  poc: ["Molecular point-of-care test"],
  "poc pcr": ["Molecular point-of-care test"],
};

/** Names of a whole category beyond its own name. */
export const CATEGORY_SYNONYMS: Record<string, string[]> = {
  diagnostic: ["diagnostic-kits"],
  diagnostics: ["diagnostic-kits"],
  "diagnostic kit": ["diagnostic-kits"],
  assay: ["diagnostic-kits"],
  kit: ["diagnostic-kits"],
  consumable: ["laboratory-consumables"],
  "lab consumable": ["laboratory-consumables"],
  "analytical instrument": ["analytical-instruments"],
  "bioprocess equipment": ["biopharma-machinery"],
  bioprocessing: ["biopharma-machinery"],
  biomanufacturing: ["biopharma-machinery"],
};

/**
 * Words of a request that carry no requirement ("I need a ... for my lab"): never reported as not understood and
 * never searched for.
 */
export const STOP_WORDS = new Set(
  `a an the for with and or of to in on at by from as is are be been am i we us our my me you your it its this that
  these those which who need needs needed want wants wanted looking look seek seeking require requires required
  requirement must should would could can may might please some any something anything one ones thing things like
  lab laboratory good great best better suitable ideal nice new use used using run running do does have has having
  get buy purchase order find show give also very really quite just only so such than then there their them they
  where what when how why about around approx approximately roughly ca circa under over above below between up down
  at least most more less no not without into per each every both either all other another model type kind unit
  system systems equipment instrument instruments machine product products option options work working handle
  handles handling capable able compatible support supports supporting want application applications sample samples
  running`
    .split(/\s+/)
    .filter(Boolean),
);

// ---------------------------------------------------------------------------------------------------------------
// The store search's query plan

/** What a group of the query is, which decides how much it weighs and whether a relaxed search requires it. */
export type SearchGroupRole = "kind" | "category" | "word" | "minor";

export interface SearchGroup {
  /** The words as typed (lower case), for messages and tests. */
  text: string;
  role: SearchGroupRole;
  /** The typed words, each a prefix: `freeze:* & dryer:*`. */
  own: string;
  /** The typed words or any other name of the same kinds: `(freeze:* & dryer:*) | lyophilizer | …`. */
  any: string;
  /** Added to a product's rank when it matches `any`. */
  weight: number;
  /** Ranks only, never required (a number written with separators). */
  rankOnly?: boolean;
}

export interface SearchPlan {
  /** What the query's parts are and weigh: the rank hints. */
  groups: SearchGroup[];
  /** Every group: what the search has always meant (all words), widened by the synonyms. Empty: nothing to search. */
  all: string;
  /**
   * When `all` finds nothing: the kinds the query names (all of them), or, if it names none, any of its words of
   * three letters or more. Null when that would be `all` again or there is nothing to relax to.
   */
  some: string | null;
  /** Every group's `any`, OR-ed: what ts_rank weighs by field (title, subtitle, description). */
  ranked: string;
  /** Categories the query names through the synonym table (category names themselves are matched in SQL). */
  categoryIds: string[];
}

/** Weight of a group by role: a named kind says what is wanted, a word narrows it, numbers and letters barely. */
export const GROUP_WEIGHTS: Record<SearchGroupRole, number> = { kind: 3, category: 2, word: 1, minor: 0.5 };
/** Added when a product matches the words as typed, not only another name: exact matches rank above synonyms. */
export const EXACT_BONUS = 0.5;
/** Added to products of a category the query names. */
export const CATEGORY_BOOST = 1;
/** Groups searched at most (the search has always ANDed at most eight words). */
export const MAX_GROUPS = 8;
/** Words read from a query at most (a pasted paragraph is not a search). */
const MAX_TOKENS = 40;

const WORD = /[\p{L}\p{N}]+/gu;
/** A word, or a number written with separators ("50,000", "0.22"), which is one token of the query. */
const TOKEN = /\p{N}+(?:[.,]\p{N}+)+|[\p{L}\p{N}]+/gu;

function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

interface Name {
  words: string[];
  role: "kind" | "category";
  /** Kind options (lower case) or category ids the name stands for. */
  targets: string[];
  /**
   * A German or French name (lexicon.ts): it names the kind when typed, but product text is English, so it is never
   * searched as another name of the kind (it would only add index reads).
   */
  typedOnly?: boolean;
}

/** Without accents: a lexicon name is also typed without them ("bioreacteur", "Saule"). */
function withoutAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
}

let namesCache: Name[] | null = null;

/** Every phrase of the synonym table and every kind option, longest first (leftmost-longest matching). */
function names(): Name[] {
  if (namesCache) return namesCache;
  const found = new Map<string, Name>();
  const add = (text: string, role: Name["role"], targets: string[], typedOnly = false) => {
    const key = words(text).map(normalizeWord);
    if (!key.length) return;
    const id = `${role}:${key.join(" ")}`;
    const existing = found.get(id);
    if (existing) {
      existing.targets = [...new Set([...existing.targets, ...targets])];
      if (!typedOnly) delete existing.typedOnly;
    } else found.set(id, { words: key, role, targets, ...(typedOnly ? { typedOnly } : {}) });
  };
  for (const [synonym, options] of Object.entries(KIND_SYNONYMS)) {
    const targets = options.map((o) => o.toLowerCase());
    add(synonym, "kind", targets);
    for (const option of options) add(option, "kind", [option.toLowerCase()]);
  }
  // The lexicon's kind names in every language (issue 35): what the finder reads, the store search reads too.
  for (const [language, table] of Object.entries(KIND_NAMES))
    for (const [name, options] of Object.entries(table)) {
      const targets = options.map((o) => o.toLowerCase());
      add(name, "kind", targets, language !== "en");
      if (withoutAccents(name) !== name) add(withoutAccents(name), "kind", targets, true);
    }
  for (const [synonym, ids] of Object.entries(CATEGORY_SYNONYMS)) add(synonym, "category", ids);
  namesCache = [...found.values()].sort((a, b) => b.words.length - a.words.length);
  return namesCache;
}

/**
 * The other names of a set of kinds: the kinds' own names and every synonym that names only kinds of the set
 * ("lyophilizer" → freeze dryer, lyophiliser, …; "bioreactor" → single-use and glass bioreactors, SUB, fermenter).
 */
function alternativesOf(targets: string[]): string[][] {
  const set = new Set(targets);
  const kindNames = names().filter((n) => n.role === "kind");
  return kindNames
    .filter((n) => !n.typedOnly && n.targets.every((t) => set.has(t)))
    .map((n) => n.words)
    .filter(
      // A short abbreviation (LC, SUB, TOF) means the kind when a buyer types it, but as another name searched in
      // product text it matches model numbers and "sub-2 µm": only kind names themselves are searched that short.
      (w) => w.length > 1 || w[0].length >= 4 || targets.includes(w[0]),
    );
}

/**
 * True when `phrase` is, word for word, a name of a kind the store search's plan knows (a synonym, a kind option, a
 * lexicon name): the plan widens it to the kind's other names without help.
 */
export function kindNameOf(phrase: string): boolean {
  const key = words(phrase).map(normalizeWord).join(" ");
  return names().some((n) => n.role === "kind" && n.words.join(" ") === key);
}

/**
 * The names (as words joined by spaces) that stand for exactly these kind options, compared case-insensitively:
 * English names first, then alphabetically, so a correction prefers the name product text holds.
 */
export function namesOfKinds(options: string[]): string[] {
  const wanted = new Set(options.map((o) => o.toLowerCase()));
  return names()
    .filter((n) => n.role === "kind" && n.targets.length === wanted.size && n.targets.every((t) => wanted.has(t)))
    .sort(
      (a, b) =>
        Number(Boolean(a.typedOnly)) - Number(Boolean(b.typedOnly)) ||
        a.words.join(" ").localeCompare(b.words.join(" ")),
    )
    .map((n) => n.words.join(" "));
}

/** A typed word as a prefix: "lyoph" → `lyoph:*`. */
const prefix = (word: string) => `${word}:*`;
const and = (parts: string[]) => (parts.length === 1 ? parts[0] : `(${parts.join(" & ")})`);
const or = (parts: string[]) => (parts.length === 1 ? parts[0] : `(${parts.join(" | ")})`);

/**
 * Every typed word is a prefix of a word of the alternative name: every product the alternative matches, the typed
 * words match already ("syringe filter" adds nothing to "filter"), so it would only add index reads.
 */
function coveredBy(typed: string[], alternative: string[]): boolean {
  return typed.every((t) => alternative.some((a) => a.startsWith(t)));
}

/** An alternative name in product text: its words adjacent and in order (stemmed by to_tsquery, so plurals match). */
function phraseQuery(alternative: string[]): string {
  return alternative.length === 1 ? alternative[0] : `(${alternative.join(" <-> ")})`;
}

function roleOfWord(word: string): SearchGroupRole {
  return word.length >= 3 && !/^\p{N}+$/u.test(word) ? "word" : "minor";
}

/**
 * A typed word as searched: a prefix ("lyoph" finds lyophilizers); a single letter as itself (the "C" of "°C" is not
 * every word starting with c, which at a million products is most of the index).
 */
function typedQuery(word: string): string {
  return word.length === 1 ? word : prefix(word);
}

/**
 * The store search's plan for a query (ADR 032): its words as prefixes, phrases that name a kind (the synonym
 * table) widened to the kind's other names, the request's filler words ("need", "with", "for") dropped unless
 * nothing else is left, at most MAX_GROUPS groups. Pure: the same text gives the same plan.
 */
export function searchPlan(q: string): SearchPlan {
  // NFC, not NFKC: compatibility folding would turn the micro sign of "µm" into a Greek mu and "m²" into "m2",
  // neither of which is what the catalogue's text (and its index) holds.
  const cased = q.normalize("NFC").match(TOKEN) ?? [];
  const raw = cased.map((t) => t.toLowerCase());
  // A number with separators cannot be searched as typed: the query string holds letters and digits only, and the
  // index splits "50,000" into "50" and "000" but keeps "0.22" whole. Searched for its parts, it would require
  // "000" (any thousand) or "0" and "22" (never there), so it only ranks: thousands as adjacent parts.
  const numbers = raw.filter((t) => /[.,]/.test(t));
  const typed = cased.filter((t) => !/[.,]/.test(t)).slice(0, MAX_TOKENS);
  const tokens = typed.map((t) => t.toLowerCase());
  const normalized = tokens.map(normalizeWord);
  const used = tokens.map(() => false);
  const groups: SearchGroup[] = [];
  const categoryIds = new Set<string>();
  const pending: { at: number; group: SearchGroup }[] = [];
  // Names of kinds and categories, leftmost-longest ("liquid chromatography system" is a kind and a word).
  const table = names();
  for (let i = 0; i < tokens.length; i++) {
    const name = table.find(
      (n) =>
        i + n.words.length <= tokens.length &&
        n.words.every((w, j) => !used[i + j] && normalized[i + j] === w) &&
        // A short abbreviation names a kind when typed in capitals ("SUB", "LC"); in lower case it is as likely a
        // word or a part of one ("sub-2 µm") and is searched as typed.
        (n.words.length > 1 || n.words[0].length > 3 || typed[i] === typed[i].toUpperCase()),
    );
    if (!name) continue;
    const phrase = tokens.slice(i, i + name.words.length);
    for (let j = i; j < i + name.words.length; j++) used[j] = true;
    const own = and(phrase.map(typedQuery));
    let any = own;
    if (name.role === "kind") {
      const alternatives = alternativesOf(name.targets).filter((a) => !coveredBy(phrase, a));
      any = or([own, ...alternatives.map(phraseQuery)]);
    } else for (const id of name.targets) categoryIds.add(id);
    pending.push({
      at: i,
      group: { text: phrase.join(" "), role: name.role, own, any, weight: GROUP_WEIGHTS[name.role] },
    });
    i += name.words.length - 1;
  }
  const free = tokens
    .map((token, at) => ({ token, at }))
    .filter(({ at }) => !used[at])
    .filter(({ token, at }) => !STOP_WORDS.has(token) && !STOP_WORDS.has(normalized[at]));
  // Only filler words ("the best one"): search them as typed, as the store always has.
  const kept = free.length || pending.length ? free : tokens.map((token, at) => ({ token, at }));
  for (const { token, at } of kept) {
    const role = roleOfWord(token);
    const own = typedQuery(token);
    pending.push({ at, group: { text: token, role, own, any: own, weight: GROUP_WEIGHTS[role] } });
  }
  const seen = new Set<string>();
  for (const { group } of pending.sort((a, b) => a.at - b.at)) {
    if (seen.has(group.any) || groups.length >= MAX_GROUPS) continue;
    seen.add(group.any);
    groups.push(group);
  }
  const required = groups.map((g) => g.any).join(" & ");
  const kinds = groups.filter((g) => g.role === "kind");
  const words = groups.filter((g) => g.role === "word" || g.role === "category");
  const some = kinds.length
    ? kinds.map((g) => g.any).join(" & ")
    : words.length
      ? words.map((g) => g.any).join(" | ")
      : null;
  const thousands: SearchGroup[] = numbers
    .filter((n) => n.includes(","))
    .map((n) => {
      const parts = `(${n.split(",").join(" <-> ")})`;
      return { text: n, role: "minor", own: parts, any: parts, weight: GROUP_WEIGHTS.minor, rankOnly: true };
    });
  const ranking = [...groups, ...thousands];
  return {
    groups: ranking,
    all: required,
    some: some === required ? null : some,
    ranked: ranking.map((g) => g.any).join(" | "),
    categoryIds: [...categoryIds],
  };
}

// The currency a buyer's country uses, to suggest reading prices in it (issue 37 item 2: "from the buyer's country or
// a selector"). The profile's country is free text, so the table holds the names buyers type (English and the
// country's own, with the ISO 3166 alpha-2 and alpha-3 codes); a name it does not know suggests nothing.
const EURO = [
  ["austria", "österreich", "at", "aut"],
  ["belgium", "belgique", "belgië", "belgie", "be", "bel"],
  ["croatia", "hrvatska", "hr", "hrv"],
  ["cyprus", "cy", "cyp"],
  ["estonia", "eesti", "ee", "est"],
  ["finland", "suomi", "fi", "fin"],
  ["france", "fr", "fra"],
  ["germany", "deutschland", "de", "deu"],
  ["greece", "hellas", "gr", "grc"],
  ["ireland", "éire", "eire", "ie", "irl"],
  ["italy", "italia", "it", "ita"],
  ["latvia", "latvija", "lv", "lva"],
  ["lithuania", "lietuva", "lt", "ltu"],
  ["luxembourg", "luxemburg", "lu", "lux"],
  ["malta", "mt", "mlt"],
  ["netherlands", "the netherlands", "nederland", "holland", "nl", "nld"],
  ["portugal", "pt", "prt"],
  ["slovakia", "slovensko", "sk", "svk"],
  ["slovenia", "slovenija", "si", "svn"],
  ["spain", "españa", "espana", "es", "esp"],
].flat();

const NAMES: ReadonlyMap<string, string> = new Map([
  ...EURO.map((name) => [name, "eur"] as const),
  ...[
    "united kingdom",
    "uk",
    "u.k.",
    "great britain",
    "britain",
    "england",
    "scotland",
    "wales",
    "northern ireland",
    "gb",
    "gbr",
  ].map((name) => [name, "gbp"] as const),
  ...["united states", "united states of america", "usa", "u.s.a.", "us", "u.s.", "america"].map(
    (name) => [name, "usd"] as const,
  ),
  ...["switzerland", "schweiz", "suisse", "svizzera", "ch", "che"].map((name) => [name, "chf"] as const),
  ...["japan", "nippon", "jp", "jpn"].map((name) => [name, "jpy"] as const),
  ...["canada", "ca", "can"].map((name) => [name, "cad"] as const),
  ...["australia", "au", "aus"].map((name) => [name, "aud"] as const),
  ...["sweden", "sverige", "se", "swe"].map((name) => [name, "sek"] as const),
  ...["denmark", "danmark", "dk", "dnk"].map((name) => [name, "dkk"] as const),
  ...["norway", "norge", "no", "nor"].map((name) => [name, "nok"] as const),
]);

/** The lower-case ISO 4217 code of the currency `country` uses, or null when the name is not known. */
export function currencyForCountry(country: string | null | undefined): string | null {
  if (!country) return null;
  const name = country.trim().toLowerCase().replace(/\s+/g, " ");
  return NAMES.get(name) ?? NAMES.get(name.replace(/^the /, "")) ?? null;
}

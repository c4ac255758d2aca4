// The parts of a request that are about the message, not the product (issue 35, ADR 083): an e-mail's greeting and
// sign-off, and how many the buyer means to order. They are read first, so that no other reader takes them for a
// brand ("Merci" is not Merck), a pack size ("2 packs of tips") or words to search for, and so that they are not
// reported as not understood — which would keep every result from saying "Meets all" for words that ask nothing of
// the product. They are shown apart, with why each was set aside.
import {
  ADDRESSEE_WORDS,
  COUNT_WORDS,
  GREETING_WORDS,
  ORDER_OF_THESE_WORDS,
  ORDER_UNIT_WORDS,
  ORDER_WORDS,
  PIECE_WORDS,
  SIGN_OFF_WORDS,
} from "~/modules/catalog/lexicon";
import { resolveUnit } from "~/modules/catalog/units";
import type { Uninterpreted } from "./requirements";
import { phraseAt, phraseList, type Token } from "./tokens";

export const COURTESY = "Read as a greeting or sign-off, not as a requirement.";
export const ORDER_QUANTITY =
  "Read as how many to order, not as a specification: the finder does not check that so many are in stock.";

const GREETINGS = phraseList(Object.values(GREETING_WORDS).flat());
const SIGN_OFFS = phraseList(Object.values(SIGN_OFF_WORDS).flat());
const ORDERS = phraseList(Object.values(ORDER_WORDS).flat());
const OF_THESE = phraseList(ORDER_OF_THESE_WORDS);
const ORDER_UNITS = new Set(Object.values(ORDER_UNIT_WORDS).flat());
const PIECES = new Set(PIECE_WORDS);
const ADDRESSEES = new Set(ADDRESSEE_WORDS);

/** A greeting's addressee runs to its comma or stop within this many words ("Dear sales team,"). */
const ADDRESSEE_WORDS_AT_MOST = 5;
/** A sign-off takes at most this many words of a name after it ("Best regards, Dr. Priya Nair"). */
const SIGNATURE_WORDS = 5;
/** The largest count read as how many to order. */
const MAX_ORDER = 9999;

interface Reading {
  text: string;
  tokens: Token[];
}

/** Whether a word means something to the finder (a kind, a brand, an option, a specification's name, a negation). */
export type KnownWord = (token: Token) => boolean;

/**
 * A word of an addressee or a signature: a capitalised name or a title, or an ADDRESSEE_WORDS word, and never a word
 * the finder reads ("Thanks, PTFE", "Vielen Dank, PTFE Membran", "Dear team need sterile filters").
 */
function nameWord(token: Token, known: KnownWord): boolean {
  return (
    !token.used &&
    !/\d/.test(token.raw) &&
    !known(token) &&
    (/^\p{Lu}/u.test(token.raw) || ADDRESSEES.has(token.raw.toLowerCase()))
  );
}

/** A count written in digits ("3") or as a word ("three", "drei", "trois"); null otherwise. */
function countOf(token: Token | undefined): number | null {
  if (!token || token.used) return null;
  if (/^\d{1,4}$/.test(token.raw)) return Number(token.raw) <= MAX_ORDER ? Number(token.raw) : null;
  return COUNT_WORDS[token.raw.toLowerCase()] ?? null;
}

const between = (text: string, a: Token, b: Token) => text.slice(a.end, b.start);

/** Reads the request's greeting, sign-off and order quantities, marking their words read. */
export function readContext(reading: Reading, known: KnownWord): Uninterpreted[] {
  const context: Uninterpreted[] = [];
  const { text, tokens } = reading;
  const take = (from: number, to: number, reason: string, used = to) => {
    for (let k = from; k < used; k++) tokens[k].used = true;
    context.push({ text: text.slice(tokens[from].start, tokens[to - 1].end), reason });
  };

  // "Dear sales team, …", "Hi Anna! …", "Guten Tag, …": the greeting and its addressee, up to the first comma or stop.
  const greeting = phraseAt(tokens, 0, GREETINGS);
  if (greeting) {
    let to = greeting;
    for (let k = greeting; k < Math.min(tokens.length, greeting + ADDRESSEE_WORDS_AT_MOST + 1); k++) {
      if (k > greeting && !nameWord(tokens[k - 1], known)) break;
      if (/[,!:;.?]/.test(between(text, tokens[k - 1], tokens[k]))) {
        to = k;
        break;
      }
    }
    take(0, to, COURTESY);
  }

  // "…. Thanks, Anna", "… Mit freundlichen Grüßen, Jan Weber": a sign-off after a stop or a comma, with the name after
  // it when only a name follows; else the sign-off alone ("Thanks, no PTFE please" asks for no PTFE), and a later one
  // may still close the request ("Thanks, no PTFE. Best regards, Anna").
  for (let i = greeting ? 1 : 0; i < tokens.length; i++) {
    if (i > 0 && !/[,.!?;:–—-]/.test(between(text, tokens[i - 1], tokens[i]))) continue;
    const length = phraseAt(tokens, i, SIGN_OFFS);
    if (!length) continue;
    const rest = tokens.slice(i + length);
    if (rest.length <= SIGNATURE_WORDS && rest.every((t) => nameWord(t, known))) {
      take(i, tokens.length, COURTESY);
      break;
    }
    take(i, i + length, COURTESY);
    i += length - 1;
  }

  for (let i = 0; i < tokens.length; i++) {
    // "We'd order 10.", "a quote for 3", "wir bestellen 5 Stück": a count right after a word of ordering, unless a
    // unit follows it ("buy 15000 rpm" is a speed).
    // Not when a word the finder reads follows ("a quote for 96 well plates": the wells; "2 CO2 incubators" is read
    // by the number reader, which knows the kind), nor "per pack" ("100 Stück pro Packung" is a pack size).
    const order = phraseAt(tokens, i, ORDERS);
    const counted = i + order;
    if (order && countOf(tokens[counted]) !== null && spaced(text, tokens, counted) && !unitAfter(reading, counted)) {
      const next = tokens[counted + 1];
      const pieces =
        (isOrderUnit(reading, counted + 1) || (next && !next.used && PIECES.has(next.raw.toLowerCase()))) &&
        spaced(text, tokens, counted + 1);
      const end = pieces ? counted + 2 : counted + 1;
      const after = tokens[end];
      const ends = !after || !spaced(text, tokens, end);
      if (!perPack(reading, end - 1) && (ends || pieces || !known(after))) {
        take(i, end, ORDER_QUANTITY);
        i = counted;
        continue;
      }
    }
    // "3 boxes", "20 packs of 50", "Two units", "zwei Geräte", "six of these"; not a pack's content ("pack of 1000
    // units", "100 units per box").
    if (countOf(tokens[i]) === null || (i > 0 && /[-–×x*/]\s*$/.test(between(text, tokens[i - 1], tokens[i]))))
      continue;
    if (i > 0 && CONTENT_BEFORE.has(tokens[i - 1].raw.toLowerCase())) continue;
    const these = phraseAt(tokens, i + 1, OF_THESE);
    if (these && spaced(text, tokens, i + 1)) {
      take(i, i + 1 + these, ORDER_QUANTITY);
      continue;
    }
    // The word right after the count: a word between may be what is asked ("4 channel systems", "2 PTFE packs").
    const unitAt = i + 1;
    if (!isOrderUnit(reading, unitAt) || !spaced(text, tokens, unitAt) || perPack(reading, unitAt)) continue;
    // "2 packs of 50": the packs are ordered; "of 50" stays the pack's size, for the pack words to read.
    const after = /^\s+(?:of|de|à|mit|zu)\s+\d[\d.,]*\s*([\p{L}µ°]*)/iu.exec(text.slice(tokens[unitAt].end));
    const packOfCount = after !== null && (!after[1] || resolveUnit(after[1]) === null);
    take(i, unitAt + 1, ORDER_QUANTITY, packOfCount ? unitAt : unitAt + 1);
  }
  return context;
}

/**
 * Words before a count that make it a pack's content ("pack of 1000 units", "Packung mit 100 Einheiten") or what the
 * product is for ("centrifuge for 4 racks"), not an order.
 */
const CONTENT_BEFORE = new Set(["of", "de", "mit", "à", "containing", "with", "for", "für", "pour", "holds", "takes"]);

/** Whether "per pack", "pro Packung", "par boîte" follows token `at`: what came before is a pack's content. */
function perPack({ text, tokens }: Reading, at: number): boolean {
  return /^\s+(?:per|pro|par|je|a|an)\s+\p{L}/iu.test(text.slice(tokens[at].end, tokens[at].end + 20));
}

/** Whether only spaces stand between token `at` and the one before it. */
function spaced(text: string, tokens: Token[], at: number): boolean {
  return at > 0 && at < tokens.length && /^\s+$/.test(between(text, tokens[at - 1], tokens[at]));
}

/** Whether token `at` is followed, after spaces, by a unit ("15000 rpm", "2 mL"). */
function unitAfter({ text, tokens }: Reading, at: number): boolean {
  return spaced(text, tokens, at + 1) && resolveUnit(tokens[at + 1].raw) !== null;
}

/** Whether token `at` is an unread word that counts an order (ORDER_UNIT_WORDS: "boxes", "Stück", "unités"). */
function isOrderUnit({ tokens }: Reading, at: number): boolean {
  return at < tokens.length && !tokens[at].used && ORDER_UNITS.has(tokens[at].raw.toLowerCase());
}

// A request as words (issue 12): each word with where it stands, in the form the vocabulary's keys are written in.
import { normalizeWord } from "~/modules/catalog/search-terms";

export interface Token {
  start: number;
  end: number;
  raw: string;
  norm: string;
  /** Set when a reader has read the word, so no other reader reads it again. */
  used: boolean;
}

export const TOKEN = /[\p{L}\p{N}µ°²³]+(?:[.,]\p{N}+)*/gu;

export function tokenize(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    raw: m[0],
    norm: normalizeWord(m[0]),
    used: false,
  }));
}

/** A phrase as a list of normalised words ("Freeze-dryers" → ["freeze", "dryer"]). */
export function phraseWords(phrase: string): string[] {
  return [...phrase.matchAll(TOKEN)].map((m) => normalizeWord(m[0]));
}

/** Phrases as word lists, longest first, so that the longest one written is the one read ("lead time" before "lead"). */
export function phraseList(written: string[]): string[][] {
  return [...new Set(written)]
    .map(phraseWords)
    .filter((words) => words.length > 0)
    .sort((a, b) => b.length - a.length);
}

/** How many words the longest of `list` has at token `at` (0 when none); only words no reader has read. */
export function phraseAt(tokens: Token[], at: number, list: string[][]): number {
  for (const words of list)
    if (words.every((word, j) => tokens[at + j] && !tokens[at + j].used && tokens[at + j].norm === word))
      return words.length;
  return 0;
}

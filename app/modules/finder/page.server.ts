// The /finder page's data (issue 12): the request read (by the language-model provider when one is configured,
// else by the parser), its requirements as removable chips, the ranked products and the follow-up questions.
import { requirementLabel, withoutFragment } from "./describe";
import { findProducts, finderVocabulary, type FinderAnswer } from "./finder.server";
import { finderPageNumber } from "./paging";
import { readWithLanguageModel } from "./llm.server";
import { parseRequest } from "./parse";
import type { Contradiction, ParsedRequest, Uninterpreted } from "./requirements";

export interface FinderChip {
  label: string;
  /** The request without this requirement. */
  removeQ: string;
}

export interface FinderPage {
  q: string;
  /** Who read the request. */
  readBy: "parser" | "language-model";
  chips: FinderChip[];
  uninterpreted: Uninterpreted[];
  /** Parts read as about the message, not the product: a greeting or sign-off, how many to order. */
  context: Uninterpreted[];
  contradictions: (Contradiction & { keep: { label: string; q: string }[] })[];
  notices: string[];
  answer: FinderAnswer | null;
}

/** The answer to a request; `rawPage` is the URL's page parameter (the first page without one). */
export async function finderPage(rawQ: string, rawPage: string | null = null): Promise<FinderPage> {
  const { page, notice: pageNotice } = finderPageNumber(rawPage);
  const vocabulary = await finderVocabulary();
  const parsed: ParsedRequest = parseRequest(rawQ, vocabulary);
  let readBy: FinderPage["readBy"] = "parser";
  let request = parsed;
  if (parsed.text && parsed.requirements.length + parsed.keywords.length > 0) {
    const read = await readWithLanguageModel(parsed.text, vocabulary);
    if (read) {
      request = { ...parsed, requirements: read.requirements, keywords: read.keywords };
      readBy = "language-model";
    }
  }
  const chips = request.requirements.map((r) => ({
    label: requirementLabel(r),
    removeQ: withoutFragment(request.text, r.source),
  }));
  const contradictions = request.contradictions.map((c) => ({
    ...c,
    keep: c.sources.map((kept) => ({
      label: `Keep “${kept}”`,
      q: c.sources.filter((s) => s !== kept).reduce((text, s) => withoutFragment(text, s), request.text),
    })),
  }));
  const answer = request.text ? await findProducts(request, vocabulary, page) : null;
  return {
    q: request.text,
    readBy,
    chips,
    uninterpreted: request.uninterpreted,
    context: request.context,
    contradictions,
    notices: pageNotice && request.text ? [...request.notices, pageNotice] : request.notices,
    answer,
  };
}

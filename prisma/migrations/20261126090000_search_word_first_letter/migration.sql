-- Spelling correction (ADR 015, addendum of 2026-11-26): a correction keeps the word's first letter, so the
-- candidates are read through this index (a few hundred words) instead of testing trigram similarity on every word
-- of the table (9,392 at a million products: 5.3 ms per misspelt word, 0.6 ms through the index). An expression
-- index, so the condition is the same under any collation.
CREATE INDEX "SearchWord_first_letter_idx" ON "SearchWord" (left(word, 1));

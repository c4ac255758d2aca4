-- Spelling correction for the store search (issue 9, ADR 015 addendum): the words of product names, each once. A
-- misspelt query word is corrected to the most similar of them (trigram similarity on this small table) before the
-- catalogue is searched, instead of a trigram match against every product name.
CREATE TABLE "SearchWord" (
  word text PRIMARY KEY
);

CREATE INDEX "SearchWord_word_trgm_idx" ON "SearchWord" USING GIN (word gin_trgm_ops);

-- The words of a name: lower case, split on anything but letters and digits, at least four characters (shorter
-- words are too ambiguous to correct).
CREATE OR REPLACE FUNCTION catalogue_title_words(title text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS E'
  SELECT DISTINCT w FROM regexp_split_to_table(lower(title), ''[^[:alnum:]]+'') AS w WHERE length(w) >= 4
';

INSERT INTO "SearchWord" (word)
SELECT DISTINCT w FROM "StoreProduct" p CROSS JOIN LATERAL catalogue_title_words(p.title) AS w
ON CONFLICT DO NOTHING;

-- Once per statement, not per row: a bulk import of 50,000 products adds its new words in one insert. Words of
-- renamed or removed products stay: a correction to a word nothing matches any more finds nothing and the search
-- falls back to similar names.
CREATE OR REPLACE FUNCTION catalogue_remember_inserted_words() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "SearchWord" (word)
  SELECT DISTINCT w FROM added CROSS JOIN LATERAL catalogue_title_words(added.title) AS w
  ON CONFLICT DO NOTHING\073
  RETURN NULL\073
END';

CREATE OR REPLACE FUNCTION catalogue_remember_renamed_words() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "SearchWord" (word)
  SELECT DISTINCT w FROM after JOIN before ON before.id = after.id AND before.title IS DISTINCT FROM after.title
  CROSS JOIN LATERAL catalogue_title_words(after.title) AS w
  ON CONFLICT DO NOTHING\073
  RETURN NULL\073
END';

CREATE TRIGGER "StoreProduct_search_words_insert"
AFTER INSERT ON "StoreProduct" REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_remember_inserted_words();

CREATE TRIGGER "StoreProduct_search_words_update"
AFTER UPDATE ON "StoreProduct" REFERENCING OLD TABLE AS before NEW TABLE AS after
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_remember_renamed_words();

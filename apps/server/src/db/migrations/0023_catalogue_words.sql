CREATE TABLE "catalogue_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "courses_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "catalogue_words_trgm_idx" ON "catalogue_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- A misspelt search is matched against the words of the catalogue rather than against every
-- course: the courses' search columns are refreshed as before, and the words of their search text
-- join the vocabulary, numbers aside (a word no course uses any more stays; it only makes a near
-- miss that finds nothing).
CREATE OR REPLACE FUNCTION "courses_search_refresh"() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
DECLARE
	category_name text;
	instructor_name text;
BEGIN
	SELECT c.name INTO category_name FROM categories c WHERE c.id = NEW.category_id;
	SELECT concat_ws(' ', u.first_name, u.last_name) INTO instructor_name
		FROM users u WHERE u.id = NEW.instructor_id;
	NEW.search_vector :=
		setweight(to_tsvector('simple', catalogue_search_normalise(NEW.title)), 'A') ||
		setweight(to_tsvector('simple', catalogue_search_normalise(category_name)), 'B') ||
		setweight(to_tsvector('simple', catalogue_search_normalise(instructor_name)), 'B') ||
		setweight(to_tsvector('simple', catalogue_search_normalise(NEW.description)), 'C');
	NEW.search_text := catalogue_search_normalise(concat_ws(' ', NEW.title, category_name, instructor_name));
	INSERT INTO catalogue_words (word)
		SELECT word FROM unnest(tsvector_to_array(to_tsvector('simple', NEW.search_text))) word
		WHERE word !~ '^[0-9]+$'
		ON CONFLICT DO NOTHING;
	RETURN NEW;
END
$$;--> statement-breakpoint
INSERT INTO "catalogue_words" ("word")
	SELECT DISTINCT word FROM "courses",
		unnest(tsvector_to_array(to_tsvector('simple', "search_text"))) word
	WHERE word !~ '^[0-9]+$'
	ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The words of the vocabulary a typed word may be a slip of, closest first: of the five nearest
-- by trigram word similarity (the GiST index's distance order, so no other word is read), those
-- at least 0.5 similar (pg_trgm's default threshold of 0.6 misses one letter in a short word:
-- 'pyton' is 0.5 from 'python'), the most alike as whole words first ('pyton' is nearer 'pytorch'
-- inside the word, but 'python' as a whole).
CREATE OR REPLACE FUNCTION "catalogue_near_misses"(typed text) RETURNS text[]
	LANGUAGE sql STABLE PARALLEL SAFE
	AS $$
	SELECT array(
		SELECT nearest.word FROM (
			SELECT w.word, typed <<-> w.word AS distance
			FROM catalogue_words w
			ORDER BY typed <<-> w.word, w.word
			LIMIT 5
		) nearest
		WHERE nearest.distance <= 0.5
		ORDER BY similarity(typed, nearest.word) DESC, nearest.distance, nearest.word
	)
$$;

-- Catalogue search (issue #4): accent- and case-insensitive full-text search with prefix matching,
-- trigram typo tolerance, and a change sequence that lets API processes drop cached public answers.
-- pg_trgm and unaccent are trusted extensions (PostgreSQL 13+): a database owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE SEQUENCE "public"."catalogue_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The one normalisation both the stored documents and the queries go through: no accents, lowercase.
CREATE OR REPLACE FUNCTION "catalogue_search_normalise"(value text) RETURNS text
	LANGUAGE sql STABLE PARALLEL SAFE
	AS $$ SELECT lower(unaccent(coalesce(value, ''))) $$;--> statement-breakpoint
-- Recomputes a course's search columns from its own text and its category's and instructor's names.
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
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "courses_search_refresh" BEFORE INSERT OR UPDATE OF title, description, category_id, instructor_id
	ON "courses" FOR EACH ROW EXECUTE FUNCTION "courses_search_refresh"();--> statement-breakpoint
-- A renamed category or instructor re-indexes their courses (setting title to itself fires the trigger above).
CREATE OR REPLACE FUNCTION "courses_search_refresh_by_category"() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	UPDATE courses SET title = title WHERE category_id = NEW.id;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "categories_search_refresh" AFTER UPDATE OF name ON "categories"
	FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
	EXECUTE FUNCTION "courses_search_refresh_by_category"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "courses_search_refresh_by_instructor"() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	UPDATE courses SET title = title WHERE instructor_id = NEW.id;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_search_refresh" AFTER UPDATE OF first_name, last_name ON "users"
	FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
	EXECUTE FUNCTION "courses_search_refresh_by_instructor"();--> statement-breakpoint
UPDATE "courses" SET "title" = "title";--> statement-breakpoint
CREATE INDEX "courses_search_vector_idx" ON "courses" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "courses_search_text_trgm_idx" ON "courses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Bumps the catalogue version once per statement that changes what the public catalogue shows.
-- nextval takes no lock and is not rolled back; a bump of a transaction that then aborts only
-- costs the API processes one needless cache refill.
CREATE OR REPLACE FUNCTION "catalogue_version_bump"() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	PERFORM nextval('catalogue_version');
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_outcomes" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_prerequisites" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_price_tiers" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_modules" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lessons" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lesson_videos" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lesson_resources" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "discounts" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "discount_courses" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump" AFTER UPDATE OF first_name, last_name, profile_picture, bio OR DELETE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();

-- Issue 43 (docs/decisions/038-every-request-through-fastify.md): nothing keeps account rows in
-- memory any more, so nothing listens for their changes.
DROP TRIGGER IF EXISTS "account_changed_notice" ON "users";--> statement-breakpoint
DROP TRIGGER IF EXISTS "account_truncated_notice" ON "users";--> statement-breakpoint
DROP TRIGGER IF EXISTS "account_changed_notice" ON "enrollments";--> statement-breakpoint
DROP TRIGGER IF EXISTS "account_truncated_notice" ON "enrollments";--> statement-breakpoint
DROP FUNCTION IF EXISTS "account_changed_notice"();--> statement-breakpoint
-- The catalogue version moves only for what a catalogue answer shows. A course's own row: any
-- change but the enrolment count and its update time (an enrolment bumps students_count; the count shown may lag until
-- the cached answer expires, at most a minute) and the search columns its own trigger derives.
DROP TRIGGER IF EXISTS "catalogue_version_bump" ON "courses";--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump" AFTER INSERT OR DELETE OR TRUNCATE ON "courses" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump_update" AFTER UPDATE ON "courses" FOR EACH ROW
	WHEN ((to_jsonb(OLD) - 'students_count' - 'updated_at' - 'search_vector' - 'search_text') IS DISTINCT FROM (to_jsonb(NEW) - 'students_count' - 'updated_at' - 'search_vector' - 'search_text'))
	EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
-- A user's name, picture or bio is shown only for the instructor of a listed or coming course;
-- a learner's profile edit changes no catalogue answer.
CREATE OR REPLACE FUNCTION "catalogue_version_bump_for_instructor"() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM courses c WHERE c.instructor_id = NEW.id AND c.status <> 'draft') THEN
		PERFORM nextval('catalogue_version');
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "catalogue_version_bump" ON "users";--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump" AFTER UPDATE OF first_name, last_name, profile_picture, bio ON "users" FOR EACH ROW
	WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
		OR OLD.profile_picture IS DISTINCT FROM NEW.profile_picture OR OLD.bio IS DISTINCT FROM NEW.bio)
	EXECUTE FUNCTION "catalogue_version_bump_for_instructor"();

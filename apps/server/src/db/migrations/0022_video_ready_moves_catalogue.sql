-- A lesson's free preview is offered on the course page once its hosted video is ready
-- (course-content-rows.ts): a video's status, lesson or discarding changes a catalogue answer.
-- The conversion's progress updates set none of these columns and move nothing.
CREATE TRIGGER "catalogue_version_bump" AFTER INSERT OR UPDATE OF status, lesson_id, discarded_at OR DELETE OR TRUNCATE ON "video_assets" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();

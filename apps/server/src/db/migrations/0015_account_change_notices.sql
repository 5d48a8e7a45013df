-- Every change to what a bearer check reads (an account's row, its enrolments) is announced on
-- the 'account_changed' channel with the user's id ('*' for a truncate), so a process that keeps
-- account rows in memory forgets them (apps/server/src/lib/account-cache.ts,
-- docs/decisions/028-account-rows-kept-on-pglite.md).
CREATE OR REPLACE FUNCTION "account_changed_notice"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		PERFORM pg_notify('account_changed', '*');
	ELSIF TG_TABLE_NAME = 'users' THEN
		PERFORM pg_notify('account_changed', OLD.id::text);
	ELSIF TG_OP = 'INSERT' THEN
		PERFORM pg_notify('account_changed', NEW.user_id::text);
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('account_changed', OLD.user_id::text);
	ELSE
		PERFORM pg_notify('account_changed', OLD.user_id::text);
		PERFORM pg_notify('account_changed', NEW.user_id::text);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "account_changed_notice" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "account_changed_notice"();--> statement-breakpoint
CREATE TRIGGER "account_truncated_notice" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "account_changed_notice"();--> statement-breakpoint
CREATE TRIGGER "account_changed_notice" AFTER INSERT OR UPDATE OR DELETE ON "enrollments" FOR EACH ROW EXECUTE FUNCTION "account_changed_notice"();--> statement-breakpoint
CREATE TRIGGER "account_truncated_notice" AFTER TRUNCATE ON "enrollments" FOR EACH STATEMENT EXECUTE FUNCTION "account_changed_notice"();

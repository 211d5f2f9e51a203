-- Auth events keep every process's session cache honest: an ended session or a changed user is
-- announced on commit, and caches drop what they held for it.
CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_events', json_build_object('type', 'session', 'tokenHash', OLD.token_hash)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_ended
  AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_ended();
--> statement-breakpoint
CREATE FUNCTION notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role IS DISTINCT FROM OLD.role
     OR NEW.email IS DISTINCT FROM OLD.email
     OR NEW.first_name IS DISTINCT FROM OLD.first_name
     OR NEW.last_name IS DISTINCT FROM OLD.last_name
     OR NEW.profile_image_url IS DISTINCT FROM OLD.profile_image_url THEN
    PERFORM pg_notify('auth_events', json_build_object('type', 'user', 'userId', NEW.id)::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_notify_changed
  AFTER UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed();

-- Accounts, sessions, login throttling, audit trail and the demo-data ledger.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL CHECK (email = lower(email)),
  password_hash text NOT NULL,
  level integer NOT NULL CHECK (level IN (1001, 2001, 3001, 5001)),
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  mobile text NOT NULL DEFAULT '',
  address_line1 text NOT NULL DEFAULT '',
  address_line2 text NOT NULL DEFAULT '',
  town text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  post_code text NOT NULL DEFAULT '',
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (email);
CREATE INDEX users_level_id_idx ON users (level, id);

CREATE TABLE access_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE UNIQUE INDEX access_tokens_token_hash_key ON access_tokens (token_hash);
CREATE INDEX access_tokens_user_id_idx ON access_tokens (user_id);

-- One row per throttled key (an account or a client address): failures in the current window.
CREATE TABLE login_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL
);

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id integer REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text,
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id);

CREATE TABLE demo_data_sets (
  name text PRIMARY KEY,
  loaded_at timestamptz NOT NULL DEFAULT now()
);

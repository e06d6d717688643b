-- Subscription plans with their feature catalogue and subscriptions; manufacturers, radiator models and the
-- homes, rooms and radiators they are installed in.
CREATE TABLE subscription_plan_features (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX subscription_plan_features_title_key ON subscription_plan_features (lower(title));
CREATE INDEX subscription_plan_features_title_trgm_idx ON subscription_plan_features USING gin (title gin_trgm_ops);

CREATE TABLE subscription_plans (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  type smallint NOT NULL CHECK (type BETWEEN 0 AND 3),
  cost numeric(10, 2) NOT NULL CHECK (cost >= 0),
  yearly_discount numeric(5, 2) NOT NULL CHECK (yearly_discount BETWEEN 0 AND 100),
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX subscription_plans_title_key ON subscription_plans (lower(title));
CREATE INDEX subscription_plans_title_trgm_idx ON subscription_plans USING gin (title gin_trgm_ops);

CREATE TABLE subscription_plan_feature_links (
  plan_id integer NOT NULL REFERENCES subscription_plans (id) ON DELETE CASCADE,
  feature_id integer NOT NULL REFERENCES subscription_plan_features (id) ON DELETE RESTRICT,
  position smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (plan_id, feature_id)
);
CREATE INDEX subscription_plan_feature_links_feature_idx ON subscription_plan_feature_links (feature_id);

CREATE TABLE subscriptions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_id integer NOT NULL REFERENCES subscription_plans (id) ON DELETE RESTRICT,
  billing text NOT NULL CHECK (billing IN ('monthly', 'yearly')),
  price_paid numeric(10, 2) NOT NULL CHECK (price_paid >= 0),
  started_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  CHECK (ended_at IS NULL OR ended_at >= started_at)
);
CREATE INDEX subscriptions_plan_idx ON subscriptions (plan_id, ended_at);
CREATE INDEX subscriptions_user_idx ON subscriptions (user_id);

CREATE TABLE manufacturers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  website text NOT NULL,
  info text NOT NULL DEFAULT '',
  logo bytea,
  logo_type text CHECK (logo_type IN ('image/png', 'image/jpeg', 'image/webp')),
  logo_version text,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((logo IS NULL) = (logo_type IS NULL))
);
CREATE UNIQUE INDEX manufacturers_title_key ON manufacturers (lower(title));
CREATE INDEX manufacturers_title_trgm_idx ON manufacturers USING gin (title gin_trgm_ops);

CREATE TABLE radiator_models (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  manufacturer_id integer NOT NULL REFERENCES manufacturers (id) ON DELETE CASCADE,
  name text NOT NULL,
  rated_power_w integer NOT NULL CHECK (rated_power_w > 0),
  UNIQUE (manufacturer_id, name)
);

CREATE TABLE homes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  city text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX homes_user_idx ON homes (user_id);

CREATE TABLE rooms (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  home_id integer NOT NULL REFERENCES homes (id) ON DELETE CASCADE,
  name text NOT NULL,
  area_m2 numeric(6, 1) NOT NULL CHECK (area_m2 > 0)
);
CREATE INDEX rooms_home_idx ON rooms (home_id);

-- A radiator is in service until removed_at; its model (and so its manufacturer) cannot be deleted meanwhile.
CREATE TABLE radiators (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  room_id integer NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  model_id integer NOT NULL REFERENCES radiator_models (id) ON DELETE RESTRICT,
  installed_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz
);
CREATE INDEX radiators_model_idx ON radiators (model_id) WHERE removed_at IS NULL;
CREATE INDEX radiators_room_idx ON radiators (room_id);

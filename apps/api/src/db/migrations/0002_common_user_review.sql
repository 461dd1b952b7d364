-- Common, user settings and review: app versions, terms and agreements, alert switches,
-- activity history, prompts, B2B applications, app reviews.
CREATE TABLE app_versions (
  id serial PRIMARY KEY,
  platform varchar(8) NOT NULL,
  version varchar(20) NOT NULL,
  store_url text NOT NULL,
  release_note text,
  released_at timestamptz NOT NULL,
  CONSTRAINT app_versions_platform_version UNIQUE (platform, version)
);
CREATE INDEX app_versions_platform_released ON app_versions (platform, released_at);

CREATE TABLE terms (
  terms_id serial PRIMARY KEY,
  terms_cd varchar(40) NOT NULL,
  scope varchar(10) NOT NULL,
  title varchar(100) NOT NULL,
  required boolean NOT NULL,
  version varchar(10) NOT NULL,
  effective_date date NOT NULL,
  contents text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT terms_cd_version UNIQUE (terms_cd, version)
);

CREATE TABLE user_agreements (
  id serial PRIMARY KEY,
  user_no integer NOT NULL REFERENCES users(user_no) ON DELETE CASCADE,
  terms_id integer NOT NULL REFERENCES terms(terms_id) ON DELETE CASCADE,
  agreed boolean NOT NULL,
  agreed_at timestamptz NOT NULL,
  CONSTRAINT user_agreements_user_terms UNIQUE (user_no, terms_id)
);

CREATE TABLE user_alim_settings (
  user_no integer NOT NULL REFERENCES users(user_no) ON DELETE CASCADE,
  alim_kind varchar(40) NOT NULL,
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_no, alim_kind)
);

CREATE TABLE user_activity_history (
  id serial PRIMARY KEY,
  user_no integer NOT NULL REFERENCES users(user_no) ON DELETE CASCADE,
  screen varchar(100),
  device_type varchar(8),
  created_at timestamptz NOT NULL
);
CREATE INDEX user_activity_history_user_created ON user_activity_history (user_no, created_at);

CREATE TABLE user_prompts (
  user_no integer NOT NULL REFERENCES users(user_no) ON DELETE CASCADE,
  prompt_cd varchar(40) NOT NULL,
  last_prompted_at timestamptz NOT NULL,
  PRIMARY KEY (user_no, prompt_cd)
);

CREATE TABLE bz_service_applications (
  user_no integer PRIMARY KEY REFERENCES users(user_no) ON DELETE CASCADE,
  applied_at timestamptz NOT NULL
);

CREATE TABLE reviews (
  review_id serial PRIMARY KEY,
  user_no integer NOT NULL UNIQUE REFERENCES users(user_no) ON DELETE CASCADE,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  content text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

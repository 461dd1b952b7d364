-- Files (attachment groups, plain or AES-256-GCM encrypted at rest) and the customer centre
-- (notices, FAQ, 1:1 inquiries). See db/schema/files.ts, db/schema/customer.ts.
CREATE TABLE file_groups (
  atch_file_sn serial PRIMARY KEY,
  user_no integer NOT NULL REFERENCES users(user_no) ON DELETE CASCADE,
  file_type varchar(20) NOT NULL,
  encrypted boolean NOT NULL DEFAULT false,
  last_file_sn integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX file_groups_user ON file_groups (user_no);

CREATE TABLE file_items (
  atch_file_sn integer NOT NULL REFERENCES file_groups(atch_file_sn) ON DELETE CASCADE,
  file_sn integer NOT NULL,
  stored_name varchar(64) NOT NULL UNIQUE,
  org_file_nm varchar(255) NOT NULL,
  file_ext varchar(10) NOT NULL,
  mime_type varchar(60) NOT NULL,
  file_size integer NOT NULL,
  sha256 varchar(64) NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (atch_file_sn, file_sn)
);

CREATE TABLE notices (
  ntc_sn serial PRIMARY KEY,
  ntc_div_ccd varchar(2) NOT NULL,
  title varchar(200) NOT NULL,
  contents text NOT NULL,
  pinned boolean NOT NULL DEFAULT false,
  view_count integer NOT NULL DEFAULT 0,
  posted_at timestamptz NOT NULL
);
CREATE INDEX notices_div_posted ON notices (ntc_div_ccd, posted_at);

CREATE TABLE faqs (
  faq_sn serial PRIMARY KEY,
  faq_div_ccd varchar(2) NOT NULL,
  question varchar(300) NOT NULL,
  answer text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE inquiries (
  iqr_sn serial PRIMARY KEY,
  user_no integer NOT NULL REFERENCES users(user_no) ON DELETE CASCADE,
  iqr_div_ccd varchar(2) NOT NULL,
  title varchar(100) NOT NULL,
  contents text NOT NULL,
  atch_file_sn integer UNIQUE REFERENCES file_groups(atch_file_sn) ON DELETE SET NULL,
  iqr_stts_div_ccd varchar(2) NOT NULL DEFAULT '01',
  answer text,
  answered_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX inquiries_user_created ON inquiries (user_no, created_at);

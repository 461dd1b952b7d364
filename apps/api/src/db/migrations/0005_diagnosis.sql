-- Diagnosis: battery safety diagnoses, their steps and per-type results (schema/diagnosis.ts).
CREATE TABLE diagnoses (
  diagnosis_id serial PRIMARY KEY,
  user_no integer NOT NULL REFERENCES users(user_no) ON DELETE CASCADE,
  vehicle_id integer NOT NULL REFERENCES vehicles(vehicle_id) ON DELETE CASCADE,
  diagnosis_date date NOT NULL,
  data_from date NOT NULL,
  data_to date NOT NULL,
  data_days integer NOT NULL,
  status varchar(12) NOT NULL DEFAULT 'IN_PROGRESS',
  current_step integer NOT NULL DEFAULT 0,
  score integer,
  grade varchar(1),
  severity varchar(2),
  summary text,
  started_at timestamptz NOT NULL,
  completed_at timestamptz
);
CREATE INDEX diagnoses_user ON diagnoses (user_no, diagnosis_id);

CREATE TABLE diagnosis_steps (
  diagnosis_id integer NOT NULL REFERENCES diagnoses(diagnosis_id) ON DELETE CASCADE,
  step integer NOT NULL,
  diagnosis_type varchar(2) NOT NULL,
  findings jsonb NOT NULL,
  completed_at timestamptz NOT NULL,
  PRIMARY KEY (diagnosis_id, step)
);

CREATE TABLE diagnosis_type_results (
  diagnosis_id integer NOT NULL REFERENCES diagnoses(diagnosis_id) ON DELETE CASCADE,
  diagnosis_type varchar(2) NOT NULL,
  score integer NOT NULL,
  grade varchar(1) NOT NULL,
  severity varchar(2) NOT NULL,
  summary text NOT NULL,
  PRIMARY KEY (diagnosis_id, diagnosis_type)
);

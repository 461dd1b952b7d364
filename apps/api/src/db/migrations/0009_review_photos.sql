-- Photos on a member's review (docs/settings.md "Review photos"): an optional plain REVIEW attachment group.
-- UNIQUE: a group belongs to one review; SET NULL: a group deleted through the file calls leaves the review without
-- photos rather than pointing at nothing.
ALTER TABLE reviews ADD COLUMN atch_file_sn integer UNIQUE REFERENCES file_groups(atch_file_sn) ON DELETE SET NULL;

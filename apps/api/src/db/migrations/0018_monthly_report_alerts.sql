-- One "월간 배터리 리포트" alert per member and month (services/monthly-report-alerts.ts): the job that writes them runs
-- on every API instance, so the database keeps it to one.
CREATE UNIQUE INDEX alerts_monthly_report ON alerts (user_no, day) WHERE metric = 'monthlyReport';

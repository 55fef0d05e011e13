-- Decision 0064. Why the extension flagged a page: the signals it weighed, as it reported them.
ALTER TABLE "events" ADD COLUMN "detection_reasons" jsonb;--> statement-breakpoint
-- An organization's opt-in to hear of suspicious pages (their address and the reasons only).
ALTER TABLE "alert_configs" ADD COLUMN "report_suspicious_pages" boolean DEFAULT false NOT NULL;
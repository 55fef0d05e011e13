-- Issue 26. When a factor was last proved in a session: sensitive changes ask for one within 5 minutes (step-up).
ALTER TABLE "admin_sessions" ADD COLUMN "factor_at" timestamp with time zone;
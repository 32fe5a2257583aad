ALTER TABLE "profiles" ADD COLUMN "staff_trading_simulator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The switch starts off, so the staff bots running today stop now, each saying why in its log in
-- the words of server.bot.simulatorOff (a test holds the two equal). Their simulated shares are
-- kept, valued at the current prices: selling them needs the simulated market, which only the
-- server computes. A reset or the next start deals with them as with any holding.
WITH "stopped" AS (
  UPDATE "bot_runs" AS r
  SET "status" = 'stopped', "stopped_at" = now(), "lease_owner" = NULL, "lease_expires_at" = NULL
  FROM "profiles" AS p
  WHERE p."uid" = r."user_uid" AND p."role" = 'STAFF' AND r."status" = 'running'
  RETURNING r."user_uid"
)
INSERT INTO "bot_logs" ("user_uid", "at", "text")
SELECT "user_uid", now(), 'Stopped: your employer turned off the trading simulator.'
FROM "stopped";

-- A centre that is not active (deactivated by its owner, or made read-only by a smaller plan) no
-- longer keeps a live invite code: the code dies with the centre, and reactivation makes a new
-- one. Centres switched off before that rule still hold theirs; revoke them, so reactivating
-- one of those centres cannot bring its old code back to life either.
UPDATE "invite_codes"
SET "revoked_at" = now()
WHERE "revoked_at" IS NULL
  AND "business_id" IN (SELECT "id" FROM "businesses" WHERE "active" = false);

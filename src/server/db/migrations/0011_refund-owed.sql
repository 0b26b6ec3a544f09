-- A refund decided in a transaction is sent only after it commits (docs/decisions/020-request-and-database-limits.md
-- "Webhooks"): the amount owed is recorded with the decision; refund_ref once the provider took it.
ALTER TABLE "payments" ADD COLUMN "refund_cents" integer;

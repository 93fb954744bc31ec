-- LGPD self-service: a customer may withdraw its SMS consent (the withdrawal is dated) and delete
-- its account, which replaces its personal data by a pseudonym (clients.anonymized_at) and keeps
-- its purchases and redemptions. Its requests are audited under the new module Client.
ALTER TABLE "logs" DROP CONSTRAINT "logs_module_valid";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "logs" ADD CONSTRAINT "logs_module_valid" CHECK ("logs"."module_name" in ('Sale','Rescue','Campaign','Prize','Store','Seller','Shopkeeper','User','Client'));
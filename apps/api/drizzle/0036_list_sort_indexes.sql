-- The statement of a store sorted by its Valor column (either way) reads its page off this index,
-- however many purchases the store has; the other sorted lists filter to a month or a few thousand
-- rows first, or sort a small table.
CREATE INDEX "sales_store_net_idx" ON "sales" USING btree ("store_id","net_cents","id");

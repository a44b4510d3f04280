-- Decision 0047: every write to what property search lists and filters on (properties, their
-- brand links and amenities, unit types, units, hosts, brands) stamps the host in listing_changes,
-- so the search's in-process listing (apps/api availability/listing-index.ts) and facts follow it
-- on the next request in every API process, whatever wrote it (host API, console, seed, psql).
-- Rates and plans are stamped by their writers (markListingChanged). A statement trigger notes the
-- hosts in listing_changes_pending; a deferred trigger stamps them at commit, taking the lock that
-- orders generations as the transaction's last act (as markListingChanged does), so a write
-- never holds it while it goes on to lock rows.
CREATE TABLE "listing_changes_pending" (
	"organization_id" integer NOT NULL,
	"transaction_id" bigint NOT NULL,
	CONSTRAINT "listing_changes_pending_organization_id_transaction_id_pk" PRIMARY KEY("organization_id","transaction_id")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION note_listing_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO listing_changes_pending (organization_id, transaction_id)
      SELECT DISTINCT n.organization_id, txid_current() FROM new_rows n ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO listing_changes_pending (organization_id, transaction_id)
      SELECT DISTINCT o.organization_id, txid_current() FROM old_rows o ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A host's own switch (is_active): its properties leave or join every listing.
CREATE OR REPLACE FUNCTION note_organization_listing_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_changes_pending (organization_id, transaction_id)
    SELECT DISTINCT n.id, txid_current() FROM new_rows n ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A brand switched on or off: the hosts of the properties it lists (a deleted brand's links go
-- with it, and those deletes are noted by property_brands' own trigger).
CREATE OR REPLACE FUNCTION note_brand_listing_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_changes_pending (organization_id, transaction_id)
    SELECT DISTINCT pb.organization_id, txid_current() FROM property_brands pb WHERE pb.brand_id IN (SELECT n.id FROM new_rows n)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stamp_listing_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The key of markListingChanged's lock (packages/db listing-changes.ts).
  PERFORM pg_advisory_xact_lock(74012, 0);
  WITH done AS (DELETE FROM listing_changes_pending WHERE transaction_id = txid_current() RETURNING organization_id)
  INSERT INTO listing_changes (organization_id, generation, changed_at)
    SELECT d.organization_id, nextval('listing_change_generation'), now() FROM (SELECT DISTINCT organization_id FROM done) d
    -- A host deleted in the same transaction has nothing left to list.
    WHERE EXISTS (SELECT 1 FROM organizations o WHERE o.id = d.organization_id)
    ON CONFLICT (organization_id) DO UPDATE SET generation = excluded.generation, changed_at = excluded.changed_at;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER stamp_listing_changes AFTER INSERT ON listing_changes_pending DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stamp_listing_changes();
--> statement-breakpoint
CREATE TRIGGER listing_changed_insert AFTER INSERT ON properties REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_listing_change();
--> statement-breakpoint
CREATE TRIGGER listing_changed_update AFTER UPDATE ON properties REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_listing_change();
--> statement-breakpoint
CREATE TRIGGER listing_changed_delete AFTER DELETE ON properties REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_listing_change();
--> statement-breakpoint
CREATE TRIGGER listing_changed_insert AFTER INSERT ON property_brands REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_listing_change();
--> statement-breakpoint
CREATE TRIGGER listing_changed_update AFTER UPDATE ON property_brands REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_listing_change();
--> statement-breakpoint
CREATE TRIGGER listing_changed_delete AFTER DELETE ON property_brands REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_listing_change();
--> statement-breakpoint
CREATE TRIGGER listing_changed_insert AFTER INSERT ON property_amenities REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_listing_change();
--> statement-breakpoint
CREATE TRIGGER listing_changed_update AFTER UPDATE ON property_amenities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_listing_change();
--> statement-breakpoint
CREATE TRIGGER listing_changed_delete AFTER DELETE ON property_amenities REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_listing_change();
--> statement-breakpoint
CREATE TRIGGER listing_changed_insert AFTER INSERT ON unit_types REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_listing_change();
--> statement-breakpoint
CREATE TRIGGER listing_changed_update AFTER UPDATE ON unit_types REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_listing_change();
--> statement-breakpoint
CREATE TRIGGER listing_changed_delete AFTER DELETE ON unit_types REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_listing_change();
--> statement-breakpoint
CREATE TRIGGER listing_changed_insert AFTER INSERT ON units REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_listing_change();
--> statement-breakpoint
CREATE TRIGGER listing_changed_update AFTER UPDATE ON units REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_listing_change();
--> statement-breakpoint
CREATE TRIGGER listing_changed_delete AFTER DELETE ON units REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_listing_change();
--> statement-breakpoint
CREATE TRIGGER listing_changed_update AFTER UPDATE ON organizations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_organization_listing_change();
--> statement-breakpoint
CREATE TRIGGER listing_changed_update AFTER UPDATE ON brands REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_brand_listing_change();

/**
 * Tests that rebuild an older layout of the embedded store (to watch a migration run again) undo the later migrations
 * too, as a store written before them would be: these statements undo, latest first, the webhook deliveries' leases
 * and in-flight marks, and the keys' holders.
 */
export const BEFORE_LATER_MIGRATIONS = `DROP TABLE webhook_leases;
  ALTER TABLE webhook_messages DROP COLUMN sending_at;
  DROP INDEX api_keys_by_holder;
  ALTER TABLE api_keys DROP COLUMN holder_id;
  ALTER TABLE api_keys DROP COLUMN replaces;
  ALTER TABLE api_keys DROP COLUMN replaced_by;
  ALTER TABLE webhook_endpoints RENAME COLUMN holder_id TO key_id;
  ALTER TABLE saved_searches RENAME COLUMN holder_id TO key_id;`;

// The company logo kept by the service: the settings' logo was an address on the
// customer's host, which the pages' content security policy (img-src 'self') never let a browser
// load. Now the server fetches the image from that address once, when the settings are saved,
// and keeps it in storage under `logo_key`; `logo_url` stays the address it came from.
//
// A logo saved before holds an address but no kept image: it counts as no logo until an admin
// saves the address again.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('business_settings').addColumn('logo_key', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('business_settings').dropColumn('logo_key').execute();
}

// Webhook signing secrets sealed at rest, as the SSO client secrets are: whoever holds
// the database or a backup must not be able to forge signed deliveries. `secret` now holds the
// secret sealed with the server's secret box (security/secret-box.ts, the key derived from the
// link secret), bound to the endpoint's id; every clear secret is sealed here.
//
// A rotation (areas/webhooks/rules/secrets.ts) keeps the replaced secret, sealed too, in
// `previous_secret` until `previous_secret_until` (24 hours later): deliveries meanwhile carry
// both signatures.
//
// The sealing needs the key, so this migration is built with the server's secret box (db/
// connect.ts migrate()); without one it refuses to run while a clear secret is left.
//
// Safe to run again after a crash part-way (SQLite runs a migration outside a transaction): the
// columns are added only when missing, a value that already opens with the key is left as it is,
// and each row is replaced only while it still holds the clear value that was read.
import type { Kysely, Migration } from 'kysely';

/** What the sealing needs of the server's secret box (security/secret-box.ts implements it). */
export interface SecretSealer {
  seal(plain: string, purpose: string): string;
  /** Throws when the value was not sealed by this key for this purpose. */
  open(sealed: string, purpose: string): string;
}

/** What a webhook secret is sealed for (kept equal to areas/webhooks/rules/secrets.ts). */
const purposeOf = (endpointId: string) => `webhook-secret:${endpointId}`;

type Endpoints = { webhook_endpoints: { id: string; secret: string } };

const opens = (box: SecretSealer, value: string, endpointId: string) => {
  try {
    box.open(value, purposeOf(endpointId));
    return true;
  } catch {
    return false;
  }
};

async function addMissingColumns(db: Kysely<unknown>): Promise<void> {
  const tables = await db.introspection.getTables();
  const columns = new Set(
    tables.find((table) => table.name === 'webhook_endpoints')?.columns.map((c) => c.name),
  );
  // The secret replaced by the last rotation, sealed like `secret`; null when none.
  if (!columns.has('previous_secret')) {
    await db.schema.alterTable('webhook_endpoints').addColumn('previous_secret', 'text').execute();
  }
  // Until when deliveries are signed with `previous_secret` as well.
  if (!columns.has('previous_secret_until')) {
    await db.schema
      .alterTable('webhook_endpoints')
      .addColumn('previous_secret_until', 'text')
      .execute();
  }
}

async function sealClearSecrets(db: Kysely<Endpoints>, box: SecretSealer | undefined) {
  const rows = await db.selectFrom('webhook_endpoints').select(['id', 'secret']).execute();
  const clear = box ? rows.filter((row) => !opens(box, row.secret, row.id)) : rows;
  if (clear.length === 0) return;
  if (!box) {
    throw new Error(
      `${clear.length} webhook secret(s) are stored in clear and sealing them needs the server's ` +
        'key: migrate with the secret box of LINK_SECRET (or DATA_DIR/link-secret)',
    );
  }
  for (const row of clear) {
    await db
      .updateTable('webhook_endpoints')
      .set({ secret: box.seal(row.secret, purposeOf(row.id)) })
      .where('id', '=', row.id)
      .where('secret', '=', row.secret)
      .execute();
  }
}

/** The migration, sealing with `box` (needed only when a clear secret is found). */
export function webhookSecretsSealed(box: SecretSealer | undefined): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await addMissingColumns(db);
      await sealClearSecrets(db as unknown as Kysely<Endpoints>, box);
    },
    // The secrets stay sealed (a clear copy is what this migration removes); the columns go.
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('webhook_endpoints').dropColumn('previous_secret_until').execute();
      await db.schema.alterTable('webhook_endpoints').dropColumn('previous_secret').execute();
    },
  };
}

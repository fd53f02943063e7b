// An index of the signed signers by request that holds every column the business's signature
// activity reads (its list, counts, cost centre report and usage export).
//
// Why: those queries reach a business's signatures from its members' requests (requests by
// sender), then each request's signers; by the primary key (request_id, id) every signer found
// cost a second read of its table row, wide with placements, attributes and the visual signature,
// and the unsigned ones were read only to be dropped. This index has the signed signers only and
// answers from itself: the export's one ordered statement reads the business's signatures without
// touching the signers' table.
//
// The order (signed_at, request_id, id) cannot come from an index per business: a signature is the
// business's through its request's sender's membership, which changes and can be more than one
// business, so no column of a signer says its business. The business's rows are sorted once per
// export (the sort spills to disk past its memory on both databases); the export used to sort them
// again for every batch of 1 000.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('signature_request_signers_signed')
    .ifNotExists()
    .on('signature_request_signers')
    .columns([
      'request_id',
      'signed_at',
      'id',
      'quality',
      'legislation',
      'email',
      'account_email',
      'first_name',
      'last_name',
    ])
    .where(sql.ref('status'), '=', sql.lit('SIGNED'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('signature_request_signers_signed').execute();
}

// Rows of the signing and identification areas written straight into the database for the
// activity tests: signed requests of a sender and identifications (also 100 000 at once, with
// multi-row INSERTs in one transaction).
import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/connect.ts';

export async function signedRequest(
  db: Db,
  senderId: string,
  signers: { email: string; signedAt: string; quality?: string; legislation?: string | null }[],
  title = 'Mandate agreement 2026',
  costCenter: string | null = null,
): Promise<string> {
  const id = randomUUID();
  const at = '2026-11-01T08:00:00.000Z';
  await db
    .insertInto('signature_requests')
    .values({
      id,
      sender_id: senderId,
      title,
      status: 'SIGNED',
      cost_center: costCenter,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('signature_request_signers')
    .values(
      signers.map((s, index) => ({
        request_id: id,
        id: `sig-${index + 1}`,
        position: index + 1,
        email: s.email,
        account_email: null,
        first_name: 'Chiara',
        last_name: 'Rossi',
        name: null,
        link_key: `key-${id}-${index}`,
        placements: '[]',
        status: 'SIGNED' as const,
        quality: s.quality ?? 'aes',
        legislation: s.legislation === undefined ? 'zertes' : s.legislation,
        signed_at: s.signedAt,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
  return id;
}

export interface IdentificationSeed {
  userId: string | null;
  requestId?: string;
  signerId?: string;
  email: string;
  createdAt: string;
  status?: string;
}

const identificationRow = (seed: IdentificationSeed, n: number) => ({
  id: `idn-${n}-${randomUUID().slice(0, 8)}`,
  user_id: seed.userId,
  request_id: seed.requestId ?? null,
  signer_id: seed.signerId ?? null,
  provider: 'intrum' as const,
  method: 'video' as const,
  legislation: 'zertes' as const,
  status: seed.status ?? 'success',
  email: seed.email,
  signature_request_id: null,
  reference: `ref-${n}-${randomUUID()}`,
  ident_url: 'https://ident.example/session',
  created_at: seed.createdAt,
  updated_at: seed.createdAt,
});

export async function identifications(db: Db, seeds: IdentificationSeed[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < seeds.length; i += 1000) {
      await trx
        .insertInto('identifications')
        .values(seeds.slice(i, i + 1000).map((seed, k) => identificationRow(seed, i + k)))
        .execute();
    }
  });
}

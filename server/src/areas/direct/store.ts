// Every query of the direct area: the signer rows of direct links (signature_request_signers
// without an account) — the candidates of a link's credentials, the signer of a link, and the
// changes a direct signer makes to itself (profile, visual signature). Plain records in and out.
import type { Db } from '../../db/connect.ts';
import type { SignerRow } from '../signature-requests/index.ts';
import type { SignerProfile } from './rules.ts';

/**
 * The signers of a request that have a working direct link (no account, request not a draft),
 * with the nonce their link key is derived from.
 */
export async function linkCandidates(
  db: Db,
  requestId: string,
): Promise<{ request_id: string; id: string; link_key: string; email: string }[]> {
  return db
    .selectFrom('signature_request_signers as s')
    .innerJoin('signature_requests as r', 'r.id', 's.request_id')
    .select(['s.request_id', 's.id', 's.link_key', 's.email'])
    .where('s.request_id', '=', requestId)
    .where('s.account_email', 'is', null)
    .where('r.status', '!=', 'DRAFT')
    .execute();
}

export async function findSigner(
  db: Db,
  requestId: string,
  signerId: string,
): Promise<SignerRow | undefined> {
  return db
    .selectFrom('signature_request_signers')
    .selectAll()
    .where('request_id', '=', requestId)
    .where('id', '=', signerId)
    .executeTakeFirst();
}

/** Writes the signer's profile; answers the row as it is now. */
export async function updateSignerProfile(
  db: Db,
  signer: Pick<SignerRow, 'request_id' | 'id'>,
  profile: SignerProfile,
  now: string,
): Promise<SignerRow> {
  await db
    .updateTable('signature_request_signers')
    .set({ ...profile, updated_at: now })
    .where('request_id', '=', signer.request_id)
    .where('id', '=', signer.id)
    .execute();
  return db
    .selectFrom('signature_request_signers')
    .selectAll()
    .where('request_id', '=', signer.request_id)
    .where('id', '=', signer.id)
    .executeTakeFirstOrThrow();
}

/** Stores the signer's visual signature (JSON of its data). */
export async function saveVisualSignature(
  db: Db,
  signer: Pick<SignerRow, 'request_id' | 'id'>,
  json: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('signature_request_signers')
    .set({ visual_signature: json, updated_at: now })
    .where('request_id', '=', signer.request_id)
    .where('id', '=', signer.id)
    .execute();
}

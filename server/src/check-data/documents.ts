// check:data on documents: every document's files are present and its versions complete — a
// document of a signature request at version v has its signed file, and that file carries v - 1
// signatures more than the upload (one per stored signature), one per signer who signed: a
// signature answered SIGNED but missing from the stored PDF (a lost update) shows here.
import type { Db } from '../db/connect.ts';
import { pdfSignatureCount } from '../pades/index.ts';
import type { Storage } from '../storage/storage.ts';
import type { Problem } from './report.ts';

export interface DocumentCheck {
  documents: number;
  problems: Problem[];
}

async function signatureCount(bytes: Buffer | undefined): Promise<number | undefined> {
  if (!bytes) return undefined;
  try {
    return await pdfSignatureCount(bytes);
  } catch {
    return undefined;
  }
}

/** Checks every document row against the storage (and the signatures of its request). */
export async function checkDocuments(db: Db, storage: Storage): Promise<DocumentCheck> {
  const documents = await db
    .selectFrom('documents')
    .select(['id', 'version', 'storage_key', 'signed_storage_key', 'signature_request_id'])
    .orderBy('id')
    .execute();
  const signedCounts = new Map(
    (
      await db
        .selectFrom('signature_request_signers')
        .select(['request_id', (eb) => eb.fn.countAll<number | string>().as('signed')])
        .where('status', '=', 'SIGNED')
        .groupBy('request_id')
        .execute()
    ).map((row) => [row.request_id, Number(row.signed)]),
  );
  const problems: Problem[] = [];
  const problem = (id: string, kind: Problem['kind'], detail: string) =>
    problems.push({ kind, subject: `document ${id}`, detail, repairable: false });

  for (const document of documents) {
    const version = Number(document.version);
    const original = await storage.get(document.storage_key);
    if (!original)
      problem(document.id, 'missing_file', `its upload ${document.storage_key} is missing`);
    if (!document.signed_storage_key) {
      if (version !== 1) {
        problem(
          document.id,
          'incomplete_version',
          `it is at version ${version} but has no signed file`,
        );
      }
      continue;
    }
    if (version < 2) {
      problem(
        document.id,
        'incomplete_version',
        `it has a signed file but is at version ${version}`,
      );
    }
    const signed = await storage.get(document.signed_storage_key);
    if (!signed) {
      problem(
        document.id,
        'missing_file',
        `its signed version ${document.signed_storage_key} is missing`,
      );
      continue;
    }
    const [before, after] = [await signatureCount(original), await signatureCount(signed)];
    if (after === undefined) {
      problem(
        document.id,
        'incomplete_version',
        `its signed version ${document.signed_storage_key} cannot be read`,
      );
      continue;
    }
    if (before !== undefined && after - before !== version - 1) {
      problem(
        document.id,
        'signature_count',
        `version ${version} should carry ${version - 1} signature(s) beyond the upload, its PDF carries ${after - before}`,
      );
    }
    const requestId = document.signature_request_id;
    const signers = requestId ? (signedCounts.get(requestId) ?? 0) : undefined;
    if (signers !== undefined && signers !== version - 1) {
      problem(
        document.id,
        'signature_count',
        `${signers} signer(s) of request ${requestId} signed but the document is at version ${version}`,
      );
    }
  }
  return { documents: documents.length, problems };
}

// Reading signature requests: a request row, its signers, documents and attachments, the parts
// the contract's SignatureRequest shows (for one request or a page of the list, in a fixed number
// of queries), and the caller's relation to a request (sender, signer or nothing: 404).
import { sql, type Compilable, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import { prepared } from '../../../db/prepared.ts';
import { notFound } from '../../../domain-errors.ts';
import { isObserver, observersOf, observersQuery } from './observers.ts';
import type { DocumentRow } from '../../documents/index.ts';
import type { UserRow } from '../../user/index.ts';
import {
  normalizeEmail,
  type AttachmentRow,
  type ObserverRow,
  type Relation,
  type RequestParts,
  type RequestRow,
  type SignerRow,
} from '../rules/requests.ts';
import { isPostgres } from '../../../db/dialect.ts';

export async function findRequest(db: Db, id: string): Promise<RequestRow | undefined> {
  return db.selectFrom('signature_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function requireRequest(db: Db, id: string): Promise<RequestRow> {
  const row = await findRequest(db, id);
  if (!row) throw notFound('The signature request does not exist.');
  return row;
}

export async function requestSigners(db: Db, requestId: string): Promise<SignerRow[]> {
  return db
    .selectFrom('signature_request_signers')
    .selectAll()
    .where('request_id', '=', requestId)
    .orderBy('position')
    .execute();
}

export async function requestDocuments(db: Db, requestId: string): Promise<DocumentRow[]> {
  return db
    .selectFrom('signature_request_documents as l')
    .innerJoin('documents as d', 'd.id', 'l.document_id')
    .selectAll('d')
    .where('l.request_id', '=', requestId)
    .orderBy('l.position')
    .execute();
}

export async function requestAttachments(db: Db, requestId: string): Promise<AttachmentRow[]> {
  return db
    .selectFrom('signature_request_attachments')
    .selectAll()
    .where('request_id', '=', requestId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

type SenderRow = Omit<RequestParts['sender'], 'public_email'> & { business_email: string | null };

function senderOf(senders: SenderRow[], id: string): RequestParts['sender'] {
  const row = senders.find((s) => s.id === id);
  if (!row) {
    const email = 'unknown@invalid.example';
    return { id, email, public_email: email, first_name: '', last_name: '' };
  }
  const { business_email, ...sender } = row;
  return { ...sender, public_email: business_email ?? sender.email };
}

// The parts of a page of requests, by the page's ids: built and compiled by Kysely once per
// database and number of ids (db/prepared.ts), not on every list request. The ids are
// values, or on PostgreSQL a subquery of the page read in the same statement (list-prepared.ts).
/** The requests whose parts are read: their ids, or a subquery answering them. */
export type Ids = string[] | RawBuilder<string>;

const signersQuery = (db: Db, ids: Ids) =>
  db
    .selectFrom('signature_request_signers')
    .selectAll()
    .where('request_id', 'in', ids)
    .orderBy('position');
const documentsQuery = (db: Db, ids: Ids) =>
  db
    .selectFrom('signature_request_documents as l')
    .innerJoin('documents as d', 'd.id', 'l.document_id')
    .selectAll('d')
    .select('l.request_id as link_request_id')
    .where('l.request_id', 'in', ids)
    .orderBy('l.position');
const attachmentsQuery = (db: Db, ids: Ids) =>
  db
    .selectFrom('signature_request_attachments')
    .selectAll()
    .where('request_id', 'in', ids)
    .orderBy('created_at');
const sendersQuery = (db: Db, ids: Ids) =>
  db
    .selectFrom('users as u')
    .leftJoin('api_users as a', 'a.username', 'u.id')
    .leftJoin('businesses as b', 'b.id', 'a.business_id')
    .select(['u.id', 'u.email', 'u.first_name', 'u.last_name', 'b.email as business_email'])
    .where('u.id', 'in', ids);

const signersOfRequests = prepared((db, ...ids: string[]) => signersQuery(db, ids));
const documentsOfRequests = prepared((db, ...ids: string[]) => documentsQuery(db, ids));
const attachmentsOfRequests = prepared((db, ...ids: string[]) => attachmentsQuery(db, ids));
const sendersByIds = prepared((db, ...ids: string[]) => sendersQuery(db, ids));

/** A query's rows as one JSON array (PostgreSQL); `[]` for none. */
export const rowsAsJson = (query: Compilable<unknown>) =>
  sql`(select coalesce(json_agg(p), '[]') from (${query}) as p)`;

/**
 * The five parts of a page as columns of one statement on PostgreSQL: each query above as a JSON
 * array of its rows. Five statements cost five round trips, each with its pool checkout and its
 * protocol work on both sides, about as much as the queries themselves. A JSON row has the row's
 * columns with the values pg answers for text and integer columns (every column these read).
 * json_agg reads a sorted subquery in its order: the outer query joins nothing that could reorder
 * it.
 */
export const partColumns = (db: Db, ids: Ids, senderIds: Ids) => [
  rowsAsJson(signersQuery(db, ids)).as('signers'),
  rowsAsJson(documentsQuery(db, ids)).as('documents'),
  rowsAsJson(attachmentsQuery(db, ids)).as('attachments'),
  rowsAsJson(sendersQuery(db, senderIds)).as('senders'),
  rowsAsJson(observersQuery(db, ids)).as('observers'),
];

/**
 * partColumns by ids: the page's ids come first, then the senders' ids repeated up to as many (a
 * repeated id in IN changes nothing), so that the number of values names the shape.
 */
const partsOfRequestsAtOnce = prepared((db, ...idsThenSenders: string[]) => {
  const ids = idsThenSenders.slice(0, idsThenSenders.length / 2);
  const senders = idsThenSenders.slice(idsThenSenders.length / 2);
  return db.selectNoFrom(partColumns(db, ids, senders));
});

/** The rows of partColumns' columns. */
export const partRowsOf = (row: unknown): PartRows => {
  const { signers, documents, attachments, senders, observers } = row as Record<
    'signers' | 'documents' | 'attachments' | 'senders' | 'observers',
    unknown[]
  >;
  return [signers, documents, attachments, senders, observers] as PartRows;
};

export type PartRows = [
  SignerRow[],
  (DocumentRow & { link_request_id: string })[],
  AttachmentRow[],
  SenderRow[],
  ObserverRow[],
];

/** The rows of a page's parts (on PostgreSQL in one statement). */
export async function partRows(db: Db, ids: string[], senderIds: string[]): Promise<PartRows> {
  if (isPostgres(db)) {
    const padded = ids.map((_, i) => senderIds[i] ?? senderIds[0]);
    const [row] = await partsOfRequestsAtOnce(db, ...ids, ...padded);
    return partRowsOf(row);
  }
  return partRowsOneByOne(db, ids, senderIds);
}

/** The five parts, a statement each (SQLite, whose reads cost no round trip). */
export async function partRowsOneByOne(
  db: Db,
  ids: string[],
  senderIds: string[],
): Promise<PartRows> {
  return Promise.all([
    signersOfRequests(db, ...ids),
    documentsOfRequests(db, ...ids),
    attachmentsOfRequests(db, ...ids),
    sendersByIds(db, ...senderIds),
    observersOf(db, ids),
  ]);
}

/** Requests with everything the contract's SignatureRequest shows, in the order given. */
export async function loadParts(db: Db, requests: RequestRow[]): Promise<RequestParts[]> {
  if (!requests.length) return [];
  const ids = requests.map((r) => r.id);
  return withParts(
    requests,
    await partRows(db, ids, [...new Set(requests.map((r) => r.sender_id))]),
  );
}

/** The requests, each with its rows of the parts. */
export function withParts(
  requests: RequestRow[],
  [signers, documents, attachments, senders, observers]: PartRows,
): RequestParts[] {
  return requests.map((request) => ({
    request,
    sender: senderOf(senders, request.sender_id),
    documents: documents
      .filter((d) => d.link_request_id === request.id)
      .map(({ link_request_id: _, ...d }) => d),
    signers: signers.filter((s) => s.request_id === request.id),
    attachments: attachments.filter((a) => a.request_id === request.id),
    observers: observers.filter((o) => o.request_id === request.id),
  }));
}

export async function loadRequestParts(db: Db, id: string): Promise<RequestParts> {
  const [parts] = await loadParts(db, [await requireRequest(db, id)]);
  return parts;
}

/**
 * The request as `user` may see it: its sender always, a signer (account_email = the user's
 * e-mail) or an observer once it is initiated. Anyone else gets 404, the same answer as for an
 * unknown id. An observer is neither sender nor signer: every action refuses it (403).
 */
export async function requestForUser(
  db: Db,
  requestId: string,
  user: Pick<UserRow, 'id' | 'email'>,
): Promise<Relation> {
  const request = await requireRequest(db, requestId);
  const isSender = request.sender_id === user.id;
  const signer =
    request.status === 'DRAFT'
      ? undefined
      : await db
          .selectFrom('signature_request_signers')
          .selectAll()
          .where('request_id', '=', requestId)
          .where('account_email', '=', normalizeEmail(user.email))
          .executeTakeFirst();
  // An observer reads the request once it is initiated, and does nothing else.
  const observer =
    !isSender && !signer && request.status !== 'DRAFT'
      ? await isObserver(db, requestId, normalizeEmail(user.email))
      : false;
  if (!isSender && !signer && !observer) {
    throw notFound('The signature request does not exist.');
  }
  return { request, isSender, signer };
}

/**
 * Whether `user` is a party of the request (its sender, or once it is initiated one of its
 * account signers — a delegate becomes one), the test of the documents' read operations: a
 * document belongs to the parties of the request it is part of.
 */
export async function isRequestParty(
  db: Db,
  requestId: string,
  user: Pick<UserRow, 'id' | 'email'>,
): Promise<boolean> {
  const request = await findRequest(db, requestId);
  if (!request) return false;
  if (request.sender_id === user.id) return true;
  if (request.status === 'DRAFT') return false;
  const signer = await db
    .selectFrom('signature_request_signers')
    .select('id')
    .where('request_id', '=', requestId)
    .where('account_email', '=', normalizeEmail(user.email))
    .executeTakeFirst();
  return signer !== undefined;
}

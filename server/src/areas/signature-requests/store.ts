// Signature requests in the database: loading a request with its documents, signers, sender and
// attachments; the list with its filters; and every change of the lifecycle, each in one
// transaction together with its event (events.ts). A transition first takes the request row with
// an UPDATE guarded by the expected status (a row lock on PostgreSQL, serialised on SQLite), so
// two concurrent changes of one request cannot both pass their checks.
//
// Mail is not sent here: the operations send it after the change (see
// operations/signature-requests/notify.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely, type SqlBool, type Expression } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound, ruleViolated, type FieldError } from '../../domain-errors.ts';
import { iso, systemClock, type Clock } from '../../clock.ts';
import type { DocumentRow } from '../documents/index.ts';
import { appendEvent, SYSTEM_ACTOR, type Actor, type EventType } from './events.ts';
import {
  assertNoErrors,
  assertStatus,
  displayName,
  duplicateSignerErrors,
  everyoneSigned,
  exitSettingsJson,
  MAX_DOCUMENTS,
  MAX_SIGNERS,
  normalizeEmail,
  placementsOf,
  signatureIdFor,
  signerEmail,
  signerErrors,
  signerQuality,
  type AttachmentRow,
  type ListFilter,
  type Placement,
  type RequestParts,
  type RequestRow,
  type SignerInput,
  type SignerRow,
  type Status,
  type Legislation,
  type Language,
  parsePlacements,
  splitName,
} from './rules.ts';
import type { UserRow } from '../user/index.ts';

type Db = Kysely<Database>;

/** Who acts, from where and when: what every change records in the trail. */
export interface ActionContext {
  actor: Actor;
  address: string | null;
  clock?: Clock;
}

const nowOf = (context: { clock?: Clock }) => (context.clock ?? systemClock).now();

/** A new direct-link secret: 192 random bits, URL-safe. */
export const newLinkKey = () => randomBytes(24).toString('base64url');
/** A new send-to id (`st-` + 128 random bits): the /sendto/<id> link of a request sent by e-mail. */
export const newSendtoId = () => `st-${randomBytes(16).toString('base64url')}`;

// Loading

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

/** Requests with everything the contract's SignatureRequest shows, in the order given. */
export async function loadParts(db: Db, requests: RequestRow[]): Promise<RequestParts[]> {
  if (!requests.length) return [];
  const ids = requests.map((r) => r.id);
  const [signers, documents, attachments, senders] = await Promise.all([
    db
      .selectFrom('signature_request_signers')
      .selectAll()
      .where('request_id', 'in', ids)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('signature_request_documents as l')
      .innerJoin('documents as d', 'd.id', 'l.document_id')
      .selectAll('d')
      .select('l.request_id as link_request_id')
      .where('l.request_id', 'in', ids)
      .orderBy('l.position')
      .execute(),
    db
      .selectFrom('signature_request_attachments')
      .selectAll()
      .where('request_id', 'in', ids)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name'])
      .where('id', 'in', [...new Set(requests.map((r) => r.sender_id))])
      .execute(),
  ]);
  return requests.map((request) => ({
    request,
    sender: senders.find((s) => s.id === request.sender_id) ?? {
      id: request.sender_id,
      email: 'unknown@invalid.example',
      first_name: '',
      last_name: '',
    },
    documents: documents
      .filter((d) => d.link_request_id === request.id)
      .map(({ link_request_id: _, ...d }) => d),
    signers: signers.filter((s) => s.request_id === request.id),
    attachments: attachments.filter((a) => a.request_id === request.id),
  }));
}

export async function loadRequestParts(db: Db, id: string): Promise<RequestParts> {
  const [parts] = await loadParts(db, [await requireRequest(db, id)]);
  return parts;
}

/** The caller's relation to a request: sender, signer (its row), both or none. */
export interface Relation {
  request: RequestRow;
  isSender: boolean;
  signer?: SignerRow;
}

/**
 * The request as `user` may see it: its sender always, a signer (account_email = the user's
 * e-mail) once it is initiated. Anyone else gets 404, the same answer as for an unknown id.
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
  if (!isSender && !signer) throw notFound('The signature request does not exist.');
  return { request, isSender, signer };
}

// The list

type RequestsEb = ExpressionBuilder<Database, 'signature_requests'>;

const signerWhere = (eb: RequestsEb) =>
  eb
    .selectFrom('signature_request_signers as s')
    .select('s.id')
    .whereRef('s.request_id', '=', 'signature_requests.id');

/** The filters of seed 000 §7 "GET list with filters", for the user with that id and e-mail. */
export function listCondition(
  user: { id: string; email: string },
  filter: ListFilter | undefined,
  search: string | undefined,
): (eb: RequestsEb) => Expression<SqlBool> {
  const email = normalizeEmail(user.email);
  return (eb) => {
    const sent = eb('signature_requests.sender_id', '=', user.id);
    const visible = eb.or([
      sent,
      eb.and([
        eb('signature_requests.status', '!=', 'DRAFT'),
        eb.exists(signerWhere(eb).where('s.account_email', '=', email)),
      ]),
    ]);
    const status = (...statuses: Status[]) => eb('signature_requests.status', 'in', statuses);
    const conditions: Expression<SqlBool>[] = [];
    switch (filter) {
      case 'toSign':
        // status_overall OPEN, signature_status OPEN and account_email = the caller.
        conditions.push(
          status('OPEN'),
          eb.exists(
            signerWhere(eb).where('s.account_email', '=', email).where('s.status', '=', 'OPEN'),
          ),
        );
        break;
      case 'pending':
        // Requests the caller sent that are OPEN and wait for someone else's signature.
        conditions.push(
          sent,
          status('OPEN'),
          eb.exists(signerWhere(eb).where('s.status', '=', 'OPEN').where('s.email', '!=', email)),
        );
        break;
      case 'declined':
        conditions.push(visible, status('DECLINED', 'WITHDRAWN'));
        break;
      case 'completed':
        conditions.push(visible, status('SIGNED'));
        break;
      case 'drafts':
        conditions.push(sent, status('DRAFT'));
        break;
      default:
        conditions.push(visible);
    }
    if (search) {
      const pattern = `%${search
        .trim()
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const like = (ref: Expression<string | null>) =>
        sql<SqlBool>`lower(coalesce(${ref}, '')) like ${pattern} escape '\\'`;
      conditions.push(
        eb.or([
          like(eb.ref('signature_requests.title')),
          eb.exists(
            eb
              .selectFrom('signature_request_documents as l')
              .innerJoin('documents as d', 'd.id', 'l.document_id')
              .select('l.document_id')
              .whereRef('l.request_id', '=', 'signature_requests.id')
              .where((inner) => inner.or([like(inner.ref('d.name')), like(inner.ref('d.title'))])),
          ),
          eb.exists(
            signerWhere(eb).where((inner) =>
              inner.or([like(inner.ref('s.email')), like(inner.ref('s.name'))]),
            ),
          ),
        ]),
      );
    }
    return eb.and(conditions);
  };
}

export async function listRequests(
  db: Db,
  options: {
    user: { id: string; email: string };
    filter?: ListFilter;
    search?: string;
    page: number;
    size: number;
    sort: { column: string; direction: 'asc' | 'desc' };
  },
): Promise<{ rows: RequestRow[]; total: number }> {
  const where = listCondition(options.user, options.filter, options.search);
  const { count } = await db
    .selectFrom('signature_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(where)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('signature_requests')
    .selectAll()
    .where(where)
    .orderBy(
      sql.ref(`signature_requests.${options.sort.column}`),
      options.sort.direction === 'asc' ? 'asc' : 'desc',
    )
    .orderBy('signature_requests.id')
    .limit(options.size)
    .offset(options.page * options.size)
    .execute();
  return { rows, total: Number(count) };
}

// Changes

/**
 * Takes the request row for a change: touches updated_at where the status is one of `allowed`
 * (locking the row on PostgreSQL until the transaction ends); 409 when the status does not allow
 * `action`, 404 when the request is gone.
 */
async function takeRequest(
  trx: Db,
  requestId: string,
  allowed: Status[],
  action: string,
  now: Date,
): Promise<RequestRow> {
  const row = await trx
    .updateTable('signature_requests')
    .set({ updated_at: iso(now) })
    .where('id', '=', requestId)
    .where('status', 'in', allowed)
    .returningAll()
    .executeTakeFirst();
  if (row) return row;
  const current = await findRequest(trx, requestId);
  if (!current) throw notFound('The signature request does not exist.');
  assertStatus(current, allowed, action);
  throw new Error('unreachable: the status allowed the change but the row was not taken');
}

async function event(
  trx: Db,
  requestId: string,
  type: EventType,
  context: ActionContext,
  detail: string | null = null,
  actor: Actor = context.actor,
) {
  await appendEvent(trx, {
    requestId,
    type,
    actor,
    address: actor === SYSTEM_ACTOR ? null : context.address,
    detail,
    at: nowOf(context),
  });
}

/**
 * Links documents of `ownerId` to the request from `position` on. 422 (with a pointer per id)
 * when a document is unknown, someone else's or already part of a request.
 */
async function attachDocuments(
  trx: Db,
  requestId: string,
  ownerId: string,
  documentIds: string[],
  position: number,
  pointer: (index: number) => string,
  now: Date,
): Promise<DocumentRow[]> {
  if (!documentIds.length) return [];
  const rows = await trx
    .selectFrom('documents')
    .selectAll()
    .where('id', 'in', documentIds)
    .where('owner_id', '=', ownerId)
    .execute();
  const errors: FieldError[] = [];
  documentIds.forEach((id, index) => {
    const row = rows.find((r) => r.id === id);
    if (!row) {
      errors.push({
        pointer: pointer(index),
        detail: 'is not a document you uploaded',
        code: 'unknown_document',
      });
    } else if (row.signature_request_id && row.signature_request_id !== requestId) {
      errors.push({
        pointer: pointer(index),
        detail: 'is already part of another signature request',
        code: 'document_in_request',
      });
    }
  });
  assertNoErrors(errors, 'Some documents cannot be added');
  for (const [index, id] of documentIds.entries()) {
    await trx
      .insertInto('signature_request_documents')
      .values({ request_id: requestId, document_id: id, position: position + index })
      .execute();
    await trx
      .updateTable('documents')
      .set({ signature_request_id: requestId, updated_at: iso(now) })
      .where('id', '=', id)
      .execute();
  }
  return documentIds.map((id) => rows.find((r) => r.id === id)!);
}

async function detachDocuments(trx: Db, requestId: string, documentIds: string[], now: Date) {
  if (!documentIds.length) return;
  await trx
    .deleteFrom('signature_request_documents')
    .where('request_id', '=', requestId)
    .where('document_id', 'in', documentIds)
    .execute();
  await trx
    .updateTable('documents')
    .set({ signature_request_id: null, updated_at: iso(now) })
    .where('id', 'in', documentIds)
    .where('signature_request_id', '=', requestId)
    .execute();
}

async function accountNames(trx: Db, emails: string[]): Promise<Map<string, string | null>> {
  if (!emails.length) return new Map();
  const users = await trx
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name'])
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
    .execute();
  return new Map(
    users.map((u) => [normalizeEmail(u.email), displayName(u.first_name, u.last_name)]),
  );
}

/** The stored row of a signer of a body (without request-specific columns filled by insert). */
async function insertSigners(
  trx: Db,
  request: Pick<RequestRow, 'id' | 'quality' | 'legislation'>,
  inputs: SignerInput[],
  now: Date,
  options: { invited: boolean },
): Promise<SignerRow[]> {
  if (!inputs.length) return [];
  const existing = await trx
    .selectFrom('signature_request_signers')
    .select(['id', 'position'])
    .where('request_id', '=', request.id)
    .execute();
  const names = await accountNames(
    trx,
    inputs.filter((i) => i.account_email).map((i) => normalizeEmail(i.account_email!)),
  );
  let next =
    Math.max(
      0,
      ...existing.map((s) => Number(s.position)),
      ...existing.map((s) => Number(/-(\d+)$/.exec(s.id)?.[1] ?? 0)),
    ) + 1;
  const rows: SignerRow[] = [];
  for (const input of inputs) {
    const email = signerEmail(input);
    const identity = input.signer_identity_data;
    const { quality, legislation } = signerQuality(input, request);
    const row: SignerRow = {
      request_id: request.id,
      id: signatureIdFor(request.id, next),
      position: next,
      link_key: newLinkKey(),
      email,
      account_email: identity ? null : email,
      first_name: identity?.first_name?.trim() || null,
      last_name: identity?.last_name?.trim() || null,
      mobile: identity?.mobile?.trim() || null,
      language: identity?.language ?? null,
      name: identity
        ? displayName(identity.first_name, identity.last_name)
        : (names.get(email) ?? null),
      placements: JSON.stringify(placementsOf(input.document_signatures)),
      status: 'OPEN',
      quality,
      legislation,
      invited_at: options.invited ? iso(now) : null,
      viewed_at: null,
      signed_at: null,
      declined_at: null,
      sendto_id: identity && options.invited ? newSendtoId() : null,
      claimed_by: null,
      claimed_at: null,
      attributes: JSON.stringify(identity?.language ? { lang: [identity.language] } : {}),
      qualities: '["ses:any"]',
      visual_signature: null,
      created_at: iso(now),
      updated_at: iso(now),
    };
    await trx.insertInto('signature_request_signers').values(row).execute();
    rows.push(row);
    next += 1;
  }
  return rows;
}

/** 422 unless every signer of the list is valid against the documents and no e-mail repeats. */
function checkSigners(
  inputs: SignerInput[],
  documents: DocumentRow[],
  pointer: (index: number) => string,
) {
  const errors = [
    ...inputs.flatMap((input, index) => signerErrors(input, documents, pointer(index))),
    ...duplicateSignerErrors(inputs.map(signerEmail), pointer),
  ];
  assertNoErrors(errors, 'Some signers are not valid');
}

export interface DraftInput {
  title: string;
  message?: string;
  documents?: string[];
  signatures?: SignerInput[];
  quality?: string;
  legislation?: string;
  exitSettings?: Parameters<typeof exitSettingsJson>[0];
}

function checkCounts(input: Pick<DraftInput, 'documents' | 'signatures'>) {
  if ((input.documents?.length ?? 0) > MAX_DOCUMENTS) {
    throw ruleViolated(`A signature request holds at most ${MAX_DOCUMENTS} documents.`);
  }
  if ((input.signatures?.length ?? 0) > MAX_SIGNERS) {
    throw ruleViolated(`A signature request has at most ${MAX_SIGNERS} signers.`);
  }
}

/** POST /v3/signature-requests: a DRAFT with its documents and signers. */
export async function createDraft(
  db: Db,
  senderId: string,
  input: DraftInput,
  context: ActionContext,
): Promise<string> {
  checkCounts(input);
  const now = nowOf(context);
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    const request = {
      id,
      sender_id: senderId,
      title: input.title.trim() || input.title,
      message: input.message ?? null,
      status: 'DRAFT' as const,
      quality: input.quality ?? null,
      legislation: input.legislation ?? null,
      exit_settings: exitSettingsJson(input.exitSettings),
      created_at: iso(now),
      updated_at: iso(now),
      initiated_at: null,
      completed_at: null,
      last_reminded_at: null,
      locked_by: null,
      locked_until: null,
      event_head: null,
    };
    await trx.insertInto('signature_requests').values(request).execute();
    await event(trx, id, 'CREATED', context, input.title);
    const documents = await attachDocuments(
      trx,
      id,
      senderId,
      input.documents ?? [],
      1,
      (i) => `/body/documents/${i}`,
      now,
    );
    const signatures = input.signatures ?? [];
    checkSigners(signatures, documents, (i) => `/body/signatures/${i}`);
    await insertSigners(trx, request, signatures, now, { invited: false });
  });
  return id;
}

/**
 * PUT: replaces title, message, quality, legislation and exit settings (left out = cleared);
 * documents and signatures are replaced when given and kept when left out. Only while DRAFT.
 */
export async function updateDraft(
  db: Db,
  requestId: string,
  input: DraftInput,
  context: ActionContext,
): Promise<void> {
  checkCounts(input);
  const now = nowOf(context);
  await db.transaction().execute(async (trx) => {
    const request = await takeRequest(trx, requestId, ['DRAFT'], 'an update', now);
    await trx
      .updateTable('signature_requests')
      .set({
        title: input.title,
        message: input.message ?? null,
        quality: input.quality ?? null,
        legislation: input.legislation ?? null,
        exit_settings: exitSettingsJson(input.exitSettings),
      })
      .where('id', '=', requestId)
      .execute();
    let documents = await requestDocuments(trx, requestId);
    if (input.documents) {
      const keep = input.documents;
      const removed = documents.filter((d) => !keep.includes(d.id)).map((d) => d.id);
      await detachDocuments(trx, requestId, removed, now);
      const kept = documents.filter((d) => keep.includes(d.id));
      const added = keep.filter((id) => !kept.some((d) => d.id === id));
      const attached = await attachDocuments(
        trx,
        requestId,
        request.sender_id,
        added,
        0,
        (i) => `/body/documents/${keep.indexOf(added[i])}`,
        now,
      );
      documents = keep.map((id) => [...kept, ...attached].find((d) => d.id === id)!);
      for (const [index, id] of keep.entries()) {
        await trx
          .updateTable('signature_request_documents')
          .set({ position: index + 1 })
          .where('request_id', '=', requestId)
          .where('document_id', '=', id)
          .execute();
      }
      if (!input.signatures) await dropPlacementsOutside(trx, requestId, keep, now);
    }
    if (input.signatures) {
      checkSigners(input.signatures, documents, (i) => `/body/signatures/${i}`);
      await trx
        .deleteFrom('signature_request_signers')
        .where('request_id', '=', requestId)
        .execute();
      await insertSigners(
        trx,
        { id: requestId, quality: input.quality ?? null, legislation: input.legislation ?? null },
        input.signatures,
        now,
        { invited: false },
      );
    }
    await event(trx, requestId, 'UPDATED', context, input.title);
  });
}

/** Removes the placements on documents no longer in the request. */
async function dropPlacementsOutside(trx: Db, requestId: string, documentIds: string[], now: Date) {
  const signers = await requestSigners(trx, requestId);
  for (const signer of signers) {
    const placements = parsePlacements(signer.placements);
    const kept = placements.filter((p) => documentIds.includes(p.documentId));
    if (kept.length !== placements.length) {
      await trx
        .updateTable('signature_request_signers')
        .set({ placements: JSON.stringify(kept), updated_at: iso(now) })
        .where('request_id', '=', requestId)
        .where('id', '=', signer.id)
        .execute();
    }
  }
}

export async function addDocument(
  db: Db,
  requestId: string,
  documentId: string,
  context: ActionContext,
): Promise<void> {
  const now = nowOf(context);
  await db.transaction().execute(async (trx) => {
    const request = await takeRequest(trx, requestId, ['DRAFT'], 'adding a document', now);
    const current = await requestDocuments(trx, requestId);
    if (current.some((d) => d.id === documentId)) {
      throw ruleViolated(
        'The document is already part of this signature request.',
        'document_in_request',
        [
          {
            pointer: '/body/document_id',
            detail: 'is already part of this request',
            code: 'document_in_request',
          },
        ],
      );
    }
    if (current.length >= MAX_DOCUMENTS) {
      throw ruleViolated(`A signature request holds at most ${MAX_DOCUMENTS} documents.`);
    }
    const [document] = await attachDocuments(
      trx,
      requestId,
      request.sender_id,
      [documentId],
      current.length + 1,
      () => '/body/document_id',
      now,
    );
    await event(trx, requestId, 'DOCUMENT_ADDED', context, document.name);
  });
}

export async function removeDocument(
  db: Db,
  requestId: string,
  documentId: string,
  context: ActionContext,
): Promise<void> {
  const now = nowOf(context);
  await db.transaction().execute(async (trx) => {
    await takeRequest(trx, requestId, ['DRAFT'], 'removing a document', now);
    const current = await requestDocuments(trx, requestId);
    const document = current.find((d) => d.id === documentId);
    if (!document) throw notFound('The document is not part of this signature request.');
    await detachDocuments(trx, requestId, [documentId], now);
    await dropPlacementsOutside(
      trx,
      requestId,
      current.filter((d) => d.id !== documentId).map((d) => d.id),
      now,
    );
    await event(trx, requestId, 'DOCUMENT_REMOVED', context, document.name);
  });
}

/** Adds a signer to a DRAFT or OPEN request (invited at once when OPEN). */
export async function addSigner(
  db: Db,
  requestId: string,
  input: SignerInput,
  context: ActionContext,
): Promise<SignerRow> {
  const now = nowOf(context);
  return db.transaction().execute(async (trx) => {
    const request = await takeRequest(trx, requestId, ['DRAFT', 'OPEN'], 'adding a signer', now);
    const signers = await requestSigners(trx, requestId);
    if (signers.length >= MAX_SIGNERS) {
      throw ruleViolated(`A signature request has at most ${MAX_SIGNERS} signers.`);
    }
    const documents = await requestDocuments(trx, requestId);
    const errors = signerErrors(input, documents, '/body');
    if (signers.some((s) => s.email === signerEmail(input))) {
      errors.push({
        pointer: input.account_email
          ? '/body/account_email'
          : '/body/signer_identity_data/email_address',
        detail: `${signerEmail(input)} is already a signer of this request`,
        code: 'duplicate_signer',
      });
    }
    assertNoErrors(errors, 'The signer is not valid');
    const [row] = await insertSigners(trx, request, [input], now, {
      invited: request.status === 'OPEN',
    });
    await event(trx, requestId, 'SIGNER_ADDED', context, row.email);
    return row;
  });
}

/**
 * Removes a signer who has not signed (409 otherwise, or when the request is not DRAFT or
 * OPEN). An OPEN request keeps at least one signer (withdraw it instead); when everyone left has
 * signed, it is complete.
 */
export async function removeSigner(
  db: Db,
  requestId: string,
  signatureId: string,
  context: ActionContext,
): Promise<{ removed: SignerRow; completed: boolean }> {
  const now = nowOf(context);
  return db.transaction().execute(async (trx) => {
    const request = await takeRequest(trx, requestId, ['DRAFT', 'OPEN'], 'removing a signer', now);
    const signers = await requestSigners(trx, requestId);
    const signer = signers.find((s) => s.id === signatureId);
    if (!signer) throw notFound('The signer is not part of this signature request.');
    if (signer.status !== 'OPEN') {
      throw conflictOf(
        `The signer has ${signer.status.toLowerCase()} already and stays on the request.`,
      );
    }
    const rest = signers.filter((s) => s.id !== signatureId);
    if (request.status === 'OPEN' && rest.length === 0) {
      throw conflictOf('An open request keeps at least one signer; withdraw the request instead.');
    }
    await trx
      .deleteFrom('signature_request_signers')
      .where('request_id', '=', requestId)
      .where('id', '=', signatureId)
      .execute();
    await event(trx, requestId, 'SIGNER_REMOVED', context, signer.email);
    const completed = request.status === 'OPEN' && everyoneSigned(rest);
    if (completed) await complete(trx, requestId, context, now);
    return { removed: signer, completed };
  });
}

const conflictOf = (detail: string) => conflict(detail, 'invalid_transition');

/** DRAFT → OPEN: every signer is invited. 422 without documents or signers. */
export async function initiate(
  db: Db,
  requestId: string,
  context: ActionContext,
): Promise<SignerRow[]> {
  const now = nowOf(context);
  return db.transaction().execute(async (trx) => {
    await takeRequest(trx, requestId, ['DRAFT'], 'initiating', now);
    const documents = await requestDocuments(trx, requestId);
    const signers = await requestSigners(trx, requestId);
    const missing = [
      ...(documents.length ? [] : ['documents']),
      ...(signers.length ? [] : ['signers']),
    ];
    if (missing.length) {
      throw ruleViolated(
        `A signature request needs documents and signers before it is sent; it has no ${missing.join(' and no ')}.`,
        'request_incomplete',
      );
    }
    await trx
      .updateTable('signature_requests')
      .set({ status: 'OPEN', initiated_at: iso(now) })
      .where('id', '=', requestId)
      .execute();
    for (const signer of signers) {
      await trx
        .updateTable('signature_request_signers')
        .set({
          invited_at: iso(now),
          sendto_id: signer.account_email === null ? newSendtoId() : null,
          updated_at: iso(now),
        })
        .where('request_id', '=', requestId)
        .where('id', '=', signer.id)
        .execute();
    }
    await event(trx, requestId, 'INITIATED', context, `${signers.length} signer(s) invited`);
    return requestSigners(trx, requestId);
  });
}

/** OPEN → DECLINED by a signer whose signature is OPEN, with the message. */
export async function decline(
  db: Db,
  requestId: string,
  signatureId: string,
  message: string,
  context: ActionContext,
): Promise<void> {
  const now = nowOf(context);
  await db.transaction().execute(async (trx) => {
    await takeRequest(trx, requestId, ['OPEN'], 'declining', now);
    const result = await trx
      .updateTable('signature_request_signers')
      .set({ status: 'DECLINED', declined_at: iso(now), updated_at: iso(now) })
      .where('request_id', '=', requestId)
      .where('id', '=', signatureId)
      .where('status', '=', 'OPEN')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      throw conflictOf('Only a signer whose signature is OPEN can decline.');
    }
    await trx
      .updateTable('signature_requests')
      .set({ status: 'DECLINED', completed_at: iso(now) })
      .where('id', '=', requestId)
      .execute();
    await event(trx, requestId, 'DECLINED', context, message);
  });
}

/** OPEN → WITHDRAWN by the sender, with the message. */
export async function withdraw(
  db: Db,
  requestId: string,
  message: string,
  context: ActionContext,
): Promise<void> {
  const now = nowOf(context);
  await db.transaction().execute(async (trx) => {
    await takeRequest(trx, requestId, ['OPEN'], 'withdrawing', now);
    await trx
      .updateTable('signature_requests')
      .set({ status: 'WITHDRAWN', completed_at: iso(now) })
      .where('id', '=', requestId)
      .execute();
    await event(trx, requestId, 'WITHDRAWN', context, message);
  });
}

/**
 * Deletes a DRAFT (its documents go back to the sender's uploads) or a finished request (its
 * documents are answered so the caller removes their files). An OPEN request answers 409.
 */
export async function deleteRequest(
  db: Db,
  requestId: string,
  context: { clock?: Clock },
): Promise<{ status: Status; documents: DocumentRow[]; attachments: AttachmentRow[] }> {
  const now = nowOf(context);
  return db.transaction().execute(async (trx) => {
    const request = await takeRequest(
      trx,
      requestId,
      ['DRAFT', 'SIGNED', 'DECLINED', 'WITHDRAWN'],
      'deleting (withdraw an open request first)',
      now,
    );
    const documents = await requestDocuments(trx, requestId);
    const attachments = await requestAttachments(trx, requestId);
    await detachDocuments(
      trx,
      requestId,
      documents.map((d) => d.id),
      now,
    );
    await trx.deleteFrom('signature_requests').where('id', '=', requestId).execute();
    return { status: request.status, documents, attachments };
  });
}

/**
 * Records a reminder: 409 unless OPEN, and answers the seconds to wait when the last reminder is
 * more recent than `intervalSeconds` (0 when a reminder may go now). The time is recorded only by
 * `recordReminder`, after the mails went out.
 */
export function reminderWait(request: RequestRow, intervalSeconds: number, now: Date): number {
  if (!request.last_reminded_at) return 0;
  const next = new Date(request.last_reminded_at).getTime() + intervalSeconds * 1000;
  return Math.max(0, Math.ceil((next - now.getTime()) / 1000));
}

export async function recordReminder(
  db: Db,
  requestId: string,
  reminded: SignerRow[],
  context: ActionContext,
  options: { countsForLimit: boolean },
): Promise<void> {
  const now = nowOf(context);
  await db.transaction().execute(async (trx) => {
    if (options.countsForLimit) {
      await trx
        .updateTable('signature_requests')
        .set({ last_reminded_at: iso(now) })
        .where('id', '=', requestId)
        .execute();
    }
    if (reminded.length) {
      await event(trx, requestId, 'REMINDED', context, reminded.map((s) => s.email).join(', '));
    }
  });
}

/**
 * The caller hands its OPEN signature to another person: a new signer with the same placements,
 * quality and legislation (an account signer when the e-mail has an account, else a direct-link
 * signer), invited at once; the caller's signature is removed. 422 when the delegate already
 * signs this request.
 */
export async function delegate(
  db: Db,
  requestId: string,
  signatureId: string,
  delegateInput: { email: string; name: string },
  context: ActionContext,
): Promise<SignerRow> {
  const now = nowOf(context);
  const email = normalizeEmail(delegateInput.email);
  return db.transaction().execute(async (trx) => {
    const request = await takeRequest(trx, requestId, ['OPEN'], 'delegating', now);
    const signers = await requestSigners(trx, requestId);
    const signer = signers.find((s) => s.id === signatureId);
    if (!signer || signer.status !== 'OPEN') {
      throw conflictOf('Only a signer whose signature is OPEN can delegate it.');
    }
    if (signers.some((s) => s.email === email)) {
      throw ruleViolated(`${email} is already a signer of this request.`, 'duplicate_signer', [
        {
          pointer: '/body/email',
          detail: 'is already a signer of this request',
          code: 'duplicate_signer',
        },
      ]);
    }
    const account = await trx
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .executeTakeFirst();
    const name = delegateInput.name.trim();
    const { first, last } = splitName(name);
    const quality = {
      quality: signer.quality as SignerInput['quality'],
      ...(signer.legislation ? { legislation: signer.legislation as Legislation } : {}),
    };
    const input: SignerInput = account
      ? { account_email: email, document_signatures: [], ...quality }
      : {
          signer_identity_data: {
            email_address: email,
            first_name: first,
            ...(last ? { last_name: last } : {}),
            ...(signer.language ? { language: signer.language as Language } : {}),
          },
          document_signatures: [],
          ...quality,
        };
    const [added] = await insertSigners(trx, request, [input], now, { invited: true });
    const placements: Placement[] = parsePlacements(signer.placements);
    await trx
      .updateTable('signature_request_signers')
      .set({
        placements: JSON.stringify(placements),
        position: signer.position,
        ...(account ? {} : { name }),
      })
      .where('request_id', '=', requestId)
      .where('id', '=', added.id)
      .execute();
    await trx
      .deleteFrom('signature_request_signers')
      .where('request_id', '=', requestId)
      .where('id', '=', signatureId)
      .execute();
    await event(trx, requestId, 'DELEGATED', context, `${signer.email} -> ${email}`);
    return await trx
      .selectFrom('signature_request_signers')
      .selectAll()
      .where('request_id', '=', requestId)
      .where('id', '=', added.id)
      .executeTakeFirstOrThrow();
  });
}

/** Marks the request SIGNED with a COMPLETED event by the system (every signer has signed). */
async function complete(trx: Db, requestId: string, context: ActionContext, now: Date) {
  await trx
    .updateTable('signature_requests')
    .set({ status: 'SIGNED', completed_at: iso(now) })
    .where('id', '=', requestId)
    .execute();
  await event(trx, requestId, 'COMPLETED', context, 'Every signer has signed.', SYSTEM_ACTOR);
}

export interface SignedDocument {
  documentId: string;
  /** Storage key of the signed PDF (the document's `signed_storage_key` from now on). */
  storageKey: string;
}

export interface MarkSignedOptions {
  /** Who signed; defaults to the signer (its name and e-mail). */
  actor?: Actor;
  address?: string | null;
  clock?: Clock;
  /** Signed PDFs produced by this signature (each bumps the document's version). */
  signedDocuments?: SignedDocument[];
  /** Free text for the trail (e.g. signing name and reason of a part11 signature). */
  detail?: string;
}

/**
 * For the signing code: the signer `signatureId` (Signature.id, also DirectSigner.signerId) has
 * signed. Stores the signed document versions, appends SIGNED, and when every signer has signed
 * moves the request to SIGNED with a COMPLETED event. 409 unless the request and the signer are
 * OPEN. Answers whether the request is now complete (then call notifyCompleted for the mails).
 */
export async function markSigned(
  db: Db,
  requestId: string,
  signatureId: string,
  options: MarkSignedOptions = {},
): Promise<{ completed: boolean; signer: SignerRow }> {
  const clock = options.clock ?? systemClock;
  const now = clock.now();
  return db.transaction().execute(async (trx) => {
    await takeRequest(trx, requestId, ['OPEN'], 'signing', now);
    const signers = await requestSigners(trx, requestId);
    const signer = signers.find((s) => s.id === signatureId);
    if (!signer) throw notFound('The signer is not part of this signature request.');
    if (signer.status !== 'OPEN') {
      throw conflictOf(`The signer has ${signer.status.toLowerCase()} already.`);
    }
    await trx
      .updateTable('signature_request_signers')
      .set({ status: 'SIGNED', signed_at: iso(now), updated_at: iso(now) })
      .where('request_id', '=', requestId)
      .where('id', '=', signatureId)
      .execute();
    for (const signed of options.signedDocuments ?? []) {
      await trx
        .updateTable('documents')
        .set((eb) => ({
          signed_storage_key: signed.storageKey,
          version: eb('version', '+', 1),
          updated_at: iso(now),
        }))
        .where('id', '=', signed.documentId)
        .where('signature_request_id', '=', requestId)
        .execute();
    }
    const context: ActionContext = {
      actor: options.actor ?? { name: signer.name ?? signer.email, email: signer.email },
      address: options.address ?? null,
      clock,
    };
    const standard = signer.legislation
      ? `${signer.quality} (${signer.legislation})`
      : signer.quality;
    await event(
      trx,
      requestId,
      'SIGNED',
      context,
      options.detail ? `${standard}; ${options.detail}` : standard,
    );
    const after = signers.map((s) =>
      s.id === signatureId ? { ...s, status: 'SIGNED' as const } : s,
    );
    const completed = everyoneSigned(after);
    if (completed) await complete(trx, requestId, context, now);
    return { completed, signer: { ...signer, status: 'SIGNED', signed_at: iso(now) } };
  });
}

/** Records the first view of an OPEN request by a signer (VIEWED, once per signer). */
export async function recordView(
  db: Db,
  request: RequestRow,
  signer: SignerRow,
  context: ActionContext,
): Promise<void> {
  if (request.status !== 'OPEN' || signer.viewed_at) return;
  const now = nowOf(context);
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('signature_request_signers')
      .set({ viewed_at: iso(now) })
      .where('request_id', '=', request.id)
      .where('id', '=', signer.id)
      .where('viewed_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) await event(trx, request.id, 'VIEWED', context);
  });
}

/** The send-to link's signer and request. */
export async function findSendto(
  db: Db,
  sendtoId: string,
): Promise<{ signer: SignerRow; request: RequestRow } | undefined> {
  const signer = await db
    .selectFrom('signature_request_signers')
    .selectAll()
    .where('sendto_id', '=', sendtoId)
    .executeTakeFirst();
  if (!signer) return undefined;
  const request = await findRequest(db, signer.request_id);
  return request ? { signer, request } : undefined;
}

/**
 * The caller's account becomes the signer of a request sent to its e-mail: the signer gets
 * account_email (so the request is in the caller's inbox) and its direct link stops working.
 * 409 when claimed already, or when the request or the signature is no longer OPEN.
 */
export async function claimSendto(
  db: Db,
  sendtoId: string,
  user: Pick<UserRow, 'email' | 'first_name' | 'last_name'>,
  context: ActionContext,
): Promise<string> {
  const now = nowOf(context);
  return db.transaction().execute(async (trx) => {
    const found = await findSendto(trx, sendtoId);
    if (!found) throw notFound('The link does not exist.');
    const { signer, request } = found;
    await takeRequest(trx, request.id, ['OPEN'], 'claiming', now);
    const email = normalizeEmail(user.email);
    const result = await trx
      .updateTable('signature_request_signers')
      .set({
        account_email: email,
        email,
        name: displayName(user.first_name, user.last_name),
        link_key: newLinkKey(),
        claimed_by: email,
        claimed_at: iso(now),
        updated_at: iso(now),
      })
      .where('request_id', '=', request.id)
      .where('id', '=', signer.id)
      .where('claimed_by', 'is', null)
      .where('status', '=', 'OPEN')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      throw conflict(
        signer.claimed_by
          ? 'The signature request was claimed already.'
          : `The signature is ${signer.status} and can no longer be claimed.`,
        'already_claimed',
      );
    }
    await event(trx, request.id, 'UPDATED', context, `${signer.email} claimed by ${email}`);
    return request.id;
  });
}

/** Counts a contact of `userId` (e-mail autocomplete): inserted, or used once more. */
export async function rememberContact(
  db: Db,
  userId: string,
  contact: { email: string; name: string | null },
  at: Date,
): Promise<void> {
  const email = normalizeEmail(contact.email);
  const name = contact.name ?? '';
  await db
    .insertInto('contacts')
    .values({ user_id: userId, email, name, use_count: 1, last_used_at: iso(at) })
    .onConflict((oc) =>
      oc.columns(['user_id', 'email']).doUpdateSet((eb) => ({
        use_count: eb('contacts.use_count', '+', 1),
        last_used_at: iso(at),
        ...(name ? { name } : {}),
      })),
    )
    .execute();
}

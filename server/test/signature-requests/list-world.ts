// A large world of signature requests for the list tests at volume (list-volume.test.ts): users,
// requests in every status and their signers (with and without an account), made by a seeded
// generator and written with multi-row INSERTs straight into the database (not through the API,
// which would take minutes for 20 000 requests). `expectedList` is the reference of the filters
// of docs/product.md#calls in plain code, to compare the store's answers against.
import type { Db } from '../../src/db/connect.ts';
import type { SignatureRequestStatus, SignerStatus } from '../../src/db/schema.ts';

export type Filter = 'toSign' | 'pending' | 'declined' | 'completed' | 'drafts' | undefined;

export interface WorldUser {
  id: string;
  email: string;
}

export interface WorldRequest {
  id: string;
  sender_id: string;
  title: string;
  status: SignatureRequestStatus;
  created_at: string;
}

export interface WorldSigner {
  request_id: string;
  id: string;
  position: number;
  email: string;
  account_email: string | null;
  name: string | null;
  status: SignerStatus;
}

export interface World {
  users: WorldUser[];
  requests: WorldRequest[];
  signers: WorldSigner[];
}

/** mulberry32: a small seeded PRNG, so a failure reproduces. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STATUSES: [SignatureRequestStatus, number][] = [
  ['DRAFT', 0.1],
  ['OPEN', 0.4],
  ['SIGNED', 0.3],
  ['DECLINED', 0.12],
  ['WITHDRAWN', 0.08],
];

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

/**
 * `requests` requests over `users` users: random senders, 1 to 3 signers each (a quarter without
 * an account), sometimes the sender signs too. Creation times repeat in runs of three, so the
 * tie-break of the order is exercised.
 */
export function makeWorld(options: { users: number; requests: number; seed?: number }): World {
  const next = random(options.seed ?? 20261125);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  const users: WorldUser[] = Array.from({ length: options.users }, (_, i) => ({
    id: `bulk.${hex(i, 5)}`,
    email: `bulk.${hex(i, 5)}@muster-treuhand.ch`,
  }));
  const requests: WorldRequest[] = [];
  const signers: WorldSigner[] = [];
  const base = Date.parse('2026-01-01T00:00:00.000Z');
  for (let i = 0; i < options.requests; i++) {
    const roll = next();
    let status: SignatureRequestStatus = 'DRAFT';
    for (let acc = 0, k = 0; k < STATUSES.length; k++) {
      acc += STATUSES[k][1];
      if (roll < acc) {
        status = STATUSES[k][0];
        break;
      }
    }
    const sender = pick(users);
    const id = `${hex(Math.floor(next() * 0xffffffff), 8)}-0000-4000-8000-${hex(i, 12)}`;
    requests.push({
      id,
      sender_id: sender.id,
      title: `${pick(['Mandate', 'Lease', 'Offer', 'NDA', 'Accounts'])} ${i}`,
      status,
      created_at: new Date(base + Math.floor(i / 3) * 1000).toISOString(),
    });
    const count = 1 + Math.floor(next() * 3);
    const emails = new Set<string>();
    const own: WorldSigner[] = [];
    for (let position = 1; position <= count; position++) {
      const withAccount = next() < 0.75;
      const user = position === 1 && next() < 0.1 ? sender : pick(users);
      const email = withAccount
        ? user.email
        : `guest.${hex(Math.floor(next() * 5000), 4)}@example.org`;
      if (emails.has(email)) continue;
      emails.add(email);
      own.push({
        request_id: id,
        id: `s-${id.slice(0, 8)}-${position}`,
        position,
        email,
        account_email: withAccount ? email : null,
        name: withAccount ? null : 'Chiara Rossi',
        status: signerStatus(status, next),
      });
    }
    // A DECLINED request has a declined signer; an OPEN one someone who has not signed.
    if (status === 'DECLINED') own[0].status = 'DECLINED';
    if (status === 'OPEN' && own.every((s) => s.status !== 'OPEN')) own.at(-1)!.status = 'OPEN';
    signers.push(...own);
  }
  return { users, requests, signers };
}

function signerStatus(status: SignatureRequestStatus, next: () => number): SignerStatus {
  if (status === 'SIGNED') return 'SIGNED';
  if (status === 'DRAFT') return 'OPEN';
  return next() < 0.5 ? 'OPEN' : 'SIGNED';
}

async function inChunks<T>(rows: T[], size: number, write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/**
 * Writes the world with multi-row INSERTs (users, requests, signers) in one transaction, naming
 * only the columns the list reads or that have no default (fewer bound parameters to parse).
 */
export async function insertWorld(db: Db, world: World): Promise<void> {
  const at = '2026-01-01T00:00:00.000Z';
  await db.transaction().execute(async (trx) => {
    await inChunks(world.users, 500, (chunk) =>
      trx
        .insertInto('users')
        .values(
          chunk.map((u) => ({
            id: u.id,
            email: u.email,
            password_hash: 'unused',
            first_name: 'Bulk',
            last_name: u.id,
            email_verified: 1,
            has_sso: 0,
            retention: null,
            attributes: '{}',
            qualities: '[]',
            disabled_qualities: '[]',
            created_at: at,
            updated_at: at,
            last_login_at: null,
          })),
        )
        .execute(),
    );
    await inChunks(world.requests, 250, (chunk) =>
      trx
        .insertInto('signature_requests')
        .values(
          chunk.map((r) => ({
            ...r,
            updated_at: r.created_at,
            initiated_at: r.status === 'DRAFT' ? null : r.created_at,
          })),
        )
        .execute(),
    );
    // The signers of a sent request were invited when it was sent (parallel signing).
    const drafts = new Set(world.requests.filter((r) => r.status === 'DRAFT').map((r) => r.id));
    await inChunks(world.signers, 250, (chunk) =>
      trx
        .insertInto('signature_request_signers')
        .values(
          chunk.map((s) => ({
            ...s,
            link_key: `key-${s.request_id}-${s.position}`,
            placements: '[]',
            quality: 'ses',
            invited_at: drafts.has(s.request_id) ? null : at,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute(),
    );
  });
}

const signerIndex = new WeakMap<World, Map<string, WorldSigner[]>>();

function signersByRequest(world: World): Map<string, WorldSigner[]> {
  let index = signerIndex.get(world);
  if (!index) {
    index = new Map();
    for (const s of world.signers) {
      const list = index.get(s.request_id) ?? [];
      list.push(s);
      index.set(s.request_id, list);
    }
    signerIndex.set(world, index);
  }
  return index;
}

/**
 * The reference of the list (docs/product.md#calls-signature-requests "GET list with filters"), newest first with the id as
 * tie-break in the same direction: what the store must answer for `user`.
 */
export function expectedList(world: World, user: WorldUser, filter: Filter): WorldRequest[] {
  const signersOf = signersByRequest(world);
  const matches = (r: WorldRequest) => {
    const signers = signersOf.get(r.id) ?? [];
    const sent = r.sender_id === user.id;
    const signs = signers.some((s) => s.account_email === user.email);
    const visible = sent || (r.status !== 'DRAFT' && signs);
    switch (filter) {
      case 'toSign':
        return (
          r.status === 'OPEN' &&
          signers.some((s) => s.account_email === user.email && s.status === 'OPEN')
        );
      case 'pending':
        return (
          sent &&
          r.status === 'OPEN' &&
          signers.some((s) => s.status === 'OPEN' && s.email !== user.email)
        );
      case 'declined':
        return visible && (r.status === 'DECLINED' || r.status === 'WITHDRAWN');
      case 'completed':
        return visible && r.status === 'SIGNED';
      case 'drafts':
        return sent && r.status === 'DRAFT';
      default:
        return visible;
    }
  };
  const compare = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return world.requests
    .filter(matches)
    .sort((a, b) => compare(b.created_at, a.created_at) || compare(b.id, a.id));
}

// The benchmarks' world: `users` users and `requests` signature requests with their signers,
// written straight into the database by multi-row INSERTs in large transactions (the API would
// take hours for a million requests), generated chunk by chunk so a million rows never sit in
// memory at once. Two users are named: the heavy one (`heavyToSign` requests waiting for its
// signature, `heavySent` sent by it) and a light one (`lightToSign` to sign). Every other request
// belongs to other users, so the table can grow while the named users' rows stay the same.
import { sql } from 'kysely';
import { migrate, openDatabase, type Db } from '../../server/src/db/connect.ts';
import type { SignatureRequestStatus, SignerStatus } from '../../server/src/db/schema.ts';
import { hashPassword } from '../../server/src/security/passwords.ts';
import { hashToken } from '../../server/src/security/tokens.ts';

export interface WorldOptions {
  users: number;
  requests: number;
  heavyToSign: number;
  heavySent: number;
  lightToSign: number;
}

export const HEAVY = { id: 'bench.heavy', email: 'heavy@bench.example', token: 'bench-heavy' };
export const LIGHT = { id: 'bench.light', email: 'light@bench.example', token: 'bench-light' };
export const PASSWORD = 'Bench-Passw0rd!2026';
export const LOGIN_USERS = 200;
/** The e-mail of the n-th user that can log in. */
export const loginEmail = (n: number) =>
  `bench.${(n % LOGIN_USERS).toString(16).padStart(6, '0')}@bench.example`;

/** mulberry32, so every run writes the same world. */
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

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
const AT = '2026-01-01T00:00:00.000Z';
const STATUSES: SignatureRequestStatus[] = [
  'DRAFT',
  'OPEN',
  'OPEN',
  'SIGNED',
  'DECLINED',
  'WITHDRAWN',
];

interface RequestRow {
  id: string;
  sender_id: string;
  title: string;
  status: SignatureRequestStatus;
  created_at: string;
  updated_at: string;
  initiated_at: string | null;
}
interface SignerRow {
  request_id: string;
  id: string;
  position: number;
  email: string;
  account_email: string | null;
  name: string | null;
  status: SignerStatus;
  link_key: string;
  placements: string;
  quality: string;
  invited_at: string | null;
  signed_at: string | null;
  created_at: string;
  updated_at: string;
}

const CHUNK = 10_000;

/** The requests and signers in chunks of CHUNK requests. */
function* chunks(
  options: WorldOptions,
): Generator<{ requests: RequestRow[]; signers: SignerRow[] }> {
  const next = random(20261126);
  const others = options.users - 2;
  const other = () => `bench.${hex(Math.floor(next() * others), 6)}`;
  const base = Date.parse(AT);
  // The named users' requests are spread evenly through the table (not all at its start).
  const every = (count: number) =>
    count > 0 ? Math.max(1, Math.floor(options.requests / count)) : 0;
  const heavyEvery = every(options.heavyToSign);
  const sentEvery = every(options.heavySent);
  const lightEvery = every(options.lightToSign);
  let heavyLeft = options.heavyToSign;
  let sentLeft = options.heavySent;
  let lightLeft = options.lightToSign;
  for (let start = 0; start < options.requests; start += CHUNK) {
    const requests: RequestRow[] = [];
    const signers: SignerRow[] = [];
    for (let i = start; i < Math.min(options.requests, start + CHUNK); i++) {
      const id = `${hex(Math.floor(next() * 0xffffffff), 8)}-0000-4000-8000-${hex(i, 12)}`;
      let status = STATUSES[Math.floor(next() * STATUSES.length)];
      let sender = other();
      const mine: { email: string; account: boolean; status: SignerStatus }[] = [];
      if (heavyLeft > 0 && i % heavyEvery === 0) {
        heavyLeft--;
        status = 'OPEN';
        mine.push({ email: HEAVY.email, account: true, status: 'OPEN' });
      } else if (lightLeft > 0 && i % lightEvery === 1) {
        lightLeft--;
        status = 'OPEN';
        mine.push({ email: LIGHT.email, account: true, status: 'OPEN' });
      } else if (sentLeft > 0 && i % sentEvery === Math.min(3, sentEvery - 1)) {
        // An odd position: with 500 to sign in 1 000 requests every even one is the heavy user's.
        sentLeft--;
        sender = HEAVY.id;
      }
      const count = 1 + Math.floor(next() * 2);
      while (mine.length < count) {
        const withAccount = next() < 0.75;
        const email = withAccount
          ? `${other()}@bench.example`
          : `guest.${hex(Math.floor(next() * 5000), 4)}@example.org`;
        if (mine.some((s) => s.email === email)) continue;
        const signerStatus: SignerStatus =
          status === 'SIGNED' ? 'SIGNED' : status === 'DRAFT' || next() < 0.5 ? 'OPEN' : 'SIGNED';
        mine.push({ email, account: withAccount, status: signerStatus });
      }
      if (status === 'DECLINED') mine[mine.length - 1].status = 'DECLINED';
      const created = new Date(base + i * 1000).toISOString();
      requests.push({
        id,
        sender_id: sender,
        title: `${['Mandate', 'Lease', 'Offer', 'NDA', 'Accounts'][i % 5]} ${i}`,
        status,
        created_at: created,
        updated_at: created,
        initiated_at: status === 'DRAFT' ? null : created,
      });
      mine.forEach((s, index) =>
        signers.push({
          request_id: id,
          id: `s-${hex(i, 8)}-${index + 1}`,
          position: index + 1,
          email: s.email,
          account_email: s.account ? s.email : null,
          name: s.account ? null : 'Chiara Rossi',
          status: s.status,
          link_key: `key-${hex(i, 8)}-${index + 1}`,
          placements: '[]',
          quality: 'ses',
          invited_at: status === 'DRAFT' ? null : created,
          // A signature's time (the activity list and its export read it): the request's.
          signed_at: s.status === 'SIGNED' ? created : null,
          created_at: AT,
          updated_at: AT,
        }),
      );
    }
    yield { requests, signers };
  }
}

function userRow(id: string, email: string, passwordHash: string) {
  return {
    id,
    email,
    password_hash: passwordHash,
    first_name: 'Bench',
    last_name: id,
    email_verified: 1,
    has_sso: 0,
    retention: null,
    attributes: '{}',
    qualities: '[]',
    disabled_qualities: '[]',
    created_at: AT,
    updated_at: AT,
    last_login_at: null,
  };
}

async function inSlices<T>(rows: T[], size: number, write: (slice: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** Writes the world into a migrated database; answers the seconds it took. */
export async function seedWorld(db: Db, options: WorldOptions): Promise<number> {
  const started = performance.now();
  const passwordHash = await hashPassword(PASSWORD);
  const users = [
    userRow(HEAVY.id, HEAVY.email, passwordHash),
    userRow(LIGHT.id, LIGHT.email, passwordHash),
    // The first LOGIN_USERS others can log in (the login benchmark spreads over them: parallel
    // logins of one account meet its limit, by design).
    ...Array.from({ length: options.users - 2 }, (_, i) => {
      const id = `bench.${hex(i, 6)}`;
      return userRow(id, `${id}@bench.example`, i < LOGIN_USERS ? passwordHash : 'unused');
    }),
  ];
  await db.transaction().execute(async (trx) => {
    await inSlices(users, 500, (slice) => trx.insertInto('users').values(slice).execute());
    const expires = new Date(Date.now() + 30 * 86_400_000).toISOString();
    await trx
      .insertInto('sessions')
      .values(
        [HEAVY, LIGHT].map((u) => ({
          token_hash: hashToken(u.token),
          user_id: u.id,
          created_at: AT,
          expires_at: expires,
          revoked_at: null,
        })),
      )
      .execute();
  });
  for (const { requests, signers } of chunks(options)) {
    await db.transaction().execute(async (trx) => {
      await inSlices(requests, 500, (slice) =>
        trx.insertInto('signature_requests').values(slice).execute(),
      );
      await inSlices(signers, 500, (slice) =>
        trx.insertInto('signature_request_signers').values(slice).execute(),
      );
    });
  }
  return (performance.now() - started) / 1000;
}

/**
 * A business (`id`) with the heavy user as its admin and every other user of the world as a
 * member (the exports and the statistics read a business's signatures through its members).
 */
export async function businessOfEveryone(db: Db, id: string): Promise<void> {
  const at = '2026-01-01T00:00:00.000Z';
  await db
    .insertInto('businesses')
    .values({
      id,
      name: 'Bench AG',
      email: 'office@bench.example',
      country: 'CH',
      plan: 'business',
      payment_method: 'invoice',
      created_at: at,
      updated_at: at,
    })
    .execute();
  const users = await db.selectFrom('users').select('id').execute();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < users.length; i += 500) {
      await trx
        .insertInto('business_members')
        .values(
          users.slice(i, i + 500).map((user) => ({
            business_id: id,
            user_id: user.id,
            role: user.id === HEAVY.id ? ('admin' as const) : ('member' as const),
            joined_at: at,
          })),
        )
        .execute();
    }
  });
}

/** A fresh database: an SQLite file under `dataDir`, or a new PostgreSQL database on the cluster. */
export async function freshDatabase(
  kind: 'sqlite' | 'postgres',
  dataDir: string,
  name: string,
): Promise<{ db: Db; env: Record<string, string> }> {
  if (kind === 'sqlite') {
    const db = openDatabase({ dataDir });
    await migrate(db);
    return { db, env: { DATA_DIR: dataDir } };
  }
  const admin = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:54340/postgres';
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`drop database if exists ${name}`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = admin.replace(/\/[^/]*$/, `/${name}`);
  const db = openDatabase({ dataDir, databaseUrl: url });
  await migrate(db);
  return { db, env: { DATA_DIR: dataDir, DATABASE_URL: url } };
}

/**
 * A database of `kind` in `dataDir` (PostgreSQL: `name`) seeded with the scale world of `requests`
 * requests (1 000 users; the heavy user has 500 to sign and 100 sent, the light one 34), `prepare`
 * run on it, then on PostgreSQL vacuumed and analysed: statistics and the visibility map as
 * autovacuum keeps them on a table in service (a bulk load right before the run has neither).
 * Answers the database, the server's environment and the seeding's seconds.
 */
export async function scaleWorld(
  kind: 'sqlite' | 'postgres',
  dataDir: string,
  name: string,
  requests: number,
  prepare: (db: Db) => Promise<void> = async () => {},
): Promise<{ db: Db; env: Record<string, string>; seeded: number }> {
  const { db, env } = await freshDatabase(kind, dataDir, name);
  const seeded = await seedWorld(db, {
    users: 1_000,
    requests,
    heavyToSign: 500,
    heavySent: 100,
    lightToSign: 34,
  });
  await prepare(db);
  if (kind === 'postgres') await sql`vacuum analyze`.execute(db);
  return { db, env, seeded };
}

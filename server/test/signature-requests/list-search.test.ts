// The list's search by index (migration 0061, store/list-search.ts): the index follows every write
// to a request's title, its documents' names and its signers' names and e-mails, written straight
// into the database as a job, the CLI or a restore would (the triggers must follow any writer);
// the words match as users expect (prefix, case and accents ignored, e-mails by their parts); the
// migration indexes the requests already there; and the list keeps only the caller's rows.
// Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as requestSearch from '../../migrations/0061_request_search.ts';
import { listRequests } from '../../src/areas/signature-requests/store/list.ts';
import {
  searchMatches,
  searchWords,
} from '../../src/areas/signature-requests/store/list-search.ts';
import type { Db } from '../../src/db/connect.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';
import { AT, insertRequest, insertSigner, insertUser } from './kept-tables-support.ts';

const SARA = { id: 'sara', email: 'sara.sender@example.org' };
const BEN = { id: 'ben', email: 'ben.keller@example.org' };

let testDb: TestDb;
let db: Db;

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  for (const user of [SARA, BEN]) await insertUser(db, { ...user, firstName: user.id });
});
afterAll(() => testDb?.close());

/** The ids of every request of the table whose words hold the search's (the index alone). */
async function found(search: string): Promise<string[]> {
  const rows = await db
    .selectFrom('signature_requests as r')
    .select('r.id')
    .where((eb) => searchMatches(eb.ref('r.id'), search, testDb.kind === 'postgres'))
    .orderBy('r.id')
    .execute();
  return rows.map((row) => row.id);
}

/** The index holds one entry per request, and (SQLite) FTS5 finds it equal to its content. */
async function expectIndexWhole() {
  const requests = await db
    .selectFrom('signature_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const table =
    testDb.kind === 'postgres' ? 'signature_request_search' : 'signature_request_search_text';
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from ${sql.table(table)}`.execute(db);
  expect(Number(rows[0].n)).toEqual(Number(requests.n));
  if (testDb.kind === 'sqlite') {
    await sql`insert into signature_request_search (signature_request_search, rank)
      values ('integrity-check', 1)`.execute(db);
  }
}

async function insertDocument(id: string, requestId: string, name: string, title: string | null) {
  await db
    .insertInto('documents')
    .values({
      id,
      owner_id: SARA.id,
      name,
      title,
      size: 1,
      pages: 1,
      sha256: id,
      storage_key: id,
      version: 1,
      signed_storage_key: null,
      created_at: AT,
      updated_at: AT,
      page_sizes: null,
      signature_request_id: requestId,
    })
    .execute();
  await db
    .insertInto('signature_request_documents')
    .values({ request_id: requestId, document_id: id, position: 1 })
    .execute();
}

const setTitle = (id: string, title: string) =>
  db.updateTable('signature_requests').set({ title }).where('id', '=', id).execute();

describe('search words', () => {
  it('folds accents and case and splits at every character but letters and digits', () => {
    expect(searchWords('  Zürich-Vertrag  ')).toEqual(['zurich', 'vertrag']);
    expect(searchWords('chiara.rossi@example.org')).toEqual(['chiara', 'rossi', 'example', 'org']);
    expect(searchWords('ÉCOLE 2026')).toEqual(['ecole', '2026']);
    expect(searchWords('%_@')).toEqual([]);
  });
});

describe('the search index (migration 0061)', () => {
  it('follows titles, document names and signer names and e-mails as they are written', async () => {
    await insertRequest(db, 'req-a', SARA.id, 'OPEN', 1);
    await setTitle('req-a', 'Vertrag Zürich');
    await insertRequest(db, 'req-b', SARA.id, 'DRAFT', 2);
    await setTitle('req-b', 'Lease Basel');
    expect(await found('vertrag')).toEqual(['req-a']);
    expect(await found('basel')).toEqual(['req-b']);

    // A title changes: the old words go, the new ones come.
    await setTitle('req-a', 'Mietvertrag Genève');
    expect(await found('vertrag')).toEqual([]);
    expect(await found('mietvertrag geneve')).toEqual(['req-a']);

    // Signer rows: inserted, renamed, e-mail changed, moved to another request, deleted.
    await insertSigner(db, 'req-a', 's1', 'chiara.rossi@example.org');
    expect(await found('chiara')).toEqual(['req-a']);
    await db
      .updateTable('signature_request_signers')
      .set({ name: 'Jürg Bühler' })
      .where('id', '=', 's1')
      .execute();
    expect(await found('jurg buhler')).toEqual(['req-a']);
    await db
      .updateTable('signature_request_signers')
      .set({ email: 'marco.bianchi@example.org' })
      .where('id', '=', 's1')
      .execute();
    expect(await found('chiara')).toEqual([]);
    expect(await found('bianchi')).toEqual(['req-a']);
    await db
      .updateTable('signature_request_signers')
      .set({ request_id: 'req-b' })
      .where('id', '=', 's1')
      .execute();
    expect(await found('bianchi')).toEqual(['req-b']);
    expect(await found('jurg')).toEqual(['req-b']);
    await db.deleteFrom('signature_request_signers').where('id', '=', 's1').execute();
    expect(await found('bianchi')).toEqual([]);

    // Documents: linked, renamed, retitled, unlinked, deleted.
    await insertDocument('doc-1', 'req-a', 'angebot-alpine.pdf', null);
    expect(await found('alpine')).toEqual(['req-a']);
    await db
      .updateTable('documents')
      .set({ name: 'offerte.pdf' })
      .where('id', '=', 'doc-1')
      .execute();
    expect(await found('alpine')).toEqual([]);
    expect(await found('offerte')).toEqual(['req-a']);
    await db
      .updateTable('documents')
      .set({ title: 'Rahmenvertrag' })
      .where('id', '=', 'doc-1')
      .execute();
    expect(await found('rahmen')).toEqual(['req-a']);
    await db.deleteFrom('signature_request_documents').where('document_id', '=', 'doc-1').execute();
    expect(await found('offerte')).toEqual([]);
    await insertDocument('doc-2', 'req-b', 'kaufvertrag.pdf', null);
    expect(await found('kaufvertrag')).toEqual(['req-b']);
    await db.deleteFrom('documents').where('id', '=', 'doc-2').execute();
    expect(await found('kaufvertrag')).toEqual([]);
    await expectIndexWhole();

    // A request deleted takes its words along, its signer and document rows by the cascade.
    await insertSigner(db, 'req-b', 's2', 'anna.meier@example.org');
    await insertDocument('doc-3', 'req-b', 'nda.pdf', 'NDA');
    await db.deleteFrom('signature_requests').where('id', '=', 'req-b').execute();
    expect(await found('basel')).toEqual([]);
    expect(await found('anna')).toEqual([]);
    expect(await found('nda')).toEqual([]);
    await expectIndexWhole();
  });

  it('matches as users expect: prefixes, case and accents ignored, e-mails by their parts', async () => {
    await insertRequest(db, 'req-m', BEN.id, 'OPEN', 3);
    await setTitle('req-m', 'Vertrag Zürich Süd');
    await insertSigner(db, 'req-m', 's3', 'chiara.rossi@muster-treuhand.ch');
    await insertRequest(db, 'req-n', BEN.id, 'OPEN', 4);
    await setTitle('req-n', 'Zurich office');
    // A prefix of a word, in any case.
    expect(await found('vertr')).toEqual(['req-m']);
    expect(await found('VERTRAG')).toEqual(['req-m']);
    // Accents ignored both ways.
    expect(await found('zurich')).toEqual(['req-m', 'req-n']);
    expect(await found('zürich')).toEqual(['req-m', 'req-n']);
    expect(await found('sud')).toEqual(['req-m']);
    // Every word of the search, wherever in the request (title and signer here).
    expect(await found('zurich chiara')).toEqual(['req-m']);
    expect(await found('zurich office')).toEqual(['req-n']);
    // An e-mail: whole, the part before the @, or the start of a part.
    expect(await found('chiara.rossi@muster-treuhand.ch')).toEqual(['req-m']);
    expect(await found('chiara.rossi')).toEqual(['req-m']);
    expect(await found('rossi@muster')).toEqual(['req-m']);
    // Words only at their start (no infix), and punctuation alone matches nothing.
    expect(await found('ertrag')).toEqual([]);
    expect(await found('%')).toEqual([]);
    expect(await found('@')).toEqual([]);
  });

  it('the list keeps only the caller’s rows among the requests the index finds', async () => {
    await insertRequest(db, 'req-s', SARA.id, 'OPEN', 5);
    await setTitle('req-s', 'Quittung Sara');
    await insertRequest(db, 'req-t', BEN.id, 'OPEN', 6);
    await setTitle('req-t', 'Quittung Ben');
    const list = async (user: { id: string; email: string }, filter?: 'pending' | 'drafts') =>
      (
        await listRequests(db, {
          user,
          filter,
          search: 'quittung',
          page: 0,
          size: 20,
          sort: { column: 'created_at', direction: 'desc' },
        })
      ).rows.map((row) => row.id);
    expect(await list(SARA)).toEqual(['req-s']);
    expect(await list(BEN)).toEqual(['req-t']);
    expect(await list(SARA, 'drafts')).toEqual([]);
  });

  it('indexes the requests already there when it is created', async () => {
    // The migration taken back, rows written without its triggers, then the migration again.
    await requestSearch.down(db as never);
    await insertRequest(db, 'req-old', SARA.id, 'SIGNED', 7);
    await setTitle('req-old', 'Altvertrag Lugano');
    await insertSigner(db, 'req-old', 's9', 'livia.bernasconi@example.org');
    await insertDocument('doc-9', 'req-old', 'pachtvertrag.pdf', null);
    await requestSearch.up(db as never);
    expect(await found('lugano')).toEqual(['req-old']);
    expect(await found('bernasconi')).toEqual(['req-old']);
    expect(await found('pacht')).toEqual(['req-old']);
    expect(await found('vertr')).toEqual(['req-m']);
    await expectIndexWhole();
    await setTitle('req-old', 'Neuvertrag Lugano');
    expect(await found('altvertrag')).toEqual([]);
    expect(await found('neuvertrag')).toEqual(['req-old']);
  });
});

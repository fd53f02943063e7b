// The pure rules of signature requests (src/areas/signature-requests/rules/requests.ts), without a
// database: the statuses of docs/product.md#states and who may act, the quotas (docs/product.md#screens-navigation "A free user …
// needs free_signatures_remaining above 0"), reminders (docs/product.md#errors 'Failed to remind signers'),
// the signing lock and the list's sort (docs/product.md#calls, docs/product.md#constants-pages-dashboard "Pending filter signatures_count 672").
// What a body brings in and the signers' rules are in rules-input.test.ts and
// rules-signers.test.ts.
import { describe, expect, it } from 'vitest';
import {
  MAX_DOCUMENTS,
  MAX_LOCK_SECONDS,
  MAX_SIGNERS,
  PENDING_SIGNATURES_COUNT,
  REMIND_FAILED,
  REMIND_INTERVAL_SECONDS,
  REMIND_RETRY_AFTER_SECONDS,
  SORT_COLUMNS,
  assertCounts,
  assertDocumentAddable,
  assertFreeSignatures,
  assertOwnSignatureOpen,
  assertReminderDue,
  assertStatus,
  documentErrors,
  invalidTransition,
  listSort,
  lockUntil,
  parseSort,
  reminderWait,
  requireSender,
  requireSigner,
  type Status,
} from '../../src/areas/signature-requests/rules/requests.ts';
import { REQUEST_ID, NOW, request, signer, thrown, fails } from './rules-fixtures.ts';

describe('status and transitions (docs/product.md#states)', () => {
  const statuses: Status[] = ['DRAFT', 'OPEN', 'SIGNED', 'DECLINED', 'WITHDRAWN'];

  it('allows an action only in its statuses; any other answers 409 invalid_transition', () => {
    expect(() => assertStatus({ status: 'DRAFT' }, ['DRAFT'], 'initiating')).not.toThrow();
    const error = thrown(() => assertStatus({ status: 'SIGNED' }, ['OPEN'], 'declining'));
    expect(error).toMatchObject({ kind: 'conflict', code: 'invalid_transition' });
    expect(error.message).toBe('The signature request is SIGNED; declining needs it to be OPEN.');
    // "A draft is created, then initiated": initiate only from DRAFT; decline and withdraw only
    // from OPEN; SIGNED, DECLINED and WITHDRAWN are final.
    expect(
      statuses.filter((s) => !fails(() => assertStatus({ status: s }, ['DRAFT'], 'x'))),
    ).toEqual(['DRAFT']);
    expect(
      statuses.filter((s) => !fails(() => assertStatus({ status: s }, ['OPEN'], 'x'))),
    ).toEqual(['OPEN']);
    expect(invalidTransition('No.')).toMatchObject({
      kind: 'conflict',
      code: 'invalid_transition',
    });
  });
});

describe('who may act', () => {
  const relation = { request: request(), isSender: false, signer: signer(1) };

  it("the sender only for the sender's actions (403)", () => {
    expect(() => requireSender({ ...relation, isSender: true }, 'send it')).not.toThrow();
    const error = thrown(() => requireSender(relation, 'withdraw it'));
    expect(error).toMatchObject({ kind: 'forbidden', code: 'forbidden' });
    expect(error.message).toBe('Only the sender of the signature request may withdraw it.');
  });

  it("a signer only for the signer's actions (403), answering its row", () => {
    expect(requireSigner(relation, 'decline it')).toBe(relation.signer);
    expect(
      thrown(() => requireSigner({ ...relation, signer: undefined }, 'decline it')).message,
    ).toBe('Only a signer of the signature request may decline it.');
  });

  it('a signer whose own signature is OPEN for decline and delegate (403)', () => {
    expect(() => assertOwnSignatureOpen({ status: 'OPEN' }, 'decline')).not.toThrow();
    const error = thrown(() => assertOwnSignatureOpen({ status: 'SIGNED' }, 'delegate'));
    expect(error).toMatchObject({ kind: 'forbidden' });
    expect(error.message).toBe(
      'Only a signer whose signature is OPEN can delegate; yours is SIGNED.',
    );
  });
});

describe('quotas', () => {
  it('docs/product.md#screens-navigation: "A free user … needs free_signatures_remaining above 0"', () => {
    expect(() => assertFreeSignatures({})).not.toThrow();
    expect(() => assertFreeSignatures({ free_signatures_remaining: ['3'] })).not.toThrow();
    for (const remaining of ['0', '-1', 'none']) {
      expect(
        thrown(() => assertFreeSignatures({ free_signatures_remaining: [remaining] })),
      ).toMatchObject({ kind: 'rule_violated', code: 'no_free_signatures' });
    }
  });

  it('holds at most MAX_DOCUMENTS documents and MAX_SIGNERS signers', () => {
    expect([MAX_DOCUMENTS, MAX_SIGNERS]).toEqual([50, 50]);
    expect(() => assertCounts({})).not.toThrow();
    expect(() => assertCounts({ documents: Array(50), signatures: Array(50) })).not.toThrow();
    expect(thrown(() => assertCounts({ documents: Array(51) })).message).toBe(
      'A signature request holds at most 50 documents.',
    );
    expect(thrown(() => assertCounts({ signatures: Array(51) })).message).toBe(
      'A signature request has at most 50 signers.',
    );
  });

  it('adds a document once, while the draft has room', () => {
    expect(() => assertDocumentAddable([{ id: 'a' }], 'b')).not.toThrow();
    const again = thrown(() => assertDocumentAddable([{ id: 'a' }], 'a'));
    expect(again).toMatchObject({ kind: 'rule_violated', code: 'document_in_request' });
    expect(again.errors![0].pointer).toBe('/body/document_id');
    const full = Array.from({ length: MAX_DOCUMENTS }, (_, i) => ({ id: `d${i}` }));
    expect(thrown(() => assertDocumentAddable(full, 'new')).message).toBe(
      'A signature request holds at most 50 documents.',
    );
  });

  it("links only the sender's own uploads that are in no other request", () => {
    const owned = [
      { id: 'mine', signature_request_id: null },
      { id: 'here', signature_request_id: REQUEST_ID },
      { id: 'elsewhere', signature_request_id: 'another-request' },
    ];
    const errors = documentErrors(
      ['mine', 'here', 'elsewhere', 'foreign'],
      owned,
      REQUEST_ID,
      (i) => `/body/documents/${i}`,
    );
    expect(errors).toEqual([
      {
        pointer: '/body/documents/2',
        detail: 'is already part of another signature request',
        code: 'document_in_request',
      },
      {
        pointer: '/body/documents/3',
        detail: 'is not a document you uploaded',
        code: 'unknown_document',
      },
    ]);
  });
});

describe('reminders (docs/product.md#errors)', () => {
  it('waits an hour between reminders of a request', () => {
    expect(REMIND_INTERVAL_SECONDS).toBe(3600);
    expect(reminderWait(request(), 3600, NOW)).toBe(0);
    expect(reminderWait(request({ last_reminded_at: '2026-11-25T09:30:00.000Z' }), 3600, NOW)).toBe(
      1800,
    );
    expect(reminderWait(request({ last_reminded_at: '2026-11-25T09:00:00.000Z' }), 3600, NOW)).toBe(
      0,
    );
  });

  it('answers 409 unless OPEN and 429 with Retry-After within the hour', () => {
    expect(() => assertReminderDue(request(), NOW)).not.toThrow();
    expect(thrown(() => assertReminderDue(request({ status: 'DRAFT' }), NOW)).code).toBe(
      'invalid_transition',
    );
    const early = thrown(() =>
      assertReminderDue(request({ last_reminded_at: '2026-11-25T09:59:00.000Z' }), NOW),
    );
    expect(early).toMatchObject({ kind: 'too_soon', retryAfterSeconds: 3540 });
    expect(early.message).toBe(
      'The signers of this request were reminded less than 60 minutes ago.',
    );
  });

  it("keeps the product's message of a failed reminder: 'Failed to remind signers'", () => {
    expect(REMIND_FAILED).toBe('Failed to remind signers');
    expect(REMIND_RETRY_AFTER_SECONDS).toBe(60);
  });
});

describe('the signing lock', () => {
  it('lasts at least a second and at most MAX_LOCK_SECONDS', () => {
    expect(MAX_LOCK_SECONDS).toBe(600);
    expect(lockUntil(NOW, 120).toISOString()).toBe('2026-11-25T10:02:00.000Z');
    expect(lockUntil(NOW, 0).toISOString()).toBe('2026-11-25T10:00:01.000Z');
    expect(lockUntil(NOW, 3600).toISOString()).toBe('2026-11-25T10:10:00.000Z');
  });
});

describe('list', () => {
  it('sorts by known fields only, newest first by default', () => {
    expect(parseSort(undefined)).toEqual({ column: 'created_at', direction: 'desc' });
    expect(parseSort('title')).toEqual({ column: 'title', direction: 'asc' });
    expect(parseSort('updatedAt,desc')).toEqual({ column: 'updated_at', direction: 'desc' });
    expect(parseSort('password_hash,asc')).toHaveProperty('error');
  });

  it("keeps the product's constant of the pending filter", () => {
    expect(PENDING_SIGNATURES_COUNT).toBe(672);
  });

  it('answers 400 with a pointer at the query for an unknown sort field', () => {
    expect(listSort('statusOverall,desc')).toEqual({ column: 'status', direction: 'desc' });
    expect(Object.keys(SORT_COLUMNS)).toEqual([
      'createdAt',
      'updatedAt',
      'initiatedAt',
      'completedAt',
      'title',
      'statusOverall',
    ]);
    const error = thrown(() => listSort('password_hash,asc'));
    expect(error).toMatchObject({ kind: 'invalid_input', code: 'validation_failed' });
    expect(error.errors).toEqual([
      {
        pointer: '/query/sort',
        detail:
          'sort by one of createdAt, updatedAt, initiatedAt, completedAt, title, statusOverall',
        code: 'enum',
      },
    ]);
  });
});

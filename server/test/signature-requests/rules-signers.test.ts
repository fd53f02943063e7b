// The rules of a request's signers (src/areas/signature-requests/rules/signers.ts, through
// rules.ts), without a database: their ids, a list or one more signer checked, and the transitions
// of docs/product.md#states-signature-requests that signers make ("A draft is created, then initiated. It can be declined by a
// signer, withdrawn by the sender, deleted, delegated, or have signers reminded").
import { describe, expect, it } from 'vitest';
import {
  MAX_SIGNERS,
  assertReadyToInitiate,
  assertSignerAddable,
  assertSignersValid,
  delegateInput,
  everyoneSigned,
  nextSignerNumber,
  openSigners,
  signatureIdFor,
  signerToDelegate,
  signerToRemove,
  signerToSign,
} from '../../src/areas/signature-requests/rules/requests.ts';
import { document, at, REQUEST_ID, request, signer, thrown } from './rules-fixtures.ts';

describe('the signers of a request', () => {
  it('is complete only when every one of at least one signer signed', () => {
    expect(everyoneSigned([])).toBe(false);
    expect(everyoneSigned([{ status: 'SIGNED' }, { status: 'OPEN' }])).toBe(false);
    expect(everyoneSigned([{ status: 'SIGNED' }])).toBe(true);
  });

  it('checks a list of signers against the documents and against each other', () => {
    expect(() =>
      assertSignersValid([at({})], [document], (i) => `/body/signatures/${i}`),
    ).not.toThrow();
    const duplicate = thrown(() =>
      assertSignersValid([at({}), at({ y: 100 })], [document], (i) => `/body/signatures/${i}`),
    );
    expect(duplicate).toMatchObject({ kind: 'rule_violated', code: 'duplicate_signer' });
    expect(duplicate.errors![0].pointer).toBe('/body/signatures/1');
    const outside = thrown(() =>
      assertSignersValid([at({ x: 400 })], [document], (i) => `/body/signatures/${i}`),
    );
    expect(outside.errors![0]).toMatchObject({
      pointer: '/body/signatures/0/document_signatures/0',
      code: 'placement_outside_page',
    });
  });

  it('adds one signer while there is room, when valid and not signing already', () => {
    const existing = [signer(1, { email: 'anna.meier@muster-treuhand.ch' })];
    expect(() => assertSignerAddable(at({}), [signer(2)], [document])).not.toThrow();
    const duplicate = thrown(() => assertSignerAddable(at({}), existing, [document]));
    expect(duplicate).toMatchObject({ code: 'duplicate_signer' });
    expect(duplicate.errors![0].pointer).toBe('/body/account_email');
    const identity = {
      signer_identity_data: { email_address: 'Signer2@example.org' },
      document_signatures: [],
    };
    expect(thrown(() => assertSignerAddable(identity, [signer(2)], [])).errors![0].pointer).toBe(
      '/body/signer_identity_data/email_address',
    );
    const full = Array.from({ length: MAX_SIGNERS }, (_, i) => signer(i + 1));
    expect(thrown(() => assertSignerAddable(at({}), full, [document])).message).toBe(
      `A signature request has at most ${MAX_SIGNERS} signers.`,
    );
  });

  it('numbers signers s-<first 8 of the request id>-<n>, after every number used so far', () => {
    expect(signatureIdFor(REQUEST_ID, 3)).toBe('s-7c1d2e3f-3');
    expect(nextSignerNumber([])).toBe(1);
    expect(nextSignerNumber([{ id: 's-7c1d2e3f-1', position: 1 }])).toBe(2);
    // A delegate took position 1 but number 4: the next is 5, never a number used before.
    expect(
      nextSignerNumber([
        { id: 's-7c1d2e3f-4', position: 1 },
        { id: 's-7c1d2e3f-2', position: 2 },
      ]),
    ).toBe(5);
  });

  it('lists the signers who may still act', () => {
    const signers = [signer(1, { status: 'SIGNED' }), signer(2), signer(3, { status: 'DECLINED' })];
    expect(openSigners(signers).map((s) => s.id)).toEqual([signer(2).id]);
  });
});

describe('status and transitions (docs/product.md#states)', () => {
  it('sends a draft only with documents and signers (422 request_incomplete)', () => {
    expect(() => assertReadyToInitiate([document], [signer(1)])).not.toThrow();
    const error = thrown(() => assertReadyToInitiate([], []));
    expect(error).toMatchObject({ kind: 'rule_violated', code: 'request_incomplete' });
    expect(error.message).toBe(
      'A signature request needs documents and signers before it is sent; it has no documents and no signers.',
    );
    expect(thrown(() => assertReadyToInitiate([document], [])).message).toMatch(
      /it has no signers\.$/,
    );
  });

  it('lets a signer sign once: 404 for a stranger, 409 after signing or declining', () => {
    const signers = [signer(1), signer(2, { status: 'SIGNED' }), signer(3, { status: 'DECLINED' })];
    expect(signerToSign(signers, signer(1).id).id).toBe(signer(1).id);
    expect(thrown(() => signerToSign(signers, 's-nope-9')).kind).toBe('not_found');
    expect(thrown(() => signerToSign(signers, signer(2).id)).message).toBe(
      'The signer has signed already.',
    );
    expect(thrown(() => signerToSign(signers, signer(3).id)).code).toBe('invalid_transition');
  });

  it('removes a signer who has not signed; an open request keeps its last signer', () => {
    const signers = [signer(1), signer(2, { status: 'SIGNED' })];
    expect(signerToRemove(request(), signers, signer(1).id)).toMatchObject({
      signer: { id: signer(1).id },
      rest: [{ id: signer(2).id }],
    });
    expect(thrown(() => signerToRemove(request(), signers, 's-nope-9')).kind).toBe('not_found');
    expect(thrown(() => signerToRemove(request(), signers, signer(2).id)).message).toBe(
      'The signer has signed already and stays on the request.',
    );
    const last = thrown(() => signerToRemove(request(), [signer(1)], signer(1).id));
    expect(last).toMatchObject({ kind: 'conflict', code: 'invalid_transition' });
    expect(signerToRemove(request({ status: 'DRAFT' }), [signer(1)], signer(1).id).rest).toEqual(
      [],
    );
  });

  it('delegates an OPEN signature to someone who does not sign the request yet', () => {
    const signers = [signer(1), signer(2, { status: 'SIGNED' })];
    expect(signerToDelegate(signers, signer(1).id, 'daniel@example.org').id).toBe(signer(1).id);
    expect(thrown(() => signerToDelegate(signers, signer(2).id, 'd@x.ch')).code).toBe(
      'invalid_transition',
    );
    const already = thrown(() => signerToDelegate(signers, signer(1).id, signer(2).email));
    expect(already).toMatchObject({ kind: 'rule_violated', code: 'duplicate_signer' });
    expect(already.errors![0].pointer).toBe('/body/email');
  });

  it('makes the delegate an account signer, or a direct-link signer with the split name', () => {
    const from = signer(1, { quality: 'qes', legislation: 'eidas', language: 'fr' });
    expect(delegateInput(from, 'daniel@x.ch', 'Daniel Frei', true)).toEqual({
      account_email: 'daniel@x.ch',
      document_signatures: [],
      quality: 'qes',
      legislation: 'eidas',
    });
    expect(delegateInput(from, 'daniel@x.ch', 'Daniel Frei', false)).toEqual({
      signer_identity_data: {
        email_address: 'daniel@x.ch',
        first_name: 'Daniel',
        last_name: 'Frei',
        language: 'fr',
      },
      document_signatures: [],
      quality: 'qes',
      legislation: 'eidas',
    });
    expect(
      delegateInput(signer(1, { quality: 'ses', legislation: null }), 'c@x.ch', 'Cher', false),
    ).toEqual({
      signer_identity_data: { email_address: 'c@x.ch', first_name: 'Cher' },
      document_signatures: [],
      quality: 'ses',
    });
  });
});

// The pure rules of the direct-link signer's own operations (areas/direct/rules.ts and the row
// helpers beside it), without a database: the one item of POST /v3/direct/sign (403 for a seal
// or another request), the signer row after PUT /v1/direct/user (names fixed by an
// identification are 422; docs/product.md#validation-language "Italian is ignored unless direct sign"), the visual
// signature PUT /v1/direct/visual-signature accepts, and the direct signer as a User (
// docs/product.md#entities-user "the direct-link signer has the same shape").
import { describe, expect, it } from 'vitest';
import { thrown } from '../signing/rules-support.ts';
import type { SignerRow } from '../../src/areas/signature-requests/index.ts';
import { directAttributes, toDirectUser } from '../../src/areas/direct/to-contract.ts';
import {
  directProfile,
  directSignatureData,
  directSignItem,
} from '../../src/areas/direct/rules.ts';
import { directSignatureId, directVisualSignature } from '../../src/areas/signing/direct-signer.ts';

const REQUEST = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const chiara = (over: Partial<SignerRow> = {}): SignerRow => ({
  request_id: REQUEST,
  id: 's-9a8b7c6d-2',
  position: 2,
  link_key: 'k'.repeat(32),
  email: 'chiara.rossi@example.org',
  account_email: null,
  first_name: 'Chiara',
  last_name: 'Rossi',
  mobile: '+41 79 555 12 67',
  language: 'it',
  name: 'Chiara Rossi',
  placements: '[]',
  status: 'OPEN',
  quality: 'aes',
  legislation: 'zertes',
  invited_at: null,
  viewed_at: null,
  signed_at: null,
  declined_at: null,
  sendto_id: null,
  claimed_by: null,
  claimed_at: null,
  attributes: '{}',
  qualities: '["ses:any"]',
  visual_signature: null,
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
  ...over,
});

describe('directSignItem', () => {
  const item = (id: string, extra = {}) => ({ id, ...extra });

  it('the first item of the link request (listed again: signed once, with its details)', () => {
    const first = item(REQUEST.toUpperCase(), { signingName: 'Chiara Rossi' });
    expect(
      directSignItem({ signatureRequests: [first, item(REQUEST)], language: 'it' }, REQUEST),
    ).toBe(first);
  });

  it('403 for another request in the body, and for a seal', () => {
    const other = thrown(() =>
      directSignItem(
        {
          signatureRequests: [item(REQUEST), item('00000000-0000-4000-8000-0000000000ff')],
          language: 'en',
        },
        REQUEST,
      ),
    );
    expect(other).toMatchObject({ kind: 'forbidden' });
    expect(other.message).toBe('A request in the body is not the one of the direct link.');
    const seal = thrown(() =>
      directSignItem(
        { signatureRequests: [item(REQUEST)], language: 'en', sealAccountName: 'muster-seal' },
        REQUEST,
      ),
    );
    expect(seal).toMatchObject({ kind: 'forbidden' });
    expect(seal.message).toContain('cannot use a business seal');
  });
});

describe('directProfile', () => {
  it('names, the name on the request, attributes with the mobile trimmed, lang and mobile', () => {
    const profile = directProfile(chiara(), {
      firstName: ' Chiara Maria ',
      lastName: 'Rossi',
      attributes: { mobile: [' +41 79 555 00 00 '], lang: ['it'] },
    });
    expect(profile).toEqual({
      first_name: 'Chiara Maria',
      last_name: 'Rossi',
      name: 'Chiara Maria Rossi',
      attributes: JSON.stringify({ lang: ['it'], mobile: ['+41 79 555 00 00'] }),
      language: 'it',
      mobile: '+41 79 555 00 00',
    });
  });

  it('keeps the signature defaults inside the attributes', () => {
    const profile = directProfile(chiara(), {
      firstName: 'Chiara',
      lastName: 'Rossi',
      signatures: { name: 'C. Rossi', location: 'Lugano' },
    } as Parameters<typeof directProfile>[1]);
    expect(JSON.parse(profile.attributes).signature_defaults).toEqual([
      JSON.stringify({ name: 'C. Rossi', location: 'Lugano' }),
    ]);
  });

  it('422 when a name fixed by an identification changes', () => {
    const fixed = chiara({ attributes: JSON.stringify({ immutable_eid_fields: ['lastName'] }) });
    expect(
      thrown(() => directProfile(fixed, { firstName: 'Chiara', lastName: 'Bianchi' })),
    ).toMatchObject({ kind: 'rule_violated' });
    expect(directProfile(fixed, { firstName: 'Chiara Maria', lastName: 'Rossi' }).first_name).toBe(
      'Chiara Maria',
    );
  });
});

describe('directSignatureData', () => {
  it('accepts the quality and legislation of the request, Italian included', () => {
    const data = directSignatureData(chiara(), {
      name: 'Chiara Rossi',
      language: 'it',
      location: 'Lugano',
      quality: 'aes',
      legislation: 'zertes',
    } as Parameters<typeof directSignatureData>[1]);
    expect(data).toMatchObject({ name: 'Chiara Rossi', language: 'it', location: 'Lugano' });
  });

  it('422 quality_not_available for a quality the signer neither signs with nor holds', () => {
    const error = thrown(() =>
      directSignatureData(chiara(), { name: 'Chiara', quality: 'qes' } as Parameters<
        typeof directSignatureData
      >[1]),
    );
    expect(error).toMatchObject({ kind: 'rule_violated', code: 'quality_not_available' });
    expect(error.errors?.[0].pointer).toBe('/body/quality');
    // A quality the signer holds is fine.
    expect(() =>
      directSignatureData(chiara({ qualities: '["ses:any","qes:zertes"]' }), {
        name: 'Chiara',
        quality: 'qes',
      } as Parameters<typeof directSignatureData>[1]),
    ).not.toThrow();
  });

  it('422 legislation_not_available for another legislation than the request', () => {
    const error = thrown(() =>
      directSignatureData(chiara(), { name: 'Chiara', legislation: 'eidas' } as Parameters<
        typeof directSignatureData
      >[1]),
    );
    expect(error).toMatchObject({ kind: 'rule_violated', code: 'legislation_not_available' });
    expect(error.errors?.[0].pointer).toBe('/body/legislation');
  });
});

describe('the direct signer as a User and its visual signature', () => {
  it('directAttributes: the stored attributes, with the identity columns as lang and mobile', () => {
    expect(directAttributes(chiara())).toEqual({ lang: ['it'], mobile: ['+41 79 555 12 67'] });
    expect(
      directAttributes(chiara({ attributes: JSON.stringify({ lang: ['de'] }), mobile: null })),
    ).toEqual({ lang: ['de'] });
  });

  it('toDirectUser: id is the public signature id (not the link), e-mail verified, language from lang', () => {
    expect(JSON.stringify(toDirectUser(chiara()))).not.toContain('k'.repeat(32));
    expect(toDirectUser(chiara())).toMatchObject({
      id: 's-9a8b7c6d-2',
      email: 'chiara.rossi@example.org',
      emailVerified: true,
      firstName: 'Chiara',
      lastName: 'Rossi',
      attributes: { lang: ['it'], mobile: ['+41 79 555 12 67'] },
      signatureQualities: { ses: { any: { quality: 'ses' } } },
      signatures: { name: 'Chiara Rossi', language: 'it' },
    });
  });

  it('directVisualSignature: a placeholder in the signer language until one is stored', () => {
    expect(directVisualSignature(chiara())).toMatchObject({
      placeholder: true,
      language: 'it',
      quality: 'aes',
      legislation: 'zertes',
    });
    const data = directSignatureData(chiara(), {
      name: 'Chiara Rossi',
      location: 'Lugano',
    } as Parameters<typeof directSignatureData>[1]);
    const stored = directVisualSignature(chiara({ visual_signature: JSON.stringify(data) }));
    expect(stored).toMatchObject({
      id: directSignatureId(chiara()),
      placeholder: false,
      location: 'Lugano',
      default: true,
    });
  });
});

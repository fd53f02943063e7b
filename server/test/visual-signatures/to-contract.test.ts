// How rows become the contract's VisualSignature and a signature's owner
// (areas/visual-signatures/to-contract.ts), without a database.
import { describe, expect, it } from 'vitest';
import {
  imageDataUri,
  rowToVisualSignature,
  toSignatureOwner,
  toVisualSignature,
} from '../../src/areas/visual-signatures/to-contract.ts';
import type { VisualSignatureData } from '../../src/areas/visual-signatures/rules/data.ts';
import { schemaErrors } from '../documents/support.ts';

const data: VisualSignatureData = {
  alias: 'Work',
  name: 'Anna Meier',
  company: 'Muster Treuhand AG',
  language: 'de',
  quality: 'ses',
  displayClaim: true,
  displayStandards: true,
  displayDate: true,
  displayQr: false,
};

describe('visual signature mapping', () => {
  it('makes a VisualSignature of the contract, leaving absent fields out', () => {
    const signature = toVisualSignature('vs-1', data, { isDefault: false, image: null });
    expect(schemaErrors('VisualSignature', signature)).toEqual([]);
    expect(signature).not.toHaveProperty('legislation');
    expect(signature).toMatchObject({ placeholder: false, hasCustomImage: false, width: 300 });
  });

  it('reads a row with its default flag and image', () => {
    const uri = imageDataUri(Buffer.from('png'));
    expect(uri).toBe('data:image/png;base64,cG5n');
    expect(
      rowToVisualSignature({ id: 'vs-2', data: JSON.stringify(data), is_default: 1 }, uri),
    ).toMatchObject({ id: 'vs-2', default: true, image: uri, hasCustomImage: true });
  });

  it('makes the owner from a users row', () => {
    expect(
      toSignatureOwner({
        first_name: 'Anna',
        last_name: 'Meier',
        email: 'anna@example.ch',
        attributes: '{"lang":["de"]}',
        signature_defaults: '{}',
      }),
    ).toEqual({
      firstName: 'Anna',
      lastName: 'Meier',
      email: 'anna@example.ch',
      attributes: { lang: ['de'] },
      defaults: undefined,
    });
  });
});

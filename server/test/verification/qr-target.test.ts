// The QR code of a visual signature leads to the public verification page of that document.
import { describe, expect, it } from 'vitest';
import { verificationAddress } from '../../src/areas/signing/sign-documents.ts';

describe('the QR target of a visual signature', () => {
  it('is /verify?document=<id> under the public address', () => {
    expect(
      verificationAddress('https://sign.example', 'd1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a'),
    ).toBe('https://sign.example/verify?document=d1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a');
  });
});

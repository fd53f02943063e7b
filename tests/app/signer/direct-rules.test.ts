// @vitest-environment jsdom
// The direct signer's rules: whose signature is it, may it be signed, when a TAN is asked, which
// overlay a TAN Problem code opens (v1_direct_tan_check.yaml), and the exit redirect context
// (docs/product.md#states-exit-redirect: "It applies only if exactly one request was signed and it is the last one viewed").
import { afterEach, describe, expect, it } from 'vitest';
import { exitContext, recordSigned, recordViewed } from '@/features/direct/exit-state';
import { directSignState, mySignature } from '@/features/direct/my-signature';
import {
  asksForTan,
  attemptsLeft,
  needsTan,
  signerMobile,
  tanOverlayFor,
} from '@/features/direct/tan-rule';
import { exitSettingsOf } from '@/features/direct/use-direct-sign-actions';
import { ApiError } from '@/lib/api-client';
import { exitRedirect } from '@/lib/navigation/exit-redirect';
import { directRequest, directUser, REQUEST_ID } from './examples';

afterEach(() => sessionStorage.clear());

const apiError = (status: number, code: string, detail = code) =>
  new ApiError(status, { type: 'about:blank', title: code, status, code, detail }, new Headers());

describe('mySignature / directSignState', () => {
  it("finds Chiara's signature by the e-mail of her signer identity, whatever the case", () => {
    const request = directRequest();
    expect(mySignature(request, 'Chiara.Rossi@example.org')?.id).toBe('s-9a8b7c6d-2');
    expect(directSignState(request, 'chiara.rossi@example.org')).toBe('can-sign');
  });

  it('never takes an account holder’s signature for the direct signer', () => {
    expect(mySignature(directRequest(), 'anna.meier@muster-treuhand.ch')).toBeUndefined();
    expect(directSignState(directRequest(), 'anna.meier@muster-treuhand.ch')).toBe('not-a-signer');
  });

  it('knows a signed, a declined and a closed request', () => {
    const request = directRequest();
    request.signatures[1].status = 'SIGNED';
    expect(directSignState(request, 'chiara.rossi@example.org')).toBe('signed');
    request.signatures[1].status = 'DECLINED';
    expect(directSignState(request, 'chiara.rossi@example.org')).toBe('declined');
    request.signatures[1].status = 'OPEN';
    request.statusOverall = 'WITHDRAWN';
    expect(directSignState(request, 'chiara.rossi@example.org')).toBe('closed');
  });
});

describe('needsTan', () => {
  it('asks a direct signer for a TAN for an advanced signature (the example: aes)', () => {
    const mine = mySignature(directRequest(), 'chiara.rossi@example.org')!;
    expect(needsTan(mine)).toBe(true);
    expect(needsTan({ ...mine, quality: 'aesMinimal' })).toBe(true);
    expect(needsTan({ ...mine, quality: 'part11' })).toBe(true);
  });

  it('does not ask for a simple or a qualified signature (the latter has its own step-up)', () => {
    const mine = mySignature(directRequest(), 'chiara.rossi@example.org')!;
    expect(needsTan({ ...mine, quality: 'ses' })).toBe(false);
    expect(needsTan({ ...mine, quality: 'qes' })).toBe(false);
    expect(needsTan(undefined)).toBe(false);
  });

  it('takes the mobile the TAN goes to from the signer identity, else the signer attribute', () => {
    const mine = mySignature(directRequest(), 'chiara.rossi@example.org')!;
    expect(signerMobile(mine, directUser())).toBe('+41 79 555 12 67');
    const noMobile = { ...mine, signerIdentityData: { ...mine.signerIdentityData!, mobile: null } };
    expect(signerMobile(noMobile, directUser())).toBe('+41 79 555 12 67');
  });
});

describe('tanOverlayFor', () => {
  it('maps the Problem codes tan_invalid, tan_expired and tan_locked to their overlays', () => {
    expect(tanOverlayFor(apiError(422, 'tan_invalid'))).toBe('tan-invalid');
    expect(tanOverlayFor(apiError(422, 'tan_expired'))).toBe('tan-expired');
    expect(tanOverlayFor(apiError(409, 'tan_locked'))).toBe('tan-locked');
    expect(tanOverlayFor(apiError(409, 'request_locked'))).toBeUndefined();
    expect(tanOverlayFor(new Error('offline'))).toBeUndefined();
  });

  it('knows when the sign call asks for a TAN it was not given (tan_required)', () => {
    expect(asksForTan(apiError(422, 'tan_required'), false)).toBe(true);
    expect(asksForTan(apiError(422, 'tan_invalid'), false)).toBe(true);
    expect(asksForTan(apiError(422, 'tan_invalid'), true)).toBe(false);
    expect(asksForTan(apiError(409, 'request_locked'), false)).toBe(false);
  });

  it("reads the attempts left from the problem's detail", () => {
    expect(attemptsLeft(apiError(422, 'tan_invalid', 'Wrong TAN: 2 attempts left.'))).toBe(2);
    expect(attemptsLeft(apiError(422, 'tan_invalid', 'Wrong TAN.'))).toBeUndefined();
  });
});

describe('exit redirect of a direct link', () => {
  const settings = exitSettingsOf({
    exitSettings: {
      exitUrl: 'https://www.muster-treuhand.ch/signed',
      errorUrl: null,
      declineUrl: null,
    },
  });

  it('redirects after "exactly one request was signed and it is the last one viewed", default 45 s', () => {
    recordViewed(REQUEST_ID);
    recordSigned(REQUEST_ID);
    expect(exitRedirect(settings, 'signed', exitContext())).toEqual({
      url: 'https://www.muster-treuhand.ch/signed',
      seconds: 45,
    });
  });

  it('does not redirect when another request was signed in the same session', () => {
    recordViewed('2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e');
    recordSigned('2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e');
    recordViewed(REQUEST_ID);
    recordSigned(REQUEST_ID);
    expect(exitContext().signedIds).toHaveLength(2);
    expect(exitRedirect(settings, 'signed', exitContext())).toBeUndefined();
  });

  it('does not redirect when the signed request is not the last one viewed', () => {
    recordViewed(REQUEST_ID);
    recordSigned(REQUEST_ID);
    recordViewed('3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f');
    expect(exitRedirect(settings, 'signed', exitContext())).toBeUndefined();
  });

  it('turns null URLs of the contract into the fallbacks: decline falls back to exit', () => {
    expect(settings).toEqual({
      exitUrl: 'https://www.muster-treuhand.ch/signed',
      errorUrl: undefined,
      declineUrl: undefined,
      timeout: undefined,
    });
    expect(exitRedirect(settings, 'declined', exitContext())?.url).toBe(
      'https://www.muster-treuhand.ch/signed',
    );
    expect(exitSettingsOf({ exitSettings: null })).toEqual({});
  });
});

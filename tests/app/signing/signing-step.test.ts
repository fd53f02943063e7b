// @vitest-environment jsdom
// The signing step's rules: the review of documents and own fields,
// the level checked against GET /v3/user/signature-qualities-detail, the placements sent with
// the chosen visual signature, the signature pad's strokes, the step-up form's problems, and the
// exit redirect record of /view (docs/product.md#states-exit-redirect "exactly one request signed and it is the last one
// viewed").
import type { Signature } from '@generated/model/signature';
import type { SignatureQualitiesDetail } from '@generated/model/signatureQualitiesDetail';
import { afterEach, describe, expect, it } from 'vitest';
import { exitContext, recordSigned, recordViewed } from '@/features/signing/exit-state';
import {
  extendStroke,
  hasDrawing,
  PAD_HEIGHT,
  PAD_WIDTH,
  padPoint,
  pathsOf,
  startStroke,
  undoStroke,
} from '@/components/signing/step/pad-strokes';
import {
  levelChoice,
  levelOptions,
  reviewDocuments,
  reviewLevel,
  signPlacements,
} from '@/components/signing/step/review-model';
import { errorOutcome } from '@/features/signing/sign-outcome';
import { stepUpProblem } from '@/components/signing/step-up-problem';
import { ApiError } from '@/lib/api-client';
import { exitRedirect } from '@/lib/navigation/exit-redirect';

const own: Signature = {
  id: 's1',
  accountEmail: 'beat@example.org',
  status: 'OPEN',
  quality: 'qes',
  legislation: 'zertes',
  documentSignatures: [
    { documentId: 'd1', page: 3, x: 10, y: 20, width: 300, height: 140 },
    { documentId: 'd1', page: 1, x: 10, y: 20, width: 150, height: 70 },
    { documentId: 'd1', page: 3, x: 10, y: 400, width: 300, height: 140 },
  ],
};
const documents = [
  { id: 'd1', name: 'contract.pdf', title: 'Contract', pages: 3 },
  { id: 'd2', name: 'annex.pdf', title: '', pages: 1 },
];

function detail(
  open: string[],
  reason: 'identification_required' | 'email_not_verified' = 'identification_required',
): SignatureQualitiesDetail {
  const entries = [
    ['ses'],
    ['aes', 'eidas'],
    ['aes', 'zertes'],
    ['qes', 'eidas'],
    ['qes', 'zertes'],
  ] as const;
  return {
    highestQuality: 'ses',
    identificationOngoing: false,
    qualities: entries.map(([quality, legislation]) => {
      const available = open.includes(legislation ? `${quality}.${legislation}` : quality);
      return {
        quality,
        ...(legislation ? { legislation } : {}),
        available,
        reason: available ? null : reason,
        identificationMethods: [],
      };
    }),
  };
}

describe('review', () => {
  it('lists every document with the pages of the own fields', () => {
    expect(reviewDocuments({ documents } as never, own)).toEqual([
      { id: 'd1', name: 'Contract', pages: 3, fieldPages: [1, 3], fields: 3 },
      { id: 'd2', name: 'annex.pdf', pages: 1, fieldPages: [], fields: 0 },
    ]);
  });

  it('judges the asked level against what the signer holds', () => {
    expect(reviewLevel(own, detail(['ses', 'qes.zertes']))).toEqual({
      quality: 'qes',
      legislations: ['zertes'],
      available: true,
    });
    expect(reviewLevel(own, detail(['ses', 'qes.eidas']))).toMatchObject({
      available: false,
      reason: 'identification_required',
    });
    // an unconfirmed e-mail: nothing is available (docs/product.md#states-quality "none when the e-mail is unverified")
    expect(
      reviewLevel({ quality: 'ses', legislation: null }, detail([], 'email_not_verified')),
    ).toMatchObject({
      available: false,
      reason: 'email_not_verified',
    });
    // aes under any legislation: the ones the signer holds it under
    expect(
      reviewLevel({ quality: 'aes', legislation: null }, detail(['ses', 'aes.eidas'])),
    ).toEqual({
      quality: 'aes',
      legislations: ['eidas'],
      available: true,
    });
  });

  it('sends every own field with the chosen visual signature, or nothing to keep the defaults', () => {
    const placements = signPlacements(own, 'vs-1')!;
    expect(placements).toHaveLength(3);
    expect(placements[1]).toEqual({
      documentId: 'd1',
      page: 1,
      x: 10,
      y: 20,
      width: 150,
      height: 70,
      visualSignatureId: 'vs-1',
    });
    expect(signPlacements(own)).toBeUndefined();
  });
});

describe('the level the signer chooses', () => {
  it('offers the asked level and the higher ones the signer holds, lowest first', () => {
    const ses = { quality: 'ses', legislation: null } as const;
    expect(levelOptions(ses, detail(['ses', 'aes.zertes', 'qes.eidas']))).toEqual([
      { quality: 'ses', legislation: null },
      { quality: 'aes', legislation: 'zertes' },
      { quality: 'qes', legislation: 'eidas' },
    ]);
  });

  it('keeps the asked legislation and never offers a lower quality', () => {
    const aes = { quality: 'aes', legislation: 'zertes' } as const;
    expect(levelOptions(aes, detail(['ses', 'aes.eidas', 'aes.zertes', 'qes.zertes']))).toEqual([
      { quality: 'aes', legislation: 'zertes' },
      { quality: 'qes', legislation: 'zertes' },
    ]);
    // Only what is available: an unidentified signer has nothing to choose.
    expect(levelOptions(aes, detail(['ses', 'aes.eidas']))).toEqual([]);
    // Not loaded yet: nothing offered.
    expect(levelOptions(aes, undefined)).toEqual([]);
  });

  it('offers no choice for a seal or a Part 11 request', () => {
    const all = detail(['ses', 'aes.eidas', 'aes.zertes', 'qes.eidas', 'qes.zertes']);
    expect(levelOptions({ quality: 'seal', legislation: null }, all)).toEqual([]);
    expect(levelOptions({ quality: 'part11', legislation: 'zertes' }, all)).toEqual([]);
  });

  it('shows the asked aesMinimal as such', () => {
    const minimal = { quality: 'aesMinimal', legislation: 'eidas' } as const;
    expect(levelOptions(minimal, detail(['aes.eidas']))).toEqual([
      { quality: 'aesMinimal', legislation: 'eidas' },
    ]);
  });

  it('sends only what differs from the asked level', () => {
    const aes = { quality: 'aes', legislation: null } as const;
    expect(levelChoice(aes, { quality: 'aes', legislation: 'eidas' })).toEqual({
      legislation: 'eidas',
    });
    expect(levelChoice(aes, { quality: 'qes', legislation: 'zertes' })).toEqual({
      quality: 'qes',
      legislation: 'zertes',
    });
    const asked = { quality: 'aes', legislation: 'zertes' } as const;
    expect(levelChoice(asked, { quality: 'aes', legislation: 'zertes' })).toEqual({});
    expect(levelChoice(asked, undefined)).toEqual({});
  });
});

describe('Part 11 answers of the sign call', () => {
  it('a missing password or missing details ask for the Part 11 form; a wrong one fails', () => {
    const problem = (code: string) =>
      errorOutcome(new ApiError(422, { status: 422, code, detail: code } as never, new Headers()));
    expect(problem('part11_password_required')).toEqual({ kind: 'part11Required' });
    expect(problem('part11_details_required')).toEqual({ kind: 'part11Required' });
    expect(problem('part11_password_invalid')).toMatchObject({
      kind: 'failed',
      code: 'part11_password_invalid',
    });
  });
});

describe('signature pad', () => {
  it('records strokes, ignores jitter, undoes and clears', () => {
    let strokes = startStroke([], { x: 10, y: 10 });
    strokes = extendStroke(strokes, { x: 10.5, y: 10.5 });
    expect(strokes[0]).toHaveLength(1);
    strokes = extendStroke(strokes, { x: 40, y: 10 });
    strokes = startStroke(strokes, { x: 100, y: 100 });
    strokes = extendStroke(strokes, { x: 9999, y: -5 });
    expect(strokes[1][1]).toEqual({ x: PAD_WIDTH, y: 0 });
    expect(pathsOf(strokes)[0]).toBe('M10 10L40 10');
    expect(undoStroke(strokes)).toHaveLength(1);
  });

  it('a tap is not a signature, a line is', () => {
    expect(hasDrawing(startStroke([], { x: 5, y: 5 }))).toBe(false);
    expect(hasDrawing(extendStroke(startStroke([], { x: 5, y: 5 }), { x: 60, y: 5 }))).toBe(true);
  });

  it('maps a pointer on the shown canvas into pad units', () => {
    const rect = { left: 100, top: 50, width: 300, height: 140 };
    expect(padPoint({ x: 250, y: 120 }, rect)).toEqual({ x: PAD_WIDTH / 2, y: PAD_HEIGHT / 2 });
  });
});

describe('step-up problems (POST /v3/swisscom/proceed/{id})', () => {
  it('names the attempts left, an expired step-up and a used-up one', () => {
    expect(
      stepUpProblem(
        422,
        'pwdotp_invalid',
        'The password or the one-time code was rejected; 2 attempts left.',
      ),
    ).toEqual({ kind: 'invalid', attemptsLeft: 2 });
    expect(stepUpProblem(422, 'step_up_expired', '')).toEqual({ kind: 'expired' });
    expect(stepUpProblem(409, 'no_step_up', '')).toEqual({ kind: 'expired' });
    expect(stepUpProblem(429, 'step_up_attempts_exceeded', '')).toEqual({ kind: 'exhausted' });
    expect(stepUpProblem(500, undefined, 'boom')).toEqual({ kind: 'failed', detail: 'boom' });
  });
});

describe('exit redirect on /view', () => {
  afterEach(() => sessionStorage.clear());
  const settings = { exitUrl: 'https://example.org/done', timeout: 20 };

  it('applies when exactly one request was signed and it is the last one viewed', () => {
    recordViewed('r1');
    recordSigned('r1');
    expect(exitRedirect(settings, 'signed', exitContext())).toEqual({
      url: 'https://example.org/done',
      seconds: 20,
    });
  });

  it('not after a second signed request, nor when another one was viewed last', () => {
    recordViewed('r1');
    recordSigned('r1');
    recordViewed('r2');
    expect(exitRedirect(settings, 'signed', exitContext())).toBeUndefined();
    recordSigned('r2');
    expect(exitRedirect(settings, 'signed', exitContext())).toBeUndefined();
  });
});

// TAN handling of the direct signer (contract: POST /v1/direct/tan/resend, /check and the `tan`
// of POST /v3/direct/sign, "when the signature quality asks for one"). An advanced signature
// (aes, aesMinimal, part11) of a direct signer is confirmed with a TAN, as the reference server
// decides; a server that wants one anyway answers tan_required (or tan_invalid) and the flow asks
// for it then.
import type { Signature } from '@generated/model/signature';
import type { User } from '@generated/model/user';
import { ApiError } from '@/lib/api-client';

const TAN_QUALITIES: readonly string[] = ['aes', 'aesMinimal', 'part11'];

export function signerMobile(signature: Signature | undefined, user: User | undefined) {
  return signature?.signerIdentityData?.mobile ?? user?.attributes.mobile?.[0] ?? undefined;
}

export function needsTan(signature: Signature | undefined): boolean {
  return !!signature && TAN_QUALITIES.includes(signature.quality);
}

/** The sign call asks for a TAN it was not given (422 tan_required; tan_invalid without one). */
export function asksForTan(error: unknown, sentTan: boolean): boolean {
  if (!(error instanceof ApiError) || sentTan) return false;
  return error.problem?.code === 'tan_required' || error.problem?.code === 'tan_invalid';
}

/** The overlays of docs/product.md#screens-dialogs for the Problem codes of the TAN calls. */
export type TanOverlay = 'tan-invalid' | 'tan-expired' | 'tan-locked';

const TAN_CODES: Record<string, TanOverlay> = {
  tan_invalid: 'tan-invalid',
  tan_expired: 'tan-expired',
  tan_locked: 'tan-locked',
};

export function tanOverlayFor(error: unknown): TanOverlay | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return TAN_CODES[error.problem?.code ?? ''];
}

/** "the problem's detail gives the attempts left" (v1_direct_tan_check): the first number in it. */
export function attemptsLeft(error: unknown): number | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const match = /\d+/.exec(error.problem?.detail ?? '');
  return match ? Number(match[0]) : undefined;
}

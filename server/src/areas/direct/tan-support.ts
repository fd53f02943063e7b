// What the direct TAN and sign handlers share: whether the direct signer's signature waits for
// a TAN (its request OPEN, its signature OPEN and an advanced quality), and the SMS text.
import type { Quality } from '../signature-requests/index.ts';
import { needsTan } from '../signing/index.ts';
import { conflict } from '../../domain-errors.ts';
import type { DirectParty } from './caller.ts';

/** 409 unless a signature of this signer is waiting for a TAN. */
export function assertWaitsForTan(party: DirectParty): void {
  if (party.request.status !== 'OPEN' || party.signer.status !== 'OPEN') {
    throw conflict(
      `No signature of yours waits for a TAN: the request is ${party.request.status} and your signature ${party.signer.status}.`,
      'no_signature_pending',
    );
  }
  if (!needsTan(true, party.signer.quality as Quality)) {
    throw conflict(
      `Your ${party.signer.quality} signature is not confirmed with a TAN.`,
      'tan_not_needed',
    );
  }
}

const TAN_TEXT: Record<string, (code: string, minutes: number) => string> = {
  en: (c, m) => `Your TAN to confirm your signature: ${c} (valid ${m} min).`,
  de: (c, m) => `Ihre TAN zur Bestätigung Ihrer Signatur: ${c} (${m} Min. gültig).`,
  fr: (c, m) => `Votre TAN pour confirmer votre signature : ${c} (valable ${m} min).`,
  it: (c, m) => `Il suo TAN per confermare la firma: ${c} (valido ${m} min).`,
};

export const tanText = (language: string, code: string, minutes: number) =>
  (TAN_TEXT[language] ?? TAN_TEXT.en)(code, minutes);

// The user's identifications under a legislation, read from the one call the signature-standards
// screens make (GET /v3/user/signature-qualities-detail: each legislation's entries carry the
// newest identification under it), with the status mapped as docs/product.md#states-identification says. The providers'
// own GETs are not asked: they answer 404 while there is none, which a fresh user always meets.
import type { IdentificationInfo } from '@generated/model/identificationInfo';
import type { Legislation } from '@generated/model/legislation';
import type { SignatureQualitiesDetail } from '@generated/model/signatureQualitiesDetail';
import { appointmentStatus } from './appointment-status';

export function identificationsOf(
  detail: Pick<SignatureQualitiesDetail, 'qualities'>,
  legislation: Legislation,
): IdentificationInfo[] {
  const seen = new Map<string, IdentificationInfo>();
  for (const entry of detail.qualities) {
    const info = entry.identification;
    if (entry.legislation === legislation && info && !seen.has(info.id)) {
      seen.set(info.id, { ...info, appointmentStatus: appointmentStatus(info.appointmentStatus) });
    }
  }
  return [...seen.values()];
}

/** Unfinished identifications are looked at again now and then (the provider reports back). */
export const IDENTIFICATION_REFRESH_MS = 5_000;

export function hasUnfinished(detail: Pick<SignatureQualitiesDetail, 'qualities'>): boolean {
  return detail.qualities.some((entry) => {
    const status =
      entry.identification && appointmentStatus(entry.identification.appointmentStatus);
    return status === 'initialized' || status === 'inprogress';
  });
}

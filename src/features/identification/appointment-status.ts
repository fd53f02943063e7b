// Identification status as the product shows it (docs/product.md#states-identification): "initialized and unknown become
// initialized; inprogress stays inprogress; success becomes activatingQES; failure stays
// failure". "An identification counts as ongoing when a status exists and the highest quality is
// not qes." The server already answers mapped statuses; mapping again changes nothing, so the
// screen is right with either.
import type { AppointmentStatus } from '@generated/model/appointmentStatus';

const MAPPED: Record<string, AppointmentStatus> = {
  initialized: 'initialized',
  unknown: 'initialized',
  inprogress: 'inprogress',
  success: 'activatingQES',
  activatingQES: 'activatingQES',
  failure: 'failure',
};

export function appointmentStatus(status: string | null | undefined): AppointmentStatus {
  return MAPPED[status ?? 'unknown'] ?? 'initialized';
}

export function isIdentificationOngoing(
  status: string | null | undefined,
  highestQuality: string,
): boolean {
  return !!status && highestQuality !== 'qes';
}

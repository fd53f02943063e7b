// The appointment status per legislation of a user's identifications, for the user area's
// qualitiesDetail (GET /v3/user/signature-qualities-detail): the newest identification of each
// legislation counts (rules.ts statusesPerLegislation).
import type { Db } from '../../db/connect.ts';
import type { Schemas } from '../handler.ts';
import { toIdentificationInfo } from './mapping.ts';
import { statusesPerLegislation, type AppointmentStatus, type Legislation } from './rules.ts';
import { userIdentificationRows, userIdentificationStatuses } from './store.ts';

export async function identificationStatuses(
  db: Db,
  userId: string,
): Promise<Partial<Record<Legislation, AppointmentStatus>>> {
  return statusesPerLegislation(await userIdentificationStatuses(db, userId));
}

/**
 * The newest identification of each legislation of a user, in the contract's shape (the
 * `identification` of each SignatureQualityDetail): the signature-standards page needs no call
 * per provider and method, none of which would answer 404 for a fresh user then.
 */
export async function newestIdentifications(
  db: Db,
  userId: string,
): Promise<Partial<Record<Legislation, Schemas['IdentificationInfo']>>> {
  const newest: Partial<Record<Legislation, Schemas['IdentificationInfo']>> = {};
  for (const row of await userIdentificationRows(db, userId)) {
    newest[row.legislation] = toIdentificationInfo(row);
  }
  return newest;
}

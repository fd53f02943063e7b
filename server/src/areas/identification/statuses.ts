// The appointment status per legislation of a user's identifications, for the user area's
// qualitiesDetail (GET /v3/user/signature-qualities-detail): the newest identification of each
// legislation counts (rules.ts statusesPerLegislation).
import type { Db } from '../../db/connect.ts';
import { statusesPerLegislation, type AppointmentStatus, type Legislation } from './rules.ts';
import { userIdentificationStatuses } from './store.ts';

export async function identificationStatuses(
  db: Db,
  userId: string,
): Promise<Partial<Record<Legislation, AppointmentStatus>>> {
  return statusesPerLegislation(await userIdentificationStatuses(db, userId));
}

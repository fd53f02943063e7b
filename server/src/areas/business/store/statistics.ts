// The counts of GET /v2/businesses/{id}/statistics, each starting from the business's members
// and its API users (given by their area): requests by their sent requests (index sender_id,
// status, created_at, id). The signatures are the activity area's (the same as its usage export).
import type { Db } from '../../../db/connect.ts';

export interface BusinessCounts {
  requestsByStatus: Record<string, number>;
  members: number;
  admins: number;
  invitations: number;
  domains: number;
}

const toCounts = (rows: { key: string | null; n: number | string | bigint }[]) =>
  Object.fromEntries(rows.map((row) => [row.key ?? '', Number(row.n)]));

/** Adds the counts of `more` to those of `into` (key by key). */
const addCounts = (into: Record<string, number>, more: Record<string, number>) => {
  for (const [key, n] of Object.entries(more)) into[key] = (into[key] ?? 0) + n;
  return into;
};

export async function businessCounts(
  db: Db,
  businessId: string,
  apiUsernames: readonly string[] = [],
): Promise<BusinessCounts> {
  const requests = await db
    .selectFrom('business_members as m')
    .innerJoin('signature_requests as r', 'r.sender_id', 'm.user_id')
    .select((eb) => ['r.status as key', eb.fn.countAll<number>().as('n')])
    .where('m.business_id', '=', businessId)
    .groupBy('r.status')
    .execute();
  // An API user is no member: the requests an integration sent count as the business's too.
  const apiRequests = apiUsernames.length
    ? await db
        .selectFrom('signature_requests as r')
        .select((eb) => ['r.status as key', eb.fn.countAll<number>().as('n')])
        .where('r.sender_id', 'in', [...apiUsernames])
        .groupBy('r.status')
        .execute()
    : [];
  const roles = await db
    .selectFrom('business_members')
    .select((eb) => ['role as key', eb.fn.countAll<number>().as('n')])
    .where('business_id', '=', businessId)
    .groupBy('role')
    .execute();
  const count = async (table: 'business_invitations' | 'business_domains') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('business_id', '=', businessId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const byRole = toCounts(roles);
  return {
    requestsByStatus: addCounts(toCounts(requests), toCounts(apiRequests)),
    members: (byRole.admin ?? 0) + (byRole.member ?? 0),
    admins: byRole.admin ?? 0,
    invitations: await count('business_invitations'),
    domains: await count('business_domains'),
  };
}

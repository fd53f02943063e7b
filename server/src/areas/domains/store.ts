// The business_domains rows: a domain belongs to one business (its primary key), claimed when
// added and verified once its DNS TXT record was seen.
import type { Db } from '../../db/connect.ts';
import type { BusinessDomainsTable, Row } from '../../db/schema.ts';

export type DomainRow = Row<BusinessDomainsTable>;

export async function findDomain(db: Db, domain: string): Promise<DomainRow | undefined> {
  return db
    .selectFrom('business_domains')
    .selectAll()
    .where('domain', '=', domain)
    .executeTakeFirst();
}

/** Inserts the claim; false when the domain already belongs to a business. */
export async function insertDomain(db: Db, row: DomainRow): Promise<boolean> {
  const result = await db
    .insertInto('business_domains')
    .values(row)
    .onConflict((oc) => oc.column('domain').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function domainRowsOf(db: Db, businessId: string): Promise<DomainRow[]> {
  return db
    .selectFrom('business_domains')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('domain')
    .execute();
}

export async function deleteDomain(db: Db, businessId: string, domain: string): Promise<boolean> {
  const result = await db
    .deleteFrom('business_domains')
    .where('business_id', '=', businessId)
    .where('domain', '=', domain)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function markVerified(db: Db, domain: string, at: string): Promise<void> {
  await db
    .updateTable('business_domains')
    .set({ verified_at: at })
    .where('domain', '=', domain)
    .where('verified_at', 'is', null)
    .execute();
}

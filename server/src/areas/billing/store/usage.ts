// Usage of a business in a billing period: signatures its members made (signed signer rows by
// their account e-mail, per quality and legislation) and identifications of its members that
// succeeded (which the business pays under its licences), per legislation.
import type { Db } from '../../../db/connect.ts';

export interface UsageCounts {
  signatures: { quality: string; legislation: string | null; used: number }[];
  identifications: { legislation: string; used: number }[];
}

export async function usageIn(
  db: Db,
  businessId: string,
  from: string,
  to: string,
): Promise<UsageCounts> {
  const signatures = await db
    .selectFrom('business_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('signature_request_signers as s', (join) =>
      join
        .on('s.account_email', '=', (eb) => eb.fn<string>('lower', ['u.email']))
        .on('s.status', '=', 'SIGNED'),
    )
    .select((eb) => ['s.quality', 's.legislation', eb.fn.countAll<number | string>().as('n')])
    .where('m.business_id', '=', businessId)
    .where('s.signed_at', '>=', from)
    .where('s.signed_at', '<', to)
    .groupBy(['s.quality', 's.legislation'])
    .execute();
  const identifications = await db
    .selectFrom('business_members as m')
    .innerJoin('identifications as i', 'i.user_id', 'm.user_id')
    .select((eb) => ['i.legislation', eb.fn.countAll<number | string>().as('n')])
    .where('m.business_id', '=', businessId)
    .where('i.status', '=', 'success')
    .where('i.updated_at', '>=', from)
    .where('i.updated_at', '<', to)
    .groupBy('i.legislation')
    .execute();
  return {
    signatures: signatures.map((row) => ({
      quality: row.quality,
      legislation: row.legislation,
      used: Number(row.n),
    })),
    identifications: identifications.map((row) => ({
      legislation: row.legislation,
      used: Number(row.n),
    })),
  };
}

// The API users of a business (docs/product.md#entities-seals-api-users "API user: username, description"): made with a
// generated username and secret (the secret answered once, kept only as a scrypt hash), renamed
// by description, given a new secret (the old one and every token it gave stop at once), deleted
// (its secret and tokens stop; the rows stay so its requests remain the business's).
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { iso } from '../../clock.ts';
import { notFound } from '../../domain-errors.ts';
import { hashPassword } from '../../security/passwords.ts';
import type { Schemas } from '../handler.ts';
import { apiUserEmail, apiUsername, SECRET_BYTES, SUFFIX_BYTES } from './rules.ts';
import {
  findApiUser,
  insertApiUser,
  markApiUserDeleted,
  replaceSecret,
  setDescription,
  usernameTaken,
  type ApiUserRow,
} from './store.ts';

export const toContractApiUser = (row: ApiUserRow): Schemas['ApiUser'] => ({
  username: row.username,
  description: row.description,
  createdAt: row.created_at,
});

const newSecret = () => randomBytes(SECRET_BYTES).toString('base64url');
const unusableHash = () => hashPassword(randomBytes(32).toString('base64url'));

/** The business's live API user `username` (404 for a deleted one or one of another business). */
export async function requireApiUser(
  ctx: AppContext,
  businessId: string,
  username: string,
): Promise<ApiUserRow> {
  const row = await findApiUser(ctx.db, username);
  if (!row || row.business_id !== businessId) throw notFound('The API user does not exist.');
  return row;
}

/** A new API user of the business; answers it with its secret (shown only this once). */
export async function createApiUser(
  ctx: AppContext,
  business: { id: string; name: string },
  description: string,
): Promise<Schemas['ApiUserCredentials']> {
  const secret = newSecret();
  const [secretHash, unusablePasswordHash] = await Promise.all([
    hashPassword(secret),
    unusableHash(),
  ]);
  const at = iso(ctx.clock.now());
  for (let attempt = 0; attempt < 10; attempt++) {
    const username = apiUsername(business.name, randomBytes(SUFFIX_BYTES).toString('hex'));
    if (await usernameTaken(ctx.db, username)) continue;
    await insertApiUser(ctx.db, {
      username,
      email: apiUserEmail(username),
      businessId: business.id,
      description: description.trim() || description,
      secretHash,
      unusablePasswordHash,
      firstName: business.name.slice(0, 100),
      lastName: 'API',
      at,
    });
    const row = (await findApiUser(ctx.db, username))!;
    return { ...toContractApiUser(row), password: secret };
  }
  throw new Error('no free API username after 10 attempts');
}

export async function updateApiUserDescription(
  ctx: AppContext,
  row: ApiUserRow,
  description: string,
): Promise<Schemas['ApiUser']> {
  await setDescription(ctx.db, row.username, description);
  return toContractApiUser({ ...row, description });
}

/** A new secret; the old one and the tokens it gave stop working at once. */
export async function resetApiUserSecret(
  ctx: AppContext,
  row: ApiUserRow,
): Promise<Schemas['ApiUserCredentials']> {
  const secret = newSecret();
  await replaceSecret(ctx.db, row.username, await hashPassword(secret), iso(ctx.clock.now()));
  return { ...toContractApiUser(row), password: secret };
}

export async function deleteApiUser(ctx: AppContext, row: ApiUserRow): Promise<void> {
  await markApiUserDeleted(ctx.db, row.username, await unusableHash(), iso(ctx.clock.now()));
}

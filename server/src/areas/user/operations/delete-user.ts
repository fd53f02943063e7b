// POST /v1/user/delete: the password confirms; the account and everything it owns go (sessions,
// tokens, documents, visual signatures… by the foreign keys), then the stored bytes.
// Businesses arrive with a later issue: the "only admin of a business" 409 comes with them.
import { verifyPassword } from '../../../security/passwords.ts';
import { ruleViolated } from '../../../domain-errors.ts';
import { loadCurrentUser } from '../../auth/index.ts';
import type { Handler } from '../../handler.ts';

export const deleteUser: Handler<'deleteUser'> = async (request, _reply, ctx) => {
  const user = await loadCurrentUser(ctx, request);
  if (!(await verifyPassword(request.body.password, user.password_hash))) {
    const detail = 'The password is wrong.';
    throw ruleViolated(detail, 'wrong_password', [
      { pointer: '/body/password', detail, code: 'wrong_password' },
    ]);
  }
  const documents = await ctx.db
    .selectFrom('documents')
    .select(['storage_key', 'signed_storage_key'])
    .where('owner_id', '=', user.id)
    .execute();
  const images = await ctx.db
    .selectFrom('visual_signatures')
    .select('image_key')
    .where('user_id', '=', user.id)
    .execute();
  // Cached page images (index of migration 0003; the storage cannot list folders).
  const pages = await ctx.db
    .selectFrom('rendered_pages')
    .innerJoin('documents', 'documents.id', 'rendered_pages.document_id')
    .select('rendered_pages.storage_key')
    .where('documents.owner_id', '=', user.id)
    .execute();
  await ctx.db.deleteFrom('users').where('id', '=', user.id).execute();

  const keys = [
    ...documents.flatMap((d) => [d.storage_key, d.signed_storage_key]),
    ...images.map((i) => i.image_key),
    ...pages.map((p) => p.storage_key),
  ].filter((key): key is string => Boolean(key));
  for (const key of keys) {
    try {
      await ctx.storage.delete(key);
    } catch (error) {
      request.log.warn({ err: error, key }, 'could not delete the bytes of a deleted account');
    }
  }
  return { success: true, message: 'Account deleted.' };
};

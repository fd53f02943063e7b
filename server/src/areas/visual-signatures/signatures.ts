// A user's visual signatures, for the operations of this tag and for signing (through index.ts):
// the owner's data and permissions, ownership (another user's id answers 404 like an unknown
// one), saving with the default flag, deleting, and the contract's VisualSignature with the
// custom image read from storage.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { notFound, unauthenticated } from '../../domain-errors.ts';
import { imageDataUri, rowToVisualSignature, toSignatureOwner } from './to-contract.ts';
import type { VisualSignature } from './to-contract.ts';
import type { SignatureOwner, VisualSignatureData } from './rules/data.ts';
import { PERSONAL_PERMISSIONS, type VisualSignaturePermissions } from './rules/permissions.ts';
import {
  deleteSignatureRow,
  findDefaultRow,
  findOwnerRecord,
  findSignatureRow,
  listSignatureRows,
  writeSignature,
  type SignatureRow,
} from './store.ts';

export type { SignatureRow };

export async function loadOwner(ctx: AppContext, userId: string): Promise<SignatureOwner> {
  const user = await findOwnerRecord(ctx.db, userId);
  if (!user) throw unauthenticated();
  return toSignatureOwner(user);
}

/**
 * The user's visual-signature permissions. Only a business can fix display options for its
 * members and the business area is a later issue, so today everyone has the personal ones.
 */
export async function permissionsFor(
  _ctx: AppContext,
  _userId: string,
): Promise<VisualSignaturePermissions> {
  return PERSONAL_PERMISSIONS;
}

/** The contract's VisualSignature of a row, with its custom image (null without one). */
export async function toContract(ctx: AppContext, row: SignatureRow): Promise<VisualSignature> {
  const bytes = row.image_key ? await ctx.storage.get(row.image_key) : undefined;
  return rowToVisualSignature(row, bytes ? imageDataUri(bytes) : null);
}

export function listOwn(ctx: AppContext, userId: string): Promise<SignatureRow[]> {
  return listSignatureRows(ctx.db, userId);
}

export async function findOwn(
  ctx: AppContext,
  userId: string,
  signatureId: string,
): Promise<SignatureRow> {
  const row = await findSignatureRow(ctx.db, userId, signatureId);
  if (!row) throw notFound('The visual signature does not exist.');
  return row;
}

export function findDefault(ctx: AppContext, userId: string): Promise<SignatureRow | undefined> {
  return findDefaultRow(ctx.db, userId);
}

/**
 * Creates (no `id`) or updates a signature. `makeDefault` true moves the default flag to it,
 * false takes it away, undefined keeps it (a user's first signature becomes the default).
 */
export async function saveSignature(
  ctx: AppContext,
  userId: string,
  data: VisualSignatureData,
  options: { id?: string; makeDefault?: boolean },
): Promise<SignatureRow> {
  const id = options.id ?? `vs-${randomUUID()}`;
  await writeSignature(ctx.db, {
    userId,
    id,
    isNew: !options.id,
    data: JSON.stringify(data),
    makeDefault: options.makeDefault,
    now: ctx.clock.now().toISOString(),
  });
  return findOwn(ctx, userId, id);
}

/** Deletes a signature and its custom image. A deleted default is not replaced (contract). */
export async function removeSignature(ctx: AppContext, row: SignatureRow): Promise<void> {
  await deleteSignatureRow(ctx.db, row.id);
  if (row.image_key) await ctx.storage.delete(row.image_key);
}

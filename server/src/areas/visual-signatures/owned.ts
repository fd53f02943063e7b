// Visual-signature work shared by the handlers of this tag (and the direct variant of issue 5):
// the owner's data, ownership checks (404 for other users' ids), default switching and the custom
// image. The contract has no GET for the image, so `image` carries it as a data: URI.
import type { AppContext } from '../../context.ts';
import { randomUUID } from 'node:crypto';
import { iso, systemClock } from '../../clock.ts';
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGE_HEIGHT,
  MAX_IMAGE_WIDTH,
  MAX_SIGNATURES_PER_USER,
  imageTypeOf,
  PERSONAL_PERMISSIONS,
  parseAttributes,
  parseSignatureDefaults,
  rowToVisualSignature,
  type SignatureOwner,
  type VisualSignature,
  type VisualSignatureData,
  type VisualSignaturePermissions,
} from './rules.ts';
import type { VisualSignaturesTable } from '../../db/schema.ts';
import {
  notFound,
  ruleViolated,
  tooLarge,
  unauthenticated,
  unsupportedType,
} from '../../domain-errors.ts';
import { decodeImage } from '../../rendering/visual-signature.ts';

export type SignatureRow = VisualSignaturesTable;

export const imageKey = (signatureId: string) => `visual-signatures/${signatureId}/image.png`;

export async function loadOwner(ctx: AppContext, userId: string): Promise<SignatureOwner> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email', 'attributes', 'signature_defaults'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw unauthenticated();
  return {
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    attributes: parseAttributes(user.attributes),
    defaults: parseSignatureDefaults(user.signature_defaults),
  };
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

export async function imageUri(ctx: AppContext, row: SignatureRow): Promise<string | null> {
  if (!row.image_key) return null;
  const bytes = await ctx.storage.get(row.image_key);
  return bytes ? `data:image/png;base64,${bytes.toString('base64')}` : null;
}

export async function toContract(ctx: AppContext, row: SignatureRow): Promise<VisualSignature> {
  return rowToVisualSignature(row, await imageUri(ctx, row));
}

export async function listOwn(ctx: AppContext, userId: string): Promise<SignatureRow[]> {
  return ctx.db
    .selectFrom('visual_signatures')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findOwn(
  ctx: AppContext,
  userId: string,
  signatureId: string,
): Promise<SignatureRow> {
  const row = await ctx.db
    .selectFrom('visual_signatures')
    .selectAll()
    .where('id', '=', signatureId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('The visual signature does not exist.');
  return row;
}

export async function findDefault(
  ctx: AppContext,
  userId: string,
): Promise<SignatureRow | undefined> {
  return ctx.db
    .selectFrom('visual_signatures')
    .selectAll()
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .executeTakeFirst();
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
  const now = iso(systemClock.now());
  const id = options.id ?? `vs-${randomUUID()}`;
  await ctx.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('visual_signatures')
      .select('id')
      .where('user_id', '=', userId)
      .where('is_default', '=', 1)
      .executeTakeFirst();
    let isDefault: number | undefined =
      options.makeDefault === undefined ? undefined : options.makeDefault ? 1 : 0;
    if (!options.id) {
      const { count } = await trx
        .selectFrom('visual_signatures')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_SIGNATURES_PER_USER) {
        throw ruleViolated(
          `A user can keep at most ${MAX_SIGNATURES_PER_USER} visual signatures.`,
          'too_many_visual_signatures',
        );
      }
      isDefault ??= current ? 0 : 1;
    }
    if (isDefault === 1 && current && current.id !== id) {
      await trx
        .updateTable('visual_signatures')
        .set({ is_default: 0, updated_at: now })
        .where('id', '=', current.id)
        .execute();
    }
    if (options.id) {
      await trx
        .updateTable('visual_signatures')
        .set({
          data: JSON.stringify(data),
          updated_at: now,
          ...(isDefault === undefined ? {} : { is_default: isDefault }),
        })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    } else {
      await trx
        .insertInto('visual_signatures')
        .values({
          id,
          user_id: userId,
          data: JSON.stringify(data),
          is_default: isDefault ?? 0,
          image_key: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  });
  return findOwn(ctx, userId, id);
}

export async function setImageKey(
  ctx: AppContext,
  row: SignatureRow,
  key: string | null,
): Promise<SignatureRow> {
  await ctx.db
    .updateTable('visual_signatures')
    .set({ image_key: key, updated_at: iso(systemClock.now()) })
    .where('id', '=', row.id)
    .execute();
  return { ...row, image_key: key };
}

const ACCEPTED_DECLARED = new Set([
  'image/png',
  'image/jpeg',
  'image/jpg',
  'application/octet-stream',
]);
/** Decoding a bigger image would take hundreds of MB (width x height x 4 bytes). */
const MAX_DECODED_PIXELS = 40_000_000;

/**
 * Stores a custom image: checked by its bytes (413 too large, 415 not PNG/JPEG or unreadable),
 * decoded, scaled down to at most 600x280 and kept as PNG.
 */
export async function storeSignatureImage(
  ctx: AppContext,
  row: SignatureRow,
  file: Buffer,
  declaredType?: string,
): Promise<SignatureRow> {
  if (file.byteLength > MAX_IMAGE_BYTES) {
    throw tooLarge(`The image is larger than the limit of ${MAX_IMAGE_BYTES} bytes.`);
  }
  const declared = declaredType?.split(';')[0].trim().toLowerCase();
  if ((declared && !ACCEPTED_DECLARED.has(declared)) || !imageTypeOf(file)) {
    throw unsupportedType('Only PNG or JPEG images are accepted.');
  }
  const image = await decodeImage(file);
  if (!image) throw unsupportedType('The image cannot be read as PNG or JPEG.');
  if (image.width * image.height > MAX_DECODED_PIXELS) {
    throw tooLarge(`The image has more than ${MAX_DECODED_PIXELS} pixels.`);
  }
  const key = imageKey(row.id);
  await ctx.storage.put(key, await image.toPng(MAX_IMAGE_WIDTH, MAX_IMAGE_HEIGHT));
  return setImageKey(ctx, row, key);
}

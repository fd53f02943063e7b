// The seals of a business (docs/product.md#entities-seals-api-users "Seal: accountName, displayName, amountApiKeys,
// amountMembers"): created by an admin (who becomes its first member), renamed, given an image
// (PNG kept in storage, scaled into 600 x 600), opened to members and API users of the business.
// amountMembers counts the business members among the seal's members, amountApiKeys its API
// users. The seal a caller applies on POST /v3/sign comes from sealForSigning.
import type { AppContext } from '../../context.ts';
import { iso } from '../../clock.ts';
import { notFound } from '../../domain-errors.ts';
import { imageVariant, type ImageParams } from '../../rendering/image-variants.ts';
import { decodeImage } from '../../rendering/visual-signature.ts';
import { membersOf, toContractMember, type BusinessRow } from '../business/index.ts';
import type { Schemas } from '../handler.ts';
import {
  assertMayJoinSeal,
  checkDecodedSealImage,
  checkSealImage,
  MAX_SEAL_IMAGE_SIDE,
  notSealMember,
  OWN_CA_SEAL_QUALITY,
  sealImageKey,
  sealNameTaken,
} from './rules.ts';
import {
  addMembers,
  currentSealMemberIds,
  findSeal,
  insertSeal,
  liveApiUserIds,
  memberIdsBySeal,
  removeMembers,
  sealOfMember,
  sealsOfMember,
  sealsOf,
  updateSealRow,
  type SealRow,
  type WithinChange,
} from './store.ts';
import { recordSealChange } from '../webhooks/index.ts';

function sealSummary(row: SealRow, memberIds: string[], apiUsers: Set<string>) {
  const apiKeys = memberIds.filter((id) => apiUsers.has(id)).length;
  return {
    accountName: row.account_name,
    displayName: row.display_name,
    amountApiKeys: apiKeys,
    amountMembers: memberIds.length - apiKeys,
    quality: row.quality as Schemas['Seal']['quality'],
    legislation: row.legislation as Schemas['Legislation'],
    hasImage: row.image_key !== null,
  };
}

export async function listSealsOf(ctx: AppContext, businessId: string): Promise<Schemas['Seal'][]> {
  const [rows, bySeal, apiUsers] = await Promise.all([
    sealsOf(ctx.db, businessId),
    memberIdsBySeal(ctx.db, businessId),
    liveApiUserIds(ctx.db, businessId),
  ]);
  const api = new Set(apiUsers);
  return rows.map((row) => sealSummary(row, bySeal.get(row.account_name) ?? [], api));
}

/** The seal with its members (the business members among them, as Member). */
export async function sealWithMembers(ctx: AppContext, row: SealRow): Promise<Schemas['Seal']> {
  const [ids, apiUsers, members] = await Promise.all([
    currentSealMemberIds(ctx.db, row),
    liveApiUserIds(ctx.db, row.business_id),
    membersOf(ctx.db, row.business_id),
  ]);
  const inSeal = new Set(ids);
  return {
    ...sealSummary(row, ids, new Set(apiUsers)),
    members: members.filter((m) => inSeal.has(m.id)).map(toContractMember),
  };
}

export async function requireSeal(ctx: AppContext, businessId: string, name: string) {
  const row = await findSeal(ctx.db, businessId, name);
  if (!row) throw notFound('The seal does not exist.');
  return row;
}

/**
 * webhooks: the `seal.changed` event of a change, recorded in the change's own
 * transaction by the store (the transactional outbox: both commit or neither).
 */
const announce =
  (ctx: AppContext, row: SealRow, change: string): WithinChange =>
  (trx) =>
    recordSealChange(trx, row.business_id, change, row.account_name, ctx.clock.now());

export async function createSeal(
  ctx: AppContext,
  business: BusinessRow,
  creatorId: string,
  body: Schemas['SealCreate'],
): Promise<Schemas['Seal']> {
  const at = iso(ctx.clock.now());
  const row: SealRow = {
    business_id: business.id,
    account_name: body.accountName,
    display_name: body.displayName.trim() || body.displayName,
    quality: OWN_CA_SEAL_QUALITY,
    legislation: body.legislation,
    image_key: null,
    created_at: at,
    updated_at: at,
  };
  const created = await insertSeal(ctx.db, row, creatorId, announce(ctx, row, 'SEAL_CREATED'));
  if (!created) throw sealNameTaken(body.accountName);
  return sealWithMembers(ctx, row);
}

export async function renameSeal(ctx: AppContext, row: SealRow, displayName: string) {
  const display_name = displayName.trim() || displayName;
  const at = iso(ctx.clock.now());
  await updateSealRow(ctx.db, row, { display_name }, at, announce(ctx, row, 'SEAL_RENAMED'));
  return sealWithMembers(ctx, { ...row, display_name });
}

/** Checks (413/415), scales and stores the image as PNG; answers the seal. */
export async function storeSealImage(
  ctx: AppContext,
  row: SealRow,
  file: Buffer,
  declaredType?: string,
): Promise<Schemas['Seal']> {
  checkSealImage(file, declaredType);
  const image = await decodeImage(file);
  checkDecodedSealImage(image);
  const key = sealImageKey(row.business_id, row.account_name);
  await ctx.storage.put(key, await image.toPng(MAX_SEAL_IMAGE_SIDE, MAX_SEAL_IMAGE_SIDE));
  const at = iso(ctx.clock.now());
  await updateSealRow(
    ctx.db,
    row,
    { image_key: key },
    at,
    announce(ctx, row, 'SEAL_IMAGE_CHANGED'),
  );
  return sealWithMembers(ctx, { ...row, image_key: key });
}

/** The stored PNG (404 when the seal has none). */
export async function sealImage(ctx: AppContext, row: SealRow): Promise<Buffer> {
  const bytes = row.image_key ? await ctx.storage.get(row.image_key) : undefined;
  if (!bytes) throw notFound('The seal has no image.');
  return bytes;
}

/** The seal image as stored (PNG) or resized by `params` (404 without an image). */
export async function sealImageVariant(ctx: AppContext, row: SealRow, params: ImageParams) {
  const bytes = await sealImage(ctx, row);
  return imageVariant(ctx.storage, row.image_key!, bytes, params);
}

export async function removeSealImage(ctx: AppContext, row: SealRow) {
  if (!row.image_key) throw notFound('The seal has no image.');
  const at = iso(ctx.clock.now());
  await updateSealRow(
    ctx.db,
    row,
    { image_key: null },
    at,
    announce(ctx, row, 'SEAL_IMAGE_REMOVED'),
  );
  await ctx.storage.delete(row.image_key);
  return sealWithMembers(ctx, { ...row, image_key: null });
}

/** Opens the seal to members or API users of its business (422 for anyone else). */
export async function addSealMembers(ctx: AppContext, row: SealRow, ids: string[]) {
  const [members, apiUsers] = await Promise.all([
    membersOf(ctx.db, row.business_id),
    liveApiUserIds(ctx.db, row.business_id),
  ]);
  assertMayJoinSeal(ids, new Set([...members.map((m) => m.id), ...apiUsers]));
  const at = iso(ctx.clock.now());
  await addMembers(ctx.db, row, ids, at, announce(ctx, row, 'SEAL_MEMBERS_ADDED'));
  return sealWithMembers(ctx, row);
}

/** Closes the seal to them (ids that are no members of it change nothing). */
export async function removeSealMembers(ctx: AppContext, row: SealRow, ids: string[]) {
  await removeMembers(ctx.db, row, ids, announce(ctx, row, 'SEAL_MEMBERS_REMOVED'));
  return sealWithMembers(ctx, row);
}

export interface SealForSigning {
  accountName: string;
  displayName: string;
  /** The business's name: the organisation of the seal certificate. */
  organisation: string;
  quality: 'aes' | 'qes';
  legislation: 'eidas' | 'zertes';
  /** The seal image (PNG), drawn as the seal's appearance. */
  image?: Buffer;
}

/**
 * The seal `name` for a caller who may apply it (a member of the seal still in its business);
 * 403 seal_not_member otherwise.
 */
export async function sealForSigning(
  ctx: AppContext,
  userId: string,
  name: string,
): Promise<SealForSigning> {
  const row = await sealOfMember(ctx.db, userId, name);
  if (!row) throw notSealMember(name);
  const image = row.image_key ? await ctx.storage.get(row.image_key) : undefined;
  return {
    accountName: row.account_name,
    displayName: row.display_name,
    organisation: row.business_name,
    quality: row.quality as SealForSigning['quality'],
    legislation: row.legislation as SealForSigning['legislation'],
    ...(image ? { image } : {}),
  };
}

/** GET /v3/user/seals: the seals the user may apply on POST /v3/sign, for the signing step. */
export async function sealsUsableBy(
  ctx: AppContext,
  userId: string,
): Promise<Schemas['UserSealList']['items']> {
  const rows = await sealsOfMember(ctx.db, userId);
  return rows.map((row) => ({
    accountName: row.account_name,
    displayName: row.display_name,
    quality: row.quality as SealForSigning['quality'],
    legislation: row.legislation as SealForSigning['legislation'],
    hasImage: row.image_key !== null,
  }));
}

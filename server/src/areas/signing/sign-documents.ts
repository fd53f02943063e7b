// The PDF work of a signature (the caller holds the request's reservation, reservations.ts): one
// PAdES signature as an incremental update per document of the request, made on the version the
// reservation read under the lock (visible at the planned placement with the party's visual
// signature, else invisible), stored under the key the reservation listed. Nothing is committed
// here: apply-plan.ts does that.
import type { AppContext } from '../../context.ts';
import { PdfSigningError, renderSignatureAppearance, signPdf } from '../../signing/index.ts';
import { directVisualSignature } from '../direct/index.ts';
import { lockLost } from '../signature-requests/index.ts';
import {
  findDefault,
  findOwn,
  loadOwner,
  PERSONAL_PERMISSIONS,
  placeholderSignature,
  rowToVisualSignature,
  type VisualSignature,
} from '../visual-signatures/index.ts';
import { crashPoint } from './crash-points.ts';
import type { Held } from './locks.ts';
import type { Party } from './party.ts';
import type { SigningPlan } from './rules.ts';

/** The visual signature drawn for a placement, and its custom image if it has one. */
async function drawableFor(
  ctx: AppContext,
  party: Party,
  visualSignatureId: string | undefined,
): Promise<{ signature: VisualSignature; customImage?: Buffer }> {
  if (party.kind === 'direct') return { signature: directVisualSignature(party.signer!) };
  const userId = party.user!.id;
  const row = visualSignatureId
    ? await findOwn(ctx, userId, visualSignatureId)
    : await findDefault(ctx, userId);
  if (!row) {
    return { signature: placeholderSignature(await loadOwner(ctx, userId), PERSONAL_PERMISSIONS) };
  }
  const customImage = row.image_key ? await ctx.storage.get(row.image_key) : undefined;
  return { signature: rowToVisualSignature(row, null), ...(customImage ? { customImage } : {}) };
}

/**
 * Signs every document of the reservation by the plan and stores each signed PDF under its
 * listed key. 409 lock_lost as soon as the lease was found taken away (no more time-stamps are
 * asked for a signature that cannot commit).
 */
export async function signDocuments(
  ctx: AppContext,
  party: Party,
  plan: SigningPlan,
  now: Date,
  held: Held,
): Promise<void> {
  const request = party.request!;
  const ca = await ctx.certificateAuthority();
  const certificate = await ca.issueSignerCertificate({
    name: party.name,
    email: party.email,
    quality: plan.certificateQuality,
    legislation: plan.legislation,
  });
  for (const [index, document] of held.documents.entries()) {
    if (held.lost) throw lockLost();
    const bytes = await ctx.storage.get(document.source);
    if (!bytes) {
      if (held.lost) throw lockLost();
      throw new PdfSigningError(`the file of document ${document.id} is missing`);
    }
    const placement = plan.placements.find((p) => p.documentId === document.id);
    const drawn = placement
      ? await drawableFor(ctx, party, placement.visualSignatureId)
      : undefined;
    const signature = drawn && {
      ...drawn.signature,
      quality: plan.quality,
      ...(plan.legislation ? { legislation: plan.legislation } : { legislation: undefined }),
    };
    const signed = await signPdf(bytes, {
      signer: certificate,
      signingTime: now,
      ...(plan.signingName ? { name: plan.signingName } : {}),
      ...(plan.signingReason ? { reason: plan.signingReason } : {}),
      ...(signature?.location ? { location: signature.location } : {}),
      contactInfo: party.email,
      ...(placement && signature
        ? {
            appearance: {
              page: placement.page,
              x: placement.x,
              y: placement.y,
              width: placement.width,
              height: placement.height,
              png: await renderSignatureAppearance(signature, {
                width: placement.width,
                height: placement.height,
                date: now,
                qrText: `${ctx.config.publicUrl}/view/${request.id}`,
                ...(drawn?.customImage ? { customImage: drawn.customImage } : {}),
              }),
            },
          }
        : {}),
      ...(ctx.config.tsaUrl ? { tsaUrl: ctx.config.tsaUrl } : {}),
    });
    await ctx.storage.put(document.target, signed);
    if (index === 0) crashPoint(ctx.config, 'pdf-stored');
  }
}

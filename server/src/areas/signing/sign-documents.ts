// The PDF work of a signature (the caller holds the request's reservation, reservations.ts): one
// PAdES signature as an incremental update per field of the party on each document of the
// request (README "Signature fields": one signature per field), made on the version the
// reservation read under the lock (visible in the field with the party's visual signature; a
// document without a field gets one invisible signature), stored under the key the reservation
// listed. Nothing is committed
// here: apply-plan.ts does that.
import type { AppContext } from '../../context.ts';
import {
  drawSignatureAppearance,
  PdfSigningError,
  signPdf,
  type Signer,
  type SignPdfOptions,
} from '../../pades/index.ts';
import { directVisualSignature } from './direct-signer.ts';
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
import type { PlannedPlacement, SigningPlan } from './rules/signer.ts';

/** The public verification page for a document: `/verify?document=<id>`. */
export function verificationAddress(publicUrl: string, documentId: string): string {
  return `${publicUrl}/verify?document=${encodeURIComponent(documentId)}`;
}

/**
 * The visual signature drawn for a placement, and its custom image if it has one: for a
 * direct-link signer the signature adopted for this signing (the plan's signatureImageKey).
 */
async function drawableFor(
  ctx: AppContext,
  party: Party,
  visualSignatureId: string | undefined,
  adoptedImageKey: string | undefined,
): Promise<{ signature: VisualSignature; customImage?: Buffer }> {
  if (party.kind === 'direct') {
    const adopted = adoptedImageKey ? await ctx.storage.get(adoptedImageKey) : undefined;
    return {
      signature: directVisualSignature(party.signer!),
      ...(adopted ? { customImage: adopted } : {}),
    };
  }
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

/** The options of one signature: visible in `placement` with the party's visual signature. */
async function signOptions(
  ctx: AppContext,
  party: Party,
  plan: SigningPlan,
  now: Date,
  certificate: Signer,
  placement: PlannedPlacement | undefined,
): Promise<SignPdfOptions> {
  const common: SignPdfOptions = {
    signer: certificate,
    signingTime: now,
    ...(plan.signingName ? { name: plan.signingName } : {}),
    ...(plan.signingReason ? { reason: plan.signingReason } : {}),
    contactInfo: party.email,
    ...(ctx.config.tsaUrl ? { tsaUrl: ctx.config.tsaUrl } : {}),
  };
  if (!placement) return common;
  const drawn = await drawableFor(ctx, party, placement.visualSignatureId, plan.signatureImageKey);
  const signature = {
    ...drawn.signature,
    quality: plan.quality,
    ...(plan.legislation ? { legislation: plan.legislation } : { legislation: undefined }),
  };
  const { page, x, y, width, height } = placement;
  return {
    ...common,
    ...(signature.location ? { location: signature.location } : {}),
    appearance: {
      page,
      x,
      y,
      width,
      height,
      drawing: await drawSignatureAppearance(signature, {
        width,
        height,
        date: now,
        // The QR code leads anyone holding the printout or the file to the public
        // verification page, which names the document it expects.
        qrText: verificationAddress(ctx.config.publicUrl, placement.documentId),
        ...(drawn.customImage ? { customImage: drawn.customImage } : {}),
      }),
    },
  };
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
  const ca = await ctx.certificateAuthority();
  // A one-time certificate for each signature: with one certificate for several fields of a
  // party, poppler's NSS check refuses the certificate of the second signature once the first
  // one's time-stamp token is in the file ("Unknown issue with Certificate",
  // several-fields.test.ts); each signature's own certificate and key is what remote signing
  // services issue anyway, and costs one EC key.
  const issue = () =>
    ca.issueSignerCertificate({
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
    // One signature per field of the party on this document, each an incremental update over
    // the previous one (all stay valid); a document without a field gets one invisible signature.
    const fields = plan.placements.filter((p) => p.documentId === document.id);
    let signed: Uint8Array = bytes;
    for (const placement of fields.length ? fields : [undefined]) {
      if (held.lost) throw lockLost();
      signed = await signPdf(
        signed,
        await signOptions(ctx, party, plan, now, await issue(), placement),
      );
    }
    await ctx.storage.put(document.target, signed);
    if (index === 0) crashPoint(ctx.config, 'pdf-stored');
  }
}

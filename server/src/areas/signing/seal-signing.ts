// POST /v3/sign with sealAccountName: the caller applies a business seal instead of a personal
// signature. Only a member of that seal who still belongs to its business may (403
// seal_not_member); every listed request must ask the caller for a seal (quality seal, else 422
// seal_not_requested). Each sealing gets its own certificate from the service's CA for the seal
// (subject O and CN = the business's name, the seal policy of its quality), the PDF signature
// names the seal's display name, and a placed seal is drawn with the seal image (fitted into the
// placement, centred); a seal without an image is an invisible signature. Reservations, the fenced
// commit and the completion mails are the ordinary signing's (reservations.ts, apply-plan.ts).
import type { AppContext } from '../../context.ts';
import { DomainError, ruleViolated } from '../../domain-errors.ts';
import { PdfSigningError, signPdf } from '../../pades/index.ts';
import { sealForSigning, type SealForSigning } from '../seals/index.ts';
import {
  assertNoErrors,
  lockLost,
  normalizeEmail,
  parsePlacements,
  requestDocuments,
} from '../signature-requests/index.ts';
import type { RequestBody } from '../handler.ts';
import type { UserRow } from '../user/index.ts';
import { fitInside } from '../visual-signatures/index.ts';
import { applyPlan } from './apply-plan.ts';
import type { Held } from './locks.ts';
import { userParty, type Party } from './party.ts';
import { withReservations } from './reservations.ts';
import {
  assertCanSign,
  assertListedOnce,
  lockedByOther,
  requestLocked,
  type SigningPlan,
  type SignResultEntry,
} from './rules/signer.ts';
import { chosenLevel } from './rules/choice.ts';
import { planPlacements } from './rules/placements.ts';

const sealNotRequested = (pointer: string) =>
  ruleViolated(
    'This signature request does not ask you for a seal: sign it without sealAccountName.',
    'seal_not_requested',
    [
      {
        pointer: `${pointer}/id`,
        detail: 'asks for a personal signature',
        code: 'seal_not_requested',
      },
    ],
  );

/** What is sealed in one request: placements by the ordinary rules, the seal's legislation. */
async function sealPlan(
  ctx: AppContext,
  party: Party,
  item: RequestBody<'signSignatureRequests'>['signatureRequests'][number],
  seal: SealForSigning,
  language: SigningPlan['language'],
  pointer: string,
): Promise<SigningPlan> {
  assertCanSign(party.request, party.signer, ctx.clock.now());
  const signer = party.signer!;
  if (signer.quality !== 'seal') throw sealNotRequested(pointer);
  // A seal is sealed as asked: a quality or legislation in the item is refused.
  chosenLevel({ quality: 'seal', legislation: null }, item, pointer);
  if (lockedByOther(party.request, party.email, ctx.clock.now())) {
    throw requestLocked(party.request.locked_by);
  }
  const documents = await requestDocuments(ctx.db, party.request.id);
  const { placements, errors } = planPlacements(
    documents,
    parsePlacements(signer.placements),
    item.documentSignatures,
    pointer,
  );
  assertNoErrors(errors, 'The seal cannot be placed');
  return {
    quality: 'seal',
    // The trail's "certificate …" note names the seal's quality (aes or qes).
    certificateQuality: seal.quality,
    legislation: seal.legislation,
    signingName: seal.displayName,
    placements,
    language,
  };
}

/** The PDF work of a sealing: one seal certificate, one PAdES signature per document. */
function sealDocuments(seal: SealForSigning) {
  return async (ctx: AppContext, party: Party, plan: SigningPlan, now: Date, held: Held) => {
    const ca = await ctx.certificateAuthority();
    const certificate = await ca.issueSealCertificate({
      organisation: seal.organisation,
      quality: seal.quality,
    });
    const image = seal.image ? pngSize(seal.image) : undefined;
    for (const document of held.documents) {
      if (held.lost) throw lockLost();
      const bytes = await ctx.storage.get(document.source);
      if (!bytes) throw new PdfSigningError(`the file of document ${document.id} is missing`);
      const placement = plan.placements.find((p) => p.documentId === document.id);
      const box =
        placement && image
          ? fitInside(image.width, image.height, placement.width, placement.height)
          : undefined;
      const signed = await signPdf(bytes, {
        signer: certificate,
        signingTime: now,
        name: seal.displayName,
        reason: `Sealed by ${seal.organisation}`,
        contactInfo: party.email,
        ...(placement && box && seal.image
          ? {
              appearance: {
                page: placement.page,
                x: placement.x + (placement.width - box.width) / 2,
                y: placement.y + (placement.height - box.height) / 2,
                width: box.width,
                height: box.height,
                png: seal.image,
              },
            }
          : {}),
        ...(ctx.config.tsaUrl ? { tsaUrl: ctx.config.tsaUrl } : {}),
      });
      await ctx.storage.put(document.target, signed);
    }
  };
}

/** Width and height of a PNG from its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** POST /v3/sign with sealAccountName: one result entry per listed request, in order. */
export async function signWithSeal(
  ctx: AppContext,
  user: UserRow,
  body: RequestBody<'signSignatureRequests'>,
  address: string | null,
): Promise<SignResultEntry[]> {
  const seal = await sealForSigning(ctx, user.id, body.sealAccountName!);
  const planned: { party: Party; plan: SigningPlan }[] = [];
  for (const [index, item] of body.signatureRequests.entries()) {
    const pointer = `/body/signatureRequests/${index}`;
    assertListedOnce(body.signatureRequests, index, pointer);
    const party = await userParty(ctx, user, item.id);
    planned.push({ party, plan: await sealPlan(ctx, party, item, seal, body.language, pointer) });
  }
  const results = new Map<string, SignResultEntry>();
  const conflicts: DomainError[] = [];
  await withReservations(
    ctx,
    { email: normalizeEmail(user.email), userId: user.id },
    planned.map(({ party }) => party),
    async (held) => {
      for (const { party, plan } of planned) {
        const id = party.request!.id;
        try {
          results.set(
            id,
            await applyPlan(ctx, party, plan, address, held.get(id)!, sealDocuments(seal)),
          );
        } catch (error) {
          if (!(error instanceof DomainError) || error.kind !== 'conflict') throw error;
          conflicts.push(error);
          results.set(id, {
            id,
            status: 'FAILED',
            statusOverall: party.request!.status,
            signedAt: null,
            swisscom: null,
            error: { code: error.code, detail: error.message },
          });
        }
      }
    },
  );
  const entries = planned.map(({ party }) => results.get(party.request!.id)!);
  if (conflicts.length > 0 && !entries.some((e) => e.status === 'SIGNED')) throw conflicts[0];
  return entries;
}

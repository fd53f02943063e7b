// The plan of one request: what the party signs (quality of the certificate, Part 11 details,
// where each document's signature goes), decided by the rules before any PDF work so that a
// call listing several requests signs none when one of them cannot be signed. A step-up keeps
// the plan until it is finished.
import type { AppContext } from '../../context.ts';
import { DomainError } from '../../domain-errors.ts';
import {
  assertNoErrors,
  parsePlacements,
  requestDocuments,
  type Legislation,
  type Quality,
} from '../signature-requests/index.ts';
import { directSignatureId } from './direct-signer.ts';
import { disabledQualities, parseGrants, qualitiesDetail } from '../user/index.ts';
import { findOwn } from '../visual-signatures/index.ts';
import type { Party } from './party.ts';
import {
  assertCanSign,
  certificateQualityFor,
  lockedByOther,
  requestLocked,
  signingDetails,
  type Language,
  type SignItem,
  type SigningPlan,
} from './rules/signer.ts';
import { chosenLevel, choiceUnavailable, isChoiceAvailable, type Level } from './rules/choice.ts';
import { planPlacements } from './rules/placements.ts';

/**
 * Decides what is signed for one item: 409 unless the request is OPEN, not locked by someone
 * else and the caller's signature OPEN; 422 for a level the signer may not choose or lacks (the
 * asked one, or the item's choice: rules/choice.ts), missing Part 11
 * details, bad placements or an unknown visual signature.
 */
export async function planFor(
  ctx: AppContext,
  party: Party,
  item: SignItem,
  language: Language,
  pointer: string,
): Promise<SigningPlan> {
  assertCanSign(party.request, party.signer, ctx.clock.now());
  const { request } = party;
  const signer = party.signer!;
  if (lockedByOther(request, party.email, ctx.clock.now())) throw requestLocked(request.locked_by);
  const asked: Level = {
    quality: signer.quality as Quality,
    legislation: (signer.legislation as Legislation | null) ?? null,
  };
  const level = chosenLevel(asked, item, pointer);
  const field = item.quality !== undefined ? 'quality' : 'legislation';
  if (level.chosen && party.user && !isChoiceAvailable(availableTo(party.user), level)) {
    choiceUnavailable(level, pointer, field);
  }
  const { certificateQuality, legislation } = certificateQualityOf(level, party, pointer, field);
  const details = signingDetails(level.quality, item, party.attributes, pointer);
  const documents = await requestDocuments(ctx.db, request.id);
  const { placements, errors } = planPlacements(
    documents,
    parsePlacements(signer.placements),
    item.documentSignatures,
    pointer,
  );
  for (const [index, p] of placements.entries()) {
    if (p.visualSignatureId && !(await visualSignatureExists(ctx, party, p.visualSignatureId))) {
      errors.push({
        pointer: `${pointer}/documentSignatures/${index}/visualSignatureId`,
        detail: 'is not one of your visual signatures',
        code: 'unknown_visual_signature',
      });
    }
  }
  assertNoErrors(errors, 'The signature cannot be placed');
  return {
    quality: level.quality,
    ...(level.chosen ? { askedQuality: asked.quality } : {}),
    certificateQuality,
    legislation,
    ...details,
    placements,
    language,
  };
}

/**
 * The certificate's quality for `level`; a level the signer chose and lacks (a direct signer's
 * qualified choice without identification) answers 422 quality_unavailable on the chosen field.
 */
function certificateQualityOf(
  level: Level & { chosen: boolean },
  party: Party,
  pointer: string,
  field: string,
) {
  try {
    return certificateQualityFor(level, party.grants, { direct: party.kind === 'direct' });
  } catch (error) {
    if (level.chosen && error instanceof DomainError && error.code === 'quality_unavailable') {
      choiceUnavailable(level, pointer, field);
    }
    throw error;
  }
}

/** What GET /v3/user/signature-qualities-detail says the user can sign at now. */
const availableTo = (user: NonNullable<Party['user']>) =>
  qualitiesDetail({
    emailVerified: user.email_verified === 1,
    grants: parseGrants(user.qualities),
    disabled: disabledQualities(user),
  }).qualities;

async function visualSignatureExists(ctx: AppContext, party: Party, id: string) {
  if (party.kind === 'direct')
    return id === directSignatureId(party.signer!) || id === 'placeholder';
  try {
    await findOwn(ctx, party.user!.id, id);
    return true;
  } catch {
    return false;
  }
}

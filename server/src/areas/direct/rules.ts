// Rules of the direct-link signer's own operations (docs/product.md#roles-list "nas: direct-link signer"): which
// item of a POST /v3/direct/sign body it signs, what PUT /v1/direct/user changes on its signer
// row, and which visual signature PUT /v1/direct/visual-signature accepts. Pure: the rows are
// read and written by store.ts; signing itself (TAN, step-up) is the signing area's.
import { forbidden, ruleViolated } from '../../domain-errors.ts';
import type { RequestBody } from '../handler.ts';
import { displayName, type SignerRow } from '../signature-requests/index.ts';
import { checkedNames, parseGrants, trimmedMobiles, withAttributes } from '../user/index.ts';
import {
  PERSONAL_PERMISSIONS,
  signatureData,
  type VisualSignatureData,
} from '../visual-signatures/index.ts';
import {
  directAttributes,
  directOwner,
  SIGNATURE_DEFAULTS_ATTRIBUTE,
  storedDirectSignature,
} from '../signing/index.ts';

type SignBody = RequestBody<'signDirectSignatureRequest'>;

/**
 * The item a direct signer signs: its link's request only (403 for a seal or another request in
 * the body). The same request listed several times is signed once, with the first item's
 * details.
 */
export function directSignItem(
  body: SignBody,
  requestId: string,
): SignBody['signatureRequests'][number] {
  if (body.sealAccountName !== undefined) {
    throw forbidden('A direct-link signer signs personally and cannot use a business seal.');
  }
  if (body.signatureRequests.some((item) => item.id.toLowerCase() !== requestId)) {
    throw forbidden('A request in the body is not the one of the direct link.');
  }
  return body.signatureRequests[0];
}

/** The columns a direct signer changes with PUT /v1/direct/user. */
export type SignerProfile = Pick<
  SignerRow,
  'first_name' | 'last_name' | 'name' | 'attributes' | 'language' | 'mobile'
>;

/**
 * The signer row after PUT /v1/direct/user: names (422 when blank, or changed although an
 * identification fixed them: immutable_eid_fields), attributes (mobile trimmed), the signature
 * defaults inside the attributes; the name on the request, language and mobile follow.
 */
export function directProfile(
  signer: SignerRow,
  body: RequestBody<'updateDirectUser'>,
): SignerProfile {
  const attributes = directAttributes(signer);
  const names = checkedNames(
    body,
    { firstName: signer.first_name ?? '', lastName: signer.last_name ?? '' },
    attributes,
  );
  const changes: Record<string, string[] | undefined> = { ...body.attributes };
  if (changes.mobile) changes.mobile = trimmedMobiles(changes.mobile);
  if (body.signatures) changes[SIGNATURE_DEFAULTS_ATTRIBUTE] = [JSON.stringify(body.signatures)];
  const next = withAttributes(attributes, changes);
  return {
    first_name: names.firstName,
    last_name: names.lastName,
    name: displayName(names.firstName, names.lastName),
    attributes: JSON.stringify(next),
    language: next.lang?.[0] ?? null,
    mobile: next.mobile?.[0] ?? null,
  };
}

/**
 * The visual signature PUT /v1/direct/visual-signature stores: 422 for a quality the signer does
 * not sign with (its signature's, or one it holds) or another legislation than its request's;
 * 403 for a display option whose permission cannot be updated (signatureData).
 */
export function directSignatureData(
  signer: SignerRow,
  body: RequestBody<'updateDirectVisualSignature'>,
): VisualSignatureData {
  const held = new Set([signer.quality, ...parseGrants(signer.qualities).map((g) => g.quality)]);
  if (body.quality && !held.has(body.quality)) {
    throw ruleViolated(
      `The quality ${body.quality} is not available to you on this request (it asks for ${signer.quality}).`,
      'quality_not_available',
      [
        {
          pointer: '/body/quality',
          detail: 'not available to the direct signer',
          code: 'quality_not_available',
        },
      ],
    );
  }
  if (body.legislation && signer.legislation && body.legislation !== signer.legislation) {
    throw ruleViolated(
      `The request is signed under ${signer.legislation}, not ${body.legislation}.`,
      'legislation_not_available',
      [
        {
          pointer: '/body/legislation',
          detail: 'not available to the direct signer',
          code: 'legislation_not_available',
        },
      ],
    );
  }
  return signatureData(body, directOwner(signer), PERSONAL_PERMISSIONS, {
    direct: true,
    base: storedDirectSignature(signer),
  });
}

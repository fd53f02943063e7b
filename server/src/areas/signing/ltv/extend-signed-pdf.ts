// The long-term validation of one signed document as the server does it: the
// signing core's addLongTermValidation (DSS, then a document time-stamp) with the evidence of the
// service's own trust services — its responder's OCSP answers, its CRLs — and the time-stamping
// service of the signatures (TSA_URL when set, else the built-in one). Called by the worker
// (./job.ts), never by the signing: a slow or failing TSA never holds a signature up.
import { X509Certificate } from 'node:crypto';
import type { AppContext } from '../../../context.ts';
import {
  addLongTermValidation,
  ocspRequestFor,
  requestTimestamp,
  type LongTermValidated,
} from '../../../pades/index.ts';
import {
  issuingRevocationList,
  ocspResponse,
  revocationStatus,
  rootRevocationList,
  trustAnchors,
} from '../../trust/index.ts';

export async function extendSignedPdf(
  ctx: AppContext,
  pdf: Uint8Array,
): Promise<LongTermValidated> {
  const anchors = await trustAnchors(ctx);
  const url = ctx.config.tsaUrl;
  const tsa = url ? undefined : await (await ctx.certificateAuthority()).timestampAuthority();
  return addLongTermValidation(pdf, {
    root: anchors.root,
    issuing: anchors.issuing,
    // Only for a certificate the responder knows (a TSA certificate replaced since is not
    // recorded: its status comes from the issuing CA's CRL). The request is made here, so its
    // form is right: no pointer to blame.
    ocsp: async (link) => {
      const serial = new X509Certificate(link.certificate).serialNumber;
      if ((await revocationStatus(ctx, serial)).status === 'unknown') return undefined;
      return ocspResponse(ctx, ocspRequestFor(link.certificate, link.issuer), '/body');
    },
    issuingCrl: () => issuingRevocationList(ctx),
    rootCrl: () => rootRevocationList(ctx),
    stamp: tsa
      ? (data) => tsa.stamp(data)
      : async (data) => (await requestTimestamp(url!, data)).token,
  });
}

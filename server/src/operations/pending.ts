// Operations of the contract whose implementation arrives with a later issue (or a later part of
// one). They answer 501 with a Problem naming that issue, so the server still starts with a
// handler for every operation and nobody mistakes a missing feature for a bug. A whole tag can be
// pending, or single operations of a tag whose other operations are implemented. Each feature
// removes its lines.
const SIGNING_ISSUE = 'issue 5 (signature requests and PAdES signing)';
const BUSINESS_ISSUE = 'a later issue (business area)';

const byTag: Record<string, string> = {
  signing: SIGNING_ISSUE,
  identification: SIGNING_ISSUE,
  business: BUSINESS_ISSUE,
  members: BUSINESS_ISSUE,
  'api-users': BUSINESS_ISSUE,
  seals: BUSINESS_ISSUE,
  domains: BUSINESS_ISSUE,
  billing: BUSINESS_ISSUE,
  activity: BUSINESS_ISSUE,
};

/** Single pending operations of tags whose other operations are implemented. */
const byOperation: Record<string, string> = {
  // direct: signing, TAN, Swisscom step-up and identification of direct-link signers.
  signDirectSignatureRequest: SIGNING_ISSUE,
  proceedDirectSwisscomSigning: SIGNING_ISSUE,
  resendDirectTan: SIGNING_ISSUE,
  checkDirectTan: SIGNING_ISSUE,
  startDirectSrsVideoIdentification: SIGNING_ISSUE,
  getDirectSrsVideoIdentification: SIGNING_ISSUE,
  cancelDirectSrsVideoIdentification: SIGNING_ISSUE,
  startDirectSrsRoboIdentification: SIGNING_ISSUE,
  getDirectSrsRoboIdentification: SIGNING_ISSUE,
  cancelDirectSrsRoboIdentification: SIGNING_ISSUE,
  startDirectIntrumVideoIdentification: SIGNING_ISSUE,
  getDirectIntrumVideoIdentification: SIGNING_ISSUE,
  cancelDirectIntrumVideoIdentification: SIGNING_ISSUE,
  startDirectIntrumAutoidentIdentification: SIGNING_ISSUE,
  getDirectIntrumAutoidentIdentification: SIGNING_ISSUE,
  cancelDirectIntrumAutoidentIdentification: SIGNING_ISSUE,
  // The branding of the sending business: there is no business yet.
  getDirectBusinessPublicInformation: BUSINESS_ISSUE,
};

/**
 * The issue that implements an operation, when it is not implemented yet: by its operationId,
 * else by its tag. Without an operationId only whole pending tags answer.
 */
export function pendingIssueFor(tag: string, operationId?: string): string | undefined {
  return (operationId ? byOperation[operationId] : undefined) ?? byTag[tag];
}

/** The operationIds pending one by one (for tools that list pending work). */
export const pendingOperations: Readonly<Record<string, string>> = byOperation;

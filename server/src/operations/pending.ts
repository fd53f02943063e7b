// Operations of the contract whose implementation arrives with a later issue. They answer 501
// with a Problem naming that issue, so the server still starts with a handler for every
// operation and nobody mistakes a missing feature for a bug. Each feature removes its lines.
const SIGNING_ISSUE = 'issue 5 (signature requests and PAdES signing)';
const BUSINESS_ISSUE = 'a later issue (business area)';

const byTag: Record<string, string> = {
  'signature-requests': SIGNING_ISSUE,
  signing: SIGNING_ISSUE,
  identification: SIGNING_ISSUE,
  direct: SIGNING_ISSUE,
  business: BUSINESS_ISSUE,
  members: BUSINESS_ISSUE,
  'api-users': BUSINESS_ISSUE,
  seals: BUSINESS_ISSUE,
  domains: BUSINESS_ISSUE,
  billing: BUSINESS_ISSUE,
  activity: BUSINESS_ISSUE,
};

/** The issue that implements an operation of this tag, when it is not implemented yet. */
export function pendingIssueFor(tag: string): string | undefined {
  return byTag[tag];
}

// Why a declared status is not provoked against a server: the reason the summary lists for each
// skipped transaction. Three kinds:
//   - the reference server never answers it for this operation (a question for the contract);
//   - provoking it would spend a budget the rest of the run needs (limits per client address);
//   - a rule the hooks do not break yet (named, so the gap is visible).
'use strict';

const NO_LIMIT =
  'the reference server sets no rate limit on this operation: the contract declares a 429 it never answers';
const PER_ADDRESS = (limit) =>
  `the limit counts per client address (${limit}): spending it would refuse the rest of the run from this address for the whole window`;

const RENDERED_AT_ONCE =
  'the reference server renders a page of a small document within the first request: 202 (rendering) shows only under load, so a run cannot count on it';

const REASONS = {
  'getDocumentPage 202': RENDERED_AT_ONCE,
  'getDirectDocumentPage 202': RENDERED_AT_ONCE,
  'login 429': PER_ADDRESS(
    '20 logins in 15 minutes; the failures of an account only slow its next attempts down',
  ),
  'acceptBusinessInvitation 409':
    'an accepted invitation is gone (404) and a member of another business cannot be invited (409 at the invitation, tested): no invitation is left to answer 409',
  'addSignatureRequestSignature 409':
    'not provoked yet: a signer added to an initiated request is invited (201), so the 409 needs another state (a finished request)',
  'checkPassword 429': PER_ADDRESS('60 checks a minute'),
  'resetPassword 429': PER_ADDRESS('10 failed resets in 15 minutes'),
  'updateUser 429': 'not provoked yet: 3 identity e-mail changes per account in an hour',
  'getDateTime 429': NO_LIMIT,
  'listSandboxes 429': NO_LIMIT,
  'getStatusSummary 429': NO_LIMIT,
  'getStatusComponents 429': NO_LIMIT,
  'signSignatureRequests 429': NO_LIMIT,
  'signDirectSignatureRequest 429': NO_LIMIT,
  'checkDirectTan 429': `${NO_LIMIT} (wrong TANs end in 409 tan_locked)`,
  'getBusinessLogo 429': NO_LIMIT,
  'createApiUserToken 429': NO_LIMIT,
  'resetApiUserSecret 429': NO_LIMIT,
  'getRootCertificatePem 429': NO_LIMIT,
  'getRootCertificateDer 429': NO_LIMIT,
  'getIssuingCertificatePem 429': NO_LIMIT,
  'getIssuingCertificateDer 429': NO_LIMIT,
  'getIssuingRevocationList 429': NO_LIMIT,
  'getRootRevocationList 429': NO_LIMIT,
  'listWebhooks 404':
    'no path id and no business in the request: the reference server has nothing to answer 404 for',
  'createWebhook 404':
    'no path id and no business in the request: the reference server has nothing to answer 404 for',
  'confirmDirectUpgrade 404':
    'no path id: an unknown setup intent is a 409 on the reference server (tested), not a 404',
};

const GENERIC = {
  413: "needs a body above the server's limit: set CONTRACT_BODY_LIMIT to its BODY_LIMIT_BYTES (the reference server's test does)",
  422: 'not provoked yet: a rule of this operation the hooks do not break',
  409: 'not provoked yet: a state of this operation the hooks do not build',
  403: 'a direct-link signer acts only on its own request: another request or document is a 404 on the reference server (no leak), so it never answers this 403',
};

function unprovokedReason(op, status) {
  return (
    REASONS[`${op.operationId} ${status}`] ??
    GENERIC[status] ??
    `status ${status} is not provoked by the hooks`
  );
}

module.exports = { unprovokedReason };

// Handlers of the contract's `trust` operations: the published trust chain, its revocation
// evidence and the time-stamping authority. All public.
import type { Handlers } from '../../handler.ts';
import { answerOcspGetRequest } from './answer-ocsp-get-request.ts';
import { answerOcspRequest } from './answer-ocsp-request.ts';
import { answerTimestampQuery } from './answer-timestamp-query.ts';
import { getIssuingCertificateDer } from './get-issuing-certificate-der.ts';
import { getIssuingCertificatePem } from './get-issuing-certificate-pem.ts';
import { getIssuingRevocationList } from './get-issuing-revocation-list.ts';
import { getRootCertificateDer } from './get-root-certificate-der.ts';
import { getRootCertificatePem } from './get-root-certificate-pem.ts';
import { getRootRevocationList } from './get-root-revocation-list.ts';

export const trustHandlers: Handlers = {
  getRootCertificatePem,
  getRootCertificateDer,
  getIssuingCertificatePem,
  getIssuingCertificateDer,
  getIssuingRevocationList,
  getRootRevocationList,
  answerOcspRequest,
  answerOcspGetRequest,
  answerTimestampQuery,
};

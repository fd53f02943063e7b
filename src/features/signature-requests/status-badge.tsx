// The status of a request (status_overall) or of one signer, as a coloured badge.
import { Badge } from '@chakra-ui/react';
import type { SignatureRequestStatus } from '@generated/model/signatureRequestStatus';
import type { SignatureStatus } from '@generated/model/signatureStatus';
import { useTranslation } from 'react-i18next';

export const STATUS_COLOR: Record<SignatureRequestStatus, string> = {
  DRAFT: 'gray',
  OPEN: 'blue',
  SIGNED: 'green',
  DECLINED: 'red',
  WITHDRAWN: 'orange',
  EXPIRED: 'purple',
};

export function RequestStatusBadge({ status }: { status: SignatureRequestStatus }) {
  const { t } = useTranslation('dashboard');
  return (
    <Badge
      colorPalette={STATUS_COLOR[status]}
      size="lg"
      data-testid="request-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

/**
 * A signer's own status. The signers of a draft have not been asked yet: they are "not sent
 * yet", not "waiting" (their signature is OPEN from the start).
 */
export function SignerStatusBadge({
  status,
  requestStatus,
}: {
  status: SignatureStatus;
  requestStatus?: SignatureRequestStatus;
}) {
  const { t } = useTranslation('requests');
  const notSent = requestStatus === 'DRAFT';
  return (
    <Badge
      colorPalette={notSent ? STATUS_COLOR.DRAFT : STATUS_COLOR[status]}
      data-testid="signer-status"
      data-status={notSent ? 'NOT_SENT' : status}
    >
      {notSent ? t('signers.notSent') : t(`signers.status.${status}`)}
    </Badge>
  );
}

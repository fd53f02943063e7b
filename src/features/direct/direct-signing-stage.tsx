// The signing step of a direct-link signer (/direct-sign/{id}/{key}): the same step as an account
// holder's (components/signing/step), with the pages of the link's documents, the level the
// sender asked (an advanced one is confirmed by TAN after the step; a qualified one needs the
// signer's identification under its legislation, GET /v3/direct/user/signature-qualities-detail,
// and leads to the direct identification screens until then), and a signature adopted for this
// signing only (a direct-link signer keeps no visual signatures).
import { Link } from '@chakra-ui/react';
import { getGetDirectSignatureQualitiesDetailQueryOptions } from '@generated/api/direct/direct';
import type { Document } from '@generated/model/document';
import type { Signature } from '@generated/model/signature';
import type { SignatureQualitiesDetail } from '@generated/model/signatureQualitiesDetail';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DIRECT_IDENTIFICATION } from '@/components/signing/direct-identification-notice';
import { reviewLevel, type ReviewLevel } from '@/components/signing/step/review-model';
import { SigningStep, type SigningStageProps } from '@/components/signing/step/signing-step';
import { directPageLoader } from './direct-page-loader';

const pageLoader = (document: Document) => directPageLoader(document.id);

/**
 * The asked level, judged for a direct-link signer: an advanced signature needs no grant (the TAN
 * confirms it, as the server decides), a qualified one the signer's identification.
 */
export function directLevel(
  own: Pick<Signature, 'quality' | 'legislation'>,
  detail: Pick<SignatureQualitiesDetail, 'qualities'> | undefined,
): ReviewLevel {
  if (own.quality === 'qes') return reviewLevel(own, detail);
  return {
    quality: own.quality,
    legislations: own.legislation ? [own.legislation] : [],
    available: true,
  };
}

export function DirectSigningStage({
  request,
  own,
  defaultName,
  busy,
  onCancel,
  onSign,
}: SigningStageProps) {
  const { t } = useTranslation('identification');
  const qualified = own.quality === 'qes';
  const detail = useQuery({
    ...getGetDirectSignatureQualitiesDetailQueryOptions(),
    enabled: qualified,
  });
  const legislation = own.legislation ?? request.legislation;
  return (
    <SigningStep
      request={request}
      own={own}
      pageLoader={pageLoader}
      level={{
        options: [],
        judged: directLevel(own, detail.data?.data),
        loading: qualified && detail.isPending,
      }}
      identify={
        legislation && (
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={DIRECT_IDENTIFICATION[legislation]}>{t('direct.identify')}</RouterLink>
          </Link>
        )
      }
      keepsSignature={false}
      defaultName={defaultName}
      busy={busy}
      onCancel={onCancel}
      onSign={onSign}
    />
  );
}

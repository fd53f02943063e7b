// The signing step of an account holder (/view/{id}: their own signature, a delegated one, or a
// seal) with what it reads: the levels the signer can use, their saved visual signatures and,
// for a seal, the seals they may apply; the pages come from the documents' own page calls.
// Loaded with the step's code (lazy-signing-step.ts), so the request view does not carry these
// calls before "Sign".
import { Link } from '@chakra-ui/react';
import { getGetSignatureQualitiesDetailQueryOptions } from '@generated/api/user/user';
import { getListUserSealsQueryOptions } from '@generated/api/seals/seals';
import { getListVisualSignaturesQueryOptions } from '@generated/api/visual-signatures/visual-signatures';
import type { Document } from '@generated/model/document';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { documentPageLoader } from '@/components/document-viewer/document-page-loader';
import { levelOptions, reviewLevel } from '@/components/signing/step/review-model';
import { SigningStep, type SigningStageProps } from '@/components/signing/step/signing-step';

/** A document's pages at its current version (a new version has new page images). */
const pageLoader = (document: Document) => documentPageLoader(document.id, document.version);

export function SigningStepStage({
  request,
  own,
  defaultName,
  busy,
  onCancel,
  onSign,
}: SigningStageProps) {
  const { t } = useTranslation('signing');
  const detail = useQuery(getGetSignatureQualitiesDetailQueryOptions());
  const visuals = useQuery(getListVisualSignaturesQueryOptions());
  const seals = useQuery({ ...getListUserSealsQueryOptions(), enabled: own.quality === 'seal' });
  const list = visuals.data?.data.signatures ?? [];
  const qualities = detail.data?.data;
  return (
    <SigningStep
      request={request}
      own={own}
      pageLoader={pageLoader}
      level={{
        options: levelOptions(own, qualities),
        judged: reviewLevel(own, qualities),
        loading: detail.isPending,
      }}
      identify={
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/profile/signature-standards">{t('unavailable.identify')}</RouterLink>
        </Link>
      }
      saved={[...list].sort((a, b) => Number(b.default) - Number(a.default))}
      keepsSignature
      seals={seals.data?.data.items ?? []}
      loadingSeals={seals.isPending}
      defaultName={defaultName}
      busy={busy}
      onCancel={onCancel}
      onSign={onSign}
    />
  );
}

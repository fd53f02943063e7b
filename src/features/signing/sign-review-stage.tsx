// The review step with what it reads: the levels the signer can use, their saved visual
// signatures and, for a seal, the seals they may apply. Loaded with the review's code
// (lazy-sign-review.ts), so the request view does not carry these calls before "Sign".
import { getGetSignatureQualitiesDetailQueryOptions } from '@generated/api/user/user';
import { getListUserSealsQueryOptions } from '@generated/api/seals/seals';
import { getListVisualSignaturesQueryOptions } from '@generated/api/visual-signatures/visual-signatures';
import type { Signature } from '@generated/model/signature';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { useQuery } from '@tanstack/react-query';
import { SignReview, type ReviewDecision } from './sign-review';

export function SignReviewStage({
  request,
  own,
  defaultName,
  busy,
  onCancel,
  onSign,
}: {
  request: SignatureRequest;
  own: Signature;
  defaultName: string;
  busy: boolean;
  onCancel: () => void;
  onSign: (decision: ReviewDecision) => void;
}) {
  const detail = useQuery(getGetSignatureQualitiesDetailQueryOptions());
  const visuals = useQuery(getListVisualSignaturesQueryOptions());
  const seals = useQuery({ ...getListUserSealsQueryOptions(), enabled: own.quality === 'seal' });
  const list = visuals.data?.data.signatures ?? [];
  return (
    <SignReview
      request={request}
      own={own}
      detail={detail.data?.data}
      loadingLevel={detail.isPending}
      signatures={[...list].sort((a, b) => Number(b.default) - Number(a.default))}
      defaultName={defaultName}
      busy={busy}
      onCancel={onCancel}
      seals={seals.data?.data.items ?? []}
      loadingSeals={seals.isPending}
      onSign={onSign}
    />
  );
}

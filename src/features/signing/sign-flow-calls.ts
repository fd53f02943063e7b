// The signing flow's calls: the sign call, the step-up's proceed call, and the queries a
// signature changes. The calls and rules of the signing step load with it, when the signer
// reaches for "Sign": the request view shows without them.
import { getGetUserQueryKey } from '@generated/api/user/user';
import {
  getGetSignatureRequestQueryKey,
  getListSignatureRequestEventsQueryKey,
  getListSignatureRequestsQueryKey,
} from '@generated/api/signature-requests/signature-requests';
import type { Language } from '@generated/model/language';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import type { SignResultResultsItem } from '@generated/model/signResultResultsItem';
import type { QueryClient } from '@tanstack/react-query';
import { stepUpProblem, type StepUpProblem } from '@/components/signing/step-up-problem';
import { ApiError } from '@/lib/api-client';
import { onIntent } from '@/lib/load-on-intent';
import { LazySigningStep } from './lazy-signing-step';
import { signBody, type SignInput, type StepUpStage, type Swisscom } from './sign-flow-stage';
import { errorOutcome, resultOutcome, type SignOutcome } from './sign-outcome';

export const signingCalls = onIntent(() => import('@generated/api/signing/signing'));
export const visualSignatureCalls = onIntent(
  () => import('@generated/api/visual-signatures/visual-signatures'),
);
export const reviewModel = onIntent(() => import('@/components/signing/step/review-model'));

/** Starts loading the signing step: its screen, calls and rules. */
export function preloadSigning(): void {
  LazySigningStep.preload();
  for (const loader of [signingCalls, visualSignatureCalls, reviewModel]) {
    void loader.load().catch(() => undefined);
  }
}

/** Signs one request: the outcome, or the step-up a qualified signature asks first. */
export async function attemptSign(
  request: Pick<SignatureRequest, 'id'>,
  input: SignInput,
  language: Language,
): Promise<{ outcome: SignOutcome } | { swisscom: Swisscom }> {
  try {
    const { signSignatureRequests } = await signingCalls.load();
    const answer = await signSignatureRequests(signBody(request, input, language));
    const entry = answer.data.results.find((result) => result.id === request.id);
    if (entry?.status === 'STEP_UP_REQUIRED' && entry.swisscom) return { swisscom: entry.swisscom };
    return { outcome: resultOutcome(entry) };
  } catch (error) {
    return { outcome: errorOutcome(error) };
  }
}

/** Sends the step-up's password and code: the outcome, or the problem of a refused code. */
export async function proceedStepUp(
  current: StepUpStage,
  pwdotp: { password: string; otp: string },
): Promise<{ outcome: SignOutcome } | { problem: StepUpProblem }> {
  let entry: SignResultResultsItem | undefined;
  try {
    const { proceedSwisscomSignature } = await signingCalls.load();
    const answer = await proceedSwisscomSignature(current.swisscom.requestId, { pwdotp });
    entry = answer.data.results.find((result) => result.id === current.request.id);
  } catch (error) {
    return {
      problem:
        error instanceof ApiError
          ? stepUpProblem(error.status, error.problem?.code, error.problem?.detail)
          : stepUpProblem(undefined, undefined, undefined),
    };
  }
  return { outcome: resultOutcome(entry) };
}

/** What a signature changes: the request, its events, the lists, and the account's counters. */
export const refreshSigned = (queryClient: QueryClient, requestId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetSignatureRequestQueryKey(requestId) }),
    queryClient.invalidateQueries({ queryKey: getListSignatureRequestEventsQueryKey(requestId) }),
    queryClient.invalidateQueries({ queryKey: getListSignatureRequestsQueryKey().slice(0, 1) }),
    // free_signatures_remaining goes down with each signature.
    queryClient.invalidateQueries({ queryKey: getGetUserQueryKey() }),
  ]);

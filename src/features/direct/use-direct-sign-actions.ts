// Sign and decline for the direct signer, and the exit redirect that follows (docs/product.md#states-exit-redirect, docs/product.md#validation).
// "Sign" opens the signing step (no signing without the review); its confirmation
// starts the signing flow with the signature adopted there. The exit redirect:
// after signing, the exit URL when exactly one request was signed and it is the last one viewed;
// after declining, the decline URL (falling back to the exit URL); after giving up on a failure,
// the error URL (same fallback).
import {
  declineDirectSignatureRequest,
  getGetDirectSignatureRequestQueryKey,
  proceedDirectSwisscomSigning,
} from '@generated/api/direct/direct';
import type { SignResult } from '@generated/model/signResult';
import type { Language } from '@generated/model/language';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import type { User } from '@generated/model/user';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { declineSigningRequestDialog } from '@/components/signing/dialogs';
import { stepUpProblem, type StepUpProblem } from '@/components/signing/step-up-problem';
import { ApiError } from '@/lib/api-client';
import {
  exitRedirect,
  type ExitOutcome,
  type ExitRedirect,
  type ExitSettings,
} from '@/lib/navigation/exit-redirect';
import { languageOf } from '@/lib/navigation/locale';
import type { StepDecision } from '@/components/signing/step/signing-step';
import { adoptedImageBase64 } from './adopted-image';
import { downloadSigned } from './download-signed';
import { exitContext, recordSigned, recordViewed } from './exit-state';
import { mySignature } from './my-signature';
import { createSigningFlow } from './signing-flow';
import { needsTan, signerMobile } from './tan-rule';

export function exitSettingsOf(request: Pick<SignatureRequest, 'exitSettings'>): ExitSettings {
  const settings = request.exitSettings;
  if (!settings) return {};
  return {
    exitUrl: settings.exitUrl ?? undefined,
    errorUrl: settings.errorUrl ?? undefined,
    declineUrl: settings.declineUrl ?? undefined,
    timeout: settings.timeout,
  };
}

interface StepUp {
  swisscom: NonNullable<SignResult['results'][number]['swisscom']>;
  handlers: { finish: (result: SignResult) => void; again: () => void };
  busy: boolean;
  problem?: StepUpProblem;
}

export function useDirectSignActions(request: SignatureRequest, user: User) {
  const { t, i18n } = useTranslation('direct');
  const queryClient = useQueryClient();
  const [exit, setExit] = useState<ExitRedirect>();
  const [stepUp, setStepUp] = useState<StepUp>();
  /** The signing step is open (busy while the adopted signature is prepared). */
  const [review, setReview] = useState<{ busy: boolean }>();
  useEffect(() => recordViewed(request.id), [request.id]);

  const refresh = () =>
    queryClient.invalidateQueries({
      queryKey: getGetDirectSignatureRequestQueryKey(request.id),
    });
  const follow = (outcome: ExitOutcome) =>
    setExit(exitRedirect(exitSettingsOf(request), outcome, exitContext()));
  const mine = mySignature(request, user.email);

  const sign = (signatureImage?: string) =>
    createSigningFlow({
      requestId: request.id,
      language: languageOf(i18n.language) as Language,
      tanRequired: needsTan(mine),
      signatureImage,
      mobile: signerMobile(mine, user),
      t: (key) => t(key),
      onSigned: () => {
        recordSigned(request.id);
        void refresh();
        // "0 means immediate": no stop at the success overlay.
        const redirect = exitRedirect(exitSettingsOf(request), 'signed', exitContext());
        if (redirect?.seconds === 0) setExit(redirect);
      },
      onContinue: () => follow('signed'),
      onGaveUp: () => follow('error'),
      onDownload: () => downloadSigned(request.documents),
      onStepUp: (swisscom, handlers) => setStepUp({ swisscom, handlers, busy: false }),
    }).start();

  /** The step was confirmed: the adopted signature goes with the sign call. */
  const confirm = async (decision: StepDecision) => {
    setReview({ busy: true });
    const adopted = decision.adopted;
    const image = adopted?.kind === 'new' ? await adoptedImageBase64(adopted.image) : undefined;
    setReview(undefined);
    await sign(image);
  };

  // POST /v3/direct/swisscom/proceed/{id}: wrong codes keep the form with the attempts left.
  const proceed = async (current: StepUp, pwdotp: { password: string; otp: string }) => {
    setStepUp({ ...current, busy: true, problem: undefined });
    let result: SignResult;
    try {
      result = (await proceedDirectSwisscomSigning(current.swisscom.requestId, { pwdotp })).data;
    } catch (error) {
      const problem =
        error instanceof ApiError
          ? stepUpProblem(error.status, error.problem?.code, error.problem?.detail)
          : stepUpProblem(undefined, undefined, undefined);
      setStepUp({ ...current, busy: false, problem });
      return;
    }
    setStepUp(undefined);
    current.handlers.finish(result);
  };

  const decline = () =>
    declineSigningRequestDialog.open(
      { title: request.title },
      {
        onAnswer: async (answer) => {
          await declineDirectSignatureRequest(request.id, answer);
          await refresh();
          follow('declined');
        },
      },
    );

  return {
    /** "Sign": opens the signing step. */
    sign: () => setReview({ busy: false }),
    review: review && {
      busy: review.busy,
      confirm: (decision: StepDecision) => void confirm(decision),
      cancel: () => setReview(undefined),
    },
    decline,
    exit,
    cancelExit: () => setExit(undefined),
    stepUp: stepUp && {
      ...stepUp,
      submit: (pwdotp: { password: string; otp: string }) => void proceed(stepUp, pwdotp),
      newCode: () => {
        setStepUp(undefined);
        stepUp.handlers.again();
      },
      cancel: () => setStepUp(undefined),
    },
  };
}

// Signing a request the viewer has to sign, as a step and with the overlays of
// docs/product.md#screens: first the free-signature rule ("A free user (neither member nor admin) needs
// free_signatures_remaining above 0"), then the signing step (the pages with the
// signer's fields visited in order, the level, the signature adopted — a new one is kept as the
// account's default visual signature —, consent), then the persistent signing overlay (
// docs/product.md#constants-interface) and success, or the
// overlay that names what went wrong (sign-flow-answers.ts). A qualified signature answers
// STEP_UP_REQUIRED: the step-up form takes the trust-service password and the one-time code
// (POST /v3/swisscom/proceed/{id}). Where the flow stands is sign-flow-stage.ts, what it shows
// sign-flow-view.tsx, its calls sign-flow-calls.ts; this hook ties them together.
import type { Signature } from '@generated/model/signature';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useReducer, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { closeOverlay } from '@/components/shell/overlays/overlay-store';
import { useCurrentSession } from '@/components/shell/use-current-session';
import { LazyStepUpForm } from '@/components/signing/lazy-step-up-form';
import { signingOverlay } from '@/components/signing/overlays';
import type { StepDecision } from '@/components/signing/step/signing-step';
import { canSign } from '@/lib/navigation/free-plan';
import type { SignAnswersContext, SignFlowOptions } from './sign-flow-answers';
import {
  attemptSign,
  preloadSigning,
  proceedStepUp,
  refreshSigned,
  reviewModel,
} from './sign-flow-calls';
import {
  idleStage,
  ownSignature,
  signerName,
  signFlowReducer,
  type SignInput,
  type StepUpStage,
} from './sign-flow-stage';
import { SignFlowView } from './sign-flow-view';
import { signLanguage } from './sign-language';
import { useAdoptedSignatureId } from './use-adopted-signature-id';

export type { SignFlowOptions } from './sign-flow-answers';

export function useSignFlow(options: SignFlowOptions = {}): {
  start: (request: SignatureRequest) => void;
  /** The signer reaches for "Sign" (pointer, focus): the review's code starts loading. */
  preload: () => void;
  element: ReactNode;
} {
  const { i18n } = useTranslation('signing');
  const session = useCurrentSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [stage, dispatch] = useReducer(signFlowReducer, idleStage);
  const user = session.user;
  const fullName = signerName(user);
  const adoptedSignatureId = useAdoptedSignatureId(fullName);
  const answers = lazyAnswers({
    ...options,
    user,
    t: i18n.t,
    toUpgrade: () => void navigate({ to: '/upgrade' }),
    run: (request, input) => run(request, input),
  });
  const refresh = (requestId: string) =>
    refreshSigned(queryClient, requestId).catch(() => undefined);

  async function run(request: SignatureRequest, input: SignInput = {}): Promise<void> {
    void signingOverlay.open({ count: 1 });
    // A qualified signature may answer with a step-up: its form loads beside the call.
    if ((input.level?.quality ?? ownSignature(request, user)?.quality) === 'qes')
      LazyStepUpForm.preload();
    const attempt = await attemptSign(request, input, signLanguage(i18n.language));
    if ('swisscom' in attempt) {
      closeOverlay();
      dispatch({ type: 'stepUp', request, input, swisscom: attempt.swisscom });
      return;
    }
    await refresh(request.id);
    answers.show(request, attempt.outcome, input);
  }

  async function proceed(current: StepUpStage, pwdotp: { password: string; otp: string }) {
    dispatch({ type: 'proceeding' });
    const answer = await proceedStepUp(current, pwdotp);
    if ('problem' in answer) {
      dispatch({ type: 'stepUpRefused', problem: answer.problem });
      return;
    }
    dispatch({ type: 'close' });
    await refresh(current.request.id);
    answers.show(current.request, answer.outcome, current.input);
  }

  async function confirm(request: SignatureRequest, own: Signature, decision: StepDecision) {
    const { adopted, level: option, seal } = decision;
    if (seal || !adopted) {
      // A seal: the sender's fields, the seal's image as the appearance.
      dispatch({ type: 'close' });
      await run(request, { seal });
      return;
    }
    dispatch({ type: 'review', request, own, busy: true });
    const signedAt = option ?? { quality: own.quality, legislation: own.legislation ?? null };
    const id = await adoptedSignatureId(adopted, signedAt);
    if (id === undefined) {
      dispatch({ type: 'review', request, own, busy: false });
      return;
    }
    dispatch({ type: 'close' });
    const { levelChoice, signPlacements } = await reviewModel.load();
    const input: SignInput = {
      placements: signPlacements(own, id),
      level: levelChoice(own, option),
    };
    if (own.quality === 'part11') answers.askPart11(request, input);
    else await run(request, input);
  }

  const start = (request: SignatureRequest): void => {
    if (!canSign(session.role, user?.attributes)) return answers.exhausted();
    const own = ownSignature(request, user);
    if (!own) return;
    preloadSigning();
    dispatch({ type: 'review', request, own, busy: false });
  };

  const close = () => dispatch({ type: 'close' });
  const element = (
    <SignFlowView
      stage={stage}
      defaultName={fullName}
      onCancel={close}
      onSign={(request, own, decision) => void confirm(request, own, decision)}
      onProceed={(current, pwdotp) => void proceed(current, pwdotp)}
      onNewCode={(current) => {
        close();
        void run(current.request, current.input);
      }}
    />
  );
  return { start, preload: preloadSigning, element };
}

type SignAnswers = ReturnType<(typeof import('./sign-flow-answers'))['signAnswers']>;

/**
 * The answers to an attempt (success, TAN, Part 11, failure overlays), loaded when the first
 * attempt needs one: the screen that offers signing renders without them.
 */
function lazyAnswers(context: SignAnswersContext) {
  const answer =
    <K extends keyof SignAnswers>(name: K) =>
    (...args: Parameters<SignAnswers[K]>) =>
      void import('./sign-flow-answers').then(({ signAnswers }) =>
        (signAnswers(context)[name] as (...given: Parameters<SignAnswers[K]>) => unknown)(...args),
      );
  return { show: answer('show'), askPart11: answer('askPart11'), exhausted: answer('exhausted') };
}

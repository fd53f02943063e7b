// Signing a request the viewer has to sign, as a step and with the overlays of
// docs/product.md#screens: first the free-signature rule ("A free user (neither member nor admin) needs
// free_signatures_remaining above 0"), then the signing step (the pages with the
// signer's fields visited in order, the level, the signature adopted — a new one is kept as the
// account's default visual signature —, consent), then the persistent signing overlay (
// docs/product.md#constants-interface) and success, or the
// overlay that names what went wrong (locked, TAN needed / invalid / expired / locked, exhausted,
// failure). A qualified signature answers STEP_UP_REQUIRED: the step-up form takes the
// trust-service password and the one-time code (POST /v3/swisscom/proceed/{id}).
import { getGetUserQueryKey } from '@generated/api/user/user';
import {
  getGetSignatureRequestQueryKey,
  getListSignatureRequestEventsQueryKey,
  getListSignatureRequestsQueryKey,
} from '@generated/api/signature-requests/signature-requests';
import type { Signature } from '@generated/model/signature';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import type { SignRequestItem } from '@generated/model/signRequestItem';
import type { SignResultResultsItem } from '@generated/model/signResultResultsItem';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { closeDialog } from '@/components/shell/dialogs/dialog-store';
import { closeOverlay, OVERLAY_COMPLETE } from '@/components/shell/overlays/overlay-store';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { useCurrentSession } from '@/components/shell/use-current-session';
import { ApiError } from '@/lib/api-client';
import { canSign } from '@/lib/navigation/free-plan';
import { problemMessage } from '@/lib/problem-messages';
import { tanEntryDialog } from '@/components/signing/dialogs';
import {
  signingFailureOverlay,
  signingLockedOverlay,
  signingOverlay,
  signingSuccessOverlay,
  tanExpiredOverlay,
  tanInvalidOverlay,
  tanLockedOverlay,
} from '@/components/signing/overlays';
import { exhaustedSignaturesOverlay, part11VerificationOverlay } from './overlays';
import { errorOutcome, resultOutcome, type SignOutcome } from './sign-outcome';
import { signLanguage } from './sign-language';
import { onIntent } from '@/lib/load-on-intent';
import type { AdoptedSignature } from '@/components/signing/step/adopt-signature';
import type { StepDecision } from '@/components/signing/step/signing-step';
import { keepAdopted } from './keep-adopted';
import { LazySigningStep } from './lazy-signing-step';
import { LazyStepUpForm } from '@/components/signing/lazy-step-up-form';
import { stepUpProblem, type StepUpProblem } from '@/components/signing/step-up-problem';

type Placements = SignRequestItem['documentSignatures'];

// The calls and rules of the signing step load with it, when the signer reaches for "Sign": the
// request view shows without them.
const signingCalls = onIntent(() => import('@generated/api/signing/signing'));
const visualSignatureCalls = onIntent(
  () => import('@generated/api/visual-signatures/visual-signatures'),
);
const reviewModel = onIntent(() => import('@/components/signing/step/review-model'));

/** Starts loading the signing step: its screen, calls and rules. */
function preloadSigning(): void {
  LazySigningStep.preload();
  for (const loader of [signingCalls, visualSignatureCalls, reviewModel]) {
    void loader.load().catch(() => undefined);
  }
}

/** What a second attempt needs again: placements, chosen level, TAN, or the Part 11 details. */
interface SignInput {
  placements?: Placements;
  level?: Pick<SignRequestItem, 'quality' | 'legislation'>;
  /** The business seal to apply (a request asking the signer for a seal). */
  seal?: string;
  tan?: string;
  part11?: Part11Input;
}

interface Part11Input {
  signingName: string;
  signingReason: string;
  password: string;
}

type Swisscom = NonNullable<SignResultResultsItem['swisscom']>;

type Stage =
  | { kind: 'idle' }
  | { kind: 'review'; request: SignatureRequest; own: Signature; busy: boolean }
  | {
      kind: 'stepUp';
      request: SignatureRequest;
      input: SignInput;
      swisscom: Swisscom;
      busy: boolean;
      problem?: StepUpProblem;
    };

export interface SignFlowOptions {
  /** Saves the signed documents ("download" on the success overlay). */
  onDownload?: (request: SignatureRequest) => Promise<void>;
  /** The signature was applied. */
  onSigned?: (request: SignatureRequest) => void;
  /** The signer left the success overlay (continue or close): e.g. the exit redirect starts. */
  onContinue?: (request: SignatureRequest) => void;
}

export function useSignFlow({ onDownload, onSigned, onContinue }: SignFlowOptions = {}): {
  start: (request: SignatureRequest) => void;
  /** The signer reaches for "Sign" (pointer, focus): the review's code starts loading. */
  preload: () => void;
  element: ReactNode;
} {
  const { t, i18n } = useTranslation('signing');
  const session = useCurrentSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const user = session.user;
  const ownSignature = (request: SignatureRequest) => {
    const email = user?.email.toLowerCase();
    return request.signatures.find((s) => s.accountEmail?.toLowerCase() === email);
  };
  const fullName = `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() || user?.email || '';

  const refresh = (requestId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetSignatureRequestQueryKey(requestId) }),
      queryClient.invalidateQueries({ queryKey: getListSignatureRequestEventsQueryKey(requestId) }),
      queryClient.invalidateQueries({ queryKey: getListSignatureRequestsQueryKey().slice(0, 1) }),
      // free_signatures_remaining goes down with each signature.
      queryClient.invalidateQueries({ queryKey: getGetUserQueryKey() }),
    ]);

  const exhausted = () =>
    void exhaustedSignaturesOverlay.open(undefined, {
      onAnswer: () => {
        void navigate({ to: '/upgrade' });
        return OVERLAY_COMPLETE;
      },
    });

  const askTan = (request: SignatureRequest, input: SignInput) => {
    closeOverlay();
    void tanEntryDialog.open(
      { onResend: () => void run(request, { ...input, tan: undefined }) },
      {
        onAnswer: ({ tan }) => {
          closeDialog();
          void run(request, { ...input, tan });
        },
      },
    );
  };

  // Part 11 (regulated records: a part11 request, or any signature of a member of a business
  // with Part 11 on): the signer states name and reason (the p11_signing_name and
  // p11_signing_reason attributes by default) and re-enters the password.
  const askPart11 = (request: SignatureRequest, input: SignInput) =>
    void part11VerificationOverlay.open(
      {
        signingName: input.part11?.signingName ?? user?.attributes?.p11SigningName?.[0],
        signingReason: input.part11?.signingReason ?? user?.attributes?.p11SigningReason?.[0],
      },
      { onAnswer: (part11) => void run(request, { ...input, part11 }) },
    );

  const succeeded = (request: SignatureRequest) => {
    onSigned?.(request);
    void signingSuccessOverlay.open(
      { count: 1 },
      {
        onAnswer: async (action) => {
          if (action === 'download' && onDownload) {
            await onDownload(request);
            return undefined;
          }
          onContinue?.(request);
          return OVERLAY_COMPLETE;
        },
        onClose: () => onContinue?.(request),
      },
    );
  };

  const show = (request: SignatureRequest, outcome: SignOutcome, input: SignInput) => {
    const retry = () => {
      if (input.part11) askPart11(request, input);
      else void run(request, input);
    };
    switch (outcome.kind) {
      case 'signed':
        return succeeded(request);
      case 'locked':
        return void signingLockedOverlay.open(undefined, { onAnswer: retry });
      case 'tanRequired':
        return askTan(request, input);
      case 'tanInvalid':
        return void tanInvalidOverlay.open(
          { attemptsLeft: outcome.attemptsLeft },
          { onAnswer: () => askTan(request, input) },
        );
      case 'tanExpired':
        return void tanExpiredOverlay.open(undefined, {
          onAnswer: () => void run(request, { ...input, tan: undefined }),
        });
      case 'tanLocked':
        return void tanLockedOverlay.open();
      case 'exhausted':
        return exhausted();
      case 'part11Required':
        // The business has Part 11 on: only the server knows (its settings are the admins').
        closeOverlay();
        return askPart11(request, input);
      default:
        return void signingFailureOverlay.open(
          {
            // The catalogue's translated text of the code (e.g. an unconfirmed e-mail), else
            // the server's detail.
            detail:
              outcome.code || outcome.detail
                ? problemMessage({ code: outcome.code, detail: outcome.detail }, i18n.t)
                : undefined,
          },
          { onAnswer: retry },
        );
    }
  };

  async function run(request: SignatureRequest, input: SignInput = {}): Promise<void> {
    void signingOverlay.open({ count: 1 });
    // A qualified signature may answer with a step-up: its form loads beside the call.
    if ((input.level?.quality ?? ownSignature(request)?.quality) === 'qes')
      LazyStepUpForm.preload();
    let outcome: SignOutcome;
    const { tan, part11, placements, level, seal } = input;
    try {
      const { signSignatureRequests } = await signingCalls.load();
      const answer = await signSignatureRequests({
        signatureRequests: [
          {
            id: request.id,
            ...(placements ? { documentSignatures: placements } : {}),
            ...level,
            ...(part11
              ? { signingName: part11.signingName, signingReason: part11.signingReason }
              : {}),
          },
        ],
        language: signLanguage(i18n.language),
        ...(tan ? { tan } : {}),
        ...(part11 ? { password: part11.password } : {}),
        ...(seal ? { sealAccountName: seal } : {}),
      });
      const entry = answer.data.results.find((result) => result.id === request.id);
      if (entry?.status === 'STEP_UP_REQUIRED' && entry.swisscom) {
        closeOverlay();
        setStage({ kind: 'stepUp', request, input, swisscom: entry.swisscom, busy: false });
        return;
      }
      outcome = resultOutcome(entry);
    } catch (error) {
      outcome = errorOutcome(error);
    }
    await refresh(request.id).catch(() => undefined);
    show(request, outcome, input);
  }

  async function proceed(
    request: SignatureRequest,
    current: Extract<Stage, { kind: 'stepUp' }>,
    pwdotp: { password: string; otp: string },
  ) {
    setStage({ ...current, busy: true, problem: undefined });
    let entry: SignResultResultsItem | undefined;
    try {
      const { proceedSwisscomSignature } = await signingCalls.load();
      const answer = await proceedSwisscomSignature(current.swisscom.requestId, { pwdotp });
      entry = answer.data.results.find((result) => result.id === request.id);
    } catch (error) {
      const problem =
        error instanceof ApiError
          ? stepUpProblem(error.status, error.problem?.code, error.problem?.detail)
          : stepUpProblem(undefined, undefined, undefined);
      setStage({ ...current, busy: false, problem });
      return;
    }
    setStage({ kind: 'idle' });
    await refresh(request.id).catch(() => undefined);
    show(request, resultOutcome(entry), current.input);
  }

  /** The visual signature adopted in the step (a new one is kept: keep-adopted.ts). */
  async function visualSignatureId(
    adopted: AdoptedSignature,
    signed: Pick<Signature, 'quality' | 'legislation'>,
  ): Promise<string> {
    if (adopted.kind === 'saved') return adopted.id;
    const calls = await visualSignatureCalls.load();
    const id = await keepAdopted(adopted, signed, {
      alias: t('adopt.alias'),
      name: fullName,
      calls,
    });
    await queryClient.invalidateQueries({ queryKey: calls.getListVisualSignaturesQueryKey() });
    return id;
  }

  async function confirm(request: SignatureRequest, own: Signature, decision: StepDecision) {
    const { adopted, level: option, seal } = decision;
    if (seal || !adopted) {
      // A seal: the sender's fields, the seal's image as the appearance.
      setStage({ kind: 'idle' });
      await run(request, { seal });
      return;
    }
    setStage({ kind: 'review', request, own, busy: true });
    const signedAt = option ?? { quality: own.quality, legislation: own.legislation ?? null };
    let id: string;
    try {
      id = await visualSignatureId(adopted, signedAt);
    } catch (error) {
      setStage({ kind: 'review', request, own, busy: false });
      // The catalogue's text of a known refusal (e.g. too many visual signatures), else ours.
      const message =
        error instanceof ApiError && error.problem?.code
          ? problemMessage(error.problem, i18n.t)
          : t('review.visualFailed');
      showSnackbar({ message, color: 'error' });
      return;
    }
    setStage({ kind: 'idle' });
    const { levelChoice, signPlacements } = await reviewModel.load();
    const input: SignInput = {
      placements: signPlacements(own, id),
      level: levelChoice(own, option),
    };
    if (own.quality === 'part11') askPart11(request, input);
    else await run(request, input);
  }

  const start = (request: SignatureRequest): void => {
    if (!canSign(session.role, user?.attributes)) {
      exhausted();
      return;
    }
    const own = ownSignature(request);
    if (!own) return;
    preloadSigning();
    setStage({ kind: 'review', request, own, busy: false });
  };

  let element: ReactNode = null;
  if (stage.kind === 'review') {
    element = (
      <LazySigningStep
        request={stage.request}
        own={stage.own}
        defaultName={fullName}
        busy={stage.busy}
        onCancel={() => setStage({ kind: 'idle' })}
        onSign={(decision) => void confirm(stage.request, stage.own, decision)}
      />
    );
  } else if (stage.kind === 'stepUp') {
    const current = stage;
    element = (
      <LazyStepUpForm
        key={current.swisscom.expiresAt}
        mobileHint={current.swisscom.mobileHint}
        expiresAt={current.swisscom.expiresAt}
        busy={current.busy}
        problem={current.problem}
        onSubmit={(pwdotp) => void proceed(current.request, current, pwdotp)}
        onNewCode={() => {
          setStage({ kind: 'idle' });
          void run(current.request, current.input);
        }}
        onCancel={() => setStage({ kind: 'idle' })}
      />
    );
  }
  return { start, preload: preloadSigning, element };
}

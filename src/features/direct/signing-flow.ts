// The direct signer's signing once the signing step was confirmed (the signature adopted there
// goes with the sign call), step by step through the shell's dialogs and overlays:
//   TAN (when asked): POST /v1/direct/tan/resend → tan-entry dialog → POST /v1/direct/tan/check
//   → signing overlay → POST /v3/direct/sign (with the tan) → signing-success or a failure overlay;
//   a qualified signature's STEP_UP_REQUIRED → the step-up form (onStepUp) → proceed.
// Problem codes tan_invalid / tan_expired / tan_locked become the overlays of the same names
// (v1_direct_tan_check.yaml); a locked request the signing-locked overlay; anything else
// signing-failure with the server's detail. Kept apart from React so each step is testable.
import {
  checkDirectTan,
  resendDirectTan,
  signDirectSignatureRequest,
} from '@generated/api/direct/direct';
import type { Language } from '@generated/model/language';
import type { SignResult } from '@generated/model/signResult';
import { closeOverlay, OVERLAY_COMPLETE } from '@/components/shell/overlays/overlay-store';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { ApiError } from '@/lib/api-client';
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
import { asksForTan, attemptsLeft, tanOverlayFor, type TanOverlay } from './tan-rule';

export interface SigningFlowOptions {
  requestId: string;
  language: Language;
  tanRequired: boolean;
  /** The signature adopted in the signing step (base64 PNG/JPEG), drawn in the fields. */
  signatureImage?: string;
  /** Where the TAN goes, shown until the server names it (masked) in the resend answer. */
  mobile?: string;
  /** Texts of the `direct` namespace (already bound to the current language). */
  t: (key: string) => string;
  onSigned: (result: SignResult) => void;
  /** The signer left the success overlay (continue or close). */
  onContinue: () => void;
  /** The signer gave up after a failure (docs/product.md#validation: the error URL applies). */
  onGaveUp: () => void;
  onDownload: () => Promise<void>;
  /**
   * A qualified signature answered STEP_UP_REQUIRED: the caller shows the step-up form and
   * finishes it with POST /v3/direct/swisscom/proceed/{id} (`finish` shows its outcome, `again`
   * signs again for a new code).
   */
  onStepUp?: (
    swisscom: NonNullable<Entry['swisscom']>,
    handlers: { finish: (result: SignResult) => void; again: () => void },
  ) => void;
}

type Entry = SignResult['results'][number];

const isLocked = (code: string | undefined) => !!code && code !== 'tan_locked' && /lock/.test(code);

function problemOf(error: unknown): { code?: string; detail?: string } {
  if (error instanceof ApiError) return { code: error.problem?.code, detail: error.message };
  return { detail: error instanceof Error ? error.message : undefined };
}

/**
 * What the failure overlay says (problemMessage: the catalogue's text for a known code, else the
 * server's); nothing when the failure came without a word, so the overlay's own text stands.
 */
function overlayDetail(
  problem: { code?: string | null; detail?: string | null } | undefined,
  t: (key: string) => string,
): string | undefined {
  return problem?.code || problem?.detail ? problemMessage(problem, t) : undefined;
}

export function createSigningFlow(options: SigningFlowOptions) {
  const { requestId, language, t } = options;

  const failure = (detail?: string) =>
    void signingFailureOverlay.open(
      { detail },
      {
        onAnswer: () => {
          void start();
          return OVERLAY_COMPLETE;
        },
        onClose: options.onGaveUp,
      },
    );

  const locked = () =>
    void signingLockedOverlay.open(undefined, {
      onAnswer: () => {
        void start();
        return OVERLAY_COMPLETE;
      },
      onClose: options.onGaveUp,
    });

  function tanProblem(overlay: TanOverlay, error: unknown, sentTo: string | undefined) {
    if (overlay === 'tan-invalid') {
      void tanInvalidOverlay.open(
        { attemptsLeft: attemptsLeft(error) },
        {
          onAnswer: () => {
            enterTan(sentTo);
            return OVERLAY_COMPLETE;
          },
        },
      );
    } else if (overlay === 'tan-expired') {
      void tanExpiredOverlay.open(undefined, {
        onAnswer: () => {
          void askTan();
          return OVERLAY_COMPLETE;
        },
      });
    } else {
      void tanLockedOverlay.open(undefined, { onClose: options.onGaveUp });
    }
  }

  async function resend(): Promise<string | undefined> {
    try {
      const answer = await resendDirectTan();
      return answer.data.sentTo;
    } catch (error) {
      // 429: a TAN went out a moment ago (resendAvailableAt) and is still good.
      if (error instanceof ApiError && error.status === 429) return options.mobile;
      throw error;
    }
  }

  function enterTan(sentTo: string | undefined) {
    void tanEntryDialog.open(
      {
        mobile: sentTo,
        onResend: () =>
          void resend().then(
            () => showSnackbar({ message: t('tan.resent'), color: 'success' }),
            () => showSnackbar({ message: t('tan.resendFailed'), color: 'error' }),
          ),
      },
      {
        onAnswer: async ({ tan }) => {
          try {
            await checkDirectTan({ tan });
          } catch (error) {
            const overlay = tanOverlayFor(error);
            if (!overlay) throw error; // stays in the dialog with its error line
            tanProblem(overlay, error, sentTo);
            return;
          }
          void sign(tan);
        },
      },
    );
  }

  async function askTan() {
    let sentTo: string | undefined;
    try {
      sentTo = await resend();
    } catch (error) {
      const overlay = tanOverlayFor(error);
      if (overlay) tanProblem(overlay, error, options.mobile);
      else failure(overlayDetail(problemOf(error), t));
      return;
    }
    enterTan(sentTo ?? options.mobile);
  }

  function outcome(entry: Entry | undefined, result: SignResult) {
    if (entry?.status === 'SIGNED') {
      options.onSigned(result);
      void signingSuccessOverlay.open(
        { count: 1 },
        {
          onAnswer: async (action) => {
            if (action === 'download') return options.onDownload();
            options.onContinue();
            return OVERLAY_COMPLETE;
          },
          onClose: options.onContinue,
        },
      );
    } else if (entry?.status === 'STEP_UP_REQUIRED' && entry.swisscom && options.onStepUp) {
      closeOverlay();
      options.onStepUp(entry.swisscom, {
        finish: (next) =>
          outcome(
            next.results.find((e) => e.id === requestId),
            next,
          ),
        again: () => void sign(lastTan),
      });
    } else if (entry?.status === 'STEP_UP_REQUIRED') {
      failure(t('sign.stepUp'));
    } else if (isLocked(entry?.error?.code)) {
      locked();
    } else {
      failure(overlayDetail(entry?.error ?? undefined, t));
    }
  }

  let lastTan: string | undefined;

  async function sign(tan?: string) {
    lastTan = tan;
    void signingOverlay.open({ count: 1 });
    let result: SignResult;
    try {
      const answer = await signDirectSignatureRequest({
        signatureRequests: [{ id: requestId }],
        language,
        ...(tan ? { tan } : {}),
        ...(options.signatureImage ? { signatureImage: options.signatureImage } : {}),
      });
      result = answer.data;
    } catch (error) {
      const overlay = tanOverlayFor(error);
      const problem = problemOf(error);
      // Signed without a TAN but the server wants one: ask for it now.
      if (asksForTan(error, !!tan)) await askTan();
      else if (overlay) tanProblem(overlay, error, options.mobile);
      else if (isLocked(problem.code)) locked();
      else failure(overlayDetail(problem, t));
      return;
    }
    outcome(
      result.results.find((entry) => entry.id === requestId),
      result,
    );
  }

  function start(): Promise<void> {
    return options.tanRequired ? askTan() : sign();
  }

  return { start };
}

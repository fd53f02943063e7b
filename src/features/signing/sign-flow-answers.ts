// The overlays that answer a signing attempt (docs/product.md#screens): success, or the one that
// names what went wrong (locked, TAN needed / invalid / expired / locked, exhausted, failure),
// and the questions a second attempt needs answered first (the TAN, the Part 11 details). Each
// answer that tries again hands the attempt back to the flow's `run`.
import type { SignatureRequest } from '@generated/model/signatureRequest';
import type { User } from '@generated/model/user';
import { closeDialog } from '@/components/shell/dialogs/dialog-store';
import { closeOverlay, OVERLAY_COMPLETE } from '@/components/shell/overlays/overlay-store';
import { tanEntryDialog } from '@/components/signing/dialogs';
import {
  signingFailureOverlay,
  signingLockedOverlay,
  signingSuccessOverlay,
  tanExpiredOverlay,
  tanInvalidOverlay,
  tanLockedOverlay,
} from '@/components/signing/overlays';
import { problemMessage } from '@/lib/problem-messages';
import { exhaustedSignaturesOverlay, part11VerificationOverlay } from './overlays';
import type { SignInput } from './sign-flow-stage';
import type { SignOutcome } from './sign-outcome';

export interface SignFlowOptions {
  /** Saves the signed documents ("download" on the success overlay). */
  onDownload?: (request: SignatureRequest) => Promise<void>;
  /** The signature was applied. */
  onSigned?: (request: SignatureRequest) => void;
  /** The signer left the success overlay (continue or close): e.g. the exit redirect starts. */
  onContinue?: (request: SignatureRequest) => void;
}

export interface SignAnswersContext extends SignFlowOptions {
  user?: Pick<User, 'attributes'>;
  /** The interface's translation, for the catalogue's text of a problem. */
  t: Parameters<typeof problemMessage>[1];
  /** The free signatures are used up: the upgrade page. */
  toUpgrade: () => void;
  run: (request: SignatureRequest, input: SignInput) => Promise<void>;
}

export function signAnswers(context: SignAnswersContext) {
  const { user, run, onSigned, onDownload, onContinue } = context;

  const exhausted = () =>
    void exhaustedSignaturesOverlay.open(undefined, {
      onAnswer: () => {
        context.toUpgrade();
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
                ? problemMessage({ code: outcome.code, detail: outcome.detail }, context.t)
                : undefined,
          },
          { onAnswer: retry },
        );
    }
  };

  return { exhausted, askPart11, show };
}

// Signing a request the viewer has to sign (POST /v3/sign), with the overlays of seed 001 §2:
// first the free-signature rule ("A free user (neither member nor admin) needs
// free_signatures_remaining above 0"), then the persistent signing overlay, then success, or the
// overlay that names what went wrong (locked, TAN needed / invalid / expired / locked, failure).
import { getGetUserQueryKey } from '@generated/api/user/user';
import { signSignatureRequests } from '@generated/api/signing/signing';
import {
  getGetSignatureRequestQueryKey,
  getListSignatureRequestEventsQueryKey,
  getListSignatureRequestsQueryKey,
} from '@generated/api/signature-requests/signature-requests';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { closeDialog, openDialog } from '@/components/shell/dialogs/dialog-store';
import {
  closeOverlay,
  OVERLAY_COMPLETE,
  openOverlay,
} from '@/components/shell/overlays/overlay-store';
import { useCurrentSession } from '@/components/shell/use-current-session';
import { canSign } from '@/lib/navigation/free-plan';
import { errorOutcome, resultOutcome, type SignOutcome } from './sign-outcome';
import { signLanguage } from './sign-language';

/** What a second attempt needs again: the TAN, or the Part 11 signing data and password. */
interface SignInput {
  tan?: string;
  part11?: Part11Input;
}

interface Part11Input {
  signingName: string;
  signingReason: string;
  password: string;
}

export interface SignFlowOptions {
  /** Saves the signed documents ("download" on the success overlay). */
  onDownload?: (request: SignatureRequest) => Promise<void>;
}

export function useSignFlow({ onDownload }: SignFlowOptions = {}) {
  const { i18n } = useTranslation();
  const session = useCurrentSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const refresh = (requestId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetSignatureRequestQueryKey(requestId) }),
      queryClient.invalidateQueries({ queryKey: getListSignatureRequestEventsQueryKey(requestId) }),
      queryClient.invalidateQueries({ queryKey: getListSignatureRequestsQueryKey().slice(0, 1) }),
      // free_signatures_remaining goes down with each signature.
      queryClient.invalidateQueries({ queryKey: getGetUserQueryKey() }),
    ]);

  const exhausted = () =>
    openOverlay({
      name: 'exhausted-signatures',
      onAction: () => {
        void navigate({ to: '/upgrade' });
        return OVERLAY_COMPLETE;
      },
    });

  const askTan = (request: SignatureRequest) => {
    closeOverlay();
    openDialog({
      namespace: 'document',
      name: 'tan-entry',
      props: { onResend: () => void run(request) },
      onAction: (_action, payload) => {
        const { tan } = payload as { tan: string };
        closeDialog();
        void run(request, { tan });
      },
    });
  };

  // Part 11 (regulated records): the signer states name and reason and re-enters the password.
  const askPart11 = (request: SignatureRequest, before?: Part11Input) =>
    openOverlay({
      name: 'part11-verification',
      props: { signingName: before?.signingName, signingReason: before?.signingReason },
      onAction: (_action, payload) => void run(request, { part11: payload as Part11Input }),
    });

  const show = (request: SignatureRequest, outcome: SignOutcome, input: SignInput) => {
    const retry = () =>
      input.part11 ? askPart11(request, input.part11) : void run(request, input);
    switch (outcome.kind) {
      case 'signed':
        return openOverlay({
          name: 'signing-success',
          props: { count: 1 },
          onAction: async (action) => {
            if (action === 'download' && onDownload) {
              await onDownload(request);
              return undefined;
            }
            return OVERLAY_COMPLETE;
          },
        });
      case 'locked':
        return openOverlay({ name: 'signing-locked', onAction: retry });
      case 'tanRequired':
        return askTan(request);
      case 'tanInvalid':
        return openOverlay({
          name: 'tan-invalid',
          props: { attemptsLeft: outcome.attemptsLeft },
          onAction: () => askTan(request),
        });
      case 'tanExpired':
        return openOverlay({ name: 'tan-expired', onAction: () => void run(request) });
      case 'tanLocked':
        return openOverlay({ name: 'tan-locked' });
      case 'exhausted':
        return exhausted();
      default:
        return openOverlay({
          name: 'signing-failure',
          props: { detail: outcome.detail },
          onAction: retry,
        });
    }
  };

  async function run(request: SignatureRequest, input: SignInput = {}): Promise<SignOutcome> {
    openOverlay({ name: 'signing', props: { count: 1 } });
    let outcome: SignOutcome;
    const { tan, part11 } = input;
    try {
      const answer = await signSignatureRequests({
        signatureRequests: [
          part11
            ? {
                id: request.id,
                signingName: part11.signingName,
                signingReason: part11.signingReason,
              }
            : { id: request.id },
        ],
        language: signLanguage(i18n.language),
        ...(tan ? { tan } : {}),
        ...(part11 ? { password: part11.password } : {}),
      });
      outcome = resultOutcome(answer.data.results.find((result) => result.id === request.id));
    } catch (error) {
      outcome = errorOutcome(error);
    }
    await refresh(request.id).catch(() => undefined);
    show(request, outcome, input);
    return outcome;
  }

  return (request: SignatureRequest): void => {
    if (!canSign(session.role, session.user?.attributes)) {
      exhausted();
      return;
    }
    const email = session.user?.email.toLowerCase();
    const own = request.signatures.find((s) => s.accountEmail?.toLowerCase() === email);
    if (own?.quality === 'part11') askPart11(request);
    else void run(request);
  };
}

// What the signing flow shows of its own, by where it stands: the signing step, or the step-up
// form of a qualified signature (the trust-service password and the one-time code). The
// overlays of the answers show themselves.
import type { Signature } from '@generated/model/signature';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import type { StepDecision } from '@/components/signing/step/signing-step';
import { LazyStepUpForm } from '@/components/signing/lazy-step-up-form';
import { LazySigningStep } from './lazy-signing-step';
import type { SignFlowStage, StepUpStage } from './sign-flow-stage';

export interface SignFlowViewProps {
  stage: SignFlowStage;
  /** The signer's name, for a typed signature. */
  defaultName: string;
  onCancel: () => void;
  onSign: (request: SignatureRequest, own: Signature, decision: StepDecision) => void;
  onProceed: (current: StepUpStage, pwdotp: { password: string; otp: string }) => void;
  /** The code expired or never came: the signature is asked again. */
  onNewCode: (current: StepUpStage) => void;
}

export function SignFlowView({
  stage,
  defaultName,
  onCancel,
  onSign,
  onProceed,
  onNewCode,
}: SignFlowViewProps) {
  if (stage.kind === 'review') {
    return (
      <LazySigningStep
        request={stage.request}
        own={stage.own}
        defaultName={defaultName}
        busy={stage.busy}
        onCancel={onCancel}
        onSign={(decision) => onSign(stage.request, stage.own, decision)}
      />
    );
  }
  if (stage.kind === 'stepUp') {
    return (
      <LazyStepUpForm
        key={stage.swisscom.expiresAt}
        mobileHint={stage.swisscom.mobileHint}
        expiresAt={stage.swisscom.expiresAt}
        busy={stage.busy}
        problem={stage.problem}
        onSubmit={(pwdotp) => onProceed(stage, pwdotp)}
        onNewCode={() => onNewCode(stage)}
        onCancel={onCancel}
      />
    );
  }
  return null;
}

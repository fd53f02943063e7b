// Where the signing flow stands, kept apart from React: nothing open, the signing step (busy
// while a new visual signature is kept), or the step-up form of a qualified signature (busy
// while the code is checked, with the problem of a refused code), as a reducer; and the sign
// call's body made from what a (second) attempt needs.
import type { Signature } from '@generated/model/signature';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import type { SignRequest } from '@generated/model/signRequest';
import type { SignRequestItem } from '@generated/model/signRequestItem';
import type { SignResultResultsItem } from '@generated/model/signResultResultsItem';
import type { User } from '@generated/model/user';
import type { StepUpProblem } from '@/components/signing/step-up-problem';

type Placements = SignRequestItem['documentSignatures'];

/** What a second attempt needs again: placements, chosen level, TAN, or the Part 11 details. */
export interface SignInput {
  placements?: Placements;
  level?: Pick<SignRequestItem, 'quality' | 'legislation'>;
  /** The business seal to apply (a request asking the signer for a seal). */
  seal?: string;
  tan?: string;
  part11?: Part11Input;
}

export interface Part11Input {
  signingName: string;
  signingReason: string;
  password: string;
}

export type Swisscom = NonNullable<SignResultResultsItem['swisscom']>;

export type SignFlowStage =
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

export type StepUpStage = Extract<SignFlowStage, { kind: 'stepUp' }>;

export type SignFlowAction =
  | { type: 'close' }
  | { type: 'review'; request: SignatureRequest; own: Signature; busy: boolean }
  | { type: 'stepUp'; request: SignatureRequest; input: SignInput; swisscom: Swisscom }
  /** The one-time code went to the trust service. */
  | { type: 'proceeding' }
  /** The trust service refused the code: the form stays, naming why. */
  | { type: 'stepUpRefused'; problem: StepUpProblem };

export const idleStage: SignFlowStage = { kind: 'idle' };

export function signFlowReducer(stage: SignFlowStage, action: SignFlowAction): SignFlowStage {
  switch (action.type) {
    case 'close':
      return idleStage;
    case 'review':
      return { kind: 'review', request: action.request, own: action.own, busy: action.busy };
    case 'stepUp':
      return {
        kind: 'stepUp',
        request: action.request,
        input: action.input,
        swisscom: action.swisscom,
        busy: false,
      };
    case 'proceeding':
      return stage.kind === 'stepUp' ? { ...stage, busy: true, problem: undefined } : stage;
    case 'stepUpRefused':
      return stage.kind === 'stepUp' ? { ...stage, busy: false, problem: action.problem } : stage;
  }
}

/** The body of POST /v3/sign for one request and what the attempt carries. */
export function signBody(
  request: Pick<SignatureRequest, 'id'>,
  input: SignInput,
  language: SignRequest['language'],
): SignRequest {
  const { tan, part11, placements, level, seal } = input;
  return {
    signatureRequests: [
      {
        id: request.id,
        ...(placements ? { documentSignatures: placements } : {}),
        ...level,
        ...(part11 ? { signingName: part11.signingName, signingReason: part11.signingReason } : {}),
      },
    ],
    language,
    ...(tan ? { tan } : {}),
    ...(part11 ? { password: part11.password } : {}),
    ...(seal ? { sealAccountName: seal } : {}),
  };
}

type Signer = Pick<User, 'email' | 'firstName' | 'lastName'> | null | undefined;

/** The viewer's own signature in the request, by the account's e-mail. */
export function ownSignature(
  request: Pick<SignatureRequest, 'signatures'>,
  user: Pick<User, 'email'> | null | undefined,
) {
  const email = user?.email.toLowerCase();
  return request.signatures.find((s) => s.accountEmail?.toLowerCase() === email);
}

/** The name a typed signature starts with: first and last name, else the e-mail. */
export const signerName = (user: Signer) =>
  `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() || user?.email || '';

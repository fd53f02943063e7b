// The rules of the account fields a user gives or changes: e-mail normalisation and usernames,
// the names (blank, fixed by an identification), the profile of PUT /v1/user, the terms of
// POST /v1/user/accept, the password that confirms an action, the lifetime of a referral token
// and the search pattern of the e-mail autocomplete. Pure: they answer values or throw domain
// errors; the operations read and write through ../store.ts.
import { addSeconds } from '../../../clock.ts';
import { invalidInput, ruleViolated, type FieldError } from '../../../domain-errors.ts';
import type { Schemas } from '../../handler.ts';
import { flag, trimmedMobiles, withAttributes, type StoredAttributes } from './attributes.ts';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A username from the e-mail's local part ("Anna.Meier+x@…" → "anna.meier"); `n` adds "-n". */
export function usernameFor(email: string, n = 1): string {
  const local = normalizeEmail(email).split('@')[0].split('+')[0];
  const base =
    local
      .replace(/[^a-z0-9._-]+/g, '')
      .replace(/^[._-]+|[._-]+$/g, '')
      .slice(0, 60) || 'user';
  return n > 1 ? `${base}-${n}` : base;
}

export interface PersonNames {
  firstName: string;
  lastName: string;
}

/**
 * The trimmed names of a PUT /v1/user or /v1/direct/user body: 400 when blank, 422 when a name
 * fixed by an identification (immutable_eid_fields) would change. `extra` are further 422
 * errors of the caller's own rules, reported together. docs/product.md#calls-auth-user "user or attributes": a body
 * without names keeps the current ones (only the names sent are checked).
 */
export function checkedNames(
  body: Partial<PersonNames>,
  current: PersonNames,
  attributes: StoredAttributes,
  extra: FieldError[] = [],
): PersonNames {
  const names = {
    firstName: body.firstName?.trim() ?? current.firstName,
    lastName: body.lastName?.trim() ?? current.lastName,
  };
  const fields = (['firstName', 'lastName'] as const).filter((field) => body[field] !== undefined);
  const blank = fields.filter((field) => !names[field]);
  if (blank.length) {
    throw invalidInput(
      'The names must not be blank.',
      blank.map((field) => ({
        pointer: `/body/${field}`,
        detail: 'must not be blank',
        code: 'blank',
      })),
    );
  }
  const immutable = attributes.immutable_eid_fields ?? [];
  const errors: FieldError[] = [
    ...fields
      .filter((field) => immutable.includes(field) && names[field] !== current[field])
      .map((field) => ({
        pointer: `/body/${field}`,
        detail: 'fixed by an identification',
        code: 'immutable_field',
      })),
    ...extra,
  ];
  if (errors.length) {
    throw ruleViolated(
      errors.map((e) => `${e.pointer.replace('/body/', '')}: ${e.detail}`).join('; '),
      errors[0].code,
      errors,
    );
  }
  return names;
}

export interface Profile extends PersonNames {
  attributes: StoredAttributes;
}

/**
 * The names and attributes after a PUT /v1/user (an empty list removes an attribute, mobile
 * numbers are trimmed). `it` is a language of direct signing only (docs/product.md#overview "it is not
 * selectable and applies only to direct signing"): 422 here, with the name rules of checkedNames.
 */
export function updatedProfile(
  body: Pick<Schemas['UserUpdate'], 'firstName' | 'lastName' | 'attributes'>,
  current: PersonNames,
  attributes: StoredAttributes,
): Profile {
  const names = checkedNames(
    body,
    current,
    attributes,
    body.attributes?.lang?.includes('it')
      ? [
          {
            pointer: '/body/attributes/lang/0',
            detail: 'Italian applies only to direct signing',
            code: 'language_not_selectable',
          },
        ]
      : [],
  );
  const changes: Record<string, string[] | undefined> = { ...body.attributes };
  if (changes.mobile) changes.mobile = trimmedMobiles(changes.mobile);
  return { ...names, attributes: withAttributes(attributes, changes) };
}

type Acceptance = Schemas['AcceptTermsRequest'];

/** 422 nothing_accepted when no flag of POST /v1/user/accept is true. */
export function assertSomethingAccepted(body: Acceptance): void {
  if (!body.business_invite && !body.gtc && !body.tou_swisscom) {
    throw ruleViolated('Accept at least one item.', 'nothing_accepted');
  }
}

/**
 * The attribute changes of POST /v1/user/accept: each true flag accepts its item (gtc →
 * accepted_gtc, tou_swisscom → accepted_tou_swisscom, business_invite →
 * accepted_business_invite); false leaves it unchanged. business_invite needs an invitation to
 * accept (`invitationPending`: the members area joined the user to the business that invited
 * them, or the user is a member who has not accepted yet); without one: 422.
 */
export function acceptedTerms(
  body: Acceptance,
  invitationPending = false,
): Record<string, string[] | undefined> {
  assertSomethingAccepted(body);
  if (body.business_invite && !invitationPending) {
    const detail = 'There is no pending business invitation.';
    throw ruleViolated(detail, 'no_pending_invitation', [
      { pointer: '/body/business_invite', detail, code: 'no_pending_invitation' },
    ]);
  }
  // The downgrade dialog (removed from a business, or its business deleted) ends with accepting
  // the terms (docs/product.md#states-login-dialogs): the notice has then been seen.
  const downgradeSeen = body.gtc
    ? { removed_from_business: undefined, business_deleted: undefined }
    : {};
  return {
    ...downgradeSeen,
    ...(body.gtc ? { accepted_gtc: flag(true) } : {}),
    ...(body.tou_swisscom ? { accepted_tou_swisscom: flag(true) } : {}),
    ...(body.business_invite ? { accepted_business_invite: flag(true) } : {}),
  };
}

/** 422 wrong_password at `pointer` when the password that confirms an action does not match. */
export function assertPasswordConfirms(matches: boolean, pointer: string, detail: string): void {
  if (!matches) {
    throw ruleViolated(detail, 'wrong_password', [{ pointer, detail, code: 'wrong_password' }]);
  }
}

/** A referral token (POST /v1/user/cello) is valid this long; one per user. */
export const REFERRAL_TOKEN_HOURS = 24;

export const referralTokenExpiry = (now: Date) => addSeconds(now, REFERRAL_TOKEN_HOURS * 3600);

/** The e-mail autocomplete answers at most this many contacts. */
export const MAX_SUGGESTIONS = 20;

/** A LIKE pattern that matches `input` literally anywhere (escape character: backslash). */
export const containsPattern = (input: string) =>
  `%${input.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

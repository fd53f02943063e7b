// The error-code catalogue of the contract (openapi/README.md "Error codes"): the locale key the
// app shows for each Problem `code`. Clients must accept codes they do not know (the contract keeps
// `code` an open string): those show the server's own detail, or `errors:problem.unknown`.
// tests/contract/error-codes.test.ts keeps this map, the catalogue and the server's codes in step.
import type { TFunction } from 'i18next';

export const PROBLEM_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  validation_failed: 'errors:problem.validation_failed',
  bad_request: 'errors:problem.bad_request',
  unauthorized: 'errors:problem.unauthorized',
  forbidden: 'errors:problem.forbidden',
  seal_not_member: 'errors:problem.seal_not_member',
  business_admin_required: 'errors:problem.business_admin_required',
  invitation_email_mismatch: 'errors:problem.invitation_email_mismatch',
  already_in_business: 'errors:problem.already_in_business',
  already_member: 'errors:problem.already_member',
  last_admin: 'errors:problem.last_admin',
  not_a_business_member: 'errors:problem.not_a_business_member',
  domain_taken: 'errors:problem.domain_taken',
  business_deletion_requested: 'errors:problem.business_deletion_requested',
  business_deletion_not_requested: 'errors:problem.business_deletion_not_requested',
  business_not_trialing: 'errors:problem.business_not_trialing',
  seal_name_taken: 'errors:problem.seal_name_taken',
  seal_not_requested: 'errors:problem.seal_not_requested',
  plan_not_available: 'errors:problem.plan_not_available',
  seats_out_of_range: 'errors:problem.seats_out_of_range',
  seats_below_used: 'errors:problem.seats_below_used',
  subscription_unchanged: 'errors:problem.subscription_unchanged',
  currency_change_not_allowed: 'errors:problem.currency_change_not_allowed',
  seats_unchanged: 'errors:problem.seats_unchanged',
  promo_code_invalid: 'errors:problem.promo_code_invalid',
  referral_code_invalid: 'errors:problem.referral_code_invalid',
  payment_method_required: 'errors:problem.payment_method_required',
  payment_declined: 'errors:problem.payment_declined',
  no_paid_subscription: 'errors:problem.no_paid_subscription',
  stale_seats_preview: 'errors:problem.stale_seats_preview',
  subscription_not_cancellable: 'errors:problem.subscription_not_cancellable',
  subscription_not_cancelling: 'errors:problem.subscription_not_cancelling',
  manually_invoiced: 'errors:problem.manually_invoiced',
  setup_intent_not_succeeded: 'errors:problem.setup_intent_not_succeeded',
  not_stripe_customer: 'errors:problem.not_stripe_customer',
  not_chargebee_customer: 'errors:problem.not_chargebee_customer',
  chargebee_unavailable: 'errors:problem.chargebee_unavailable',
  no_seats_available: 'errors:problem.no_seats_available',
  webhook_url_not_allowed: 'errors:problem.webhook_url_not_allowed',
  webhook_limit_reached: 'errors:problem.webhook_limit_reached',
  webhook_disabled: 'errors:problem.webhook_disabled',
  webhook_signature_invalid: 'errors:problem.webhook_signature_invalid',
  not_found: 'errors:problem.not_found',
  conflict: 'errors:problem.conflict',
  invalid_transition: 'errors:problem.invalid_transition',
  already_claimed: 'direct:sendto.failed',
  already_identified: 'errors:problem.already_identified',
  already_signed: 'errors:problem.already_signed',
  document_in_request: 'errors:problem.document_in_request',
  email_already_confirmed: 'signup-confirm:resend.alreadyConfirmed',
  email_taken: 'errors:problem.email_taken',
  identification_ongoing: 'errors:problem.identification_ongoing',
  identification_succeeded: 'errors:problem.identification_succeeded',
  mobile_missing: 'errors:problem.mobile_missing',
  no_signature_pending: 'errors:problem.no_signature_pending',
  no_step_up: 'errors:problem.no_step_up',
  not_a_signer: 'errors:problem.not_a_signer',
  request_locked: 'overlays:signing-locked.text',
  tan_locked: 'overlays:tan-locked.text',
  tan_not_needed: 'errors:problem.tan_not_needed',
  payload_too_large: 'errors:problem.payload_too_large',
  unsupported_media_type: 'errors:problem.unsupported_media_type',
  malformed_multipart: 'errors:problem.malformed_multipart',
  bad_url: 'errors:problem.bad_url',
  request_timeout: 'errors:problem.request_timeout',
  lock_lost: 'errors:problem.lock_lost',
  document_changed: 'errors:problem.document_changed',
  headers_too_large: 'errors:problem.headers_too_large',
  pdf_too_many_pages: 'errors:problem.pdf_too_many_pages',
  pdf_too_complex: 'errors:problem.pdf_too_complex',
  pdf_decompression_bomb: 'errors:problem.pdf_decompression_bomb',
  pdf_reference_loop: 'errors:problem.pdf_reference_loop',
  pdf_empty_page: 'errors:problem.pdf_empty_page',
  pdf_page_too_large: 'errors:problem.pdf_page_too_large',
  pdf_javascript: 'errors:problem.pdf_javascript',
  pdf_launch_action: 'errors:problem.pdf_launch_action',
  pdf_executable_attachment: 'errors:problem.pdf_executable_attachment',
  unprocessable: 'errors:problem.unprocessable',
  blank_name: 'errors:problem.blank_name',
  too_short: 'errors:problem.too_short',
  too_long: 'errors:problem.too_long',
  too_common: 'errors:problem.too_common',
  contains_email: 'errors:problem.contains_email',
  contains_name: 'errors:problem.contains_name',
  too_simple: 'errors:problem.too_simple',
  wrong_password: 'errors:problem.wrong_password',
  invalid_token: 'errors:problem.invalid_token',
  token_expired: 'errors:problem.token_expired',
  secret_expired: 'errors:problem.secret_expired',
  wrong_secret: 'errors:problem.wrong_secret',
  identity_provider_unavailable: 'errors:problem.identity_provider_unavailable',
  identity_provider_unreachable: 'errors:problem.identity_provider_unreachable',
  domain_not_verified: 'errors:problem.domain_not_verified',
  nothing_accepted: 'errors:problem.nothing_accepted',
  no_pending_invitation: 'errors:problem.no_pending_invitation',
  immutable_field: 'errors:problem.immutable_field',
  language_not_selectable: 'errors:problem.language_not_selectable',
  quality_not_available: 'errors:problem.quality_not_available',
  email_unverified: 'errors:problem.email_unverified',
  placement_overlap: 'errors:problem.placement_overlap',
  placement_ratio: 'errors:problem.placement_ratio',
  legislation_not_available: 'errors:problem.legislation_not_available',
  quality_unavailable: 'errors:problem.quality_unavailable',
  quality_not_choosable: 'errors:problem.quality_not_choosable',
  no_free_signatures: 'overlays:exhausted-signatures.text',
  too_many_visual_signatures: 'errors:problem.too_many_visual_signatures',
  pdf_encrypted: 'documents:upload.errors.encrypted',
  pdf_no_pages: 'documents:upload.errors.empty',
  pdf_broken: 'documents:upload.errors.broken',
  request_incomplete: 'errors:problem.request_incomplete',
  unknown_document: 'errors:problem.unknown_document',
  page_out_of_range: 'errors:problem.page_out_of_range',
  placement_outside_page: 'errors:problem.placement_outside_page',
  signer_identity: 'errors:problem.signer_identity',
  duplicate_signer: 'errors:problem.duplicate_signer',
  duplicate_request: 'errors:problem.duplicate_request',
  unknown_visual_signature: 'errors:problem.unknown_visual_signature',
  unknown_signature_request: 'errors:problem.unknown_signature_request',
  part11_details_required: 'errors:problem.part11_details_required',
  part11_password_required: 'errors:problem.part11_password_required',
  part11_password_invalid: 'errors:problem.part11_password_invalid',
  seal_required: 'errors:problem.seal_required',
  tan_required: 'errors:problem.tan_required',
  tan_invalid: 'overlays:tan-invalid.text',
  tan_expired: 'overlays:tan-expired.text',
  pwdotp_invalid: 'errors:problem.pwdotp_invalid',
  step_up_expired: 'errors:problem.step_up_expired',
  rate_limited: 'errors:problem.rate_limited',
  step_up_attempts_exceeded: 'errors:problem.step_up_attempts_exceeded',
  internal_error: 'errors:problem.internal_error',
  not_implemented: 'errors:problem.not_implemented',
  remind_failed: 'requests:actions.remindFailed',
  renderer_unavailable: 'documents:viewer.failed',
  maintenance: 'errors:problem.maintenance',
};

export const UNKNOWN_PROBLEM_KEY = 'errors:problem.unknown';

/** The catalogue's locale key of a Problem code, or undefined for a code it does not know. */
export function problemMessageKey(code: string | undefined): string | undefined {
  return code && Object.hasOwn(PROBLEM_MESSAGE_KEYS, code) ? PROBLEM_MESSAGE_KEYS[code] : undefined;
}

/** A translate function: i18next's `t`, or one bound to a namespace by a caller. */
export type Translate = (key: string, options?: { defaultValue?: string }) => string;

/**
 * The message to show for a Problem: the translated text of its code when the catalogue knows it,
 * else the server's detail (or title), else the generic text.
 */
export function problemMessage(
  problem: { code?: string | null; detail?: string | null; title?: string | null } | undefined,
  t: TFunction | Translate,
): string {
  const translate = t as Translate;
  const fallback = problem?.detail ?? problem?.title ?? undefined;
  const key = problemMessageKey(problem?.code ?? undefined);
  if (key) {
    const text = translate(key, fallback === undefined ? {} : { defaultValue: fallback });
    // A namespace not loaded yet answers with the key itself: the server's words then.
    if (text !== key) return text;
  }
  return fallback ?? translate(UNKNOWN_PROBLEM_KEY);
}

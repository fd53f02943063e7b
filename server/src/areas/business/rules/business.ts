// Rules of a business: what a new business looks like, the support contact as it is answered
// (docs/product.md#validation-contact "an invalid email or phone is blanked on load"), the trial, the deletion delay and
// who may do what (docs/product.md#roles-list "Business area pages require admin"). Pure.
import type { BusinessRole, BusinessesTable, Row } from '../../../db/schema.ts';
import { conflict, forbidden } from '../../../domain-errors.ts';
import type { RequestBody } from '../../handler.ts';

/** Days a new business is trialing (billing, another issue, moves it on). */
export const TRIAL_DAYS = 14;
/** Days between a deletion request and the deletion; until then it can be revoked. */
export const DELETION_DELAY_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
/** docs/product.md#validation: "optional plus, then at least 6 digits, spaces or dashes". */
export const PHONE_PATTERN = /^\+?[0-9 -]{6,}$/;
/** A standard e-mail pattern (the one format: "email" of the contract's validator accepts). */
export const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

type BusinessRow = Row<BusinessesTable>;

/** The row of a business registered with `body` by a user, at `now`. */
export function newBusinessRow(
  id: string,
  body: RequestBody<'createBusiness'>,
  now: Date,
): BusinessRow {
  const at = now.toISOString();
  return {
    id,
    name: body.name.trim(),
    email: body.email.trim(),
    phone: body.phone?.trim() || null,
    country: body.country,
    vat: body.vat?.trim() || null,
    address1: body.address1?.trim() || null,
    address2: body.address2?.trim() || null,
    city: body.city?.trim() || null,
    postal_code: body.postal_code?.trim() || null,
    currency: body.currency ?? null,
    plan: body.plan,
    cycle: body.cycle ?? null,
    amount_seats: body.amount_seats ?? null,
    payment_method: 'TRIALING',
    trial_ends_at: new Date(now.getTime() + TRIAL_DAYS * DAY_MS).toISOString(),
    support_email: body.email.trim(),
    support_phone: body.phone?.trim() || null,
    representative_name: null,
    representative_email: null,
    commercial_register: null,
    gtc_accepted_at: body.gtc_accepted ? at : null,
    dpa_accepted_at: body.dpa_accepted ? at : null,
    deletion_scheduled_at: null,
    created_at: at,
    updated_at: at,
  };
}

/** docs/product.md#validation-contact: a stored e-mail or phone that breaks its pattern is answered as null. */
export function loadedSupportContact(stored: { email: string | null; phone: string | null }): {
  email: string | null;
  phone: string | null;
} {
  const email = stored.email?.trim() ?? '';
  const phone = stored.phone?.trim() ?? '';
  return {
    email: email && email.length <= 254 && EMAIL_PATTERN.test(email) ? email : null,
    phone: phone && phone.length <= 30 && PHONE_PATTERN.test(phone) ? phone : null,
  };
}

/** When a deletion requested at `now` takes effect. */
export const deletionDate = (now: Date) => new Date(now.getTime() + DELETION_DELAY_DAYS * DAY_MS);

/** Only admins act on the business area (403 for a member). */
export function assertAdmin(role: BusinessRole): void {
  if (role !== 'admin') {
    throw forbidden('Only an admin of the business may do this.', 'business_admin_required');
  }
}

/** A user belongs to at most one business (409). */
export function assertNoBusinessYet(current: { businessId: string } | undefined): void {
  if (current) {
    throw conflict('You already belong to a business.', 'already_in_business');
  }
}

/** Revoking needs a requested deletion (409 otherwise). */
export function assertDeletionRequested(row: Pick<BusinessRow, 'deletion_scheduled_at'>): void {
  if (!row.deletion_scheduled_at) {
    throw conflict('No deletion of the business is requested.', 'business_deletion_not_requested');
  }
}

/** A second deletion request while one is pending is a conflict (409). */
export function assertNoDeletionRequested(row: Pick<BusinessRow, 'deletion_scheduled_at'>): void {
  if (row.deletion_scheduled_at) {
    throw conflict(
      'The deletion of the business is already requested.',
      'business_deletion_requested',
    );
  }
}

/** Cancelling a trial needs a trialing business (409 otherwise). */
export function assertTrialing(row: Pick<BusinessRow, 'payment_method'>): void {
  if (row.payment_method !== 'TRIALING') {
    throw conflict('The business is not in its trial.', 'business_not_trialing');
  }
}

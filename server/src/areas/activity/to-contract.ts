// Activity rows in the contract's shapes (ActivityAccount, ActivitySignature,
// ActivityIdentification).
import type { Schemas } from '../handler.ts';
import { appointmentStatus } from '../identification/index.ts';
import type { AccountEventRow } from './store/account-list.ts';
import type { IdentificationActivityRow } from './store/identification-activity.ts';
import type { SignatureActivityRow } from './store/signature-activity.ts';

export function toAccountActivity(row: AccountEventRow): Schemas['ActivityAccount'] {
  return {
    id: String(row.id),
    occurredAt: row.occurred_at,
    event: row.event as Schemas['ActivityAccount']['event'],
    account: {
      username: row.account_user_id,
      email: row.account_email,
      firstName: row.account_first_name,
      lastName: row.account_last_name,
    },
    actor: row.actor_email
      ? {
          username: row.actor_user_id,
          email: row.actor_email,
          firstName: row.actor_first_name,
          lastName: row.actor_last_name,
        }
      : null,
    role: row.role,
  };
}

export function toSignatureActivity(row: SignatureActivityRow): Schemas['ActivitySignature'] {
  return {
    id: row.id,
    signedAt: row.signed_at,
    signer: {
      username: null,
      email: row.signer_email,
      firstName: row.signer_first_name,
      lastName: row.signer_last_name,
    },
    quality: row.quality as Schemas['SignatureQuality'],
    legislation: (row.legislation as Schemas['Legislation'] | null) ?? null,
    requestId: row.request_id,
    requestTitle: row.title,
    sender: {
      username: row.sender_id,
      email: row.sender_email,
      firstName: row.sender_first_name || null,
      lastName: row.sender_last_name || null,
    },
    costCenter: row.cost_center,
  };
}

export function toIdentificationActivity(
  row: IdentificationActivityRow,
  currency: Schemas['BillingCurrency'],
): Schemas['ActivityIdentification'] {
  return {
    id: row.id,
    occurredAt: row.created_at,
    person: {
      username: row.user_id,
      email: row.email,
      firstName: row.first_name || null,
      lastName: row.last_name || null,
    },
    legislation: row.legislation as Schemas['Legislation'],
    method: row.method as Schemas['ActivityIdentification']['method'],
    provider: row.provider,
    status: appointmentStatus(row.status),
    // The person pays the identification (no plan of the business covers it yet).
    cost: 0,
    currency,
  };
}

// The sandbox payment provider's objects as it keeps them (payment-sandbox-store.ts holds them as
// JSON), their ids, and how a kept subscription reads as the provider's subscription.
import { randomBytes } from 'node:crypto';
import { addUtcMonths, addUtcYears } from '../calendar.ts';
import type {
  InvoiceDraft,
  PriceKey,
  ProviderCoupon,
  ProviderInvoice,
  ProviderPaymentMethod,
  ProviderSetupIntent,
  ProviderSubscription,
  ProviderSubscriptionStatus,
} from './payment.ts';

/** What the person chooses on the SANDBOX setup page. */
export type SandboxSetupOutcome = 'card' | 'sepa_debit' | 'declining_card' | 'fail';

export interface Customer {
  id: string;
  businessId: string;
  name: string;
  email: string;
  country: string;
  defaultPaymentMethod: string | null;
}
export interface SetupIntentData {
  id: string;
  clientSecret: string;
  status: ProviderSetupIntent['status'];
  customerId: string;
  country: string;
  paymentMethodId: string | null;
  /** The app's path the SANDBOX page links back to (with the intent's id added). */
  returnPath?: string;
}
export interface PaymentMethodData extends Omit<ProviderPaymentMethod, 'isDefault'> {
  /** A test card that attaches fine but is declined when charged. */
  declines: boolean;
}
export interface SubscriptionData {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  price: PriceKey;
  quantity: number;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  lastPaymentError: string | null;
  coupons: ProviderCoupon[];
}
export interface SandboxInvoice {
  id: string;
  customerId: string;
  subscriptionId: string;
  number: string;
  date: string;
  status: ProviderInvoice['status'];
  draft: InvoiceDraft;
}
export interface PortalSession {
  id: string;
  customerId: string;
  returnUrl: string;
}

let issued = 0;
/**
 * A new object id: the wall-clock time and a counter first, so ids sort in creation order (lists
 * come oldest first even under a test's frozen clock), then 64 random bits.
 */
export const token = (prefix: string) =>
  `${prefix}_${Date.now().toString(16).padStart(12, '0')}${(issued++ % 0x10000).toString(16).padStart(4, '0')}${randomBytes(12).toString('hex')}`;

export const toSubscription = (data: SubscriptionData): ProviderSubscription => ({
  id: data.id,
  customerId: data.customerId,
  status: data.status,
  price: data.price,
  quantity: data.quantity,
  currentPeriodStart: new Date(data.currentPeriodStart),
  currentPeriodEnd: new Date(data.currentPeriodEnd),
  cancelAtPeriodEnd: data.cancelAtPeriodEnd,
  lastPaymentError: data.lastPaymentError,
  paymentIntentClientSecret: null,
});

/** The end of a period that starts at `start` (a calendar month or year). */
export function addCycle(start: Date, cycle: PriceKey['cycle']): Date {
  return cycle === 'yearly' ? addUtcYears(start, 1) : addUtcMonths(start, 1);
}

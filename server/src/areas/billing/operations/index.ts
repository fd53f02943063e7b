// Handlers of the contract's `billing` operations (one file per operationId).
import type { Handlers } from '../../handler.ts';
import { acknowledgeFreeMigration } from './acknowledge-free-migration.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { cancelTrial } from './cancel-trial.ts';
import { confirmDirectUpgrade } from './confirm-direct-upgrade.ts';
import { confirmSetupIntent } from './confirm-setup-intent.ts';
import { createChargebeePortalSession } from './create-chargebee-portal-session.ts';
import { createDirectUpgradeSetupIntent } from './create-direct-upgrade-setup-intent.ts';
import { createSetupIntent } from './create-setup-intent.ts';
import { createSubscriptionSetupIntent } from './create-subscription-setup-intent.ts';
import { getBillingInformation } from './get-billing-information.ts';
import { getFreeMigration } from './get-free-migration.ts';
import { getPaymentMethods } from './get-payment-methods.ts';
import { getReferralCode } from './get-referral-code.ts';
import { getStripeCustomerPortalSession } from './get-stripe-customer-portal-session.ts';
import { getSubscriptionUsage } from './get-subscription-usage.ts';
import { listInvoices } from './list-invoices.ts';
import { listPricePlans } from './list-price-plans.ts';
import { previewDirectUpgrade } from './preview-direct-upgrade.ts';
import { previewSubscriptionSeats } from './preview-subscription-seats.ts';
import { previewSubscriptionUpgrade } from './preview-subscription-upgrade.ts';
import { reactivateSubscription } from './reactivate-subscription.ts';
import { receiveStripeWebhook } from './receive-stripe-webhook.ts';
import { updateBillingAddress } from './update-billing-address.ts';
import { updateSubscriptionSeats } from './update-subscription-seats.ts';
import { upgradeSubscription } from './upgrade-subscription.ts';
import { validatePromoCode } from './validate-promo-code.ts';

export const billingHandlers: Handlers = {
  acknowledgeFreeMigration,
  cancelSubscription,
  cancelTrial,
  confirmDirectUpgrade,
  confirmSetupIntent,
  createChargebeePortalSession,
  createDirectUpgradeSetupIntent,
  createSetupIntent,
  createSubscriptionSetupIntent,
  getBillingInformation,
  getFreeMigration,
  getPaymentMethods,
  getReferralCode,
  getStripeCustomerPortalSession,
  getSubscriptionUsage,
  listInvoices,
  listPricePlans,
  previewDirectUpgrade,
  previewSubscriptionSeats,
  previewSubscriptionUpgrade,
  reactivateSubscription,
  receiveStripeWebhook,
  updateBillingAddress,
  updateSubscriptionSeats,
  upgradeSubscription,
  validatePromoCode,
};

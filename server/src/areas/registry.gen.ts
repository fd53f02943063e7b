// Written by `npm run registry` from the files under server/src/areas/*/operations/.
// Do not edit by hand: add, move or remove an operation file and run it again.

// Every handler of the server, found by convention (scripts/server-registry.ts).
import type { Handler, OperationId } from './handler.ts';
import { exportIdentificationActivities } from './activity/operations/export-identification-activities.ts';
import { exportSignatureActivities } from './activity/operations/export-signature-activities.ts';
import { getBusinessStatistics } from './activity/operations/get-business-statistics.ts';
import { listAccountActivities } from './activity/operations/list-account-activities.ts';
import { listIdentificationActivities } from './activity/operations/list-identification-activities.ts';
import { listSignatureActivities } from './activity/operations/list-signature-activities.ts';
import { createApiUserToken } from './api-users/operations/create-api-user-token.ts';
import { createApiUser } from './api-users/operations/create-api-user.ts';
import { deleteApiUser } from './api-users/operations/delete-api-user.ts';
import { listApiUsers } from './api-users/operations/list-api-users.ts';
import { resetApiUserSecret } from './api-users/operations/reset-api-user-secret.ts';
import { updateApiUser } from './api-users/operations/update-api-user.ts';
import { cancelSsoOnboarding } from './auth/operations/cancel-sso-onboarding.ts';
import { changePassword } from './auth/operations/change-password.ts';
import { checkPassword } from './auth/operations/check-password.ts';
import { findIdentityProvider } from './auth/operations/find-identity-provider.ts';
import { getIdentityProvider } from './auth/operations/get-identity-provider.ts';
import { login } from './auth/operations/login.ts';
import { logout } from './auth/operations/logout.ts';
import { registerUser } from './auth/operations/register-user.ts';
import { removeIdentityProvider } from './auth/operations/remove-identity-provider.ts';
import { requestConfirmation } from './auth/operations/request-confirmation.ts';
import { requestPasswordReset } from './auth/operations/request-password-reset.ts';
import { resendSsoSecret } from './auth/operations/resend-sso-secret.ts';
import { resetPassword } from './auth/operations/reset-password.ts';
import { respondSsoSecret } from './auth/operations/respond-sso-secret.ts';
import { setIdentityProvider } from './auth/operations/set-identity-provider.ts';
import { updateUser } from './auth/operations/update-user.ts';
import { validateConfirmation } from './auth/operations/validate-confirmation.ts';
import { acknowledgeFreeMigration } from './billing/operations/acknowledge-free-migration.ts';
import { cancelSubscription } from './billing/operations/cancel-subscription.ts';
import { cancelTrial } from './billing/operations/cancel-trial.ts';
import { confirmDirectUpgrade } from './billing/operations/confirm-direct-upgrade.ts';
import { confirmSetupIntent } from './billing/operations/confirm-setup-intent.ts';
import { createChargebeePortalSession } from './billing/operations/create-chargebee-portal-session.ts';
import { createDirectUpgradeSetupIntent } from './billing/operations/create-direct-upgrade-setup-intent.ts';
import { createSetupIntent } from './billing/operations/create-setup-intent.ts';
import { createSubscriptionSetupIntent } from './billing/operations/create-subscription-setup-intent.ts';
import { getBillingInformation } from './billing/operations/get-billing-information.ts';
import { getFreeMigration } from './billing/operations/get-free-migration.ts';
import { getPaymentMethods } from './billing/operations/get-payment-methods.ts';
import { getReferralCode } from './billing/operations/get-referral-code.ts';
import { getStripeCustomerPortalSession } from './billing/operations/get-stripe-customer-portal-session.ts';
import { getSubscriptionUsage } from './billing/operations/get-subscription-usage.ts';
import { listInvoices } from './billing/operations/list-invoices.ts';
import { listPricePlans } from './billing/operations/list-price-plans.ts';
import { previewDirectUpgrade } from './billing/operations/preview-direct-upgrade.ts';
import { previewSubscriptionSeats } from './billing/operations/preview-subscription-seats.ts';
import { previewSubscriptionUpgrade } from './billing/operations/preview-subscription-upgrade.ts';
import { reactivateSubscription } from './billing/operations/reactivate-subscription.ts';
import { receiveStripeWebhook } from './billing/operations/receive-stripe-webhook.ts';
import { updateBillingAddress } from './billing/operations/update-billing-address.ts';
import { updateSubscriptionSeats } from './billing/operations/update-subscription-seats.ts';
import { upgradeSubscription } from './billing/operations/upgrade-subscription.ts';
import { validatePromoCode } from './billing/operations/validate-promo-code.ts';
import { createBusiness } from './business/operations/create-business.ts';
import { getBusinessCustomExtras } from './business/operations/get-business-custom-extras.ts';
import { getBusinessLogo } from './business/operations/get-business-logo.ts';
import { getBusinessPublicInformation } from './business/operations/get-business-public-information.ts';
import { getBusinessSettings } from './business/operations/get-business-settings.ts';
import { getBusiness } from './business/operations/get-business.ts';
import { getUserBusiness } from './business/operations/get-user-business.ts';
import { requestBusinessDeletion } from './business/operations/request-business-deletion.ts';
import { revokeBusinessDeletion } from './business/operations/revoke-business-deletion.ts';
import { updateBusinessBase } from './business/operations/update-business-base.ts';
import { updateBusinessSettings } from './business/operations/update-business-settings.ts';
import { updateBusinessSupportContact } from './business/operations/update-business-support-contact.ts';
import { checkDirectTan } from './direct/operations/check-direct-tan.ts';
import { declineDirectSignatureRequest } from './direct/operations/decline-direct-signature-request.ts';
import { downloadDirectDocument } from './direct/operations/download-direct-document.ts';
import { getDirectBusinessPublicInformation } from './direct/operations/get-direct-business-public-information.ts';
import { getDirectDocumentPage } from './direct/operations/get-direct-document-page.ts';
import { getDirectDocument } from './direct/operations/get-direct-document.ts';
import { getDirectSignatureQualitiesDetail } from './direct/operations/get-direct-signature-qualities-detail.ts';
import { getDirectSignatureRequest } from './direct/operations/get-direct-signature-request.ts';
import { getDirectUser } from './direct/operations/get-direct-user.ts';
import { getDirectVisualSignature } from './direct/operations/get-direct-visual-signature.ts';
import { listDirectSignatureRequestEvents } from './direct/operations/list-direct-signature-request-events.ts';
import { proceedDirectSwisscomSigning } from './direct/operations/proceed-direct-swisscom-signing.ts';
import { resendDirectTan } from './direct/operations/resend-direct-tan.ts';
import { signDirectSignatureRequest } from './direct/operations/sign-direct-signature-request.ts';
import { updateDirectUser } from './direct/operations/update-direct-user.ts';
import { updateDirectVisualSignature } from './direct/operations/update-direct-visual-signature.ts';
import { deleteDocument } from './documents/operations/delete-document.ts';
import { uploadDocument } from './documents/operations/upload-document.ts';
import { addBusinessDomain } from './domains/operations/add-business-domain.ts';
import { listBusinessDomains } from './domains/operations/list-business-domains.ts';
import { listDomainOffers } from './domains/operations/list-domain-offers.ts';
import { removeBusinessDomain } from './domains/operations/remove-business-domain.ts';
import { verifyBusinessDomain } from './domains/operations/verify-business-domain.ts';
import { getIdentificationPaymentCoverage } from './identification/operations/get-identification-payment-coverage.ts';
import { getSignatureQualitiesDetail } from './identification/operations/get-signature-qualities-detail.ts';
import { acceptBusinessInvitation } from './members/operations/accept-business-invitation.ts';
import { acceptTerms } from './members/operations/accept-terms.ts';
import { changeAdminsToMembers } from './members/operations/change-admins-to-members.ts';
import { changeMembersToAdmins } from './members/operations/change-members-to-admins.ts';
import { deleteBusinessInvitation } from './members/operations/delete-business-invitation.ts';
import { getBusinessInvitation } from './members/operations/get-business-invitation.ts';
import { getPendingBusinessInvitation } from './members/operations/get-pending-business-invitation.ts';
import { inviteBusinessMembers } from './members/operations/invite-business-members.ts';
import { listBusinessAdmins } from './members/operations/list-business-admins.ts';
import { listBusinessInvitations } from './members/operations/list-business-invitations.ts';
import { listBusinessMembers } from './members/operations/list-business-members.ts';
import { removeBusinessMembers } from './members/operations/remove-business-members.ts';
import { addSealMembers } from './seals/operations/add-seal-members.ts';
import { createSeal } from './seals/operations/create-seal.ts';
import { deleteSealImage } from './seals/operations/delete-seal-image.ts';
import { getSealImage } from './seals/operations/get-seal-image.ts';
import { getSeal } from './seals/operations/get-seal.ts';
import { listSeals } from './seals/operations/list-seals.ts';
import { listUserSeals } from './seals/operations/list-user-seals.ts';
import { removeSealMembers } from './seals/operations/remove-seal-members.ts';
import { updateSeal } from './seals/operations/update-seal.ts';
import { uploadSealImage } from './seals/operations/upload-seal-image.ts';
import { addSignatureRequestDocument } from './signature-requests/operations/add-signature-request-document.ts';
import { addSignatureRequestSignature } from './signature-requests/operations/add-signature-request-signature.ts';
import { claimDirectLink } from './signature-requests/operations/claim-direct-link.ts';
import { claimSendto } from './signature-requests/operations/claim-sendto.ts';
import { createSignatureRequest } from './signature-requests/operations/create-signature-request.ts';
import { declineSignatureRequest } from './signature-requests/operations/decline-signature-request.ts';
import { delegateSignatureRequest } from './signature-requests/operations/delegate-signature-request.ts';
import { deleteSignatureRequestAttachment } from './signature-requests/operations/delete-signature-request-attachment.ts';
import { deleteSignatureRequest } from './signature-requests/operations/delete-signature-request.ts';
import { downloadDocument } from './signature-requests/operations/download-document.ts';
import { downloadSignatureRequestZip } from './signature-requests/operations/download-signature-request-zip.ts';
import { getDocumentPage } from './signature-requests/operations/get-document-page.ts';
import { getDocument } from './signature-requests/operations/get-document.ts';
import { getSendtoInternal } from './signature-requests/operations/get-sendto-internal.ts';
import { getSignatureRequestAttachment } from './signature-requests/operations/get-signature-request-attachment.ts';
import { getSignatureRequestLockStatus } from './signature-requests/operations/get-signature-request-lock-status.ts';
import { getSignatureRequestReport } from './signature-requests/operations/get-signature-request-report.ts';
import { getSignatureRequest } from './signature-requests/operations/get-signature-request.ts';
import { initiateSignatureRequest } from './signature-requests/operations/initiate-signature-request.ts';
import { listSignatureRequestEvents } from './signature-requests/operations/list-signature-request-events.ts';
import { listSignatureRequests } from './signature-requests/operations/list-signature-requests.ts';
import { remindSignatureRequestSigners } from './signature-requests/operations/remind-signature-request-signers.ts';
import { removeSignatureRequestDocument } from './signature-requests/operations/remove-signature-request-document.ts';
import { removeSignatureRequestSignature } from './signature-requests/operations/remove-signature-request-signature.ts';
import { updateSignatureRequest } from './signature-requests/operations/update-signature-request.ts';
import { withdrawSignatureRequest } from './signature-requests/operations/withdraw-signature-request.ts';
import { proceedSwisscomSignature } from './signing/operations/proceed-swisscom-signature.ts';
import { signSignatureRequests } from './signing/operations/sign-signature-requests.ts';
import { getDateTime } from './system/operations/get-date-time.ts';
import { getStatusComponents } from './system/operations/get-status-components.ts';
import { getStatusSummary } from './system/operations/get-status-summary.ts';
import { listSandboxes } from './system/operations/list-sandboxes.ts';
import { answerOcspGetRequest } from './trust/operations/answer-ocsp-get-request.ts';
import { answerOcspRequest } from './trust/operations/answer-ocsp-request.ts';
import { answerTimestampQuery } from './trust/operations/answer-timestamp-query.ts';
import { autocompleteEmail } from './user/operations/autocomplete-email.ts';
import { createReferralToken } from './user/operations/create-referral-token.ts';
import { deleteUser } from './user/operations/delete-user.ts';
import { getUser } from './user/operations/get-user.ts';
import { verifyPdfSignatures } from './verification/operations/verify-pdf-signatures.ts';
import { createVisualSignature } from './visual-signatures/operations/create-visual-signature.ts';
import { deleteVisualSignatureImage } from './visual-signatures/operations/delete-visual-signature-image.ts';
import { deleteVisualSignature } from './visual-signatures/operations/delete-visual-signature.ts';
import { getDefaultVisualSignature } from './visual-signatures/operations/get-default-visual-signature.ts';
import { getVisualSignatureImage } from './visual-signatures/operations/get-visual-signature-image.ts';
import { getVisualSignature } from './visual-signatures/operations/get-visual-signature.ts';
import { listVisualSignatures } from './visual-signatures/operations/list-visual-signatures.ts';
import { previewVisualSignature } from './visual-signatures/operations/preview-visual-signature.ts';
import { updateDefaultVisualSignature } from './visual-signatures/operations/update-default-visual-signature.ts';
import { updateVisualSignature } from './visual-signatures/operations/update-visual-signature.ts';
import { uploadVisualSignatureImage } from './visual-signatures/operations/upload-visual-signature-image.ts';
import { createWebhook } from './webhooks/operations/create-webhook.ts';
import { deleteWebhook } from './webhooks/operations/delete-webhook.ts';
import { getWebhook } from './webhooks/operations/get-webhook.ts';
import { listWebhookDeliveries } from './webhooks/operations/list-webhook-deliveries.ts';
import { listWebhooks } from './webhooks/operations/list-webhooks.ts';
import { redeliverWebhookDelivery } from './webhooks/operations/redeliver-webhook-delivery.ts';
import { rotateWebhookSecret } from './webhooks/operations/rotate-webhook-secret.ts';
import { testWebhook } from './webhooks/operations/test-webhook.ts';
import { updateWebhook } from './webhooks/operations/update-webhook.ts';
import { table as directTable } from './direct/operations/table.ts';
import { table as identificationTable } from './identification/operations/table.ts';
import { table as trustTable } from './trust/operations/table.ts';

export const operationHandlers = {
  exportIdentificationActivities,
  exportSignatureActivities,
  getBusinessStatistics,
  listAccountActivities,
  listIdentificationActivities,
  listSignatureActivities,
  createApiUserToken,
  createApiUser,
  deleteApiUser,
  listApiUsers,
  resetApiUserSecret,
  updateApiUser,
  cancelSsoOnboarding,
  changePassword,
  checkPassword,
  findIdentityProvider,
  getIdentityProvider,
  login,
  logout,
  registerUser,
  removeIdentityProvider,
  requestConfirmation,
  requestPasswordReset,
  resendSsoSecret,
  resetPassword,
  respondSsoSecret,
  setIdentityProvider,
  updateUser,
  validateConfirmation,
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
  createBusiness,
  getBusinessCustomExtras,
  getBusinessLogo,
  getBusinessPublicInformation,
  getBusinessSettings,
  getBusiness,
  getUserBusiness,
  requestBusinessDeletion,
  revokeBusinessDeletion,
  updateBusinessBase,
  updateBusinessSettings,
  updateBusinessSupportContact,
  checkDirectTan,
  declineDirectSignatureRequest,
  downloadDirectDocument,
  getDirectBusinessPublicInformation,
  getDirectDocumentPage,
  getDirectDocument,
  getDirectSignatureQualitiesDetail,
  getDirectSignatureRequest,
  getDirectUser,
  getDirectVisualSignature,
  listDirectSignatureRequestEvents,
  proceedDirectSwisscomSigning,
  resendDirectTan,
  signDirectSignatureRequest,
  updateDirectUser,
  updateDirectVisualSignature,
  deleteDocument,
  uploadDocument,
  addBusinessDomain,
  listBusinessDomains,
  listDomainOffers,
  removeBusinessDomain,
  verifyBusinessDomain,
  getIdentificationPaymentCoverage,
  getSignatureQualitiesDetail,
  acceptBusinessInvitation,
  acceptTerms,
  changeAdminsToMembers,
  changeMembersToAdmins,
  deleteBusinessInvitation,
  getBusinessInvitation,
  getPendingBusinessInvitation,
  inviteBusinessMembers,
  listBusinessAdmins,
  listBusinessInvitations,
  listBusinessMembers,
  removeBusinessMembers,
  addSealMembers,
  createSeal,
  deleteSealImage,
  getSealImage,
  getSeal,
  listSeals,
  listUserSeals,
  removeSealMembers,
  updateSeal,
  uploadSealImage,
  addSignatureRequestDocument,
  addSignatureRequestSignature,
  claimDirectLink,
  claimSendto,
  createSignatureRequest,
  declineSignatureRequest,
  delegateSignatureRequest,
  deleteSignatureRequestAttachment,
  deleteSignatureRequest,
  downloadDocument,
  downloadSignatureRequestZip,
  getDocumentPage,
  getDocument,
  getSendtoInternal,
  getSignatureRequestAttachment,
  getSignatureRequestLockStatus,
  getSignatureRequestReport,
  getSignatureRequest,
  initiateSignatureRequest,
  listSignatureRequestEvents,
  listSignatureRequests,
  remindSignatureRequestSigners,
  removeSignatureRequestDocument,
  removeSignatureRequestSignature,
  updateSignatureRequest,
  withdrawSignatureRequest,
  proceedSwisscomSignature,
  signSignatureRequests,
  getDateTime,
  getStatusComponents,
  getStatusSummary,
  listSandboxes,
  answerOcspGetRequest,
  answerOcspRequest,
  answerTimestampQuery,
  autocompleteEmail,
  createReferralToken,
  deleteUser,
  getUser,
  verifyPdfSignatures,
  createVisualSignature,
  deleteVisualSignatureImage,
  deleteVisualSignature,
  getDefaultVisualSignature,
  getVisualSignatureImage,
  getVisualSignature,
  listVisualSignatures,
  previewVisualSignature,
  updateDefaultVisualSignature,
  updateVisualSignature,
  uploadVisualSignatureImage,
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhookDelivery,
  rotateWebhookSecret,
  testWebhook,
  updateWebhook,
  ...directTable,
  ...identificationTable,
  ...trustTable,
} satisfies { [K in OperationId]: Handler<K> };

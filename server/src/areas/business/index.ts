// The business area's public face: what other areas and the server's infrastructure may use.
// - businessOfUser: the business a user belongs to and the role (undefined: a personal account);
// - requireBusinessMember / requireBusinessAdmin: the checks a business operation starts with
//   (404 when the business does not exist or the caller does not belong to it; 403 for a member
//   where an admin is required);
// - createBusinessWithAdmin: a business with its first admin (POST /v2/businesses, and tests);
// - statistics: the counts of a business (its operation lives in activity, the highest area it
//   counts);
// - toContractBusiness and the pieces of it, for answers of other tags about the business;
// - deleteDueBusinesses: carries out deletions whose date has come; BusinessDeletionJob runs it
//   on a timer in the server.
export {
  businessIdOfUser,
  businessOfUser,
  deleteDueBusinesses,
  requireBusinessAdmin,
  requireBusinessMember,
} from './access.ts';
export type { BusinessAccess } from './access.ts';
export { BusinessDeletionJob } from './deletion-job.ts';
export { createBusinessWithAdmin } from './create.ts';
export {
  cancelTrial,
  statistics,
  publicInformationById,
  senderBusinessPublicInformation,
} from './lifecycle.ts';
export type { BusinessRegistration } from './create.ts';
export { toContractBusiness, toContractInvitation, toContractMember } from './to-contract.ts';
export { loadedSupportContact, EMAIL_PATTERN, PHONE_PATTERN } from './rules/business.ts';
export type { BusinessRow, Membership } from './store/businesses.ts';
export type { MemberRecord, InvitationRow } from './store/people.ts';
export { membersOf, invitationsOf, domainsOf } from './store/people.ts';
// The settings other areas follow (part 11 signing, completion-mail attachments, the logo) and
// the retention job that deletes the documents of finished requests (./settings/).
export { brandingOfUser, settingsOfUser } from './settings/settings.ts';
export type { Branding } from './settings/settings.ts';
export { RetentionJob, runRetention } from './settings/retention.ts';
export { keepLogoGiven } from './branding/logo.ts';
// The timer every area's scheduled work runs on (also the request workflow's jobs).
export { PeriodicJob } from './periodic-job.ts';

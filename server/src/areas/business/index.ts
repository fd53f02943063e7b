// The business area's public face: what other areas and the server's infrastructure may use.
// - businessOfUser: the business a user belongs to and the role (undefined: a personal account);
// - requireBusinessMember / requireBusinessAdmin: the checks a business operation starts with
//   (404 when the business does not exist or the caller does not belong to it; 403 for a member
//   where an admin is required);
// - createBusinessWithAdmin: a business with its first admin (POST /v2/businesses, and tests);
// - toContractBusiness and the pieces of it, for answers of other tags about the business;
// - deleteDueBusinesses: carries out deletions whose date has come.
export {
  businessIdOfUser,
  businessOfUser,
  deleteDueBusinesses,
  requireBusinessAdmin,
  requireBusinessMember,
} from './access.ts';
export type { BusinessAccess } from './access.ts';
export { createBusinessWithAdmin } from './create.ts';
export {
  cancelTrial,
  publicInformationById,
  senderBusinessPublicInformation,
} from './lifecycle.ts';
export type { BusinessRegistration } from './create.ts';
export { toContractBusiness, toContractInvitation, toContractMember } from './to-contract.ts';
export { loadedSupportContact, EMAIL_PATTERN, PHONE_PATTERN } from './rules/business.ts';
export type { BusinessRow, Membership } from './store/businesses.ts';
export type { MemberRecord, InvitationRow } from './store/people.ts';
export { membersOf, invitationsOf, domainsOf } from './store/people.ts';

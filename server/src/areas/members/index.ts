// The members area's public face: the invitation a domain offer makes (domains area), and the
// business invitation accepted through POST /v1/user/accept (user area).
export { ensureDomainInvitation } from './invite.ts';
export { acceptBusinessInviteOf } from './membership.ts';

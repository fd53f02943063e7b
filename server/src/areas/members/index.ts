// The members area's public face: the invitation a domain offer makes (domains area).
export { ensureDomainInvitation } from './invite.ts';

// The reminder to a signer whose signature is still OPEN (POST …/remind): the invitation's
// texts in their reminder form, with the same link.
import type { RenderedMail } from '../../../mail/templates/layout.ts';
import { invitationMail, type InvitationMailInput } from './signature-request-invitation.ts';

export type ReminderMailInput = Omit<InvitationMailInput, 'reminder' | 'delegatedBy'>;

export function reminderMail(input: ReminderMailInput): RenderedMail {
  return invitationMail({ ...input, reminder: true });
}

// The dialogs of the webhook settings, typed: open one through its handle. The views load on
// first use; their texts are the locale namespace of the dialog's namespace (dialogs-general).
import { defineDialog } from '@/components/shell/dialogs/define-dialog';

const views = () => import('./views');

/** Confirms a new signing secret for the endpoint at `url` (the old one signs for 24 hours). */
export const rotateSecretDialog = defineDialog<{ url: string }, 'rotate'>({
  namespace: 'general',
  name: 'rotate-webhook-secret',
  view: () => views().then((module) => module.RotateSecretDialog),
});

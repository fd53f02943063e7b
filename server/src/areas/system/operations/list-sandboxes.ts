// GET /v1/sandboxes: which providers are sandboxes (provider-choices.ts), so the app labels the
// screens that show their data (billing beside the sandbox payments, identification beside the
// sandbox identification).
import type { Handler } from '../../handler.ts';
import { sandboxProviders } from '../../../provider-choices.ts';

export const listSandboxes: Handler<'listSandboxes'> = async (_request, _reply, ctx) => ({
  providers: sandboxProviders(ctx.config.providerChoices),
});

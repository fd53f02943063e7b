// The request log of single sign-on: the provider's callback carries a one-time
// `code` and the login's `state` in its query, and its answer a session token in the Location's
// fragment; the onboarding's id in /api/respond|resend|cancel/{ssoId} is the key of those
// operations. Every request is logged here (LOG_REQUEST_SAMPLE=1), also the refused ones, and
// none of these values may appear in the log, in any line.
import { describe, expect, it } from 'vitest';
import { logInAtProvider } from '../support/oidc-stand-in.ts';
import { register } from './helpers.ts';
import { useSsoWorld } from './sso-world.ts';

const lines: string[] = [];
const { world, withProvider, authorisationUrl, callback, sessionOf } = useSsoWorld({
  config: { logLevel: 'info', logRequestSample: 1 },
  logStream: { write: (line) => void lines.push(line) },
});

describe('the request log of single sign-on', () => {
  it('holds no code, state, session token or onboarding id of a callback', async () => {
    const { domain } = await withProvider();
    const account = await register(world.ctx.server, { email: `anna.meier@${domain}` });
    const secrets: string[] = [];

    // A login the provider completes: the account must confirm it (an onboarding).
    const back = await logInAtProvider(
      await authorisationUrl(account.email),
      account.email,
      world.redirectUri,
    );
    const code = back.searchParams.get('code')!;
    const state = back.searchParams.get('state')!;
    expect(code).toBeTruthy();
    secrets.push(code, state);
    const landing = await callback(back.search);
    const session = sessionOf(landing);
    secrets.push(session.get('token')!, session.get('sso')!);
    // The same callback again (replayed state), and one whose code the provider refuses.
    expect((await callback(back.search)).searchParams.get('reason')).toBe('expired');
    const again = await logInAtProvider(
      await authorisationUrl(account.email),
      account.email,
      world.redirectUri,
    );
    const forged = new URLSearchParams(again.search);
    const forgedCode = `${forged.get('code')!}x`;
    forged.set('code', forgedCode);
    secrets.push(forgedCode, forged.get('state')!);
    expect((await callback(`?${forged}`)).searchParams.get('reason')).toBe('refused');

    const ssoId = session.get('sso')!;
    await world.ctx.inject({ method: 'POST', url: `/api/resend/${ssoId}` });
    await world.ctx.inject({ method: 'POST', url: `/api/cancel/${ssoId}` });

    const log = lines.join('');
    expect(log).toContain('/api/sso/callback?');
    expect(log).toContain('/api/cancel/***');
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
  });
});

// The limits of POST /v1/login (numbers in security/rate-limit.ts), built so that an attacker is
// slowed and the owner still gets in:
//   - per address: 20 failures in 15 minutes, whatever the account (one address guessing many);
//   - per account and address: after 5 free failures a growing delay (1 s, 2 s, 4 s … 15 min)
//     between attempts: guessing from one address slows that address only;
//   - per account from every address: after 10 free failures the same growing delay, for addresses
//     the account has not proved its password from. A distributed attack thus meets a growing
//     delay instead of a hard lock, while the owner at an address where the password worked
//     before (a successful login or password reset in the last 30 days) logs in as usual. A new
//     address of the owner waits at most the current delay, or resets the password by mail, which
//     clears the account's delay and makes the address known (the unlock link, no CAPTCHA).
// A request counts as a failure before its password is checked, in the same step as the check
// (one step across every server process: the counters are in the database), so parallel attempts
// cannot all pass the check; a success takes it back. Requests without a client address
// (loopback) skip the per-address limits and are never remembered (client-address.ts).
import type { AuthLimiters, LimitCheck } from '../../security/rate-limit.ts';
import { perAddress, takeAttempt } from './rules/limits.ts';

export interface LoginAttempt {
  /** The password was right: undo the failure counted in advance, remember the address. */
  succeeded(): Promise<void>;
}

const pairKey = (account: string, address: string) => `${account} ${address}`;

/** 429 while a limit blocks the account or the address; otherwise counts the attempt. */
export async function startLoginAttempt(
  limiters: AuthLimiters,
  account: string,
  address: string | undefined,
): Promise<LoginAttempt> {
  const { loginPerAddress, loginPerAccountAddress, loginPerAccount, knownLoginAddresses } =
    limiters;
  const known = address !== undefined && (await knownLoginAddresses.has(account, address));
  const checks: LimitCheck[] = [
    ...perAddress(loginPerAddress, address),
    ...perAddress(loginPerAccountAddress, address && pairKey(account, address)),
    ...(known ? [] : [[loginPerAccount, account] as LimitCheck]),
  ];
  const counts: LimitCheck[] = [
    [loginPerAccount, account],
    ...perAddress(loginPerAddress, address),
    ...perAddress(loginPerAccountAddress, address && pairKey(account, address)),
  ];
  const [accountEvent, addressEvent] = await takeAttempt(checks, counts);
  return {
    async succeeded() {
      await loginPerAccount.takeBack(account, accountEvent);
      if (address === undefined) return;
      await loginPerAddress.takeBack(address, addressEvent);
      await loginPerAccountAddress.clear(pairKey(account, address));
      await knownLoginAddresses.add(account, address);
    },
  };
}

/**
 * The account's password was just set through the link of a reset mail: its login delay ends (the
 * owner proved the mailbox) and the address becomes known.
 */
export async function passwordProvenByMail(
  limiters: AuthLimiters,
  account: string,
  address: string | undefined,
): Promise<void> {
  await limiters.loginPerAccount.clear(account);
  if (address === undefined) return;
  await limiters.loginPerAccountAddress.clear(pairKey(account, address));
  await limiters.knownLoginAddresses.add(account, address);
}

// The credentials a fuzzed request carries, by the operation's security scheme: mostly the right
// ones (the fixtures' owner on bearer operations, the direct-link signer on Basic ones, none on
// public ones), often someone else's (a signer, a stranger, the other scheme), and a spread of
// broken Authorization headers (bad tokens and Basic encodings, other schemes, weird strings).
import type { Operation } from './operations.ts';
import type { Prng } from './prng.ts';
import { WEIRD_STRINGS } from './weird-strings.ts';
import { b64, latin1 } from './wire.ts';

/** Bearer tokens: the owner of the fixtures, a signer of its requests, a stranger. */
export interface Tokens {
  owner: string;
  signer: string;
  stranger: string;
}

/** Basic credentials (user:password) of a direct-link signer. */
export interface DirectCredentials {
  user: string;
  password: string;
}

export class AuthFuzzer {
  constructor(
    private readonly rng: Prng,
    private readonly directs: DirectCredentials[],
  ) {}

  /** Sets (or leaves out) the Authorization header; notes which variant it is. */
  authorize(
    operation: Operation,
    headers: Record<string, string>,
    notes: string[],
    tokens: Tokens,
  ): void {
    const rng = this.rng;
    const { directs } = this;
    const direct = rng.chance(0.7) ? directs[0] : rng.pick(directs);
    const basicOf = (user: string, password: string) => `Basic ${b64(`${user}:${password}`)}`;
    const garbage: [number, () => [string | undefined, string]][] = [
      [3, () => [undefined, 'auth:none']],
      [
        2,
        () => [
          `Bearer ${rng.pick(['x', 'null', rng.uuid(), 'a'.repeat(2000)])}`,
          'auth:bad-bearer',
        ],
      ],
      [1, () => ['Bearer', 'auth:bearer-without-token']],
      [1, () => ['Bearer  ', 'auth:bearer-blank']],
      [1, () => [rng.pick(['Basic', 'Basic !!!not-base64!!!', 'Basic ====']), 'auth:bad-basic']],
      [1, () => [`Basic ${b64('no-colon-here')}`, 'auth:basic-no-colon']],
      [1, () => [`Basic ${b64(':')}`, 'auth:basic-empty']],
      [1, () => [basicOf(rng.uuid(), 'wrong-key'), 'auth:basic-unknown']],
      [1, () => [basicOf('not-a-uuid', 'x'.repeat(rng.pick([1, 300, 5000]))), 'auth:basic-long']],
      [1, () => [basicOf(direct.user, `${direct.password}x`), 'auth:basic-wrong-key']],
      [1, () => [`Digest username="x"`, 'auth:other-scheme']],
      [1, () => [latin1(rng.pick(WEIRD_STRINGS)), 'auth:weird']],
      [1, () => [`Bearer ${tokens.owner}, Bearer ${tokens.stranger}`, 'auth:two-tokens']],
    ];
    let choice: [string | undefined, string];
    if (operation.security === 'bearer') {
      choice = rng.weighted([
        [50, () => [`Bearer ${tokens.owner}`, 'auth:owner'] as [string, string]],
        [12, () => [`Bearer ${tokens.signer}`, 'auth:signer'] as [string, string]],
        [8, () => [`Bearer ${tokens.stranger}`, 'auth:stranger'] as [string, string]],
        [3, () => [`bearer ${tokens.owner}`, 'auth:owner-lowercase'] as [string, string]],
        [
          3,
          () =>
            [basicOf(direct.user, direct.password), 'auth:direct-on-bearer'] as [string, string],
        ],
        ...garbage.map(([w, f]) => [w * 0.8, f] as [number, () => [string | undefined, string]]),
      ])();
    } else if (operation.security === 'basic') {
      choice = rng.weighted([
        [60, () => [basicOf(direct.user, direct.password), 'auth:direct'] as [string, string]],
        [
          3,
          () =>
            [basicOf(direct.user.toUpperCase(), direct.password), 'auth:direct-uppercase'] as [
              string,
              string,
            ],
        ],
        [5, () => [`Bearer ${tokens.owner}`, 'auth:bearer-on-basic'] as [string, string]],
        ...garbage.map(([w, f]) => [w * 0.8, f] as [number, () => [string | undefined, string]]),
      ])();
    } else {
      choice = rng.weighted([
        [85, () => [undefined, 'auth:none'] as [undefined, string]],
        [5, () => [`Bearer ${tokens.owner}`, 'auth:owner'] as [string, string]],
        ...garbage,
      ])();
    }
    if (choice[0] !== undefined) headers.authorization = choice[0];
    notes.push(choice[1]);
  }
}

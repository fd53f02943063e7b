// The caller a handler receives is the one its operation's `security` allows, at type level
// (checked by the typecheck; the run only counts the assertions).
import { describe, expectTypeOf, it } from 'vitest';
import type { ApiUserCaller, DirectSignerCaller, UserCaller } from '../../src/caller.ts';
import type { CallerOf, Handler } from '../../src/areas/handler.ts';

describe('the caller of a handler', () => {
  it('is a user for bearerAuth alone', () => {
    expectTypeOf<CallerOf<'createBusiness'>>().toEqualTypeOf<UserCaller>();
    expectTypeOf<Parameters<Handler<'createBusiness'>>[3]>().toEqualTypeOf<UserCaller>();
  });

  it('is a user or an API user where the contract opens the operation to API users', () => {
    expectTypeOf<CallerOf<'createSignatureRequest'>>().toEqualTypeOf<UserCaller | ApiUserCaller>();
    expectTypeOf<Parameters<Handler<'getUser'>>[3]>().toEqualTypeOf<UserCaller | ApiUserCaller>();
  });

  it('is the direct-link signer for basicAuth', () => {
    expectTypeOf<CallerOf<'getDirectUser'>>().toEqualTypeOf<DirectSignerCaller>();
  });

  it('is none for a public operation', () => {
    expectTypeOf<CallerOf<'login'>>().toBeNever();
    expectTypeOf<Parameters<Handler<'login'>>>().toHaveProperty('length').toEqualTypeOf<3>();
  });
});

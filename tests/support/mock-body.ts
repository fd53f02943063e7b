// The generated response mocks of operations that may also answer 204 are typed `void | Body`
// (orval 7): the tests that need the body say so once here, and fail loudly if there is none.

/** The body of a generated response mock; throws when the mock produced none. */
export function mockBody<Body>(mock: Body | void): Body {
  if (mock === undefined || mock === null) throw new Error('the response mock has no body');
  return mock;
}

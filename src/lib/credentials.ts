// The credentials of a call and their Authorization header, in a module that imports nothing:
// the fetch wrapper (api-client.ts) sends them, and the page's entry (src/app/early-start.ts)
// sends the same header with the calls it starts before the app.
export type Credentials =
  { kind: 'bearer'; token: string } | { kind: 'basic'; username: string; password: string };

export function authorizationHeader(value: Credentials | undefined): string | undefined {
  if (!value) return undefined;
  if (value.kind === 'bearer') return `Bearer ${value.token}`;
  return `Basic ${btoa(`${value.username}:${value.password}`)}`;
}

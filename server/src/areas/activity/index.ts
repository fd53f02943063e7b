// The activity area's public face: the members area records account activity through it.
export { recordAccountEvents } from './store/account-events.ts';
export type { AccountEvent, AccountEventInput, Person } from './store/account-events.ts';

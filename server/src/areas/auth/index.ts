// The auth area's public face: what other areas and the server's infrastructure may use.
// Everything else in the folder is the area's own.
export { findUserByEmail, findUserById, updateAttributes } from './store.ts';
export { clock, loadCurrentUser } from './support.ts';

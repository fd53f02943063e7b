// The auth area's public face: what other areas and the server's infrastructure may use.
// Everything else in the folder is the area's own. The users rows and the caller's row belong to
// the user area; they stay available here under the names other areas already use.
export { findUserByEmail, findUserById, loadCurrentUser, updateAttributes } from '../user/index.ts';
export { startIdentityEmailChange } from './identity-email.ts';

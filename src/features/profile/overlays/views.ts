// The overlay views of the profile, one module imported on first use (see the handles in index.ts).
export { DeleteUserOverlay } from './delete-user-overlay';

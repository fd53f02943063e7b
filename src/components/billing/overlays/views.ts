// The overlay views of billing shared by the billing and business screens, one module imported on first use (see the handles in index.ts).
export { AddSeatsOverlay } from './add-seats-overlay';

// The three activity logs of a business (docs/product.md#calls-activity), apart from their tab list: the route reads
// them to check its address, and must not pull Chakra's tabs into every first screen's chunk.
export const ACTIVITY_TABS = ['signatures', 'accounts', 'identifications'] as const;
export type ActivityTab = (typeof ACTIVITY_TABS)[number];

// The columns of the dashboard's request table, in order: properties of the contract's
// SignatureRequest, whose row schema codegen writes to generated/rows/SignatureRequest.json.
export const REQUEST_COLUMNS = ['title', 'statusOverall', 'signatures', 'updatedAt'];

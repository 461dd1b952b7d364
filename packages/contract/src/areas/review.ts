// Calls of the 'review' area (SPEC §7). Each entry: defineCall({...}); see ../define.ts.
export const reviewCalls = {};

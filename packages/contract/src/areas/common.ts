// Calls of the 'common' area (SPEC §7). Each entry: defineCall({...}); see ../define.ts.
export const commonCalls = {};

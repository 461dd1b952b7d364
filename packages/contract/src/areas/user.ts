// Calls of the 'user' area (SPEC §7). Each entry: defineCall({...}); see ../define.ts.
export const userCalls = {};

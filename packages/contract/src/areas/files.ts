// Calls of the 'files' area (SPEC §7). Each entry: defineCall({...}); see ../define.ts.
export const filesCalls = {};

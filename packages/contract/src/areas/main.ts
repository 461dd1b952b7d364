// Calls of the 'main' area (SPEC §7). Each entry: defineCall({...}); see ../define.ts.
export const mainCalls = {};

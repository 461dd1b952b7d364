// Calls of the 'customer' area (SPEC §7). Each entry: defineCall({...}); see ../define.ts.
export const customerCalls = {};

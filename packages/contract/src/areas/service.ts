// Calls of the 'service' area (SPEC §7). Each entry: defineCall({...}); see ../define.ts.
export const serviceCalls = {};

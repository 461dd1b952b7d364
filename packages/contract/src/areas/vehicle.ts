// Calls of the 'vehicle' area (SPEC §7). Each entry: defineCall({...}); see ../define.ts.
export const vehicleCalls = {};

// Calls of the 'diagnosis' area (SPEC §7). Each entry: defineCall({...}); see ../define.ts.
export const diagnosisCalls = {};

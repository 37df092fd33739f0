// Spec §9: a script chunk that has not arrived after this long counts as failed.
export const chunkLoadTimeoutMs = 120_000;

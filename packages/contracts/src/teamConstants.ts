// A tag's colour as the panel's colour picker writes it; zod-free, so the tag form does not bring
// the contract's schemas (team.ts) along.
export const tagColorPattern = /^#[0-9a-fA-F]{6}$/;

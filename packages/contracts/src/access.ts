// Who may do what, as plain constants: the web app's shell imports them, and a zod schema built
// beside them at module load would ship the whole validator with it.

// Levels: lower is more power (decisions.md). 10 supreme and 11 master are the provider's staff.
export const levels = {
  supreme: 10,
  master: 11,
  administrator: 12,
  manager: 13,
  attendant: 14,
  junior: 15,
} as const;
export type Role = keyof typeof levels;
export const roles = Object.keys(levels) as Role[];

// The modules an account can have enabled (spec §1).
export const modules = [
  'realtime',
  'statistics',
  'people',
  'conversation',
  'interface',
  'flow',
  'intelligence',
  'campaigns',
  'live',
  'library',
  'preferences',
  'crm',
  'genai',
] as const;
export type Module = (typeof modules)[number];

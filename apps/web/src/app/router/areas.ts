// The parts of the panel a route or menu entry belongs to; visibility is decided per area.
export const areas = [
  'dashboard',
  'bots',
  'kanban',
  'profile',
  'library',
  'notification',
  'help',
  'realTime',
  'people',
  'live',
  'conversations',
  'contacts',
  'preview',
  'analytics',
  'flow',
  'knowledge',
  'genai',
  'settings',
  'broadcast',
  'internal',
] as const;
export type Area = (typeof areas)[number];

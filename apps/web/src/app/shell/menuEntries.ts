import type { Area } from '../router/areas.ts';

export interface MenuEntry {
  key: string;
  path: string;
  area: Area;
  // Paths under which this entry is the current one (the longest match wins).
  prefixes: string[];
}

const entry = (key: string, path: string, area: Area, prefixes = [path]): MenuEntry => ({
  key,
  path,
  area,
  prefixes,
});

// The sidebar, in the order a panel user works: attend, understand, build, configure.
export const menuEntries: MenuEntry[] = [
  entry('dashboard', '/dashboard', 'dashboard'),
  entry('live', '/live', 'live'),
  entry('conversations', '/conversations', 'conversations', ['/conversations', '/conversation']),
  entry('contacts', '/contacts/people', 'contacts', ['/contacts']),
  entry('people', '/people', 'people'),
  entry('realTime', '/realTime', 'realTime'),
  entry('analytics', '/analytics', 'analytics'),
  entry('bots', '/bots', 'bots', ['/bots', '/flow', '/preview']),
  entry('knowledge', '/knowledge', 'knowledge'),
  entry('genai', '/knowledge/genai', 'genai'),
  entry('broadcast', '/broadcast', 'broadcast'),
  entry('library', '/library', 'library'),
  entry('kanban', '/kanban', 'kanban'),
  entry('notification', '/notification', 'notification'),
  entry('settings', '/settings', 'settings'),
  entry('internal', '/advanced', 'internal', ['/advanced', '/action']),
  entry('servers', '/server', 'internal'),
  entry('help', '/help', 'help'),
];

// Demo mode only (the provider sandbox runs): ShellSider adds it before the settings when the
// simulator answers.
export const simulatorEntry = entry('simulator', '/settings/simulator', 'settings');

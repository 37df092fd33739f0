import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { ThemeModeContext } from '../shared/theme/ThemeModeContext.ts';
import { applyThemeMode, storedThemeMode, type ThemeMode } from '../shared/theme/themeMode.ts';

// Data cache and the dark-mode choice, for every screen. Ant Design's provider is not here: the
// screens that use Ant Design bring it (shared/ui/AntdProvider), so /login stays light.
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(storedThemeMode);
  const themeMode = useMemo(
    () => ({
      mode,
      setMode: (next: ThemeMode) => {
        applyThemeMode(next);
        setModeState(next);
      },
    }),
    [mode],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeContext.Provider value={themeMode}>{children}</ThemeModeContext.Provider>
    </QueryClientProvider>
  );
}

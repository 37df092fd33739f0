import { createContext } from 'react';
import type { ThemeMode } from './themeMode.ts';

export interface ThemeModeValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
}

export const ThemeModeContext = createContext<ThemeModeValue>({ mode: 'light', setMode: () => undefined });

import { defaultLanguage, isLanguage } from '@prosa/contracts';
import { App as AntdApp, ConfigProvider, theme } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocales } from '../theme/antdLocales.ts';
import { dayjsLocales } from '../theme/dayjsLocales.ts';
import { ThemeModeContext } from '../theme/ThemeModeContext.ts';
import { ActionSuccessToasts } from './ActionSuccessToasts.tsx';

// Ant Design for the screens that use it (the shell and everything in it, the outbox, not-found):
// the dark or light algorithm, its own texts (pickers, pagination, empty states) and dayjs's dates
// in the active language, the context of messages and modals, and the success toasts. The login
// screens do without it, so /login downloads no Ant Design at all.
// Whoever asks their system for less motion gets no Ant Design animation: dialogs and drawers are
// in place at once (browser tests ask for it too, so they never click a dialog still moving in).
const prefersReducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

// Ant Design's light palette, one shade darker where its text falls short of WCAG AA's 4.5:1: the
// primary blue (#1677ff is 4.1:1 on white, 3.66:1 as the selected menu item's text), links, the
// error red (#ff4d4f, 3.26:1), secondary text (45% black, 3.36:1) and placeholders (25% black,
// 1.83:1: /live's filters read "Todos os atendentes" through theirs). Kept as plain.css's
// --p-primary and --p-error, so the plain screens match. The browser suite checks it with axe-core.
const lightContrast = {
  colorPrimary: '#0958d9',
  colorInfo: '#0958d9',
  colorLink: '#0958d9',
  colorError: '#cf1322',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
};

// Its dark palette, lighter where text falls short of 4.5:1 on the dark backgrounds: links and the
// selected menu item or tab in blue-4 (the primary #1668dc is 3.55:1 on #141414 and 2.46:1 on the
// selected item's #15325b), red text in red-4 (#dc4446 is 4.34:1), secondary text and placeholders
// at 60% white (45% is 4.42:1 on black, 25% is 2.24:1). Buttons keep the primary as background,
// where white text on it reads at 5.19:1; a solid danger button, red-4, takes black text.
const darkLink = '#69b1ff';
const darkError = '#ff7875';
const darkContrast = {
  token: {
    colorLink: darkLink,
    colorLinkHover: '#91caff',
    colorErrorText: darkError,
    colorTextDescription: 'rgba(255, 255, 255, 0.6)',
    colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.6)',
  },
  components: {
    Menu: { itemSelectedColor: darkLink },
    Tabs: { itemSelectedColor: darkLink, itemActiveColor: darkLink },
    Button: { colorError: darkError, colorErrorHover: '#ffa39e', dangerColor: '#000' },
  },
};

export function AntdProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { mode } = useContext(ThemeModeContext);
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  // Global, and idempotent: set before the children render so their first dates are right.
  dayjs.locale(dayjsLocales[language]);
  return (
    <ConfigProvider
      locale={antdLocales[language]}
      theme={{
        algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { motion: !prefersReducedMotion, ...(mode === 'dark' ? darkContrast.token : lightContrast) },
        components: mode === 'dark' ? darkContrast.components : undefined,
      }}
    >
      <AntdApp>
        <ActionSuccessToasts />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}

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
        token: { motion: !prefersReducedMotion, ...(mode === 'dark' ? {} : lightContrast) },
      }}
    >
      <AntdApp>
        <ActionSuccessToasts />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}

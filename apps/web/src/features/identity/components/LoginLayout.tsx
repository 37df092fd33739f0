import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from './LanguagePicker.tsx';

// The frame of every login screen: the product's name, the screen's heading, a language switch.
// Plain HTML (shared/ui/plain.css) keeps what /login downloads small.
export function LoginLayout({ heading, children }: { heading: string; children: ReactNode }) {
  const { t } = useTranslation('identity');
  return (
    <div className="p-screen">
      <div className="p-topbar">
        <LanguagePicker />
      </div>
      <main className="p-main">
        <section className="p-card">
          <h1>{t('common:appName')}</h1>
          <p className="p-center p-secondary">{t('tagline')}</p>
          <h2>{heading}</h2>
          {children}
        </section>
      </main>
    </div>
  );
}

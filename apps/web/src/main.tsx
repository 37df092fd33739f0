import './shared/ui/plain.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders.tsx';
import { createQueryClient } from './app/createQueryClient.ts';
import { AppRouter } from './app/router/AppRouter.tsx';
import { i18nReady } from './shared/i18n/i18n.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
// The first screen renders once its common texts are in (a failed load still renders, with keys).
void i18nReady.finally(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  ),
);

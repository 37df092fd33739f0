import './shared/i18n/i18n.ts';
import './shared/ui/plain.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders.tsx';
import { createQueryClient } from './app/createQueryClient.ts';
import { createAppRouter } from './app/router/createAppRouter.tsx';
import { isPublicPath } from './app/router/isPublicPath.ts';
import { endSession } from './shared/session/endSession.ts';

const router = createAppRouter();
const queryClient = createQueryClient(() => {
  if (isPublicPath(router.state.location.pathname)) return;
  endSession(queryClient, () => void router.navigate('/login', { replace: true }));
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

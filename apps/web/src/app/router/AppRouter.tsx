import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { lazyPage } from '../../shared/chunks/lazyPage.ts';
import { appRoutes } from './appRoutes.ts';
import { RedirectSignedIn } from './RedirectSignedIn.tsx';
import { RequireSession } from './RequireSession.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RoutePage } from './RoutePage.tsx';
import { SessionExpiryWatcher } from './SessionExpiryWatcher.tsx';

const LoginPage = lazyPage('LoginPage', () => import('../../features/identity/LoginPage.tsx'));
const AccountChoicePage = lazyPage(
  'AccountChoicePage',
  () => import('../../features/identity/AccountChoicePage.tsx'),
);
const ForgotPasswordPage = lazyPage(
  'ForgotPasswordPage',
  () => import('../../features/identity/ForgotPasswordPage.tsx'),
);
const ResetPasswordPage = lazyPage(
  'ResetPasswordPage',
  () => import('../../features/identity/ResetPasswordPage.tsx'),
);
const SetupPage = lazyPage('SetupPage', () => import('../../features/identity/SetupPage.tsx'));
const DevOutboxPage = lazyPage('DevOutboxPage', () => import('../../features/devOutbox/DevOutboxPage.tsx'));
const NotFoundPage = lazyPage('NotFoundPage', () => import('../NotFoundPage.tsx'));
// The shell (menu, header, sockets) is only loaded once a session exists: /login stays light.
const Shell = lazyPage('Shell', () => import('../shell/Shell.tsx'));

// Every route of the panel. Declarative routes: the data router's loaders and actions would
// double what React Router adds to each screen's download, and nothing here loads data that way.
export function AppRouter() {
  return (
    <BrowserRouter>
      <SessionExpiryWatcher />
      <RootLayout>
        <Routes>
          <Route path="/" element={<Navigate to="/dashboard" replace />} />
          <Route
            path="/login"
            element={
              <RedirectSignedIn>
                <LoginPage />
              </RedirectSignedIn>
            }
          />
          <Route
            path="/login/signin"
            element={
              <RedirectSignedIn>
                <AccountChoicePage />
              </RedirectSignedIn>
            }
          />
          <Route path="/login/forgot" element={<ForgotPasswordPage />} />
          <Route path="/login/reset" element={<ResetPasswordPage />} />
          <Route path="/login/setup" element={<SetupPage />} />
          <Route path="/dev/outbox" element={<DevOutboxPage />} />
          <Route
            element={
              <RequireSession>
                <Shell />
              </RequireSession>
            }
          >
            {appRoutes.map((route) => (
              <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
            ))}
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </RootLayout>
    </BrowserRouter>
  );
}

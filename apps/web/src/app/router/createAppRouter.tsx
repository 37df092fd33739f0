import { createBrowserRouter, Navigate } from 'react-router';
import { lazyPage } from '../chunks/lazyPage.ts';
import { appRoutes } from './appRoutes.ts';
import { RedirectSignedIn } from './RedirectSignedIn.tsx';
import { RequireSession } from './RequireSession.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
import { RoutePage } from './RoutePage.tsx';

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
const DevOutboxPage = lazyPage('DevOutboxPage', () => import('../../features/devOutbox/DevOutboxPage.tsx'));
const NotFoundPage = lazyPage('NotFoundPage', () => import('../NotFoundPage.tsx'));
// The shell (menu, header, sockets) is only loaded once a session exists: /login stays light.
const Shell = lazyPage('Shell', () => import('../shell/Shell.tsx'));

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { path: '/', element: <Navigate to="/dashboard" replace /> },
        {
          path: '/login',
          element: (
            <RedirectSignedIn>
              <LoginPage />
            </RedirectSignedIn>
          ),
        },
        {
          path: '/login/signin',
          element: (
            <RedirectSignedIn>
              <AccountChoicePage />
            </RedirectSignedIn>
          ),
        },
        { path: '/login/forgot', element: <ForgotPasswordPage /> },
        { path: '/login/reset', element: <ResetPasswordPage /> },
        { path: '/dev/outbox', element: <DevOutboxPage /> },
        {
          element: (
            <RequireSession>
              <Shell />
            </RequireSession>
          ),
          children: appRoutes.map((route) => ({
            path: route.path,
            element: <RoutePage route={route} />,
            handle: route,
          })),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}

import { useQueryClient } from '@tanstack/react-query';
import { Layout } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ChunkErrorBoundary } from '../../shared/chunks/ChunkErrorBoundary.tsx';
import { RealtimeProvider } from '../../shared/realtime/RealtimeProvider.tsx';
import { endSession } from '../../shared/session/endSession.ts';
import { hasSession } from '../../shared/session/hasSession.ts';
import { useMe } from '../../shared/session/useMe.ts';
import { AntdProvider } from '../../shared/ui/AntdProvider.tsx';
import { FullPageSpin } from '../../shared/ui/FullPageSpin.tsx';
import { PageTitleContext } from '../../shared/ui/PageTitleContext.ts';
import { findAppRoute } from '../router/findAppRoute.ts';
import { isRouteVisible } from '../router/isRouteVisible.ts';
import { AreaForbidden } from './AreaForbidden.tsx';
import { ConnectionLostAlert } from './ConnectionLostAlert.tsx';
import { PageHeading } from './PageHeading.tsx';
import { ShellHeader } from './ShellHeader.tsx';
import { ShellSider } from './ShellSider.tsx';
import { useUserLanguage } from './useUserLanguage.ts';
import { WorkingDayAlarm } from './WorkingDayAlarm.tsx';

// The dashboard shell around every protected route (the guard has loaded the session).
export default function Shell() {
  const { data: me } = useMe();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const route = findAppRoute(pathname);
  // Loads both namespaces before any part of the frame renders: some parts use both.
  const { t } = useTranslation(['shell', 'routes']);
  useUserLanguage(me);
  if (!hasSession(me)) return <FullPageSpin />;

  return (
    <AntdProvider>
      <RealtimeProvider
        userId={me.user.id}
        onSessionEnded={(reason) =>
          endSession(queryClient, () => void navigate('/login', { replace: true, state: { reason } }))
        }
      >
        <Layout style={{ minHeight: '100vh' }}>
          <ShellSider me={me} />
          <Layout>
            <ShellHeader me={me} />
            <ConnectionLostAlert />
            <WorkingDayAlarm />
            <Layout.Content style={{ padding: 24 }}>
              {route && <PageHeading route={route} />}
              <PageTitleContext value={route ? t(`routes:${route.title}`) : null}>
                <ChunkErrorBoundary resetKey={pathname}>
                  <Suspense fallback={<FullPageSpin />}>
                    {route && !isRouteVisible(route, me) ? <AreaForbidden /> : <Outlet />}
                  </Suspense>
                </ChunkErrorBoundary>
              </PageTitleContext>
            </Layout.Content>
          </Layout>
        </Layout>
      </RealtimeProvider>
    </AntdProvider>
  );
}

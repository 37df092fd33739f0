import { Layout } from 'antd';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AntdProvider } from '../../shared/ui/AntdProvider.tsx';
import { FullPageSpin } from '../../shared/ui/FullPageSpin.tsx';
import { ChunkErrorBoundary } from '../chunks/ChunkErrorBoundary.tsx';

export default function Shell() {
  const { pathname } = useLocation();
  return (
    <AntdProvider>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Content style={{ padding: 24 }}>
          <ChunkErrorBoundary resetKey={pathname}>
            <Suspense fallback={<FullPageSpin />}>
              <Outlet />
            </Suspense>
          </ChunkErrorBoundary>
        </Layout.Content>
      </Layout>
    </AntdProvider>
  );
}

import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullPageSpin } from '../../shared/ui/FullPageSpin.tsx';
import { ChunkErrorBoundary } from '../chunks/ChunkErrorBoundary.tsx';

// Around every screen: a spinner while its chunk loads, a reload prompt if it cannot.
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <ChunkErrorBoundary resetKey={pathname}>
      <Suspense fallback={<FullPageSpin />}>
        <Outlet />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { ChunkErrorBoundary } from '../../shared/chunks/ChunkErrorBoundary.tsx';
import { FullPageSpin } from '../../shared/ui/FullPageSpin.tsx';

// Around every screen: a spinner while its chunk loads, a reload prompt if it cannot.
export function RootLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ChunkErrorBoundary resetKey={pathname}>
      <Suspense fallback={<FullPageSpin />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}

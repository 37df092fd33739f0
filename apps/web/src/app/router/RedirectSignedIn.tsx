import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { hasSession } from '../../shared/session/hasSession.ts';
import { useMe } from '../../shared/session/useMe.ts';
import { FullPageSpin } from '../../shared/ui/FullPageSpin.tsx';

// A signed-in user who opens a login screen goes straight to the dashboard.
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <FullPageSpin />;
  if (hasSession(me.data)) return <Navigate to="/dashboard" replace />;
  return children;
}

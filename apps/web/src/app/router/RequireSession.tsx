import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ApiError } from '../../shared/api/ApiError.ts';
import { useMe } from '../../shared/session/useMe.ts';
import { FullPageSpin } from '../../shared/ui/FullPageSpin.tsx';
import { decideGuard } from './decideGuard.ts';
import { logPreGuard } from './logPreGuard.ts';

// The route guard of every protected route.
export function RequireSession({ children }: { children: ReactNode }) {
  const me = useMe();
  const { pathname } = useLocation();
  const decision = decideGuard(me);

  useEffect(() => {
    if (decision !== 'redirect') return;
    logPreGuard(pathname, me.error instanceof ApiError ? me.error.code : 'noSession');
  }, [decision, pathname, me.error]);

  if (decision === 'wait') return <FullPageSpin />;
  if (decision === 'redirect') return <Navigate to="/login" replace />;
  return children;
}

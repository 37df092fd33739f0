import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/ApiError.ts';
import { endSession } from '../../shared/session/endSession.ts';
import { meQueryKey } from '../../shared/session/meQueryKey.ts';
import { isPublicPath } from './isPublicPath.ts';

const isExpiredSession = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.code === 'generic.unauthenticated';

// A call that finds the session gone (revoked while the sockets were down, expired) ends it here
// and shows the login screen. The guard's own /me is left to the guard, which logs the event.
export function SessionExpiryWatcher() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = useRef(pathname);
  useEffect(() => {
    current.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const expire = () => {
      if (isPublicPath(current.current)) return;
      endSession(queryClient, () => void navigate('/login', { replace: true }));
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.queryKey[0] !== meQueryKey[0] && isExpiredSession(event.action.error)) expire();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isExpiredSession(event.action.error))
        expire();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, navigate]);

  return null;
}

import { useRouteError } from 'react-router';
import { LoadFailure } from '../chunks/LoadFailure.tsx';

// React Router's own error slot, for anything that escapes the boundaries.
export function RouteError() {
  return <LoadFailure error={useRouteError()} />;
}

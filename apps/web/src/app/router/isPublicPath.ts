// Screens anyone may open: the login routes (with the reset page) and the sandbox outbox.
export const isPublicPath = (pathname: string) =>
  pathname === '/login' || pathname.startsWith('/login/') || pathname === '/dev/outbox';

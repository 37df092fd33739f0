// An operationId from the method and the path, so every route has a stable, unique one without
// naming it by hand: `GET /api/contacts/:id/timeline` -> `getContactsByIdTimeline`.
export function deriveOperationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment));
  const pascal = words
    .flatMap((word) => word.split(/[^A-Za-z0-9]+/))
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join('');
  return `${method.toLowerCase()}${pascal}`;
}

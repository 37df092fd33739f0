// Spec §2: a visitor turned away by the route guard is logged as a pre-guard event.
export function logPreGuard(path: string, reason: string) {
  console.info('[prosa:pre-guard]', { path, reason, at: new Date().toISOString() });
}

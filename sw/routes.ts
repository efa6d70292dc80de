/** The worker never caches or rewrites API calls (docs/architecture.md#service-worker): Dexie is the one offline store. */
export function isApiRequest(url: URL): boolean {
  return url.pathname === '/api' || url.pathname.startsWith('/api/');
}

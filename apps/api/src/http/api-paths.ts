/** Paths that belong to the API: they never fall back to the console's index.html. */
export function isApiPath(path: string): boolean {
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path === '/admins' ||
    path.startsWith('/admins/') ||
    path === '/healthz' ||
    path === '/readyz'
  );
}

/** Paths the API server answers itself: they never fall back to the console's index.html. */
export function isApiPath(path: string): boolean {
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path === '/admins' ||
    path.startsWith('/admins/') ||
    path === '/healthz' ||
    path === '/readyz' ||
    // Uploaded files (uploads/upload-routes.ts): a missing one is a 404, not the console.
    path === '/uploads' ||
    path.startsWith('/uploads/')
  );
}

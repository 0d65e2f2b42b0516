/** The URL of a list page filtered by the given query parameters (the list pages' own parameter names). */
export function filteredListUrl(listPath: string, params: Record<string, string>): string {
  return `${listPath}?${new URLSearchParams(params).toString()}`;
}

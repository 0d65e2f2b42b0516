import { useLocation } from 'react-router';

/** Shows the current query string so tests can read the URL state of a page (see currentSearch). */
export function SearchProbe() {
  const location = useLocation();
  return <output data-testid="search">{location.search}</output>;
}

/** What the layout may use of the search feature: the top bar's search and its texts. */
export { useSearchQuery } from './searchApi';
export { searchCatalogue } from './searchTexts';

/** What other features and the layout may use of the help feature: where its page is. */

/** The help page's path under each role home (the spec's sample-page); the profile menu links it. */
export const HELP_ROUTE_PATH = 'sample-page';

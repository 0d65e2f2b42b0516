/** The features' menu and page titles in English, `menu.<English title>` (featureTitles() in vite.config.ts). */
declare module 'virtual:feature-titles' {
  const titles: Readonly<Record<string, string>>;
  export default titles;
}

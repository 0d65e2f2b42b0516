/**
 * Every feature's menu and page titles in Hindi (features/<x>/i18n/menu.hi.json), as one module: the
 * layout's Hindi loads it as one chunk, and the layout's own code holds one loader, not one per feature.
 */
const titles = import.meta.glob<Readonly<Record<string, string>>>('../../features/*/i18n/menu.hi.json', { eager: true, import: 'default' });

const featureHindiTitles: Readonly<Record<string, string>> = Object.assign({}, ...Object.values(titles));
export default featureHindiTitles;

/** What other features may use of the leaves feature: its catalogue (leave types as `type.<type>`). */
export { leaveCatalogue } from './leaveTexts';

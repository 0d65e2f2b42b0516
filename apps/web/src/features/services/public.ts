/** What other features may use of the services feature: image URLs and types, and the workshops' offered services. */
export { imageSrc, imageTypeOf } from './serviceImage';
export { useListOfferingsQuery } from './offeringsApi';

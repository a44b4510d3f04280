// What other modules may use of the catalogue: the card's "from" price as SQL, so search filters
// and sorts by the same figure the cards show (the cards themselves reach search as
// PropertiesService, wired in services.ts), and the public address of an image, so the host's
// photos point where the guest site's do.
export { averageNightlyPriceSql } from './average-price-sql.ts';
export { imageUrl } from './list-fields.ts';

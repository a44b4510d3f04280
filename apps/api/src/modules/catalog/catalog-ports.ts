// What other modules may use of the catalogue: the card's "from" price as SQL, so search filters
// and sorts by the same figure the cards show. The cards themselves reach search as
// PropertiesService (wired in services.ts).
export { averageNightlyPriceSql } from './average-price-sql.ts';

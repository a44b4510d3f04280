import type { ImageRef, Money } from '@direct/contracts';

// What a result card and the map need of a found property: the API sends much more (every
// image, the address, amenities), not all of which needs to travel to the browser.
export type ResultItem = {
  id: number;
  name: string;
  image: Pick<ImageRef, 'id' | 'url' | 'alt' | 'width' | 'height' | 'renditions'> | null;
  city: string | null;
  area: string | null;
  reviewAverage: number | null;
  reviewCount: number;
  // All-in for the searched stay, the promotion in it already (decision 0030).
  stayTotal: Money | null;
  stayPromotion: { name: string; amount: Money } | null;
  averageNightlyPrice: Money | null;
  route: string | null;
  position: { lat: number; lng: number } | null;
};

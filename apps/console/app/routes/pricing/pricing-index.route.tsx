import { redirect } from 'react-router';
import type { Route } from './+types/pricing-index.route';

// The pricing pages start with the fees. A page, not a resource route, so the navigation's link
// to it is followed in the browser too.
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/o/${params.organizationId}/pricing/fees`);
}

export default function PricingIndex() {
  return null;
}

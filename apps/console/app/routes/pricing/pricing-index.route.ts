import { redirect } from 'react-router';
import type { Route } from './+types/pricing-index.route';

// The pricing pages start with the fees.
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/o/${params.organizationId}/pricing/fees`);
}

import { data } from 'react-router';
import { ErrorView } from '../../components/error-view.tsx';

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorView kind="not-found" />;
}

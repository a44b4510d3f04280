import type { CardLinkProps } from '@direct/ui';
import { Link } from 'react-router';

// A card's title link as a router link: moving between catalog pages stays a client-side navigation.
export function cardLink({ className, href, children }: CardLinkProps) {
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

import type { BlogCardData } from '../../lib/catalog/cards.ts';
import { Card } from '@direct/ui';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { useLocation } from 'react-router';
import { formatDate } from '../../lib/catalog/format.ts';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import { cardLink } from './card-link.tsx';
import { CatalogImage } from './catalog-image.tsx';

// A blog post in a list; the title links to the post at its SEO address.
export function BlogCard({
  post,
  headingLevel = 3,
  eager = false,
}: {
  post: BlogCardData;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const href = post.route ? localizedPath(pathname, post.route.completeRoute) : undefined;
  // An English post on a German page (the brand wrote none in German) says its language.
  const lang = post.language && post.language !== i18n.language ? post.language : undefined;
  return (
    <Card className="blog-card" image={<CatalogImage image={post.image} eager={eager} />} title={lang ? <span lang={lang}>{post.title}</span> : post.title} href={href} link={cardLink} headingLevel={headingLevel}>
      {post.date && (
        <p className="card__meta">
          <time dateTime={post.date}>{formatDate(post.date, i18n.language)}</time>
        </p>
      )}
      {post.summary && (
        <p className="blog-card__summary" lang={lang}>
          {post.summary}
        </p>
      )}
    </Card>
  );
}

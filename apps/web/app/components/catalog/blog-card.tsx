import type { ContentItem } from '@direct/contracts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link, useLocation } from 'react-router';
import { formatDate } from '../../lib/catalog/format.ts';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import { CatalogImage } from './catalog-image.tsx';

// A blog post in a list; the title links to the post at its SEO address.
export function BlogCard({
  post,
  headingLevel = 3,
  eager = false,
}: {
  post: ContentItem;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const { i18n } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { pathname } = useLocation();
  const href = post.route ? localizedPath(pathname, post.route.completeRoute) : undefined;
  return (
    <article className="card blog-card">
      <CatalogImage image={post.image} eager={eager} />
      <div className="card__body">
        <Heading className="card__title">
          {href ? (
            <Link to={href} className="card__link">
              {post.title}
            </Link>
          ) : (
            post.title
          )}
        </Heading>
        {post.date && (
          <p className="card__meta">
            <time dateTime={post.date}>{formatDate(post.date, i18n.language)}</time>
          </p>
        )}
        {post.summary && <p className="blog-card__summary">{post.summary}</p>}
      </div>
    </article>
  );
}

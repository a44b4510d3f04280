import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link, useLocation } from 'react-router';
import { CatalogImage } from '../../components/catalog/catalog-image.tsx';
import { getBlogPost, resolveRoute } from '../../lib/catalog/catalog.server.ts';
import { formatDate } from '../../lib/catalog/format.ts';
import { notFound, pageError } from '../../lib/catalog/page-errors.server.ts';
import { sanitizePostHtml } from './sanitize.server.ts';
import { localizedPath, withoutLanguagePrefix } from '../../lib/i18n/language-links.ts';
import { absolute, brandPageMeta, pageUrl, rootDataFrom, siteOrigin } from '../../lib/i18n/page-meta.ts';
import { brandContext } from '../../lib/request-context.server.ts';
import catalogStyles from '../../components/catalog/catalog.css?url';
import type { Route } from './+types/blog-post.route';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: catalogStyles }];

// A post at its SEO address (/blog/<slug>): the path is resolved to the post, then loaded.
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const brand = context.get(brandContext);
  const path = decodeURIComponent(withoutLanguagePrefix(url.pathname)).replace(/\/+$/, '');
  if (path.length > 500) notFound();
  const route = await resolveRoute(brand, path, request.signal).catch(pageError);
  if (route.entityType !== 'blog_post') notFound();
  const post = await getBlogPost(brand, route.entityId, request.signal).catch(pageError);
  const { contentHtml, ...rest } = post;
  return { post: { ...rest, html: sanitizePostHtml(contentHtml) }, route };
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { post, route } = loaderData;
  const root = rootDataFrom(matches);
  const origin = root ? siteOrigin(root) : '';
  const image = post.image?.url;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    datePublished: post.date,
    description: route.metaDescription ?? post.summary,
    ...(image ? { image: absolute(origin, image) } : {}),
    url: pageUrl(origin, location),
    mainEntityOfPage: pageUrl(origin, location),
    keywords: post.tags.map((tag) => tag.name).join(', ') || undefined,
    articleSection: post.categories.map((category) => category.title),
    publisher: root ? { '@type': 'Organization', name: root.brand.name } : undefined,
    inLanguage: root?.locale.lng,
  };
  return brandPageMeta(matches, () => post.title, {
    location,
    type: 'article',
    description: route.metaDescription || post.summary,
    facebookDescription: route.facebookDescription,
    twitterDescription: route.twitterDescription,
    image,
    extra: [{ property: 'article:published_time', content: post.date }, { 'script:ld+json': jsonLd }],
  });
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { post } = loaderData;
  return (
    <article className="container blog-post">
      <p className="blog-post__back">
        <Link to={localizedPath(pathname, '/blog')}>
          <span aria-hidden="true">←</span> {t('blog.back')}
        </Link>
      </p>
      <header className="blog-post__head">
        <h1>{post.title}</h1>
        <p className="card__meta">
          {t('blog.publishedOn')} <time dateTime={post.date}>{formatDate(post.date, i18n.language)}</time>
        </p>
        {post.categories.length > 0 && (
          <div className="blog-post__terms">
            <ul className="chips" role="list" aria-label={t('blog.categories')}>
              {post.categories.map((category) => (
                <li key={category.route} className="chip">
                  {category.title}
                </li>
              ))}
            </ul>
          </div>
        )}
      </header>
      {post.image && <CatalogImage image={post.image} eager className="blog-post__image" />}
      <div className="blog-post__content" dangerouslySetInnerHTML={{ __html: post.html }} />
      {post.tags.length > 0 && (
        <footer className="blog-post__terms">
          <h2 className="blog-post__tags-title">{t('blog.tags')}</h2>
          <ul className="chips" role="list">
            {post.tags.map((tag) => (
              <li key={tag.route} className="chip chip--outline">
                #{tag.name}
              </li>
            ))}
          </ul>
        </footer>
      )}
    </article>
  );
}

import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { BlogCard } from '../../components/catalog/blog-card.tsx';
import { PaginationNav } from '../../components/catalog/pagination-nav.tsx';
import { listBlogPosts } from '../../lib/catalog/catalog.server.ts';
import { notFound, pageError } from '../../lib/catalog/page-errors.server.ts';
import { paginationModel, parsePage } from '../../lib/catalog/pagination.ts';
import { brandPageMeta } from '../../lib/i18n/page-meta.ts';
import { brandContext, languageContext } from '../../lib/request-context.server.ts';
import catalogStyles from '../../components/catalog/catalog.css?url';
import type { Route } from './+types/blog.route';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: catalogStyles }];

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  return brandPageMeta(
    matches,
    (t) => (loaderData && loaderData.meta.page > 1 ? t('pagination.titled', { title: t('blog.title'), page: loaderData.meta.page }) : t('blog.title')),
    { location },
  );
}

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const page = parsePage(url.searchParams.get('page'));
  if (page === null) notFound();
  const brand = context.get(brandContext);
  const result = await listBlogPosts(brand, page, undefined, request.signal, context.get(languageContext)).catch(pageError);
  if (result.data.length === 0 && page > 1) notFound();
  return { posts: result.data, meta: result.meta };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { posts, meta } = loaderData;
  return (
    <div className="container catalog-page">
      <header className="catalog-page__head">
        <h1>{t('blog.title')}</h1>
        <p className="catalog-page__intro">{t('blog.intro')}</p>
      </header>
      {posts.length === 0 ? (
        <p className="catalog-page__empty">{t('blog.empty')}</p>
      ) : (
        <ul className="card-grid" role="list">
          {posts.map((post, index) => (
            <li key={post.id}>
              <BlogCard post={post} headingLevel={2} eager={index < 3} />
            </li>
          ))}
        </ul>
      )}
      <PaginationNav model={paginationModel(meta.page, meta.total, meta.limit)} />
    </div>
  );
}

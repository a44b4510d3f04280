import { blogPostStatuses, endpoints, type BlogPostStatus } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { Badge, Button, ButtonLink, DataTable, Pagination, type BadgeTone } from '@direct/ui';
import { Form, Link, useLoaderData } from 'react-router';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { readListQuery, type ListQuerySpec } from '../../lib/lists/list-query.ts';
import { paginationItems } from '../../lib/lists/pagination-items.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import type { Route } from './+types/blog.route';
import blogStyles from './blog.css?url';
import contentNavStyles from '../../components/content-nav/content-nav.css?url';
import { ContentNav } from '../../components/content-nav/content-nav.tsx';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: contentNavStyles },
  { rel: 'stylesheet', href: blogStyles },
];

const listSpec: ListQuerySpec<'updated'> = { sorts: ['updated'], defaultSort: 'updated', filters: { status: blogPostStatuses } };
const pageSize = 25;
const tones: Record<BlogPostStatus, BadgeTone> = { draft: 'neutral', scheduled: 'warning', published: 'success' };

// The organization's posts, newest change first; the status filter lives in the URL.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const query = readListQuery(new URL(request.url), listSpec);
  const status = query.filters['status'] as BlogPostStatus | undefined;
  const list = await hostCall(endpoints.hostListBlogPosts, token, {
    params: { organizationId: Number(params.organizationId) },
    query: { page: query.page, limit: pageSize, status },
    signal: request.signal,
  });
  return { list, status: status ?? null };
}

export default function BlogPosts() {
  const { t, lng } = useTranslation();
  const organization = useOrganization();
  const { list, status } = useLoaderData<typeof loader>();
  const base = `/o/${organization.id}/blog`;
  const canWrite = roleAllows(organization.role, 'organization:write');
  const when = (iso: string | null) => (iso ? new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) : '—');
  const totalPages = Math.max(1, Math.ceil(list.meta.total / list.meta.limit));
  const pageHref = (page: number) => {
    const search = new URLSearchParams();
    if (status) search.set('status', status);
    if (page > 1) search.set('page', String(page));
    const query = search.toString();
    return `${base}${query ? `?${query}` : ''}`;
  };
  const title = t('consoleContent.blog.title');
  return (
    <>
      <title>{t('console.meta.title', { page: title })}</title>
      <div className="page-head">
        <h1 tabIndex={-1}>{title}</h1>
        {canWrite && <ButtonLink href={`${base}/new`}>{t('consoleContent.blog.newPost')}</ButtonLink>}
      </div>
      <ContentNav organizationId={organization.id} />
      <p className="muted">{t('consoleContent.blog.intro')}</p>
      <Form method="get" className="blog-filter">
        <label htmlFor="blog-status">{t('consoleContent.blog.filterLabel')}</label>
        <select id="blog-status" name="status" defaultValue={status ?? ''}>
          <option value="">{t('consoleContent.status.all')}</option>
          {blogPostStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`consoleContent.status.${value}`)}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary">
          {t('consoleContent.blog.filter')}
        </Button>
      </Form>
      {list.data.length === 0 ? (
        <p>{status ? t('consoleContent.blog.emptyFiltered') : t('consoleContent.blog.empty')}</p>
      ) : (
        <DataTable caption={t('consoleContent.blog.caption')}>
          <thead>
            <tr>
              <th scope="col">{t('consoleContent.blog.columns.title')}</th>
              <th scope="col">{t('consoleContent.blog.columns.status')}</th>
              <th scope="col">{t('consoleContent.blog.columns.language')}</th>
              <th scope="col">{t('consoleContent.blog.columns.brand')}</th>
              <th scope="col">{t('consoleContent.blog.columns.publishAt')}</th>
              <th scope="col">{t('consoleContent.blog.columns.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((post) => (
              <tr key={post.id}>
                <th scope="row">
                  <Link to={`${base}/${post.id}`}>{post.title || t('consoleContent.blog.untitled')}</Link>
                </th>
                <td>
                  <Badge tone={tones[post.status]}>{t(`consoleContent.status.${post.status}`)}</Badge>
                </td>
                <td>{t(`consoleContent.languages.${post.language}`)}</td>
                <td>{post.brandName}</td>
                <td>{when(post.publishAt)}</td>
                <td>{when(post.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {totalPages > 1 && (
        <Pagination
          label={t('consoleContent.blog.pages')}
          items={paginationItems(list.meta.page, totalPages)}
          previous={list.meta.page > 1 ? list.meta.page - 1 : null}
          next={list.meta.page < totalPages ? list.meta.page + 1 : null}
          link={(target, props) => <Link to={pageHref(target)} {...props} />}
          texts={{ previous: t('consoleContent.blog.previous'), next: t('consoleContent.blog.next'), page: (n) => t('consoleContent.blog.page', { page: n }) }}
        />
      )}
    </>
  );
}

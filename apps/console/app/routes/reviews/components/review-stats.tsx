import type { HostReviewStats } from '@direct/contracts';
import { DataTable } from '@direct/ui';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

// Average and 1–5 distribution of each property's published reviews (what guests see).
export function ReviewStats({ stats }: { stats: HostReviewStats['data'] }) {
  const { t, lng } = useTranslation();
  const average = new Intl.NumberFormat(lng, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <section aria-labelledby="review-stats-title" className="review-stats">
      <h2 id="review-stats-title">{t('consoleReviews.stats.title')}</h2>
      <DataTable caption={t('consoleReviews.stats.caption')}>
        <thead>
          <tr>
            <th scope="col">{t('consoleReviews.stats.property')}</th>
            <th scope="col">{t('consoleReviews.stats.average')}</th>
            <th scope="col">{t('consoleReviews.stats.count')}</th>
            <th scope="col">{t('consoleReviews.stats.hidden')}</th>
            <th scope="col">{t('consoleReviews.stats.distribution')}</th>
          </tr>
        </thead>
        <tbody>
          {stats.map((row) => (
            <tr key={row.propertyId}>
              <th scope="row">{row.propertyName}</th>
              <td>{row.summary.average === null ? t('consoleReviews.stats.none') : average.format(row.summary.average)}</td>
              <td>{row.summary.count}</td>
              <td>{row.hidden}</td>
              <td>
                <ul className="review-stats__bars">
                  {(['5', '4', '3', '2', '1'] as const).map((stars) => {
                    const count = row.summary.distribution[stars];
                    const percent = row.summary.count === 0 ? 0 : Math.round((count / row.summary.count) * 100);
                    return (
                      <li key={stars}>
                        <span className="review-stats__bar" aria-hidden="true">
                          <span style={{ blockSize: `${percent}%` }} />
                        </span>
                        <span className="visually-hidden">{t('consoleReviews.stats.bar', { stars, count })}</span>
                        <span aria-hidden="true">
                          {stars}★ {count}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </section>
  );
}

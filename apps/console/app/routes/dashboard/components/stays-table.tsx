import type { DashboardStay } from '@direct/contracts';
import { Badge, DataTable } from '@direct/ui';
import { CleanedBadge } from '../../../components/cleaned-badge.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { useOrganization } from '../../../lib/session/organization-data.ts';

// Today's and tomorrow's arrivals (or departures) with each check-in step's state.
export function StaysTable({ kind, stays }: { kind: 'arrivals' | 'departures'; stays: DashboardStay[] }) {
  const { t } = useTranslation();
  const organization = useOrganization();
  const title = t(`consoleToday.dashboard.${kind}`);
  return (
    <section aria-labelledby={`${kind}-title`}>
      <h3 id={`${kind}-title`}>{title}</h3>
      {stays.length === 0 ? (
        <p className="muted">{t(kind === 'arrivals' ? 'consoleToday.dashboard.noArrivals' : 'consoleToday.dashboard.noDepartures')}</p>
      ) : (
        <DataTable caption={t(kind === 'arrivals' ? 'consoleToday.dashboard.arrivalsCaption' : 'consoleToday.dashboard.departuresCaption')} captionHidden>
          <thead>
            <tr>
              <th scope="col">{t('consoleToday.dashboard.columns.booking')}</th>
              <th scope="col">{t('consoleToday.dashboard.columns.guest')}</th>
              <th scope="col">{t('consoleToday.dashboard.columns.stay')}</th>
              <th scope="col">{t('consoleToday.dashboard.columns.day')}</th>
              <th scope="col">{t('consoleToday.dashboard.columns.checkin')}</th>
              {kind === 'departures' && <th scope="col">{t('consoleToday.housekeeping.cleanedColumn')}</th>}
            </tr>
          </thead>
          <tbody>
            {stays.map((stay) => {
              const done = stay.steps.filter((step) => step.done).length;
              return (
                <tr key={`${stay.bookingId}-${stay.day}`}>
                  <th scope="row">
                    <a href={`/o/${organization.id}/bookings/${stay.bookingId}`}>{stay.code}</a>
                  </th>
                  <td>{stay.guestName}</td>
                  <td>{[stay.propertyName, stay.unitName].filter(Boolean).join(' · ')}</td>
                  <td>{t(`consoleToday.dashboard.day.${stay.day}`)}</td>
                  <td>
                    {stay.steps.length === 0 ? (
                      <span className="muted">{t('consoleToday.dashboard.noSteps')}</span>
                    ) : stay.checkinReady ? (
                      <Badge tone="success">{t('consoleToday.dashboard.ready')}</Badge>
                    ) : (
                      <>
                        <span>{t('consoleToday.dashboard.stepsDone', { done, total: stay.steps.length })}</span>
                        <ul className="dashboard__steps">
                          {stay.steps.map((step) => {
                            const name = t(`consoleToday.dashboard.steps.${step.step}`);
                            return (
                              <li key={step.step}>
                                <Badge tone={step.done ? 'success' : 'neutral'}>{t(step.done ? 'consoleToday.dashboard.stepDone' : 'consoleToday.dashboard.stepOpen', { step: name })}</Badge>
                              </li>
                            );
                          })}
                        </ul>
                      </>
                    )}
                  </td>
                  {kind === 'departures' && (
                    <td>
                      <CleanedBadge cleaned={stay.cleaned} />
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}

import type { HostRoleName } from '@direct/contracts';
import { Button } from '@direct/ui';
import { Form } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

type Invitation = { id: number; email: string; role: HostRoleName; expiresAt: string; invitedBy: string };

export function InvitationsTable({ invitations, canWrite }: { invitations: Invitation[]; canWrite: boolean }) {
  const { t, lng } = useTranslation();
  const date = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section aria-labelledby="invitations-title">
      <h2 id="invitations-title">{t('console.team.invitations')}</h2>
      {invitations.length === 0 ? (
        <p className="muted">{t('console.team.noInvitations')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('console.fields.email')}</th>
                <th scope="col">{t('console.fields.role')}</th>
                <th scope="col">{t('console.team.invitedBy')}</th>
                <th scope="col">{t('console.team.expires')}</th>
                {canWrite && <th scope="col">{t('console.team.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {invitations.map((invitation) => (
                <tr key={invitation.id}>
                  <th scope="row">{invitation.email}</th>
                  <td>{t(`console.roles.${invitation.role}`)}</td>
                  <td>{invitation.invitedBy}</td>
                  <td>{date.format(new Date(invitation.expiresAt))}</td>
                  {canWrite && (
                    <td>
                      <Form method="post" className="inline-form">
                        <CsrfField />
                        <input type="hidden" name="intent" value="revoke" />
                        <input type="hidden" name="target" value={invitation.id} />
                        <Button type="submit" small variant="quiet">
                          {t('console.team.revoke')}
                          <span className="visually-hidden"> {invitation.email}</span>
                        </Button>
                      </Form>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

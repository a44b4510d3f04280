import type { HostRoleName } from '@direct/contracts';
import { canAssignRole, hostRoles } from '@direct/domain/host-access';
import { Button } from '@direct/ui';
import { Form } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

type Member = { userId: string; name: string; email: string; role: HostRoleName; joinedAt: string };

export function MembersTable({ members, canWrite, actorRole, currentUserId }: { members: Member[]; canWrite: boolean; actorRole: HostRoleName; currentUserId: string }) {
  const { t, lng } = useTranslation();
  const date = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section aria-labelledby="members-title">
      <h2 id="members-title">{t('console.team.members')}</h2>
      <div className="table-scroll">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('console.team.name')}</th>
              <th scope="col">{t('console.fields.email')}</th>
              <th scope="col">{t('console.fields.role')}</th>
              <th scope="col">{t('console.team.joined')}</th>
              {canWrite && <th scope="col">{t('console.team.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {members.map((member) => {
              const editable = canWrite && member.userId !== currentUserId && canAssignRole(actorRole, member.role);
              return (
                <tr key={member.userId}>
                  <th scope="row">{member.name}</th>
                  <td>{member.email}</td>
                  <td>{t(`console.roles.${member.role}`)}</td>
                  <td>{date.format(new Date(member.joinedAt))}</td>
                  {canWrite && (
                    <td>
                      {editable ? (
                        <div className="row-actions">
                          <Form method="post" className="inline-form">
                            <CsrfField />
                            <input type="hidden" name="intent" value="change-role" />
                            <input type="hidden" name="target" value={member.userId} />
                            <label className="visually-hidden" htmlFor={`role-${member.userId}`}>
                              {t('console.team.newRoleFor', { name: member.name })}
                            </label>
                            <select id={`role-${member.userId}`} name="role" defaultValue={member.role}>
                              {hostRoles
                                .filter((role) => canAssignRole(actorRole, role))
                                .map((role) => (
                                  <option key={role} value={role}>
                                    {t(`console.roles.${role}`)}
                                  </option>
                                ))}
                            </select>
                            <Button type="submit" small variant="secondary">
                              {t('console.team.changeRole')}
                              <span className="visually-hidden"> {member.name}</span>
                            </Button>
                          </Form>
                          <Form method="post" className="inline-form">
                            <CsrfField />
                            <input type="hidden" name="intent" value="remove" />
                            <input type="hidden" name="target" value={member.userId} />
                            <Button type="submit" small variant="quiet">
                              {t('console.team.remove')}
                              <span className="visually-hidden"> {member.name}</span>
                            </Button>
                          </Form>
                        </div>
                      ) : (
                        <span className="muted">{member.userId === currentUserId ? t('console.team.you') : '—'}</span>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

import type { HostDeposit } from '@direct/contracts';
import { Button } from '@direct/ui';
import { Form } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

// Place now and release: each offered only when possible, else the reason it isn't.
export function DepositActions({ deposit }: { deposit: HostDeposit }) {
  const { t } = useTranslation();
  const actions = [
    { intent: 'place', refusal: deposit.actions.place, label: t('consoleToday.deposit.place'), hint: t('consoleToday.deposit.placeHint') },
    { intent: 'release', refusal: deposit.actions.release, label: t('consoleToday.deposit.release'), hint: t('consoleToday.deposit.releaseHint') },
  ] as const;
  return (
    <>
      {/* Placing is only worth a panel before anything is held (or when there is no card yet). */}
      {actions
        .filter((action) => action.intent === 'release' || action.refusal === null || action.refusal === 'no_card')
        .map((action) => (
        <section key={action.intent} className="panel deposit-action" aria-labelledby={`deposit-${action.intent}`}>
          <h2 id={`deposit-${action.intent}`}>{action.label}</h2>
          {action.refusal ? (
            <p className="muted">{t(`consoleToday.deposit.refusals.${action.refusal}`)}</p>
          ) : (
            <Form method="post" noValidate>
              <CsrfField />
              <input type="hidden" name="intent" value={action.intent} />
              <p className="muted" id={`deposit-${action.intent}-hint`}>
                {action.hint}
              </p>
              <Button type="submit" variant={action.intent === 'release' ? 'secondary' : 'primary'} aria-describedby={`deposit-${action.intent}-hint`}>
                {action.label}
              </Button>
            </Form>
          )}
        </section>
        ))}
    </>
  );
}

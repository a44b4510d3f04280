import { Button } from '@direct/ui';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

// The address in a read-only field (selectable without JavaScript) and a copy button that says
// what happened through a polite live region.
export function CopyAddress({ id, url, name }: { id: string; url: string; name: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      input.current?.select();
      setStatus('failed');
    }
  }
  return (
    <div className="copy-address">
      <label htmlFor={id} className="visually-hidden">
        {t('consoleCalendarExport.addressOf', { name })}
      </label>
      <input ref={input} id={id} type="text" readOnly value={url} className="copy-address__input" onFocus={(event) => event.currentTarget.select()} />
      <Button small variant="secondary" onClick={copy} aria-label={t('consoleCalendarExport.copyName', { name })}>
        {t('consoleCalendarExport.copy')}
      </Button>
      <span role="status" className="copy-address__status">
        {status === 'copied' ? t('consoleCalendarExport.copied') : status === 'failed' ? t('consoleCalendarExport.copyFailed') : ''}
      </span>
    </div>
  );
}

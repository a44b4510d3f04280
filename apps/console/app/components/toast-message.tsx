import { Toast } from '@direct/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n/translation.tsx';
import { useOptionalRootData } from '../lib/root-data.ts';

// The toast the last form post left (root loader, lib/toast): shown until closed, or for a few
// seconds once the page is interactive. Each toast has its own id, so the same words twice show twice.
const visibleMs = 8000;

export function ToastMessage() {
  const { t } = useTranslation();
  const toast = useOptionalRootData()?.toast;
  const [closedId, setClosedId] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setClosedId(toast.id), visibleMs);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!toast || closedId === toast.id) return null;
  return (
    <Toast tone={toast.tone} closeLabel={t('console.toast.close')} onClose={() => setClosedId(toast.id)}>
      {toast.message}
    </Toast>
  );
}

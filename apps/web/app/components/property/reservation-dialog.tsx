import { useEffect, useRef } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { enquiryFields, type EnquiryResult } from '../../lib/property/enquiry.ts';
import { OverlayBody, overlayHrefs, type OverlayProps } from './overlay-body.tsx';

// The reservation overlay as a modal dialog: focus stays inside, Escape or the close button
// closes it, and focus goes back to Reserve. The enquiry is posted to the page's action by a
// fetcher; the answer shows in place (field errors with what was typed, or the confirmation).
// Loaded when Reserve is first pressed (React.lazy in property-page.tsx).
export default function ReservationDialog({
  planKey,
  stayInputs,
  onClose,
  ...overlay
}: Omit<OverlayProps, 'result'> & { planKey: string; stayInputs: [string, string][]; onClose: () => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<EnquiryResult>({ key: 'enquiry' });
  const { pathname } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    opener.current = document.activeElement;
    dialog.current?.showModal();
  }, []);

  // After an answer: focus the confirmation, or the first field to correct.
  useEffect(() => {
    const answer = fetcher.data;
    if (answer?.status === 'sent') sent.current?.focus();
    if (answer?.status === 'invalid') {
      const first = enquiryFields.find((field) => answer.errors[field]);
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
  }, [fetcher.data]);

  const closed = () => {
    onClose();
    if (opener.current instanceof HTMLElement) opener.current.focus();
  };
  const hrefs = overlayHrefs(pathname, stayInputs, planKey);

  return (
    <dialog ref={dialog} className="reserve-dialog" aria-labelledby="reserve-title" onClose={closed}>
      <OverlayBody
        {...overlay}
        result={fetcher.data}
        sending={fetcher.state !== 'idle'}
        sentRef={sent}
        close={
          <button type="button" className="icon-button" onClick={() => dialog.current?.close()}>
            <span aria-hidden="true">✕</span>
            <span className="visually-hidden">{t('property.reserve.close')}</span>
          </button>
        }
        form={(fields) => (
          <fetcher.Form ref={form} method="post" action={hrefs.action} noValidate className="enquiry">
            {fields}
          </fetcher.Form>
        )}
      />
    </dialog>
  );
}

import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { DestinationComboboxProps } from './destination-combobox.tsx';

// The destination field as the page starts: a plain text field (what it is without JavaScript
// too). The suggestions combobox is not part of the page's first-load code: it is fetched when the
// browser is idle, or at once when the guest focuses the field, and then takes the field's place
// with what was typed, the focus and the caret.
let loaded: ComponentType<DestinationComboboxProps> | null = null;

export function DestinationField(props: DestinationComboboxProps) {
  // Once loaded, later pages (client-side navigations, not hydration) start with the combobox.
  const [Combobox, setCombobox] = useState<ComponentType<DestinationComboboxProps> | null>(() => loaded);
  const plain = useRef<HTMLInputElement>(null);
  const handoff = useRef<Pick<DestinationComboboxProps, 'defaultValue' | 'defaultPlace' | 'focusAt'> | null>(null);

  useEffect(() => {
    if (loaded) return;
    let done = false;
    const load = () => {
      if (done) return;
      done = true;
      import('./destination-combobox.tsx').then(
        ({ DestinationCombobox }) => {
          loaded = DestinationCombobox;
          if (!plain.current) return;
          // The field is read when the swap renders, not when the code arrived: a guest may still
          // be typing in between, and those letters must move across too.
          setCombobox(() => {
            const input = plain.current;
            if (input) {
              const typed = input.value !== props.defaultValue;
              handoff.current = {
                defaultValue: input.value,
                // A place chosen earlier no longer holds once the guest typed something else.
                defaultPlace: typed ? null : props.defaultPlace,
                ...(document.activeElement === input ? { focusAt: input.selectionStart } : {}),
              };
            }
            return DestinationCombobox;
          });
        },
        // Offline or a failed deploy: the plain field keeps working.
        () => undefined,
      );
    };
    const input = plain.current;
    input?.addEventListener('focus', load);
    const idle = window.requestIdleCallback?.(load, { timeout: 3000 });
    const timer = idle === undefined ? setTimeout(load, 1500) : undefined;
    return () => {
      done = true;
      input?.removeEventListener('focus', load);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
    // Once per field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (Combobox) return <Combobox {...props} {...handoff.current} />;
  const { inputId, defaultValue, defaultPlace, placeholder, describedBy, invalid, onEdit } = props;
  return (
    <div className="combobox">
      <input
        ref={plain}
        id={inputId}
        name="destination"
        type="text"
        className="search-prompt__input"
        defaultValue={defaultValue}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onInput={onEdit}
      />
      {defaultPlace && <input type="hidden" name={defaultPlace.type} value={defaultPlace.id} />}
    </div>
  );
}

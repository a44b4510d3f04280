import type { Suggestion } from '@direct/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { mergeSuggestions, type SuggestionOption } from '../../lib/search/merge-suggestions.ts';
import { loadRecentSearches } from '../../lib/search/recent-searches.ts';
import { normalizeName } from '../../lib/search/search-params.ts';
import type { Place } from '../../lib/search/search-params.ts';

// The destination field with suggestions: an editable combobox with a list popup (WAI-ARIA APG
// "combobox with listbox popup", list autocomplete with manual selection). The guest's recent
// searches show when the field is focused and empty, and above the API's suggestions that match
// while typing. Focus stays in the field; arrow keys move the active option
// (aria-activedescendant), Enter chooses it, Escape closes the list (and clears the field when it
// is already closed). destination-field.tsx loads it after the page's first-load code and puts
// it in place of the plain text field the page starts with.

const debounceMs = 250;
const minQuery = 2;

const typeKeys = {
  city: 'search.suggestions.type.city',
  area: 'search.suggestions.type.area',
  property: 'search.suggestions.type.property',
  text: 'search.suggestions.type.text',
} as const;

export type DestinationComboboxProps = {
  inputId: string;
  defaultValue: string;
  defaultPlace: Place | null;
  placeholder?: string;
  describedBy?: string;
  invalid?: boolean;
  // A suggestion was chosen. Returns true when the choice left the page (a property's page).
  onPick?: (option: SuggestionOption) => boolean;
  onEdit?: () => void;
  // Taking over from a plain field the guest is typing in: focus, and the caret where it was.
  focusAt?: number | null;
};

export function DestinationCombobox({
  inputId,
  defaultValue,
  defaultPlace,
  placeholder,
  describedBy,
  invalid,
  onPick,
  onEdit,
  focusAt,
}: DestinationComboboxProps) {
  const { t, i18n } = useTranslation();
  const listboxId = useId();
  const [value, setValue] = useState(defaultValue);
  const [place, setPlace] = useState<Place | null>(defaultPlace);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [apiSuggestions, setApiSuggestions] = useState<{ query: string; data: Suggestion[] }>({ query: '', data: [] });
  const [recent, setRecent] = useState(() => [] as ReturnType<typeof loadRecentSearches>);
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusAt !== undefined && input.current) {
      input.current.focus();
      if (focusAt !== null) input.current.setSelectionRange(focusAt, focusAt);
      openList();
      fetchSuggestions(defaultValue);
    }
    return () => {
      clearTimeout(timer.current);
      pending.current?.abort();
    };
    // Once, on taking over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const query = value.trim().replace(/\s+/g, ' ');
  // While the answer for what was just typed is on its way, the previous answer stays, narrowed
  // to what still matches (no flicker on every key).
  const asked = normalizeQuery(apiSuggestions.query);
  const typed = normalizeQuery(query);
  const currentApi =
    asked === typed
      ? apiSuggestions.data
      : asked !== '' && typed.startsWith(asked)
        ? apiSuggestions.data.filter((suggestion) => normalizeName(`${suggestion.label} ${suggestion.sublabel ?? ''}`).includes(typed))
        : [];
  const groups = mergeSuggestions(recent, currentApi, query);
  const options = [...groups.recent, ...groups.suggestions];
  const expanded = open && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  // What a screen reader hears when the list changes (the list itself is not a live region).
  useEffect(() => {
    if (!open) {
      setStatus('');
      return;
    }
    const waiting = query.length >= minQuery && normalizeQuery(apiSuggestions.query) !== normalizeQuery(query);
    if (waiting) return;
    if (options.length > 0) setStatus(t('search.suggestions.available', { count: options.length }));
    else setStatus(query.length >= minQuery ? t('search.suggestions.none') : '');
  }, [open, options.length, query, apiSuggestions.query, t]);

  function fetchSuggestions(text: string) {
    clearTimeout(timer.current);
    pending.current?.abort();
    const q = text.trim().replace(/\s+/g, ' ');
    if ([...q].length < minQuery) return;
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      pending.current = controller;
      try {
        const response = await fetch(`/resources/suggestions?${new URLSearchParams({ q, language: i18n.language })}`, {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        });
        // Suggestions are a help, not a requirement: on any failure the guest just types on.
        const body = response.ok ? ((await response.json()) as { data?: Suggestion[] }) : { data: [] };
        const data = Array.isArray(body.data) ? body.data : [];
        setApiSuggestions({ query: q, data });
      } catch {
        if (!controller.signal.aborted) setApiSuggestions({ query: q, data: [] });
      }
    }, debounceMs);
  }

  function openList() {
    setRecent(loadRecentSearches());
    setOpen(true);
  }

  function choose(option: SuggestionOption) {
    setOpen(false);
    setActive(-1);
    if (onPick?.(option)) return;
    setValue(option.label);
    setPlace(option.type === 'city' || option.type === 'area' ? { type: option.type, id: option.id! } : null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          openList();
          fetchSuggestions(value);
          if (!event.altKey) setActive(0);
        } else if (options.length > 0) setActive((index) => (index + 1) % options.length);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) {
          openList();
          fetchSuggestions(value);
          setActive(options.length - 1);
        } else if (options.length > 0) setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
        return;
      case 'Enter':
        if (activeOption) {
          event.preventDefault();
          choose(activeOption);
        } else setOpen(false);
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value !== '') {
          event.preventDefault();
          setValue('');
          setPlace(null);
          onEdit?.();
        }
        return;
      case 'Tab':
        setOpen(false);
        setActive(-1);
        return;
      default:
    }
  }

  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const renderOption = (option: SuggestionOption, index: number) => (
    <li
      key={option.key}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className="combobox__option"
      // Keep focus in the field: the click chooses without a blur in between.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => choose(option)}
      onMouseMove={() => index !== active && setActive(index)}
    >
      <span className="combobox__label">{option.label}</span>
      {option.sublabel && <span className="combobox__sublabel">, {option.sublabel}</span>}
      <span className="combobox__meta">
        <span className="visually-hidden">, </span>
        {t(typeKeys[option.type])}
        {option.numberOfProperties !== null && (
          <>
            {' · '}
            {t('catalog.propertyCount', { count: option.numberOfProperties })}
          </>
        )}
      </span>
    </li>
  );

  return (
    <div className="combobox">
      <input
        ref={input}
        id={inputId}
        name="destination"
        type="text"
        role="combobox"
        className="search-prompt__input"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeOption ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          setValue(event.target.value);
          // A typed text is not the chosen place any more.
          setPlace(null);
          setActive(-1);
          setRecent(loadRecentSearches());
          setOpen(true);
          fetchSuggestions(event.target.value);
          onEdit?.();
        }}
        onFocus={() => {
          if (value.trim() === '') openList();
        }}
        onClick={() => {
          if (!open) {
            openList();
            fetchSuggestions(value);
          }
        }}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      {place && <input type="hidden" name={place.type} value={place.id} />}
      <div id={listboxId} role="listbox" aria-label={t('search.suggestions.label')} className="combobox__list" hidden={!expanded}>
        {groups.recent.length > 0 && (
          <ul role="group" aria-labelledby={`${listboxId}-recent`}>
            <li role="presentation" id={`${listboxId}-recent`} className="combobox__group">
              {t('search.suggestions.recent')}
            </li>
            {groups.recent.map((option, index) => renderOption(option, index))}
          </ul>
        )}
        {groups.suggestions.length > 0 && (
          <ul role="group" aria-labelledby={`${listboxId}-api`}>
            <li role="presentation" id={`${listboxId}-api`} className="combobox__group">
              {t('search.suggestions.suggested')}
            </li>
            {groups.suggestions.map((option, index) => renderOption(option, groups.recent.length + index))}
          </ul>
        )}
      </div>
      <div role="status" className="visually-hidden">
        {status}
      </div>
    </div>
  );
}

// (The browser's HTTP cache keeps answers a minute: the same text is not asked twice.)
const normalizeQuery = normalizeName;

import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { loadLocalDb, useLocalLiveQuery } from '../../local/lazy-local-db.ts';
import { addRecentSearch, clearRecentSearches, listRecentSearches, removeRecentSearch } from '../../local/recent-searches.ts';
import { useOnlineStatus } from '../../pwa/use-online-status.ts';
import { cx } from '../../ui/class-names.ts';
import { SearchIcon } from '../../ui/icons.tsx';
import styles from './search-box.module.css';
import { flattenGroups, nextActiveIndex, recentOptions, suggestionGroups, type SearchOption } from './search-options.ts';
import { SearchPopup } from './search-popup.tsx';
import { SearchStatus } from './search-status.tsx';
import { searchTarget } from './search-target.ts';
import { suggestQuery } from './suggest-query.ts';
import { useSearchSuggestions } from './use-search-suggestions.ts';

const NO_KEYWORDS: string[] = [];

/** History is a convenience: a storage failure must never stop a search. */
const ignore = () => {};

/** The keyword of the results page being shown (`/products?search=`), to keep it in the field. */
function useShownKeyword(): string | null {
  return useRouterState({
    select: (state) => {
      if (state.location.pathname !== '/products') return null;
      const search = (state.location.search as Record<string, unknown>).search;
      // The router parses "555" as a number: the field wants the text back.
      return typeof search === 'string' || typeof search === 'number' ? String(search) : null;
    },
  });
}

/**
 * The product search box (sticky top bar, 404 page): an ARIA 1.2 combobox whose listbox popup
 * offers remembered searches when empty and suggestions from 2 characters (spec §5, §9). Enter
 * on an option opens it; Enter otherwise opens `/products?search={keyword}`; an empty submit is
 * blocked. Offline, suggestions are not asked for but Enter still searches.
 */
export function SearchBox({ className, autoFocus = false }: { className?: string | undefined; autoFocus?: boolean }) {
  const { t } = useLingui();
  const router = useRouter();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const hintId = `${baseId}-hint`;
  const popupId = `${baseId}-popup`;
  const listboxId = `${baseId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const online = useOnlineStatus();

  const shownKeyword = useShownKeyword();
  const [value, setValue] = useState(shownKeyword ?? '');
  const [syncedKeyword, setSyncedKeyword] = useState(shownKeyword);
  if (shownKeyword !== syncedKeyword) {
    // A results page opened another way (link, back button): show its keyword in the field.
    setSyncedKeyword(shownKeyword);
    if (shownKeyword !== null) setValue(shownKeyword);
  }

  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const [blocked, setBlocked] = useState(false);

  const recentKeywords = useLocalLiveQuery(
    (db) => listRecentSearches(db).then((rows) => rows.map((row) => row.keyword), () => NO_KEYWORDS),
    NO_KEYWORDS,
  );

  const q = suggestQuery(value);
  const mode = value.trim() === '' ? 'recent' : q !== null ? 'suggest' : null;
  // Suggestions are asked for only while the popup is wanted (not after a search has left).
  const view = useSearchSuggestions(mode === 'suggest' && open ? q : null, online);

  const shownData = view.status === 'ready' ? view.data : view.status === 'loading' ? view.previous : null;
  const groups = useMemo(() => (shownData ? suggestionGroups(shownData, value) : null), [shownData, value]);
  const recent = useMemo(() => recentOptions(recentKeywords), [recentKeywords]);
  const options = mode === 'recent' ? recent : mode === 'suggest' && groups ? flattenGroups(groups) : [];

  const popupVisible = open && !blocked && (mode === 'recent' ? recent.length > 0 : mode === 'suggest');
  const expanded = popupVisible && options.length > 0;
  const active = expanded && activeIndex !== null ? options[activeIndex] : undefined;
  const optionId = (option: SearchOption) => `${listboxId}-${option.key.replace(/\s+/g, '_')}`;

  const activeId = active ? optionId(active) : undefined;
  useEffect(() => {
    // aria-activedescendant does not scroll: keep the active option in sight (scroll-padding
    // leaves room for the sticky "see all" row).
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  function close() {
    setOpen(false);
    setActiveIndex(null);
  }

  function changeValue(next: string) {
    setValue(next);
    setActiveIndex(null);
    setOpen(true);
    if (blocked) setBlocked(false);
  }

  function go(href: string) {
    close();
    // On touch screens the keyboard would hide the page that opens.
    if (window.matchMedia('(pointer: coarse)').matches) inputRef.current?.blur();
    void router.navigate({ href });
  }

  function pick(option: SearchOption) {
    if (option.kind === 'recent' || option.kind === 'all') {
      setValue(option.keyword);
      loadLocalDb().then((db) => addRecentSearch(db, option.keyword)).catch(ignore);
    }
    go(option.href);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = searchTarget(value);
    if (!target) {
      // Spec §5: an empty search is not sent; say what to type instead.
      setBlocked(true);
      inputRef.current?.focus();
      return;
    }
    setBlocked(false);
    loadLocalDb().then((db) => addRecentSearch(db, target.keyword)).catch(ignore);
    go(target.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Vietnamese IMEs compose letters with these keys; never steal them mid-composition.
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!popupVisible) {
          setOpen(true);
          return;
        }
        setActiveIndex(nextActiveIndex(activeIndex, options.length, event.key === 'ArrowDown' ? 1 : -1));
        return;
      }
      case 'Enter':
        if (active) {
          event.preventDefault();
          pick(active);
        }
        return;
      case 'Escape':
        // First Escape closes the popup, the next clears the field (APG combobox).
        if (popupVisible) {
          event.preventDefault();
          close();
        } else if (value !== '') {
          event.preventDefault();
          changeValue('');
          setOpen(false);
        }
        return;
      case 'Delete':
        if (active?.kind === 'recent') {
          event.preventDefault();
          loadLocalDb().then((db) => removeRecentSearch(db, active.keyword)).catch(ignore);
          setActiveIndex(null);
        }
        return;
    }
  }

  return (
    <form
      role="search"
      className={cx(styles.form, className)}
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
      noValidate
    >
      <label htmlFor={inputId} className="visually-hidden">
        <Trans>Tìm kiếm sản phẩm</Trans>
      </label>
      <div className={styles.field}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          name="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          value={value}
          onChange={(event) => changeValue(event.target.value)}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          placeholder={t`Tìm linh kiện, mã sản phẩm...`}
          autoComplete="off"
          autoCapitalize="off"
          enterKeyHint="search"
          spellCheck={false}
          autoFocus={autoFocus}
          aria-invalid={blocked || undefined}
          aria-describedby={blocked ? hintId : undefined}
        />
        {mode === 'suggest' && view.status === 'loading' && <span className={styles.spinner} aria-hidden="true" />}
      </div>
      <button type="submit" className={styles.submit}>
        <SearchIcon size={20} />
        <span className="visually-hidden">
          <Trans>Tìm kiếm</Trans>
        </span>
      </button>
      {blocked && (
        <p id={hintId} className={styles.hint} role="alert">
          <Trans>Nhập tên hoặc mã linh kiện để tìm.</Trans>
        </p>
      )}
      <div className={styles.popupSlot} hidden={!popupVisible}>
        {mode !== null && (
          <SearchPopup
            popupId={popupId}
            listboxId={listboxId}
            optionId={optionId}
            mode={mode}
            recent={recent}
            groups={groups}
            options={options}
            activeIndex={active ? activeIndex : null}
            view={view}
            query={value}
            onPick={pick}
            onHover={setActiveIndex}
            onRemoveRecent={(keyword) => {
              loadLocalDb().then((db) => removeRecentSearch(db, keyword)).catch(ignore);
              setActiveIndex(null);
            }}
            onClearRecent={() => {
              loadLocalDb().then(clearRecentSearches).catch(ignore);
              close();
              inputRef.current?.focus();
            }}
            onRetry={view.retry}
          />
        )}
      </div>
      <SearchStatus visible={popupVisible} mode={mode} view={view} count={options.length} />
    </form>
  );
}

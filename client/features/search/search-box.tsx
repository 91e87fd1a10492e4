import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { localDb } from '../../local/db.ts';
import { addRecentSearch } from '../../local/recent-searches.ts';
import { cx } from '../../ui/class-names.ts';
import { SearchIcon } from '../../ui/icons.tsx';
import styles from './search-box.module.css';
import { searchTarget } from './search-target.ts';

/**
 * The product search form (sticky top bar, 404 page). A non-empty keyword is remembered in the
 * local recent-search list and opens the results page; an empty submit is blocked (spec §5).
 */
export function SearchBox({ className, autoFocus = false }: { className?: string | undefined; autoFocus?: boolean }) {
  const { t } = useLingui();
  const router = useRouter();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [blocked, setBlocked] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = searchTarget(value);
    if (!target) {
      setBlocked(true);
      inputRef.current?.focus();
      return;
    }
    setBlocked(false);
    // History is a convenience: a storage failure must not stop the search.
    addRecentSearch(localDb, target.keyword).catch(() => {});
    void router.navigate({ href: target.href });
  }

  return (
    <form role="search" className={cx(styles.form, className)} onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className="visually-hidden">
        <Trans>Tìm kiếm sản phẩm</Trans>
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.input}
        type="search"
        name="search"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (blocked) setBlocked(false);
        }}
        placeholder={t`Tìm linh kiện, mã sản phẩm...`}
        autoComplete="off"
        enterKeyHint="search"
        spellCheck={false}
        autoFocus={autoFocus}
        aria-invalid={blocked || undefined}
        aria-describedby={blocked ? hintId : undefined}
      />
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
    </form>
  );
}

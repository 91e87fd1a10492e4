import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SavedBomListResponse, SavedBomSummary } from '#shared/bom/schemas.ts';
import { useConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { deleteBom, renameBom, savedBomsPage } from './saved-boms-api.ts';
import styles from './bom.module.css';

type ListState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; list: SavedBomListResponse };

/**
 * The signed-in user's BOMs kept on the server (the BOM tool's "signed-in users also find their
 * saved BOMs on the server: list, rename, delete"): open one, rename it in place, delete it after
 * a confirmation. `version` moves when the page saved one, so the list shows it.
 */
export function SavedBoms({ version, onOpen, onDeleted }: { version: number; onOpen: (bom: SavedBomSummary) => Promise<void>; onDeleted: (id: number) => void }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [reload, setReload] = useState(0);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  const [confirm, dialog] = useConfirmDialog();
  const refresh = useCallback(() => setReload((count) => count + 1), []);

  useEffect(() => {
    let live = true;
    savedBomsPage(page).then(
      (list) => {
        if (!live) return;
        // The last BOM of a page was deleted: show the page before.
        if (list.data.length === 0 && page > 1) setPage(page - 1);
        else setState({ status: 'ready', list });
      },
      () => {
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [page, version, reload]);

  async function rename(bom: SavedBomSummary, event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (name === '') {
      setProblem(t`Vui lòng nhập tên BOM.`);
      return;
    }
    try {
      await renameBom(bom.id, name);
      setProblem('');
      setRenaming(null);
      refresh();
    } catch {
      setProblem(t`Không đổi tên được. Vui lòng thử lại.`);
    }
  }

  async function remove(bom: SavedBomSummary) {
    const confirmed = await confirm({ title: t`Xóa BOM`, message: t`Xóa "${bom.name}" khỏi tài khoản của bạn?`, confirmLabel: t`Xóa` });
    if (!confirmed) return;
    try {
      await deleteBom(bom.id);
      onDeleted(bom.id);
      setProblem('');
      refresh();
    } catch {
      setProblem(t`Không xóa được. Vui lòng thử lại.`);
    }
  }

  async function open(bom: SavedBomSummary) {
    try {
      setProblem('');
      await onOpen(bom);
    } catch {
      setProblem(t`Không mở được BOM này. Vui lòng thử lại.`);
    }
  }

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        <Trans>BOM đã lưu trong tài khoản</Trans>
      </h2>
      {problem && (
        <p className={styles.failure} role="alert">
          {problem}
        </p>
      )}
      {state.status === 'loading' && (
        <p className={styles.meta} role="status">
          <Trans>Đang tải…</Trans>
        </p>
      )}
      {state.status === 'error' && (
        <p className={styles.failure} role="alert">
          <Trans>Không tải được danh sách BOM.</Trans>{' '}
          <button type="button" className={styles.linkButton} onClick={refresh}>
            <Trans>Thử lại</Trans>
          </button>
        </p>
      )}
      {state.status === 'ready' && state.list.data.length === 0 && (
        <p className={styles.meta}>
          <Trans>Chưa có BOM nào. Mở một BOM rồi bấm "Lưu vào tài khoản" để dùng lại trên mọi thiết bị.</Trans>
        </p>
      )}
      {state.status === 'ready' && state.list.data.length > 0 && (
        <ul className={styles.drafts} aria-label={t`BOM trong tài khoản`}>
          {state.list.data.map((bom) => (
            <li key={bom.id} className={styles.draft}>
              {renaming === bom.id ? (
                <RenameForm name={bom.name} onSubmit={(event) => void rename(bom, event)} onCancel={() => setRenaming(null)} />
              ) : (
                <>
                  <div>
                    <p className={styles.refs}>{bom.name}</p>
                    <p className={styles.meta}>
                      <Plural value={bom.line_count} one="# dòng" other="# dòng" /> · <Plural value={bom.boards} one="# bo" other="# bo" /> ·{' '}
                      {i18n.date(new Date(bom.updated_at), { dateStyle: 'short', timeStyle: 'short' })}
                    </p>
                  </div>
                  <div className={styles.actions}>
                    <button type="button" className={styles.secondary} aria-label={t`Mở ${bom.name}`} onClick={() => void open(bom)}>
                      <Trans>Mở</Trans>
                    </button>
                    <button type="button" className={styles.secondary} aria-label={t`Đổi tên ${bom.name}`} onClick={() => setRenaming(bom.id)}>
                      <Trans>Đổi tên</Trans>
                    </button>
                    <button type="button" className={styles.danger} aria-label={t`Xóa ${bom.name} khỏi tài khoản`} onClick={() => void remove(bom)}>
                      <Trans>Xóa</Trans>
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {state.status === 'ready' && state.list.last_page > 1 && (
        <nav className={styles.actions} aria-label={t`Trang BOM đã lưu`}>
          <button type="button" className={styles.secondary} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <Trans>Mới hơn</Trans>
          </button>
          <span className={styles.meta}>
            <Trans>
              Trang {page}/{state.list.last_page}
            </Trans>
          </span>
          <button type="button" className={styles.secondary} disabled={page >= state.list.last_page} onClick={() => setPage(page + 1)}>
            <Trans>Cũ hơn</Trans>
          </button>
        </nav>
      )}
      {dialog}
    </section>
  );
}

/** Renaming one BOM in place; the name field takes the focus when it opens. */
function RenameForm({ name, onSubmit, onCancel }: { name: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void; onCancel: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.select(), []);
  return (
    <form className={styles.renameForm} onSubmit={onSubmit}>
      <label className={styles.control}>
        <span className={styles.label}>
          <Trans>Tên mới</Trans>
        </span>
        <input ref={input} name="name" className={styles.nameInput} defaultValue={name} maxLength={120} required />
      </label>
      <div className={styles.actions}>
        <button type="submit" className={styles.secondary}>
          <Trans>Lưu tên</Trans>
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          <Trans>Hủy</Trans>
        </button>
      </div>
    </form>
  );
}

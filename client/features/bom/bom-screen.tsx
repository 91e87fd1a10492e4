import { Trans, useLingui } from '@lingui/react/macro';
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { BomLayout, ParsedBom } from '#shared/bom/parse/bom-lines.ts';
import type { BomMapping, SavedBomSummary } from '#shared/bom/schemas.ts';
import { quantityRule } from '#shared/catalog/quantity.ts';
import { ExchangeRateContext } from '../../money/exchange-rate-context.ts';
import { useCurrency } from '../../money/use-price.ts';
import { addCartLines, CartFullError } from '../../local/cart-lines.ts';
import { loadLocalDb, useLocalLiveQuery } from '../../local/lazy-local-db.ts';
import { loginHref } from '../../session/login-href.ts';
import { useSession } from '../../session/use-session.ts';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { assemblyParts, type AssemblyParts } from './bom-assembly.ts';
import { BomDrafts } from './bom-drafts.tsx';
import { bomDraftsNewestFirst, deleteBomDraft, getBomDraft, putBomDraft, rememberLayout, rememberedLayout, type BomDraft } from './bom-drafts-store.ts';
import { download, exportRows, toCsv, toXlsx } from './bom-export.ts';
import { BomInput, type BomSource } from './bom-input.tsx';
import { BomMappingStep } from './bom-mapping.tsx';
import { bomRefusal, bomStatusName } from './bom-messages.ts';
import { priceBom } from './bom-pricing.ts';
import { BomResults, BomSummary } from './bom-results.tsx';
import { BomSourcing } from './bom-sourcing.tsx';
import styles from './bom.module.css';
import { parseInWorker, type BomParseSource } from './parse-in-worker.ts';
import { useBomMatch } from './use-bom-match.ts';
import { SAVED_BOM_MAPPING, savedBomChoices, savedBomCsv } from './saved-bom-text.ts';
import { savedBom } from './saved-boms-api.ts';
import { saveBomMutation, SAVE_BOM_MUTATION } from './saved-bom-outbox.ts';
import { enqueueWrite, onOutboxEvent } from '../../local/app-outbox.ts';
import { SavedBoms } from './saved-boms.tsx';

interface Loaded {
  draft: BomDraft;
  bom: ParsedBom;
  rows: string[][];
}

function sourceOf(draft: BomDraft): BomParseSource {
  return draft.file ? { file: draft.file } : { text: draft.text ?? '' };
}

function baseName(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '').slice(0, 120) || fileName;
}

function wholeNumber(text: string, min: number, max: number): number {
  const value = Math.floor(Number(text));
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
}

/**
 * /bom, the BOM tool: upload, check the columns, match, price for N boards, buy, export, keep
 * drafts (and, signed in, BOMs in the account), request sourcing, start an assembly quote.
 * `onAttachToAssembly` opens the PCB assembly form with the BOM (composed by the route).
 */
export function BomScreen({ onAttachToAssembly }: { onAttachToAssembly: (parts: AssemblyParts) => Promise<void> }) {
  const { t, i18n } = useLingui();
  usePageMeta({
    title: t`Công cụ BOM`,
    description: t`Tải lên BOM, khớp từng dòng với linh kiện có sẵn, tính giá cho N bo mạch và thêm tất cả vào giỏ.`,
    canonical: '/bom',
  });
  const currency = useCurrency();
  const exchangeRate = useContext(ExchangeRateContext);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [unselected, setUnselected] = useState<ReadonlySet<number>>(new Set());
  const drafts = useLocalLiveQuery<BomDraft[] | null>(bomDraftsNewestFirst, null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const lines = loaded?.bom.lines ?? null;
  const draft = loaded?.draft;
  const match = useBomMatch({ lines, boards: draft?.boards ?? 1, sparePercentPassives: draft?.sparePercentPassives ?? 0 });
  const session = useSession();
  const signedIn = session.status === 'user';
  const [savedVersion, setSavedVersion] = useState(0);
  // Outbox answers to this page's saves, by entry id: one may come before enqueueWrite resolves.
  const saveOutcomes = useRef(new Map<string, 'sent' | 'failed'>());
  // Which draft each of this page's saves was made from: the saved id links it to an assembly quote.
  const saveDrafts = useRef(new Map<string, string>());
  const [savingEntry, setSavingEntry] = useState<string | null>(null);
  const [saveOutcome, setSaveOutcome] = useState<{ id: string; outcome: 'sent' | 'failed' } | null>(null);

  // A save sent by the outbox (now, or when the network returned): the account list shows it.
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type !== 'sent' && event.type !== 'failed') return;
        if (event.entry.mutation !== SAVE_BOM_MUTATION) return;
        saveOutcomes.current.set(event.entry.id, event.type);
        const draftId = saveDrafts.current.get(event.entry.id);
        const savedId = event.type === 'sent' ? (event.response as { id?: unknown } | null)?.id : undefined;
        if (draftId && typeof savedId === 'number') void linkSaved(draftId, savedId);
        setSaveOutcome({ id: event.entry.id, outcome: event.type });
        setSavedVersion((count) => count + 1);
      }),
    [],
  );
  const savedNow = savingEntry !== null && saveOutcome?.id === savingEntry ? saveOutcome.outcome : null;
  useEffect(() => {
    if (savedNow === null) return;
    setNotice(savedNow === 'sent' ? t`Đã lưu BOM vào tài khoản của bạn.` : t`Không lưu được vào tài khoản. Vui lòng thử lại.`);
    setSavingEntry(null);
  }, [savedNow, t]);

  const priced = useMemo(
    () =>
      loaded && draft
        ? priceBom(loaded.bom.lines, match.state.status === 'idle' ? null : match.state.result, {
            boards: draft.boards,
            sparePercentPassives: draft.sparePercentPassives,
            choices: draft.choices,
            unselected,
          })
        : null,
    [loaded, draft, match.state, unselected],
  );

  async function parse(source: BomParseSource, given?: BomLayout) {
    setProgress(0);
    try {
      return await parseInWorker(source, given, setProgress);
    } finally {
      setProgress(null);
    }
  }

  async function save(next: Loaded) {
    const stored = { ...next.draft, updatedAt: Date.now() };
    setLoaded({ ...next, draft: stored });
    await putBomDraft(await loadLocalDb(), stored);
  }

  /** Remembers the account id of a saved draft (on the page and on the device). */
  async function linkSaved(draftId: string, savedId: number) {
    setLoaded((current) => (current && current.draft.id === draftId ? { ...current, draft: { ...current.draft, savedId } } : current));
    const db = await loadLocalDb();
    const stored = await getBomDraft(db, draftId);
    if (stored) await putBomDraft(db, { ...stored, savedId });
  }

  /** A BOM deleted from the account no longer links the open draft to a quote (the server would refuse its id). */
  async function unlinkSaved(savedId: number) {
    if (!loaded || loaded.draft.savedId !== savedId) return;
    const { savedId: _deleted, ...unlinked } = loaded.draft;
    await save({ ...loaded, draft: unlinked });
  }

  async function openSource(source: BomSource) {
    setError('');
    setNotice('');
    try {
      const input = 'file' in source ? { file: source.file } : { text: source.text };
      let parsed = await parse(input);
      // The mapping the user chose last time for this header layout wins over detection.
      const header = parsed.bom.header_row === null ? null : parsed.rows[0];
      const remembered = header ? await rememberedLayout(await loadLocalDb(), header) : null;
      if (remembered && JSON.stringify(remembered) !== JSON.stringify(parsed.bom.mapping)) {
        parsed = await parse(input, { mapping: remembered, header_row: parsed.bom.header_row });
      }
      const name = 'file' in source ? baseName(source.fileName) : t`BOM đã dán`;
      const draft: BomDraft = {
        id: crypto.randomUUID(),
        name,
        fileName: 'file' in source ? source.fileName : null,
        file: 'file' in source ? source.file : null,
        text: 'text' in source ? source.text : null,
        mapping: parsed.bom.mapping,
        headerRow: parsed.bom.header_row,
        boards: loaded?.draft.boards ?? 1,
        sparePercentPassives: loaded?.draft.sparePercentPassives ?? 0,
        choices: {},
        updatedAt: Date.now(),
      };
      setUnselected(new Set());
      await save({ draft, ...parsed });
      resultsRef.current?.focus();
    } catch (refusal) {
      // A bad file changes nothing: the current draft stays on the page and on the device.
      setError(bomRefusal(i18n, refusal));
    }
  }

  async function openDraft(stored: BomDraft) {
    setError('');
    setNotice('');
    try {
      const parsed = await parse(sourceOf(stored), { mapping: stored.mapping, header_row: stored.headerRow });
      setUnselected(new Set());
      setLoaded({ draft: stored, ...parsed });
    } catch (refusal) {
      setError(bomRefusal(i18n, refusal));
    }
  }

  async function openSaved(summary: SavedBomSummary) {
    setError('');
    setNotice('');
    const stored = await savedBom(summary.id);
    const text = savedBomCsv(stored.lines);
    const parsed = await parse({ text }, { mapping: SAVED_BOM_MAPPING, header_row: 0 });
    const opened: BomDraft = {
      id: crypto.randomUUID(),
      name: stored.name,
      fileName: stored.file_name,
      file: null,
      text,
      mapping: SAVED_BOM_MAPPING,
      headerRow: 0,
      boards: stored.boards,
      sparePercentPassives: stored.spare_percent_passives,
      choices: savedBomChoices(stored),
      savedId: stored.id,
      updatedAt: Date.now(),
    };
    setUnselected(new Set());
    // Kept on this device too, so it opens offline like any draft.
    await save({ draft: opened, ...parsed });
    resultsRef.current?.focus();
  }

  async function saveToAccount() {
    if (!loaded || !draft) return;
    const entry = await enqueueWrite(saveBomMutation, {
      name: draft.name.slice(0, 120) || t`BOM`,
      boards: draft.boards,
      spare_percent_passives: draft.sparePercentPassives,
      ...(draft.fileName ? { file_name: draft.fileName.slice(0, 255) } : {}),
      mapping: draft.mapping,
      lines: loaded.bom.lines.map((line, index) => (draft.choices[index] === undefined ? line : { ...line, product_id: draft.choices[index] })),
    });
    saveDrafts.current.set(entry.id, draft.id);
    const early = saveOutcomes.current.get(entry.id);
    if (early) setSaveOutcome({ id: entry.id, outcome: early });
    setSavingEntry(entry.id);
    setNotice(t`Đang lưu vào tài khoản… (ngoại tuyến: BOM sẽ được lưu khi có mạng)`);
  }

  async function attachToAssembly() {
    if (!priced || !draft) return;
    try {
      await onAttachToAssembly(
        assemblyParts(priced.lines, draft.name, draft.boards, {
          heading: t`BOM ${draft.name}: ${draft.boards} bo, ${priced.lines.length} dòng (ký hiệu | SL / bo | linh kiện)`,
          noPart: t`không có trong danh mục`,
          more: (count) => t`… và ${count} dòng nữa`,
        }, draft.savedId ?? null),
      );
    } catch {
      setNotice(t`Không mở được báo giá lắp ráp. Hãy mở trang PCB khi có mạng rồi thử lại.`);
    }
  }

  async function changeMapping(mapping: BomMapping) {
    if (!loaded) return;
    setError('');
    try {
      const parsed = await parse(sourceOf(loaded.draft), { mapping, header_row: loaded.draft.headerRow });
      if (loaded.bom.header_row !== null && loaded.rows[0]) await rememberLayout(await loadLocalDb(), loaded.rows[0], mapping);
      setUnselected(new Set());
      await save({ draft: { ...loaded.draft, mapping, choices: {} }, ...parsed });
    } catch (refusal) {
      setError(bomRefusal(i18n, refusal));
    }
  }

  function update(change: Partial<BomDraft>) {
    if (loaded) void save({ ...loaded, draft: { ...loaded.draft, ...change } });
  }

  function choose(index: number, productId: number | null) {
    if (!loaded) return;
    const choices = { ...loaded.draft.choices };
    if (productId === null) delete choices[index];
    else choices[index] = productId;
    update({ choices });
  }

  function toggle(index: number, selected: boolean) {
    setUnselected((current) => {
      const next = new Set(current);
      if (selected) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  async function addAllToCart() {
    if (!priced) return;
    const chosen = priced.lines.filter((line) => line.selected && line.product);
    try {
      await addCartLines(
        await loadLocalDb(),
        chosen.map((line) => ({ productId: line.product!.id, quantity: line.buyQuantity, rule: quantityRule(line.product!) })),
      );
      setNotice(t`Đã thêm ${chosen.length} dòng vào giỏ hàng.`);
    } catch (failure) {
      setNotice(failure instanceof CartFullError ? t`Giỏ hàng đã đầy, vui lòng đặt đơn hàng này trước.` : t`Không thêm được vào giỏ hàng. Vui lòng thử lại.`);
    }
  }

  async function exportAs(kind: 'csv' | 'xlsx') {
    if (!priced || !loaded) return;
    const rate = currency === 'USD' && exchangeRate !== null ? exchangeRate : null;
    const rows = exportRows(priced.lines, {
      headers: [t`Ký hiệu`, t`SL / bo`, t`Cần`, t`Mua`, t`Giá trị`, t`Kiểu chân`, t`MPN của bạn`, t`Trạng thái`, t`Mã SP`, t`MPN`, t`Nhà sản xuất`, rate ? t`Đơn giá (USD)` : t`Đơn giá (VND)`, rate ? t`Thành tiền (USD)` : t`Thành tiền (VND)`],
      status: (line) => (line.chosen ? t`Bạn đã chọn` : line.match ? bomStatusName(i18n, line.match.status) : t`Chưa khớp`),
      // Dollars with cents, as the page shows them (VND / exchange rate); dong as whole numbers.
      amount: (vnd) => (rate ? Math.round((vnd / rate) * 100) / 100 : vnd),
    });
    const name = `${loaded.draft.name}-${loaded.draft.boards}`;
    if (kind === 'csv') download(toCsv(rows), `${name}.csv`);
    else download(await toXlsx(rows), `${name}.xlsx`);
  }

  const matchState = match.state;
  return (
    <div className={`container ${styles.page}`}>
      <header>
        <h1 className={styles.title}>
          <Trans>Công cụ BOM</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Tải lên danh sách linh kiện, mỗi dòng được khớp với sản phẩm của shop kèm lý do; tính giá cho số bo mạch bạn cần và mua tất cả trong một bước.</Trans>
        </p>
      </header>
      {error && (
        <p className={styles.failure} role="alert">
          {error}
        </p>
      )}
      <BomInput busy={progress !== null} progress={progress} onSource={(source) => void openSource(source)} />
      {loaded && draft && (
        <>
          <BomMappingStep
            columns={loaded.bom.columns}
            samples={loaded.bom.header_row === null ? loaded.rows : loaded.rows.slice(1)}
            mapping={draft.mapping}
            busy={progress !== null}
            onChange={(mapping) => void changeMapping(mapping)}
          />
          <section className={styles.card} aria-labelledby="bom-results-title">
            <h2 id="bom-results-title" ref={resultsRef} tabIndex={-1} className={styles.cardTitle}>
              <Trans>3. Kết quả: {draft.name}</Trans>
            </h2>
            <div className={styles.controls}>
              <label className={styles.control}>
                <span className={styles.label}>
                  <Trans>Số bo mạch</Trans>
                </span>
                <input
                  className={styles.number}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={100000}
                  value={draft.boards}
                  onChange={(event) => update({ boards: wholeNumber(event.currentTarget.value, 1, 100_000) })}
                />
              </label>
              <label className={styles.control}>
                <span className={styles.label}>
                  <Trans>Dự phòng linh kiện thụ động (%)</Trans>
                </span>
                <input
                  className={styles.number}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  value={draft.sparePercentPassives}
                  onChange={(event) => update({ sparePercentPassives: wholeNumber(event.currentTarget.value, 0, 100) })}
                />
              </label>
            </div>
            {matchState.status === 'offline' && (
              <p className={styles.waiting} role="status">
                <Trans>Bạn đang ngoại tuyến. BOM đã được lưu trên thiết bị; việc khớp linh kiện sẽ tự chạy khi có mạng trở lại.</Trans>
              </p>
            )}
            {matchState.status === 'failed' && (
              <p className={styles.failure} role="alert">
                <Trans>Không khớp được linh kiện lúc này.</Trans>{' '}
                <button type="button" className={styles.linkButton} onClick={match.retry}>
                  <Trans>Thử lại</Trans>
                </button>
              </p>
            )}
            {matchState.status === 'matching' && (
              <p className={styles.meta} role="status">
                <Trans>Đang khớp {loaded.bom.lines.length} dòng với danh mục…</Trans>
              </p>
            )}
            {priced && <BomSummary priced={priced} boards={draft.boards} />}
            <div className={styles.actions}>
              <button type="button" className={styles.primary} disabled={!priced || priced.lines.every((line) => !line.selected)} onClick={() => void addAllToCart()}>
                <Trans>Thêm tất cả dòng đã chọn vào giỏ</Trans>
              </button>
              <button type="button" className={styles.secondary} onClick={() => void exportAs('csv')}>
                <Trans>Xuất CSV</Trans>
              </button>
              <button type="button" className={styles.secondary} onClick={() => void exportAs('xlsx')}>
                <Trans>Xuất XLSX</Trans>
              </button>
              {signedIn && (
                <button type="button" className={styles.secondary} onClick={() => void saveToAccount()}>
                  <Trans>Lưu vào tài khoản</Trans>
                </button>
              )}
              <button type="button" className={styles.secondary} disabled={!priced} onClick={() => void attachToAssembly()}>
                <Trans>Gắn vào báo giá lắp ráp PCB</Trans>
              </button>
            </div>
            <p className={styles.hint}>
              {draft.savedId === undefined ? (
                <Trans>Lưu vào tài khoản để liên kết BOM này với báo giá lắp ráp; nếu chưa lưu, danh sách linh kiện chỉ được chép vào ghi chú.</Trans>
              ) : (
                <Trans>BOM đã lưu trong tài khoản: báo giá lắp ráp sẽ được liên kết với BOM này.</Trans>
              )}
            </p>
            <p className={styles.notice} role="status">
              {notice}
              {notice && ' '}
              {notice && (
                <a href="/carts">
                  <Trans>Xem giỏ hàng</Trans>
                </a>
              )}
            </p>
            {priced && matchState.status !== 'idle' && matchState.result && (
              <BomSourcing
                lines={priced.lines.filter((line) => line.match?.status === 'none').map((line) => line.line)}
                boards={draft.boards}
                bomName={draft.name}
                signedIn={signedIn}
              />
            )}
            {priced && <BomResults priced={priced} matching={matchState.status === 'matching'} onChoose={choose} onToggle={toggle} />}
          </section>
        </>
      )}
      {signedIn && <SavedBoms version={savedVersion} onOpen={openSaved} onDeleted={(id) => void unlinkSaved(id)} />}
      {session.status === 'guest' && (
        <p className={styles.meta}>
          <Trans>
            <a href={loginHref('/bom')}>Đăng nhập</a> để lưu BOM vào tài khoản và mở lại trên mọi thiết bị.
          </Trans>
        </p>
      )}
      <BomDrafts
        drafts={drafts}
        current={draft?.id ?? null}
        onOpen={(stored) => void openDraft(stored)}
        onDelete={async (stored) => {
          await deleteBomDraft(await loadLocalDb(), stored.id);
          if (draft?.id === stored.id) setLoaded(null);
        }}
      />
    </div>
  );
}

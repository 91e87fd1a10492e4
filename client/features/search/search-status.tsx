import { Plural, Trans } from '@lingui/react/macro';
import type { SuggestionsView } from './use-search-suggestions.ts';

interface SearchStatusProps {
  visible: boolean;
  mode: 'recent' | 'suggest' | null;
  view: SuggestionsView;
  /** Options in the popup. */
  count: number;
}

/**
 * What the popup holds, said politely to screen readers (the visible notes are not live, so
 * nothing is read twice): the number of suggestions, nothing found, offline, or failed.
 */
export function SearchStatus({ visible, mode, view, count }: SearchStatusProps) {
  return (
    <div role="status" className="visually-hidden">
      {visible && <Message mode={mode} view={view} count={count} />}
    </div>
  );
}

function Message({ mode, view, count }: Omit<SearchStatusProps, 'visible'>) {
  if (mode === 'recent') return <Plural value={count} one="# tìm kiếm gần đây" other="# tìm kiếm gần đây" />;
  if (mode !== 'suggest') return null;
  switch (view.status) {
    case 'ready':
      return count > 0 ? <Plural value={count} one="# gợi ý, dùng phím mũi tên để chọn" other="# gợi ý, dùng phím mũi tên để chọn" /> : <Trans>Không tìm thấy</Trans>;
    case 'offline':
      return <Trans>Cần kết nối mạng để xem gợi ý</Trans>;
    case 'error':
      return <Trans>Không tải được gợi ý</Trans>;
    default:
      return null;
  }
}

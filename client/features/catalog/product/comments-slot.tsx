import { useLingui } from '@lingui/react/macro';

/**
 * Where the comments widget (spec §2 dynamic areas, another issue) mounts: an empty, labelled
 * region carrying what the widget needs (spec §7 GET /v1/comments?object_id&object_type).
 */
export function CommentsSlot({ productId }: { productId: number }) {
  const { t } = useLingui();
  return <section id="comments" aria-label={t`Bình luận`} data-comments-object-type="Product" data-comments-object-id={productId} />;
}

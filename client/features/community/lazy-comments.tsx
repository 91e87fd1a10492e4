import { lazy, Suspense } from 'react';
import type { CommentableType } from '#shared/community/rules.ts';

const Comments = lazy(() => import('./comments.tsx').then((module) => ({ default: module.Comments })));

/**
 * The comments widget for any subject, loaded in its own chunk (a page's first JavaScript stays
 * small). Product pages pass 'Product' and the product id; news articles 'News' and the article id.
 */
export function LazyComments({ subjectType, subjectId }: { subjectType: CommentableType; subjectId: number }) {
  return (
    <Suspense fallback={<section id="comments" aria-busy="true" />}>
      <Comments key={`${subjectType}:${subjectId}`} subjectType={subjectType} subjectId={subjectId} />
    </Suspense>
  );
}

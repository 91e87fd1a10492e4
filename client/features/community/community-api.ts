import type { CommentableType } from '#shared/community/rules.ts';
import { modelName } from '#shared/community/rules.ts';
import type {
  CaptchaResponse,
  CommentCreateBody,
  CommentCreateResponse,
  CommentListResponse,
  ModerationAction,
  ModerationListResponse,
  ModerationResponse,
  ModerationTarget,
  PostCreateResponse,
  PostListResponse,
  TopicCreateResponse,
  TopicListResponse,
  TopicResponse,
  UserForumResponse,
} from '#shared/community/schemas.ts';
import { COMMUNITY_PATH } from '#shared/http/api-paths.ts';
import { IDEMPOTENCY_KEY_HEADER } from '#shared/http/headers.ts';
import { getJson } from '../../api/get-json.ts';
import { sendJson } from '../../api/send-json.ts';

/** A new captcha picture (spec §7 GET /reload-captcha); never cached, each one is single-use. */
export function fetchCaptcha(): Promise<CaptchaResponse> {
  return getJson<CaptchaResponse>(COMMUNITY_PATH.captcha, { cache: 'no-store' });
}

export function fetchComments(type: CommentableType, id: number, page: number, signal?: AbortSignal): Promise<CommentListResponse> {
  const query = new URLSearchParams({ object_id: String(id), object_type: type, page: String(page) });
  return getJson<CommentListResponse>(`${COMMUNITY_PATH.comments}?${query}`, { signal, cache: 'no-cache' });
}

export interface CommentDraft {
  type: CommentableType;
  subjectId: number;
  content: string;
  parentId: number | null;
  userReply: number | null;
}

/** The spec's POST /v1/comments body (§7 comment{content, commentable_id, commentable_type, parent_id, user_reply}). */
export function commentBody(draft: CommentDraft, captcha: { key: string; answer: string }): CommentCreateBody {
  return {
    comment: {
      content: draft.content,
      commentable_id: draft.subjectId,
      commentable_type: modelName(draft.type),
      ...(draft.parentId ? { parent_id: draft.parentId, user_reply: draft.userReply } : {}),
    },
    captcha_key: captcha.key,
    captcha: captcha.answer,
  };
}

/** Sends a comment with its idempotency key, so a retry after a lost answer stores it once. */
export function postComment(body: CommentCreateBody, idempotencyKey: string): Promise<CommentCreateResponse> {
  return sendJson<CommentCreateResponse>('POST', COMMUNITY_PATH.comments, body, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
}

export function fetchTopics(page: number, signal?: AbortSignal): Promise<TopicListResponse> {
  return getJson<TopicListResponse>(`${COMMUNITY_PATH.topics}?page=${page}`, { signal });
}

export function fetchTopic(slug: string, signal?: AbortSignal): Promise<TopicResponse> {
  return getJson<TopicResponse>(`${COMMUNITY_PATH.topics}/${encodeURIComponent(slug)}`, { signal });
}

export function fetchPosts(topicId: number, page: number, signal?: AbortSignal): Promise<PostListResponse> {
  return getJson<PostListResponse>(`${COMMUNITY_PATH.posts}?topic_id=${topicId}&page=${page}`, { signal });
}

export function createTopic(title: string, content: string, idempotencyKey: string): Promise<TopicCreateResponse> {
  return sendJson<TopicCreateResponse>('POST', COMMUNITY_PATH.topics, { topic: { title, content } }, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
}

export function createPost(topicId: number, content: string, idempotencyKey: string): Promise<PostCreateResponse> {
  return sendJson<PostCreateResponse>('POST', COMMUNITY_PATH.posts, { post: { topic_id: topicId, content } }, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
}

export function fetchUserForum(userId: number, signal?: AbortSignal): Promise<UserForumResponse> {
  return getJson<UserForumResponse>(`/v1/users/${userId}/forum`, { signal });
}

export function fetchModerationQueue(target: ModerationTarget, page: number, signal?: AbortSignal): Promise<ModerationListResponse> {
  return getJson<ModerationListResponse>(`/v1/admin/community?target=${target}&page=${page}`, { signal, cache: 'no-cache' });
}

export function moderate(target: ModerationTarget, id: number, action: ModerationAction, reason: string): Promise<ModerationResponse> {
  return sendJson<ModerationResponse>('POST', `/v1/admin/community/${target}/${id}`, { action, reason });
}

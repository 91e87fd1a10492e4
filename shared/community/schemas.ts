import { Type, type Static } from 'typebox';
import { PageEnvelope, PageParam } from '../http/pagination.ts';
import { COMMENT_MAX_LENGTH, MODERATION_REASON_MAX_LENGTH, POST_MAX_HTML_LENGTH, TOPIC_TITLE_MAX_LENGTH } from './rules.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const DateTime = Type.String({ format: 'date-time' });

/** A comment's or post's author as readers see them (spec §3 Comment user: id, fullname, avatar). */
export const CommunityAuthor = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  fullname: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()], { description: '/photo/medium/{id}.jpg' }),
});
export type CommunityAuthor = Static<typeof CommunityAuthor>;

/** GET /reload-captcha: a new picture and the key its answer is kept under on the server. */
export const CaptchaResponse = Type.Object({
  captcha: Type.String({ description: 'an SVG picture of the characters to type' }),
  captcha_key: Type.String({ format: 'uuid' }),
});
export type CaptchaResponse = Static<typeof CaptchaResponse>;

/** The captcha fields of a comment or post (spec §5 "captcha of 5 generated characters"). */
const CaptchaFields = {
  captcha: Type.String({ maxLength: 20 }),
  captcha_key: Type.String({ format: 'uuid' }),
};

/** GET /v1/comments?object_id&page&object_type (spec §7). */
export const CommentListQuery = Type.Object({
  object_id: Id,
  object_type: Type.String({ maxLength: 40 }),
  page: PageParam(),
});
export type CommentListQuery = Static<typeof CommentListQuery>;

/** A reply under a comment; `user_reply` is the person answered (spec §3). */
export const CommentReply = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  content: Type.String(),
  name: Type.String(),
  user: CommunityAuthor,
  user_id: Type.Integer({ minimum: 1 }),
  user_reply: Type.Union([CommunityAuthor, Type.Null()]),
  parent_id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  created_at: DateTime,
});
export type CommentReply = Static<typeof CommentReply>;

/** A top-level comment with its replies (spec §3 `childrens`), oldest reply first. */
export const CommentItem = Type.Object({
  ...CommentReply.properties,
  commentable_id: Type.Integer({ minimum: 1 }),
  commentable_type: Type.String(),
  childrens: Type.Array(CommentReply),
});
export type CommentItem = Static<typeof CommentItem>;

/** spec §7 "comments.data, total, current_page; page size 10", newest thread first. */
export const CommentListResponse = Type.Object({
  comments: Type.Object({ data: Type.Array(CommentItem), ...PageEnvelope.properties }),
});
export type CommentListResponse = Static<typeof CommentListResponse>;

/** POST /v1/comments (spec §7 comment{content, commentable_id, commentable_type, parent_id, user_reply}). */
export const CommentCreateBody = Type.Object({
  comment: Type.Object({
    content: Type.String({ maxLength: COMMENT_MAX_LENGTH * 4 }),
    commentable_id: Id,
    commentable_type: Type.String({ maxLength: 40 }),
    parent_id: Type.Optional(Type.Union([Id, Type.Null()])),
    user_reply: Type.Optional(Type.Union([Id, Type.Null()])),
  }),
  ...CaptchaFields,
});
export type CommentCreateBody = Static<typeof CommentCreateBody>;

/** The stored comment and the spec's success key (§8 'thanks_for_comment'). */
export const CommentCreateResponse = Type.Object({ message: Type.Literal('thanks_for_comment'), comment: CommentReply });
export type CommentCreateResponse = Static<typeof CommentCreateResponse>;

export const CommunityIdParams = Type.Object({ id: Id });
export type CommunityIdParams = Static<typeof CommunityIdParams>;

export const DeletedResponse = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type DeletedResponse = Static<typeof DeletedResponse>;

/** The writer of a topic or post, flat beside it (spec §3 Topic and Forum post: user_id, fullname, avatar). */
const WriterFields = {
  user_id: Type.Integer({ minimum: 1 }),
  fullname: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
};

/** A forum topic as lists show it (spec §3 Topic: title, slug, user_id, avatar, created_at). */
export const TopicSummary = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  slug: Type.String(),
  ...WriterFields,
  created_at: DateTime,
  posts_count: Type.Integer({ minimum: 0 }),
  last_post_at: DateTime,
});
export type TopicSummary = Static<typeof TopicSummary>;

/** A forum post (spec §3: content HTML, user_id, avatar, fullname, created_at). */
export const ForumPost = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  topic_id: Type.Integer({ minimum: 1 }),
  content: Type.String({ description: 'HTML cleaned by the server allow-list' }),
  ...WriterFields,
  created_at: DateTime,
});
export type ForumPost = Static<typeof ForumPost>;

/** A new reply as the sidebar lists it: the post's start and its topic. */
export const RecentPost = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  excerpt: Type.String(),
  fullname: Type.String(),
  user_id: Type.Integer({ minimum: 1 }),
  created_at: DateTime,
  topic: Type.Object({ id: Type.Integer({ minimum: 1 }), title: Type.String(), slug: Type.String() }),
});
export type RecentPost = Static<typeof RecentPost>;

/** GET /v1/topics?page: the topic list (newest first) and the sidebar's new replies (spec §7 "topics, posts"). */
export const TopicListQuery = Type.Object({ page: PageParam() });
export type TopicListQuery = Static<typeof TopicListQuery>;
export const TopicListResponse = Type.Object({
  topics: Type.Object({ data: Type.Array(TopicSummary), ...PageEnvelope.properties }),
  posts: Type.Array(RecentPost),
});
export type TopicListResponse = Static<typeof TopicListResponse>;

export const TopicSlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9-]+$' }) });
export type TopicSlugParams = Static<typeof TopicSlugParams>;
export const TopicResponse = Type.Object({ topic: TopicSummary });
export type TopicResponse = Static<typeof TopicResponse>;

/** GET /v1/posts?topic_id&page (spec §7 "posts.data, total, current_page; size 10"), oldest first. */
export const PostListQuery = Type.Object({ topic_id: Id, page: PageParam() });
export type PostListQuery = Static<typeof PostListQuery>;
export const PostListResponse = Type.Object({ posts: Type.Object({ data: Type.Array(ForumPost), ...PageEnvelope.properties }) });
export type PostListResponse = Static<typeof PostListResponse>;

/** POST /v1/posts (spec §7 post{content, topic_id}). */
export const PostCreateBody = Type.Object({
  post: Type.Object({ content: Type.String({ maxLength: POST_MAX_HTML_LENGTH * 2 }), topic_id: Id }),
});
export type PostCreateBody = Static<typeof PostCreateBody>;
export const PostCreateResponse = Type.Object({ post: ForumPost, page: Type.Integer({ minimum: 1 }) });
export type PostCreateResponse = Static<typeof PostCreateResponse>;

/** POST /v1/topics: a new topic with its first post. */
export const TopicCreateBody = Type.Object({
  topic: Type.Object({ title: Type.String({ maxLength: TOPIC_TITLE_MAX_LENGTH * 2 }), content: Type.String({ maxLength: POST_MAX_HTML_LENGTH * 2 }) }),
});
export type TopicCreateBody = Static<typeof TopicCreateBody>;
export const TopicCreateResponse = Type.Object({ topic: TopicSummary });
export type TopicCreateResponse = Static<typeof TopicCreateResponse>;

/** GET /v1/users/{id}/forum: what a user wrote in the forum, newest first (for /users/{id}). */
export const UserForumResponse = Type.Object({ topics: Type.Array(TopicSummary), posts: Type.Array(RecentPost) });
export type UserForumResponse = Static<typeof UserForumResponse>;

/** What staff do to a comment or post; every action keeps its reason and who did it when. */
export const MODERATION_ACTIONS = ['hide', 'show', 'delete'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const MODERATION_STATES = ['visible', 'hidden', 'deleted'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];
export const MODERATION_TARGETS = ['comments', 'posts'] as const;
export type ModerationTarget = (typeof MODERATION_TARGETS)[number];

const Target = Type.Union(MODERATION_TARGETS.map((value) => Type.Literal(value)));

export const ModerationParams = Type.Object({ target: Target, id: Id });
export type ModerationParams = Static<typeof ModerationParams>;
export const ModerationBody = Type.Object({
  action: Type.Union(MODERATION_ACTIONS.map((value) => Type.Literal(value))),
  reason: Type.String({ maxLength: MODERATION_REASON_MAX_LENGTH }),
});
export type ModerationBody = Static<typeof ModerationBody>;

/** One recorded moderation change (who, when, what, why). */
export const ModerationEvent = Type.Object({
  action: Type.String(),
  reason: Type.String(),
  /** Null once the staff account was deleted (the record stays). */
  staff: Type.Union([Type.Object({ id: Type.Integer({ minimum: 1 }), fullname: Type.String() }), Type.Null()]),
  created_at: DateTime,
});
export type ModerationEvent = Static<typeof ModerationEvent>;

/** A comment or post in the staff queue, whatever its state, with its history. */
export const ModerationItem = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  target: Type.String(),
  content: Type.String(),
  state: Type.String(),
  author: CommunityAuthor,
  where: Type.String({ description: 'the product, article or topic it was written on' }),
  created_at: DateTime,
  events: Type.Array(ModerationEvent),
});
export type ModerationItem = Static<typeof ModerationItem>;

export const ModerationListQuery = Type.Object({ target: Target, page: PageParam() });
export type ModerationListQuery = Static<typeof ModerationListQuery>;
export const ModerationListResponse = Type.Object({ data: Type.Array(ModerationItem), ...PageEnvelope.properties });
export type ModerationListResponse = Static<typeof ModerationListResponse>;
export const ModerationResponse = Type.Object({ item: ModerationItem });
export type ModerationResponse = Static<typeof ModerationResponse>;

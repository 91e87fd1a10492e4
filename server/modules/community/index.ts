// What the community module offers the app: its routes. Other modules import it from here (or its *.entity.ts files), never its other files.
export { commentsRoutes } from './comments.routes.ts';
export { forumRoutes } from './forum.routes.ts';
export { moderationRoutes } from './moderation.routes.ts';

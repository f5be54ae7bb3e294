/** The comments feature's public surface. */
export { CommentSection } from './components/comment-section.tsx';
export { loadArticleComments } from './loaders.ts';
export { myCommentCountQuery } from './api.ts';

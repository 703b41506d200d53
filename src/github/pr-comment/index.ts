/**
 * The sticky pull request comment, in one place: its details from a step's
 * result (`details.ts`), its text and hidden marker (`body.ts`), whose
 * comments count as ours (`author.ts`), posting or updating it
 * (`upsert.ts`), and the action's side (`post.ts`: which pull request, when).
 *
 * Importing this folder loads neither zod nor Octokit: `post.ts` imports
 * them on the first comment, so the action's start stays small.
 */
export {
  commentBody,
  commentMarker,
  COMMENT_BODY_LIMIT,
  type CommentBodyInput
} from './body.js'
export {
  COMMENT_MAX_CASES,
  envDiffCommentDetails,
  junitCommentDetails,
  type JunitCommentInput
} from './details.js'
export { postComment, readEvent, type RunEvent } from './post.js'
export type {
  CommentMode,
  CommentResult,
  UpsertCommentOptions
} from './upsert.js'

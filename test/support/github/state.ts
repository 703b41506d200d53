/**
 * What the GitHub stand-in holds: comments per pull request, open pull
 * requests (for the head lookup) and artifacts per workflow run, each
 * rendered as the description's resource shapes by routes.ts.
 */
import { makeZip, type ZipEntry } from './zip.js'

export interface Author {
  login: string
  type: 'Bot' | 'User'
}

export const ACTIONS_BOT: Author = { login: 'github-actions[bot]', type: 'Bot' }

export interface StoredComment {
  id: number
  issue: number
  body: string
  author: Author
  createdAt: string
  updatedAt: string
}

export interface StoredPull {
  number: number
  state: 'open' | 'closed'
  headOwner: string
  headRepo: string
  headRef: string
  headSha: string
}

export interface StoredArtifact {
  id: number
  runId: number
  name: string
  zip: Buffer
}

export class StandInState {
  readonly comments: StoredComment[] = []
  readonly pulls: StoredPull[] = []
  readonly artifacts: StoredArtifact[] = []
  /** Who a POST comments as (the token's identity). */
  author: Author = ACTIONS_BOT
  /**
   * Whether `GET /user` answers with `author`, as for a person's token;
   * an installation token (GITHUB_TOKEN) gets 403 there.
   */
  userReadable = false
  private next = 1000
  private tick = 0

  nextId(): number {
    this.next += 1
    return this.next
  }

  /** A timestamp that moves forward at each write. */
  now(): string {
    this.tick += 1
    return new Date(Date.UTC(2025, 0, 2, 3, 4, this.tick))
      .toISOString()
      .replace('.000', '')
  }

  addComment(issue: number, body: string, author: Author = this.author) {
    const at = this.now()
    const comment: StoredComment = {
      id: this.nextId(),
      issue,
      body,
      author,
      createdAt: at,
      updatedAt: at
    }
    this.comments.push(comment)
    return comment
  }

  commentsOn(issue: number): StoredComment[] {
    return this.comments.filter((comment) => comment.issue === issue)
  }

  addPull(pull: Omit<StoredPull, 'state'> & { state?: 'open' | 'closed' }) {
    this.pulls.push({ state: 'open', ...pull })
  }

  addArtifact(runId: number, name: string, entries: readonly ZipEntry[]) {
    const artifact = { id: this.nextId(), runId, name, zip: makeZip(entries) }
    this.artifacts.push(artifact)
    return artifact
  }
}

/**
 * What the GitHub stand-in holds: comments per pull request, open pull
 * requests (for the head lookup) and artifacts per workflow run, each
 * rendered as the description's resource shapes by routes.ts.
 */
import { createHash } from 'node:crypto'
import type { StoredCheckRun } from './checks.js'
import type { StoredRun } from './runs.js'
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
  /** As GitHub lists it: `sha256:<hex>` of the zip, or null (older uploads). */
  digest: string | null
  /** The blob storage answers these statuses first, one per request. */
  blobFaults: number[]
}

export interface StoredJob {
  id: number
  runId: number
  name: string
  conclusion: 'success' | 'failure' | 'cancelled' | 'skipped'
}

export class StandInState {
  readonly comments: StoredComment[] = []
  readonly pulls: StoredPull[] = []
  readonly artifacts: StoredArtifact[] = []
  readonly checkRuns: StoredCheckRun[] = []
  /** Workflow runs, and the merge base of each `base...head` (runs.ts). */
  readonly runs: StoredRun[] = []
  readonly mergeBases = new Map<string, string>()
  /** Repository files by `ref:path`, for the contents API. */
  readonly files = new Map<string, string>()
  /** The jobs of each workflow run (the latest attempt), by name. */
  readonly jobs: StoredJob[] = []
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

  /** A file of the repository at commit `ref`, read by the contents API. */
  addFile(ref: string, path: string, content: string) {
    this.files.set(`${ref}:${path}`, content)
  }

  addPull(pull: Omit<StoredPull, 'state'> & { state?: 'open' | 'closed' }) {
    this.pulls.push({ state: 'open', ...pull })
  }

  /** A workflow run of acme/shop (or of `headRepo`, a fork). */
  addRun(run: Omit<StoredRun, 'id' | 'headRepo'> & { headRepo?: string }) {
    const stored = { id: this.nextId(), headRepo: 'acme/shop', ...run }
    this.runs.push(stored)
    return stored
  }

  /** An artifact of the run: entries to zip, or the zip's bytes as given. */
  addArtifact(
    runId: number,
    name: string,
    content: readonly ZipEntry[] | Buffer,
    options: { digest?: string | null } = {}
  ) {
    const zip = Buffer.isBuffer(content) ? content : makeZip(content)
    const digest =
      options.digest === undefined
        ? `sha256:${createHash('sha256').update(zip).digest('hex')}`
        : options.digest
    const artifact = {
      id: this.nextId(),
      runId,
      name,
      zip,
      digest,
      blobFaults: [] as number[]
    }
    this.artifacts.push(artifact)
    return artifact
  }

  /** Jobs of the run, as a matrix names its legs: `test (linux)`. */
  addJobs(
    runId: number,
    names: readonly string[],
    conclusion: StoredJob['conclusion'] = 'success'
  ) {
    for (const name of names) {
      this.jobs.push({ id: this.nextId(), runId, name, conclusion })
    }
  }
}

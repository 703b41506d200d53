/**
 * git_commit_info for the attestation: git first when the commit is in the
 * workspace, the event payload otherwise; branch from the CI context (HEAD is
 * detached on pull requests and tags); URL from the CI, else from origin.
 */
import {
  currentBranch,
  readCommit,
  remoteCommitUrlBase,
  type GitOptions,
  type GitRunner
} from './git.js'
import type { CiContext, GitCommitInfo } from './types.js'

export type RedactField = 'author' | 'message' | 'branch'
export const REDACTED = '**REDACTED**'

export interface BuildCommitOptions {
  cwd: string
  git?: GitRunner
  /** `--commit`: a revision git can resolve, or a full sha. */
  commitOverride?: string
  redact?: readonly RedactField[]
}

const FULL_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/

export async function buildCommitInfo(
  ctx: CiContext,
  options: BuildCommitOptions
): Promise<{ commit?: GitCommitInfo; warnings: string[] }> {
  const warnings: string[] = []
  const wanted = options.commitOverride?.trim() || ctx.commitSha
  if (!wanted) return { warnings }
  const git = { cwd: options.cwd, run: options.git }
  const found = await commitFacts(wanted, ctx, { git, warnings })
  if (!found) return { warnings }
  const { facts, shaOnly } = found
  const branch = ctx.branch ?? (await currentBranch(git))
  const base = ctx.commitUrlBase ?? (await remoteCommitUrlBase(git))
  const commit: GitCommitInfo = { sha1: facts.sha1 }
  if (facts.message != null) commit.message = facts.message
  if (facts.author != null) commit.author = facts.author
  if (facts.timestamp != null) commit.timestamp = facts.timestamp
  if (branch) commit.branch = branch
  if (base) commit.url = `${base}/${facts.sha1}`
  if (facts.parents) commit.parents = facts.parents
  for (const field of options.redact ?? []) {
    if (commit[field] != null) commit[field] = REDACTED
  }
  if (shaOnly !== undefined) warnings.push(`${shaOnly}: ${stillSent(commit)}`)
  return { commit, warnings }
}

/** What a commit git does not have still carries, said truly. */
function stillSent(commit: GitCommitInfo): string {
  const sent = [
    'its sha1',
    ...(commit.branch != null ? ['branch'] : []),
    ...(commit.url != null ? ['URL'] : [])
  ]
  const list =
    sent.length === 1
      ? 'only its sha1 is'
      : `${sent.slice(0, -1).join(', ')} and ${sent.at(-1) ?? ''} are`
  return `${list} sent; message, author and time are left out`
}

/** What git or the event knows of `wanted`; says in `warnings` what it lacks. */
async function commitFacts(
  wanted: string,
  ctx: CiContext,
  lookup: { git: GitOptions; warnings: string[] }
): Promise<
  | {
      facts: Partial<GitCommitInfo> & { sha1: string }
      /** Set when only the sha is known: why, for the warning. */
      shaOnly?: string
    }
  | undefined
> {
  const { git, warnings } = lookup
  const fromGit = await readCommit(wanted, git)
  if (fromGit) return { facts: fromGit }
  const missing =
    `commit ${wanted} is not in a git repository at ${git.cwd} ` +
    '(check out the repository first, with enough history to contain it)'
  if (!FULL_SHA.test(wanted)) {
    warnings.push(`${missing}: git_commit_info left out`)
    return undefined
  }
  const event = ctx.eventCommit
  if (event?.sha1 === wanted && (event.message != null || event.author)) {
    warnings.push(`${missing}: message, author and time from the event payload`)
    const { branch: _branch, url: _url, ...rest } = event
    return { facts: { ...rest, sha1: wanted } }
  }
  return { facts: { sha1: wanted }, shaOnly: missing }
}

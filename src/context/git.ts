/**
 * Commit facts from the local git repository. git runs through execFile with
 * an argument array (no shell), and every failure (git missing, not a
 * repository, unknown commit) reads as "unknown" rather than an error: the
 * caller falls back to what the CI or event payload said.
 */
import type { GitCommitInfo } from './types.js'

/** Runs git with `args` in `cwd`; rejects when git fails. */
export type GitRunner = (
  args: readonly string[],
  cwd: string
) => Promise<string>

// The process itself is started by git-process.ts, imported on the first
// call: a run that needs no commit facts starts without child_process and
// the sockets and streams it brings.
export const runGit: GitRunner = async (args, cwd) =>
  (await import('./git-process.js')).gitOutput(args, cwd)

export interface GitOptions {
  cwd: string
  run?: GitRunner | undefined
}

// A user's log.showSignature=true would put gpg output into the format.
const SHOW = ['-c', 'log.showSignature=false', 'show', '-s', '--encoding=UTF-8']
const FORMAT = '--format=%H%x00%an%x00%ae%x00%at%x00%B'

/** The commit `rev` names (sha, short sha, HEAD...), or undefined. */
export async function readCommit(
  rev: string,
  options: GitOptions
): Promise<GitCommitInfo | undefined> {
  const run = options.run ?? runGit
  const commitRev = `${rev}^{commit}`
  // Both git calls at once: each is a process start, and the commit read
  // sits on every attestation's path. --end-of-options: a revision starting
  // with '-' is never an option.
  const [shown, parents] = await Promise.all([
    run(
      [...SHOW, FORMAT, '--end-of-options', commitRev, '--'],
      options.cwd
    ).catch(() => undefined),
    rawParents(commitRev, run, options.cwd)
  ])
  if (shown === undefined) return undefined
  const [sha1, name, email, at, ...message] = shown.split('\u0000')
  if (!sha1 || !/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha1)) return undefined
  const commit: GitCommitInfo = { sha1, message: message.join('\u0000').trim() }
  commit.author = `${name ?? ''} <${email ?? ''}>`
  const seconds = Number(at)
  if (at && Number.isInteger(seconds)) commit.timestamp = seconds
  if (parents) commit.parents = parents
  return commit
}

/**
 * Parents as recorded in the commit object. `%P` would report none for the
 * boundary commit of a shallow clone (grafted), which would be a lie.
 */
async function rawParents(
  commitRev: string,
  run: GitRunner,
  cwd: string
): Promise<string[] | undefined> {
  try {
    const raw = await run(
      ['cat-file', 'commit', '--end-of-options', commitRev],
      cwd
    )
    const header = raw.split('\n\n', 1)[0] ?? ''
    return header
      .split('\n')
      .filter((line) => line.startsWith('parent '))
      .map((line) => line.slice('parent '.length).trim())
  } catch {
    return undefined
  }
}

/** Short name of the checked-out branch; undefined when HEAD is detached. */
export async function currentBranch(
  options: GitOptions
): Promise<string | undefined> {
  const run = options.run ?? runGit
  try {
    const out = await run(
      ['symbolic-ref', '--quiet', '--short', 'HEAD'],
      options.cwd
    )
    return out.trim() || undefined
  } catch {
    return undefined
  }
}

/** `${base}` such that `${base}/${sha}` shows a commit, from remote origin. */
export async function remoteCommitUrlBase(
  options: GitOptions
): Promise<string | undefined> {
  const run = options.run ?? runGit
  let url: string
  try {
    url = (
      await run(['config', '--get', 'remote.origin.url'], options.cwd)
    ).trim()
  } catch {
    return undefined
  }
  const web = webRepoUrl(url)
  return web ? commitUrlBaseFor(web) : undefined
}

/**
 * The https address of a repository from a clone URL: `git@host:path` and
 * ssh:// or git:// become https://host/path, userinfo (tokens) is removed,
 * and one trailing `.git` is dropped. Departure from the vendor CLI, which
 * removes the FIRST `.git` anywhere (mangling `o/x.github.io`). Local paths
 * and file:// give undefined.
 */
export function webRepoUrl(remote: string): string | undefined {
  const trimmed = remote.trim()
  // scp-like `user@host:path`; a one-letter "host" is a Windows drive.
  const scp = /^(?:[^@/]+@)?([^:/\\]{2,}):(?!\/\/)(.+)$/.exec(trimmed)
  let url: URL
  try {
    url = new URL(scp ? `https://${scp[1]}/${scp[2]}` : trimmed)
  } catch {
    return undefined
  }
  if (!['https:', 'http:', 'ssh:', 'git:'].includes(url.protocol)) {
    return undefined
  }
  if (!url.hostname) return undefined
  const scheme = url.protocol === 'http:' ? 'http' : 'https'
  const port =
    scheme === url.protocol.slice(0, -1) && url.port ? `:${url.port}` : ''
  const path = url.pathname.replace(/\/+$/, '').replace(/\.git$/, '')
  return `${scheme}://${url.hostname}${port}${path}`
}

/** gitlab hosts use `/-/commit`, bitbucket.org `/commits`, others `/commit`. */
export function commitUrlBaseFor(webUrl: string): string {
  const host = URL.parse(webUrl)?.hostname.toLowerCase() ?? ''
  if (host === 'bitbucket.org') return `${webUrl}/commits`
  if (/(^|\.)gitlab\./.test(host)) return `${webUrl}/-/commit`
  return `${webUrl}/commit`
}

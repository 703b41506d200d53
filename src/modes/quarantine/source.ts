/**
 * Which copy of the quarantine list counts, and its bytes. A change must
 * not be able to excuse its own failures, so on a pull request (or merge
 * request) the list is read from the base commit, never from the change:
 * through git when the clone holds the base, else (on GitHub) through the
 * contents API. When the base's copy cannot be read, the quarantine
 * excuses nothing (fail closed). Elsewhere (a push, a schedule) the
 * working tree's copy is the reviewed one.
 */
import { lstat } from 'node:fs/promises'
import { readRegularFile } from '../../regular-file.js'
import { isAbsolute, relative, resolve } from 'node:path'
import type { AttestJunitConfig } from '../../config/index.js'
import { errorMessage } from '../../errors.js'
import { at, text } from '../../json-fields.js'
import { runGit } from '../../context/git.js'
import type { ModeDeps } from '../types.js'

/** The list is small by nature; anything larger is refused unread. */
export const QUARANTINE_MAX_BYTES = 1024 * 1024

export type QuarantineSource =
  | { kind: 'read'; bytes: Buffer; from: string }
  /** No list there: no quarantine. */
  | { kind: 'absent'; from: string }
  /** The list that counts could not be read: excuse nothing. */
  | { kind: 'unread'; from: string; reason: string }

interface Base {
  ref: string
  /** Where the base came from, for messages. */
  why: string
  /** The GitHub token for the contents API, on GitHub. */
  githubToken?: string
}

const PR_EVENTS = new Set([
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment'
])

/** The base commit a change is compared with, when the run is one. */
function baseOf(
  config: AttestJunitConfig,
  deps: ModeDeps,
  githubToken: string | undefined
): Base | { unread: string } | undefined {
  const { env } = deps
  if (config.quarantine.base !== undefined) {
    return { ref: config.quarantine.base, why: '--quarantine-base' }
  }
  const event = env.GITHUB_EVENT_NAME ?? ''
  if (env.GITHUB_ACTIONS === 'true' && PR_EVENTS.has(event)) {
    const path = env.GITHUB_EVENT_PATH
    let sha: string | undefined
    try {
      sha = path
        ? text(at(deps.readEvent(path), 'pull_request', 'base', 'sha'))
        : undefined
    } catch {
      sha = undefined
    }
    if (sha === undefined || !/^[0-9a-f]{40,64}$/.test(sha)) {
      return {
        unread: `the ${event} event names no base commit (pull_request.base.sha)`
      }
    }
    return {
      ref: sha,
      why: `the pull request's base`,
      ...(githubToken !== undefined && githubToken !== '' && { githubToken })
    }
  }
  const gitlab = env.CI_MERGE_REQUEST_DIFF_BASE_SHA
  if (gitlab)
    return {
      ref: gitlab,
      why: "the merge request's base (CI_MERGE_REQUEST_DIFF_BASE_SHA)"
    }
  const bitbucket = env.BITBUCKET_PR_DESTINATION_COMMIT
  if (bitbucket)
    return {
      ref: bitbucket,
      why: "the pull request's destination (BITBUCKET_PR_DESTINATION_COMMIT)"
    }
  return undefined
}

async function fromWorkingTree(
  file: string,
  cwd: string
): Promise<QuarantineSource> {
  const path = resolve(cwd, file)
  const from = 'the working tree'
  try {
    await lstat(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return { kind: 'absent', from }
    return { kind: 'unread', from, reason: errorMessage(error) }
  }
  try {
    // Read as data: never through a link, a FIFO or a device, within the limit.
    const limit = { maxBytes: QUARANTINE_MAX_BYTES, what: 'quarantine-file' }
    return { kind: 'read', bytes: readRegularFile(path, limit), from }
  } catch (error) {
    return { kind: 'unread', from, reason: errorMessage(error) }
  }
}

/** The base's copy through git; undefined when the clone lacks the commit. */
async function fromGit(
  file: string,
  base: Base,
  deps: ModeDeps
): Promise<QuarantineSource | undefined> {
  const from = `${base.why}, commit ${base.ref.slice(0, 12)} (git)`
  try {
    await runGit(['cat-file', '-e', `${base.ref}^{commit}`], deps.cwd)
  } catch {
    return undefined
  }
  const path = `./${file.replaceAll('\\', '/')}`
  try {
    // Mode, type, object and size first: what is read must be a regular
    // file of the base within the limit, as on the other two routes.
    const listed = await runGit(
      ['ls-tree', '-l', '--end-of-options', base.ref, '--', path],
      deps.cwd
    )
    const entry = blobEntry(listed)
    if (entry === undefined) return { kind: 'absent', from }
    if (typeof entry === 'string')
      return { kind: 'unread', from, reason: entry }
    const shown = await runGit(['cat-file', 'blob', entry.object], deps.cwd)
    return { kind: 'read', bytes: Buffer.from(shown, 'utf8'), from }
  } catch (error) {
    return { kind: 'unread', from, reason: errorMessage(error) }
  }
}

/**
 * The one entry `git ls-tree -l` listed: its object when it is a regular
 * file within the limit, why not otherwise, undefined when none is listed.
 */
function blobEntry(listed: string): { object: string } | string | undefined {
  const line = listed.split('\n').find((l) => l !== '')
  if (line === undefined) return undefined
  const [mode, type, object, size] = line.split('\t')[0]?.split(/\s+/) ?? []
  if (type !== 'blob' || (mode !== '100644' && mode !== '100755')) {
    return 'the quarantine-file is not a regular file in the base commit (a folder, link or submodule)'
  }
  if (Number(size) > QUARANTINE_MAX_BYTES) {
    return `the quarantine-file is ${size ?? '?'} bytes in the base commit, more than ${QUARANTINE_MAX_BYTES}`
  }
  return object === undefined ? undefined : { object }
}

/** The base's copy through GitHub's contents API (a shallow checkout). */
async function fromGitHub(
  file: string,
  base: Base,
  deps: ModeDeps
): Promise<QuarantineSource> {
  const from = `${base.why}, commit ${base.ref.slice(0, 12)} (GitHub contents API)`
  const root = deps.env.GITHUB_WORKSPACE ?? deps.cwd
  const path = relative(root, resolve(deps.cwd, file)).replaceAll('\\', '/')
  if (base.githubToken === undefined) {
    return {
      kind: 'unread',
      from,
      reason:
        'the clone does not hold the base commit (a shallow checkout?) and no github-token is set to ask GitHub'
    }
  }
  if (path.startsWith('../') || isAbsolute(path)) {
    return {
      kind: 'unread',
      from,
      reason: `${file} is outside the repository (${root})`
    }
  }
  const [{ readRepositoryFile }, { connectionFromEnv }] = await Promise.all([
    import('../../github/contents.js'),
    import('../../github/from-env.js')
  ])
  const connection = connectionFromEnv(base.githubToken, deps.env, deps.logger)
  try {
    const got = await readRepositoryFile(connection, {
      path,
      ref: base.ref,
      maxBytes: QUARANTINE_MAX_BYTES
    })
    if (got.kind === 'found') return { kind: 'read', bytes: got.bytes, from }
    if (got.kind === 'absent') return { kind: 'absent', from }
    return { kind: 'unread', from, reason: got.reason }
  } catch (error) {
    return { kind: 'unread', from, reason: errorMessage(error) }
  }
}

/** The copy of the list that counts for this run. */
export async function readQuarantineSource(
  config: AttestJunitConfig,
  deps: ModeDeps,
  githubToken: string | undefined
): Promise<QuarantineSource> {
  const file = config.quarantine.file
  const base = baseOf(config, deps, githubToken)
  if (base === undefined) return fromWorkingTree(file, deps.cwd)
  if ('unread' in base)
    return { kind: 'unread', from: 'the base commit', reason: base.unread }
  if (isAbsolute(file)) {
    return {
      kind: 'unread',
      from: base.why,
      reason: `quarantine-file ${file} is an absolute path; on a pull request it is read from the base commit, so give it from the repository's root`
    }
  }
  const viaGit = await fromGit(file, base, deps)
  if (viaGit !== undefined) return viaGit
  if (
    base.githubToken !== undefined ||
    PR_EVENTS.has(deps.env.GITHUB_EVENT_NAME ?? '')
  ) {
    return fromGitHub(file, base, deps)
  }
  return {
    kind: 'unread',
    from: `${base.why}, commit ${base.ref}`,
    reason: `git in ${deps.cwd} does not hold that commit (fetch it, e.g. git fetch --depth=1 origin ${base.ref})`
  }
}

/**
 * Where the base commit's inventory comes from: the `base-tests` file (any
 * CI), else on GitHub the artifact of this repository's run on the base
 * commit (src/github/base-tests.ts), else none, with the reason the summary
 * gives. A base-tests file that does not exist counts as none (the
 * download step found nothing); one that exists but is not an inventory is
 * a configuration error that names it.
 */
import { lstat, mkdtemp } from 'node:fs/promises'
import { basename, join, resolve } from 'node:path'
import type { RemovedTestsConfig } from '../../../config/index.js'
import { errorMessage } from '../../../errors.js'
import { printable } from '../../../text.js'
import type { ModeDeps } from '../../types.js'
import {
  MAX_INVENTORY_BYTES,
  readInventoryFile,
  type BaseInventory
} from './inventory-file.js'

export type BaseResolution =
  | {
      found: true
      source: 'exact' | 'approximate' | 'file'
      base: BaseInventory
      /** The base commit asked for (GitHub), else the file's commit. */
      baseCommit?: string
      /** The commit whose inventory this is. */
      commit?: string
      branch?: string
      runUrl?: string
    }
  | {
      found: false
      reason: string
      baseCommit?: string
      /** A base was looked for and is missing: worth a warning. */
      looked: boolean
    }

export interface BaseContext {
  config: RemovedTestsConfig
  attestationName: string
  /** The github-token input (the action's). */
  githubToken?: string
}

async function exists(path: string): Promise<boolean> {
  try {
    await lstat(path)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
}

async function fromFile(file: string, deps: ModeDeps): Promise<BaseResolution> {
  const path = resolve(deps.cwd, file)
  const flag = deps.cli === undefined ? 'base-tests' : '--base-tests'
  if (!(await exists(path))) {
    return {
      found: false,
      looked: true,
      reason: `the ${flag} file ${printable(file)} does not exist (no inventory was uploaded for the base commit, or the download step found none)`
    }
  }
  const base = readInventoryFile(path, flag, file)
  return {
    found: true,
    source: 'file',
    base,
    ...(base.commit !== null && {
      commit: base.commit,
      baseCommit: base.commit
    })
  }
}

/** The artifact's one inventory: its only JSON file, or kosli-tests.json. */
function inventoryFileOf(files: readonly string[]): string | undefined {
  const json = files.filter((file) => file.toLowerCase().endsWith('.json'))
  if (json.length === 1) return json[0]
  return json.find((file) => basename(file) === 'kosli-tests.json')
}

function eventOf(deps: ModeDeps): { name: string; payload: unknown } {
  const name = deps.env.GITHUB_EVENT_NAME ?? ''
  const path = deps.env.GITHUB_EVENT_PATH
  let payload: unknown = {}
  if (path !== undefined && path !== '') {
    try {
      payload = deps.readEvent(path)
    } catch {
      payload = {}
    }
  }
  return { name, payload }
}

function runIdOf(deps: ModeDeps): number | undefined {
  const id = Number(deps.env.GITHUB_RUN_ID)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

type Found = Exclude<
  Awaited<ReturnType<typeof import('../../../github/index.js').findBaseTests>>,
  { source: 'none' }
>

/** The downloaded artifact's inventory; a bad one is a missing base. */
function readArtifact(
  found: Found,
  artifactName: string,
  branch: string | undefined
): BaseResolution {
  const what = `artifact ${JSON.stringify(artifactName)} of run ${found.run.id}`
  const missing = (reason: string): BaseResolution => ({
    found: false,
    looked: true,
    baseCommit: found.baseCommit,
    reason
  })
  const file = inventoryFileOf(found.files)
  if (file === undefined) {
    return missing(
      `the ${what} holds no one JSON file (kosli-tests.json): upload the tests-file output alone`
    )
  }
  try {
    return {
      found: true,
      source: found.source,
      base: readInventoryFile(file, what),
      baseCommit: found.baseCommit,
      commit: found.commit,
      ...(found.run.url !== undefined && { runUrl: found.run.url }),
      ...(branch !== undefined && { branch })
    }
  } catch (error) {
    // Not a setting to fix: the base's upload is wrong, so there is no base.
    return missing(errorMessage(error))
  }
}

async function fromGitHub(
  context: BaseContext,
  deps: ModeDeps
): Promise<BaseResolution> {
  const github = await import('../../../github/index.js')
  const event = eventOf(deps)
  const base = github.baseOfEvent(event.name, event.payload)
  if (base.kind === 'none') {
    return { found: false, looked: false, reason: base.reason }
  }
  const token = context.githubToken
  if (token === undefined || token === '') {
    return {
      found: false,
      looked: true,
      reason:
        'github-token is empty: the base inventory is looked for on GitHub with it (actions: read)'
    }
  }
  const artifactName =
    context.config.baseTestsArtifact ?? `kosli-tests-${context.attestationName}`
  const ownRunId = runIdOf(deps)
  const found = await github.findBaseTests({
    connection: github.connectionFromEnv(token, deps.env, deps.logger),
    base,
    artifactName,
    destination: await mkdtemp(join(deps.tmpDir, 'kosli-base-tests-')),
    tmpDir: deps.tmpDir,
    limits: github.defaultLimits(MAX_INVENTORY_BYTES),
    now: deps.now(),
    ...(ownRunId !== undefined && { ownRunId })
  })
  if (found.source !== 'none') {
    return readArtifact(found, artifactName, base.branch)
  }
  return {
    found: false,
    looked: true,
    reason: found.reason,
    ...(found.baseCommit !== undefined && { baseCommit: found.baseCommit })
  }
}

/**
 * The base inventory, or why there is none. The CLI reads only a file: it
 * has no GitHub token.
 */
export async function resolveBase(
  context: BaseContext,
  deps: ModeDeps
): Promise<BaseResolution> {
  const file = context.config.baseTestsFile
  if (file !== undefined) return fromFile(file, deps)
  if (deps.cli !== undefined) {
    return {
      found: false,
      looked: false,
      reason:
        'no --base-tests file was given (the tests-file of a run on the base commit)'
    }
  }
  return fromGitHub(context, deps)
}

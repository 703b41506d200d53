/**
 * attest-junit's local work, before anything is sent: the run's context,
 * the artifact's fingerprint, the parsed reports and the checked payload,
 * kept as a file.
 */
import { mkdtemp, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { AttestJunitConfig, ReportSwitches } from '../../config/index.js'
import { ConfigError } from '../../errors.js'
import {
  resolveArtifact,
  type ResolvedArtifact
} from '../../artifact/resolve.js'
import type { ParseOutcome } from '../../junit/index.js'
import type { JunitAttestationInput } from '../../api/schemas/index.js'
import { printable } from '../../text.js'
import type { JunitStepOptions } from './gate.js'
import { parseAttestationName } from './name.js'
import {
  attestedCommit,
  resolveContext,
  type AttestContext
} from './context.js'
import { buildJunitPayload, checkPayload, readUserData } from './payload.js'
import { readInput } from './malformed.js'
import type { Legs } from './legs/index.js'
import { inventoryAnnotations, writeTestsFile } from './inventory.js'
import type { Destination } from './request.js'
import type { ModeDeps } from '../types.js'

/** The trail defaults to the attested commit, like `KOSLI_TRAIL: ${{ github.sha }}`. */
function trailOf(config: AttestJunitConfig, context: AttestContext): string {
  const trail = config.trail ?? attestedCommit(context)
  if (trail === undefined) {
    throw new ConfigError(
      'trail is required here: no commit is known to name the trail after; set trail (or KOSLI_TRAIL), or commit'
    )
  }
  return trail
}

async function writePayloadFile(tmpDir: string, dataJson: string) {
  const dir = await mkdtemp(join(tmpDir, 'kosli-attest-'))
  const file = join(dir, 'data_json.json')
  await writeFile(file, dataJson)
  return file
}

export interface Prepared {
  outcome: ParseOutcome
  destination: Destination
  data: JunitAttestationInput
  dataJson: string
  payloadFile: string
  /** The test inventory (kosli-tests.json) beside the payload. */
  testsFile?: string
  context: AttestContext
  artifact?: ResolvedArtifact
  /** The matrix's legs, with legs-dir. */
  legs?: Legs
}

/** The config with the legs' annotations added to the user's. */
async function withLegsAnnotations(
  config: AttestJunitConfig,
  legs: Legs | undefined
): Promise<AttestJunitConfig> {
  if (legs === undefined) return config
  const { legsAnnotations } = await import('./legs/index.js')
  return {
    ...config,
    annotations: { ...config.annotations, ...legsAnnotations(legs) }
  }
}

function logNotes(outcome: ParseOutcome, deps: ModeDeps): void {
  for (const note of outcome.notes) {
    const text = `${printable(note.file)}: ${printable(note.message, true)}`
    if (note.level === 'warning') deps.logger.warn(text)
    else deps.logger.info(text)
  }
}

/** One run of the step: its config and where it reads the reports. */
export interface JunitRun {
  config: AttestJunitConfig
  switches: ReportSwitches
  options: JunitStepOptions
  /** Where report-paths and attachments are read. */
  reportsDir: string
}

/** The data_json of the parsed reports, checked before anything is sent. */
function payloadOf(
  config: AttestJunitConfig,
  local: {
    name: ReturnType<typeof parseAttestationName>
    context: AttestContext
    outcome: ParseOutcome
    fingerprint: string | undefined
    userData: unknown
  },
  destination: Destination
): JunitAttestationInput {
  const { context, fingerprint, userData } = local
  return checkPayload(
    buildJunitPayload({
      name: local.name,
      targetArtifacts: config.targetArtifacts,
      results: local.outcome.results,
      ...(fingerprint !== undefined && { fingerprint }),
      ...(context.commit !== undefined && { commit: context.commit }),
      ...(context.repoInfo !== undefined && { repoInfo: context.repoInfo }),
      ...(context.originUrl !== undefined && { originUrl: context.originUrl }),
      ...(config.description !== undefined && {
        description: config.description
      }),
      annotations: {
        ...config.annotations,
        ...inventoryAnnotations(local.outcome)
      },
      externalUrls: config.externalUrls,
      ...(userData !== undefined && { userData })
    }),
    { flow: destination.flow, trail: destination.trail }
  )
}

/** What reading the reports tells: the progress per file, and the log. */
function readingDeps(deps: ModeDeps) {
  const { progress, logger } = deps
  return {
    logger,
    ...(progress !== undefined && {
      onFile: (file: number, total: number) =>
        progress(`reading ${file}/${total} files`)
    })
  }
}

/** Everything local: context, fingerprint, reports, the checked payload. */
export async function prepare(
  run: JunitRun,
  deps: ModeDeps
): Promise<Prepared> {
  const { config } = run
  const name = parseAttestationName(config.name)
  const context = await resolveContext(config, deps)
  const destination: Destination = {
    service: config.service,
    flow: config.flow,
    trail: trailOf(config, context),
    attestationName: name.attestationName
  }
  const artifact = await resolveArtifact(config.artifact, deps)
  const userData =
    config.userDataPath === undefined
      ? undefined
      : await readUserData(config.userDataPath, deps.cwd)
  const { outcome, legs } = await readInput(
    config,
    { reportsDir: run.reportsDir, root: deps.cwd },
    { destination, context, ...readingDeps(deps) }
  )
  logNotes(outcome, deps)
  const data = payloadOf(
    await withLegsAnnotations(config, legs),
    { name, context, outcome, fingerprint: artifact?.fingerprint, userData },
    destination
  )
  const dataJson = JSON.stringify(data)
  const payloadFile = await writePayloadFile(deps.tmpDir, dataJson)
  const parts = { config, outcome, data, context }
  const testsFile = await writeTestsFile(payloadFile, parts)
  return {
    outcome,
    destination,
    data,
    dataJson,
    payloadFile,
    ...(testsFile !== undefined && { testsFile }),
    context,
    ...(artifact !== undefined && { artifact }),
    ...(legs !== undefined && { legs })
  }
}

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
import {
  removedAfter,
  removedBefore,
  type RemovedPrepared
} from './removed/hook.js'
import type { ModeDeps } from '../types.js'
import { quarantineOf, type QuarantineOutcome } from '../quarantine/effect.js'

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
  /** The removed-tests gate's verdict; absent with removed-tests: off. */
  removed?: RemovedPrepared
  /** The known-flaky list's effect, when the checkout has one. */
  quarantine?: QuarantineOutcome
  /** The matrix's legs, with legs-dir. */
  legs?: Legs
}

/** The legs' annotations (legs expected, found, missing); none without legs. */
async function legsNotes(legs: Legs | undefined) {
  if (legs === undefined) return {}
  const { legsAnnotations } = await import('./legs/index.js')
  return legsAnnotations(legs)
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
  /**
   * The github-token input: the base inventory and a pull request's base
   * quarantine list (contents API) are read with it.
   */
  githubToken?: string
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
    /** The gates' `kosli_attest_*` annotations, over the user's. */
    annotations?: Record<string, string>
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
      // Ours last: a user's annotation cannot stand in for a gate's.
      annotations: {
        ...config.annotations,
        ...inventoryAnnotations(local.outcome),
        ...local.annotations
      },
      externalUrls: config.externalUrls,
      ...(userData !== undefined && { userData })
    }),
    { flow: destination.flow, trail: destination.trail }
  )
}

/** The reports read (a matrix's legs with legs-dir), their notes logged. */
async function parsed(
  run: JunitRun,
  deps: ModeDeps,
  where: { destination: Destination; context: AttestContext }
): Promise<{ outcome: ParseOutcome; legs?: Legs }> {
  const { progress, logger } = deps
  const read = await readInput(
    run.config,
    { reportsDir: run.reportsDir, root: deps.cwd },
    {
      ...where,
      logger,
      ...(progress !== undefined && {
        onFile: (file: number, total: number) =>
          progress(`reading ${file}/${total} files`)
      })
    }
  )
  logNotes(read.outcome, deps)
  return read
}

function destinationOf(
  config: AttestJunitConfig,
  context: AttestContext,
  attestationName: string
): Destination {
  const { service, flow } = config
  return { service, flow, trail: trailOf(config, context), attestationName }
}

/**
 * The reports with the gates around them: each gate reads what it needs
 * before the reports are (so a bad quarantine list or base stops first),
 * and judges them after.
 */
async function readGated(
  run: JunitRun,
  deps: ModeDeps,
  where: { destination: Destination; context: AttestContext }
) {
  const applyQuarantine = await quarantineOf(run.config, deps, run.githubToken)
  const attestation = where.destination.attestationName
  const removedHook = await removedBefore(run, attestation, deps)
  const { outcome, legs } = await parsed(run, deps, where)
  const removed = await removedAfter(
    removedHook,
    {
      outcome,
      attestation,
      commit: attestedCommit(where.context),
      strip: run.config.stripTestNames?.source
    },
    deps
  )
  const quarantine = applyQuarantine?.(outcome)
  return { outcome, legs, removed, quarantine }
}

/** Everything local: context, fingerprint, reports, the checked payload. */
export async function prepare(
  run: JunitRun,
  deps: ModeDeps
): Promise<Prepared> {
  const { config } = run
  const name = parseAttestationName(config.name)
  const context = await resolveContext(config, deps)
  const destination = destinationOf(config, context, name.attestationName)
  const artifact = await resolveArtifact(config.artifact, deps)
  const userData =
    config.userDataPath === undefined
      ? undefined
      : await readUserData(config.userDataPath, deps.cwd)
  const gated = await readGated(run, deps, { destination, context })
  const { outcome, legs, removed, quarantine } = gated
  const annotations = {
    ...(await legsNotes(legs)),
    ...removed?.annotations,
    ...quarantine?.annotations
  }
  const data = payloadOf(
    config,
    {
      ...{ name, context, outcome, fingerprint: artifact?.fingerprint },
      ...{ userData, annotations }
    },
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
    ...(removed !== undefined && { removed }),
    ...(quarantine !== undefined && { quarantine }),
    ...(legs !== undefined && { legs })
  }
}

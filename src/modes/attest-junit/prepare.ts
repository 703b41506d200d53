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
import { readReports } from './malformed.js'
import type { Destination } from './request.js'
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
  context: AttestContext
  artifact?: ResolvedArtifact
  /** The known-flaky list's effect, when the checkout has one. */
  quarantine?: QuarantineOutcome
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
  /** For the quarantine list of a pull request's base (contents API). */
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
    quarantine: QuarantineOutcome | undefined
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
      // Ours last: a user's annotation cannot stand in for the quarantine's.
      annotations: { ...config.annotations, ...local.quarantine?.annotations },
      externalUrls: config.externalUrls,
      ...(userData !== undefined && { userData })
    }),
    { flow: destination.flow, trail: destination.trail }
  )
}

/** The reports, read and their notes logged. */
async function readLogged(
  run: JunitRun,
  where: {
    destination: Destination
    context: AttestContext
    /** The quarantine names failed cases, and stale entries, by the inventory. */
    inventory: boolean
  },
  deps: ModeDeps
): Promise<ParseOutcome> {
  const { progress } = deps
  const { inventory, ...at } = where
  const outcome = await readReports(run.config, run.reportsDir, {
    ...at,
    ...(inventory && { inventory: {} }),
    ...(progress !== undefined && {
      onFile: (file: number, total: number) =>
        progress(`reading ${file}/${total} files`)
    })
  })
  logNotes(outcome, deps)
  return outcome
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
  // The list is checked before any report is read: an invalid one stops here.
  const applyQuarantine = await quarantineOf(config, deps, run.githubToken)
  const outcome = await readLogged(
    run,
    { destination, context, inventory: applyQuarantine !== undefined },
    deps
  )
  const quarantine = applyQuarantine?.(outcome)
  const data = payloadOf(
    config,
    {
      name,
      context,
      outcome,
      fingerprint: artifact?.fingerprint,
      userData,
      quarantine
    },
    destination
  )
  const dataJson = JSON.stringify(data)
  const payloadFile = await writePayloadFile(deps.tmpDir, dataJson)
  return {
    outcome,
    destination,
    data,
    dataJson,
    payloadFile,
    context,
    ...(artifact !== undefined && { artifact }),
    ...(quarantine !== undefined && { quarantine })
  }
}

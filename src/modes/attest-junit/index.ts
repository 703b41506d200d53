import { mkdtemp, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  parseAttestJunitConfig,
  parseReportSwitches,
  type AttestJunitConfig,
  type ReportSwitches
} from '../../config/index.js'
import type { RawConfig } from '../../config/index.js'
import { ConfigError } from '../../errors.js'
import {
  resolveArtifact,
  type ResolvedArtifact
} from '../../artifact/resolve.js'
import type { ParseOutcome } from '../../junit/index.js'
import { junitSummary } from '../../report/summary.js'
import { junitPullRequestReport, type JunitStepOptions } from './gate.js'
import type { JunitAttestationInput } from '../../api/schemas/index.js'
import { printable } from '../../text.js'
import { parseAttestationName } from './name.js'
import { resolveContext, type AttestContext } from './context.js'
import { buildJunitPayload, checkPayload, readUserData } from './payload.js'
import {
  describeRequest,
  oversizeAttachment,
  prepareAttachment,
  shellWord,
  type Destination,
  type SendOutcome
} from './request.js'
import { annotationsOf } from './annotations.js'
import { locatedOutcome, sourceOf } from './located.js'
import { withArtifact } from './artifact.js'
import { beginTrailFirst } from './begin.js'
import { failureOf } from './failure.js'
import { readReports, refusedResult } from './malformed.js'
import { outputsOf } from './outputs.js'
import { isLoopbackHost } from '../../net/loopback.js'
import type { ModeDeps, StepResult } from '../types.js'

export type { JunitStepOptions } from './gate.js'

/** The trail defaults to the attested commit, like `KOSLI_TRAIL: ${{ github.sha }}`. */
function trailOf(config: AttestJunitConfig, context: AttestContext): string {
  const trail = config.trail ?? context.commit?.sha1 ?? context.commitSha
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

/**
 * The trail's page: on Kosli's own hosts, and on a loopback host, which is
 * taken to be the emulator (it serves a read-only page at the same path).
 * Any other host may not serve Kosli's app.
 */
export function trailUrl(destination: Destination): string | undefined {
  const { host, org } = destination.service
  const url = new URL(host)
  const kosli =
    url.protocol === 'https:' && /(^|\.)kosli\.com$/.test(url.hostname)
  if (!kosli && !isLoopbackHost(url.hostname)) return undefined
  const path = [org, 'flows', destination.flow, 'trails', destination.trail]
    .map(encodeURIComponent)
    .join('/')
  return `${host}/${path}`
}

interface Prepared {
  outcome: ParseOutcome
  destination: Destination
  data: JunitAttestationInput
  dataJson: string
  payloadFile: string
  context: AttestContext
  artifact?: ResolvedArtifact
}

function logNotes(outcome: ParseOutcome, deps: ModeDeps): void {
  for (const note of outcome.notes) {
    const text = `${printable(note.file)}: ${printable(note.message, true)}`
    if (note.level === 'warning') deps.logger.warn(text)
    else deps.logger.info(text)
  }
}

/** Everything local: context, fingerprint, reports, the checked payload. */
async function prepare(
  config: AttestJunitConfig,
  raw: RawConfig,
  deps: ModeDeps,
  reportsDir: string
): Promise<Prepared> {
  const name = parseAttestationName(config.name)
  const context = await resolveContext(config, raw, deps)
  const destination: Destination = {
    service: config.service,
    flow: config.flow,
    trail: trailOf(config, context),
    attestationName: name.attestationName
  }
  const artifact = await resolveArtifact(config.artifact, deps)
  const fingerprint = artifact?.fingerprint
  const userData =
    config.userDataPath === undefined
      ? undefined
      : await readUserData(config.userDataPath, deps.cwd)
  const outcome = await readReports(config, reportsDir, {
    destination,
    context
  })
  logNotes(outcome, deps)
  const data = checkPayload(
    buildJunitPayload({
      name,
      targetArtifacts: config.targetArtifacts,
      results: outcome.results,
      ...(fingerprint !== undefined && { fingerprint }),
      ...(context.commit !== undefined && { commit: context.commit }),
      ...(context.repoInfo !== undefined && { repoInfo: context.repoInfo }),
      ...(context.originUrl !== undefined && { originUrl: context.originUrl }),
      ...(config.description !== undefined && {
        description: config.description
      }),
      annotations: config.annotations,
      externalUrls: config.externalUrls,
      ...(userData !== undefined && { userData })
    }),
    { flow: destination.flow, trail: destination.trail }
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
    ...(artifact !== undefined && { artifact })
  }
}

/** Sends, or in a dry run shows, the request; undefined when not sent. */
async function deliver(
  config: AttestJunitConfig,
  prepared: Prepared,
  deps: ModeDeps,
  reportsDir: string
): Promise<SendOutcome | undefined> {
  const { destination, data, dataJson } = prepared
  const attachment = await prepareAttachment(config, prepared.outcome, {
    ...deps,
    cwd: reportsDir
  })
  try {
    const oversize = oversizeAttachment(attachment, deps)
    if (oversize !== undefined) {
      return { recorded: false, error: oversize, maybeRecorded: false }
    }
    const refused = await beginTrailFirst({ config, ...prepared }, deps)
    if (refused !== undefined) return refused
    if (config.dryRun) {
      deps.logger.info(
        `Dry run: nothing is sent. The request would go to\n${describeRequest(destination, attachment)}\ndata_json:\n${JSON.stringify(data, null, 2)}`
      )
      return undefined
    }
    const { sendAttestation } = await import('./send.js')
    const sent = await sendAttestation(deps, {
      destination,
      data,
      dataJson,
      ...(attachment !== undefined && { attachment })
    })
    if (sent.recorded) {
      deps.logger.info(
        `junit attestation '${destination.attestationName}' is reported to trail: ${destination.trail}`
      )
    }
    return sent
  } finally {
    await attachment?.cleanup()
  }
}

function resultOf(
  config: AttestJunitConfig,
  prepared: Prepared,
  sent: SendOutcome | undefined,
  deps: ModeDeps,
  options: JunitStepOptions & { switches: ReportSwitches }
): StepResult {
  const { destination, payloadFile } = prepared
  const outcome = locatedOutcome(prepared.outcome, deps, options)
  const commit = prepared.context.commit?.sha1 ?? prepared.context.commitSha
  const kept = sent?.recorded === false ? sent.keptPayloadDir : undefined
  const recorded = sent?.recorded === true
  const url = recorded ? trailUrl(destination) : undefined
  const skipped = options.skipped
  const resend =
    kept === undefined ? undefined : resendCommand(kept, deps.cliPath)
  const failure = failureOf(config, outcome, { outcome: sent, resend })
  return {
    outputs: outputsOf(outcome, {
      'attestation-name': destination.attestationName,
      'payload-file': payloadFile,
      ...(kept !== undefined && { 'kept-payload-dir': kept }),
      ...(url !== undefined && { 'trail-url': url }),
      ...(skipped !== undefined && { 'skipped-reason': skipped.reason })
    }),
    summary: junitSummary({
      outcome,
      ...sourceOf(prepared.context),
      destination: {
        host: config.service.host,
        org: config.service.org,
        flow: destination.flow,
        trail: destination.trail,
        attestationName: destination.attestationName,
        ...(url !== undefined && { url })
      },
      dryRun: config.dryRun,
      recorded,
      payloadFile,
      ...(sent?.recorded === false && {
        notRecorded: {
          reason: sent.error,
          maybeRecorded: sent.maybeRecorded
        }
      }),
      ...(skipped !== undefined && { skipped: skipped.summary }),
      ...(kept !== undefined && {
        keptPayloadDir: kept,
        resendCommand: `export KOSLI_API_TOKEN=...  # your Kosli API token\n${resend}`
      })
    }),
    annotations: [
      ...(skipped === undefined ? [] : [skipped.notice]),
      ...annotationsOf(outcome, deps, options.switches)
    ],
    ...(failure !== undefined && { failure }),
    pullRequest: {
      ...junitPullRequestReport({
        name: destination.attestationName,
        outcome,
        dryRun: config.dryRun,
        recorded: sent?.recorded,
        skipped: skipped !== undefined
      }),
      ...(commit !== undefined && { commit })
    }
  }
}

/**
 * The command that resends a kept payload. In a workflow the package is not
 * installed, so the action names its own CLI bundle when it knows the path.
 */
export function resendCommand(dir: string, cliPath?: string): string {
  const cli =
    cliPath === undefined ? 'kosli-attest' : `node ${shellWord(cliPath)}`
  return `${cli} resend ${shellWord(dir)}`
}

/**
 * attest-junit: parse the reports, build and check the data_json, attach
 * the reports, send (or in a dry run, show) it, and report the outcome.
 */
export async function attestJunitStep(
  raw: RawConfig,
  deps: ModeDeps,
  options: JunitStepOptions = {}
): Promise<StepResult> {
  // Skipped on purpose: everything a dry run does, and nothing is sent.
  const config = parseAttestJunitConfig(
    options.skipped === undefined ? raw : { ...raw, 'dry-run': 'true' }
  )
  const reportsDir = options.reportsDir ?? deps.cwd
  const shown = { ...options, switches: parseReportSwitches(raw) }
  let prepared: Prepared
  try {
    prepared = await prepare(config, raw, deps, reportsDir)
  } catch (error) {
    return refusedResult(error, { config, deps, options: shown })
  }
  const sent = await deliver(config, prepared, deps, reportsDir)
  return withArtifact(
    resultOf(config, prepared, sent, deps, shown),
    prepared.artifact
  )
}

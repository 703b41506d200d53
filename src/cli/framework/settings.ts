/**
 * A command's service settings: org and token checked first, with messages
 * that name the flags, then the command's own config (its `check`), every
 * problem reported at once.
 */
import pkg from '../../../package.json' with { type: 'json' }
import {
  createClient,
  type Client,
  type ClientOptions
} from '../../api/index.js'
import {
  optional,
  parseServiceConfig,
  ProblemCollector,
  type RawConfig,
  type ServiceConfig
} from '../../config/index.js'
import { ConfigError } from '../../errors.js'
import type { Logger } from '../../log.js'

const MISSING_ORG =
  '--org is not set: pass --org ORG, set KOSLI_ORG, or put "org: ORG" in the config file (--config-file)'
const READ_NEEDS_TOKEN =
  '--api-token is not set: this command only reads, so a dry run (KOSLI_DRY_RUN, or the token DRY_RUN) still sends its request and needs a real token in KOSLI_API_TOKEN'
const MISSING_TOKEN =
  '--api-token is not set: set KOSLI_API_TOKEN (best), or put "api-token: ..." in a config file only you can read (--config-file), or pass --api-token'

/** What the settings depend on of the command. */
export interface SettingsSpec<C> {
  /** False for the one operation without an org in its path. */
  org?: boolean
  /** Changes something: a dry run sends nothing. */
  writes?: boolean
  /** Parses the command's own config: its problems join the service's. */
  check?(raw: RawConfig, args: string[]): C
}

interface CommandInput {
  raw: RawConfig
  args: string[]
  dryRun: boolean
}

/**
 * The service settings. Org and token are checked first, naming flags;
 * their problems and the command's own (`check`) are reported at once.
 */
export function serviceOf<C>(
  spec: SettingsSpec<C>,
  { raw, args, dryRun }: CommandInput
): { service: ServiceConfig; checked: C | undefined } {
  const p = new ProblemCollector()
  const needsOrg = spec.org !== false
  if (needsOrg && !raw.org?.trim()) {
    p.problems.push({ key: 'org', message: MISSING_ORG })
  }
  // A dry run sends nothing, so it needs no token; a read always sends.
  const sends = !(dryRun && spec.writes)
  if (sends && !raw['api-token']?.trim()) {
    const message = dryRun ? READ_NEEDS_TOKEN : MISSING_TOKEN
    p.problems.push({ key: 'api-token', message })
  }
  const known = new Set(p.problems.map((problem) => problem.key))
  const own = new ProblemCollector()
  const checked = own.check(undefined, () => spec.check?.(raw, args))
  p.problems.push(...own.problems.filter((q) => !known.has(q.key)))
  p.done()
  // The operation without an org still goes through the shared parser.
  const service = parseServiceConfig(needsOrg ? raw : { ...raw, org: '-' }, {
    dryRun: !sends
  })
  return { service, checked }
}

/** How a message names the Kosli host setting on the command line. */
export const HOST_SETTING = '--host (or KOSLI_HOST)'

/**
 * --http-proxy (the Kosli CLI's flag): the proxy for every request to
 * Kosli, over HTTPS_PROXY / HTTP_PROXY, which are read when it is not set.
 */
export function proxyOf(raw: RawConfig): ClientOptions['proxy'] {
  const proxy = optional(raw, 'http-proxy')
  if (proxy === undefined) return undefined
  let url: URL | undefined
  try {
    url = new URL(proxy)
  } catch {
    url = undefined
  }
  if (url === undefined || !/^https?:$/.test(url.protocol)) {
    throw new ConfigError(
      `--http-proxy: "${proxy}" is not an http:// or https:// URL, e.g. http://proxy.example:3128`
    )
  }
  return { httpProxy: proxy, httpsProxy: proxy }
}

/** A client of the command's Kosli service, as every command opens one. */
export function cliClient(
  service: ServiceConfig,
  context: { logger: Logger; raw: RawConfig }
): Client {
  const proxy = proxyOf(context.raw)
  return createClient({
    ...service,
    logger: context.logger,
    version: pkg.version,
    hostSetting: HOST_SETTING,
    ...(proxy !== undefined && { proxy })
  })
}

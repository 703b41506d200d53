/** The flags every command that talks to Kosli shares. */
import {
  flagEntries,
  type FlagName,
  type FlagSpec,
  type Flags
} from './help.js'

export const SERVICE_FLAGS: Flags = {
  'api-token': {
    type: 'string',
    value: 'TOKEN',
    help: 'KOSLI_API_TOKEN. Prefer the variable or a config file: flags show up in process lists. The value DRY_RUN turns on --dry-run.'
  },
  org: {
    type: 'string',
    value: 'ORG',
    help: 'KOSLI_ORG. Your Kosli organization.'
  },
  host: {
    type: 'string',
    value: 'URL',
    help: 'KOSLI_HOST. Default https://app.kosli.com; e.g. http://127.0.0.1:8001 for `kosli-attest serve`.'
  },
  region: {
    type: 'string',
    value: 'eu|us',
    help: 'KOSLI_REGION. us is https://app.us.kosli.com. Give host or region.'
  },
  'auth-method': {
    type: 'string',
    value: 'bearer|basic',
    help: 'KOSLI_AUTH_METHOD. Default bearer.'
  },
  'timeout-seconds': {
    type: 'string',
    value: 'N',
    help: 'KOSLI_TIMEOUT_SECONDS. Per request; default 30.'
  },
  'max-retries': {
    type: 'string',
    value: 'N',
    help: 'KOSLI_MAX_RETRIES or KOSLI_MAX_API_RETRIES (also --max-api-retries). Default 3.'
  },
  'retry-budget-seconds': {
    type: 'string',
    value: 'N',
    help: 'KOSLI_RETRY_BUDGET_SECONDS. Most time spent waiting to retry; default 60.'
  },
  'http-proxy': {
    type: 'string',
    value: 'URL',
    help: 'KOSLI_HTTP_PROXY. The proxy for requests to Kosli. Default: HTTPS_PROXY / HTTP_PROXY (and NO_PROXY) from the environment.'
  },
  'config-file': {
    type: 'string',
    value: 'PATH',
    help: 'KOSLI_CONFIG_FILE. YAML or JSON of flag names and values, e.g. "org: acme".'
  },
  verbose: {
    type: 'boolean',
    help: 'KOSLI_VERBOSE (also --debug). Debug lines on stderr; never the token.'
  },
  quiet: {
    type: 'boolean',
    help: 'KOSLI_QUIET. No warnings or progress on stderr; errors and results still show.'
  }
}

export const OUTPUT_FLAG: FlagSpec = {
  type: 'string',
  value: 'table|json',
  help: 'table (default) for people; json, the service answer, for scripts.'
}

export const DRY_RUN_FLAG: FlagSpec = {
  type: 'boolean',
  help: 'KOSLI_DRY_RUN. Show the request; send nothing.'
}

/** Vendor names that parseArgs must accept as well. */
export const ALIAS_FLAGS = {
  'max-api-retries': { type: 'string' },
  debug: { type: 'boolean' }
} as const

/**
 * The Kosli CLI's one-letter flags, each given to the first of these flags
 * a command has: -n is --per-page (the Kosli CLI's --page-limit) for
 * lists, even where --name filters (list environments), and --name for
 * attest junit. -o is --output in every command: attest junit, where the
 * Kosli CLI's -o is --origin-url, has --output too (see retiredShortFlag).
 */
const SHORT_FLAGS: Readonly<Record<string, readonly FlagName[]>> = {
  e: ['environment'],
  f: ['flow'],
  t: ['artifact-type'],
  n: ['per-page', 'name'],
  o: ['output'],
  q: ['quiet'],
  x: ['exclude']
}

const OUTPUT_FORMATS: ReadonlySet<string> = new Set(['table', 'json'])

/**
 * The deprecation path of -o in attest junit: it was --origin-url (as in
 * the Kosli CLI) until the command got --output. `-o URL`, a value no
 * output format could be, is still taken for --origin-url, with a warning
 * to write --origin-url. Returns that warning, or undefined.
 */
export function retiredShortFlag(
  values: Record<string, unknown>,
  given: { shortO: boolean; flags: Flags }
): string | undefined {
  const value = values.output
  if (!given.shortO || typeof value !== 'string') return undefined
  if (given.flags['origin-url'] === undefined) return undefined
  if (OUTPUT_FORMATS.has(value.trim()) || !/^[a-z][\w+.-]*:\/\//i.test(value)) {
    return undefined
  }
  delete values.output
  values['origin-url'] ??= value
  return '-o for --origin-url is deprecated: -o is --output in every command now. Write --origin-url URL; -o URL stops working in the next major version.'
}

/** `flags` with the one-letter names of SHORT_FLAGS that fit them. */
export function withShortFlags(flags: Flags): Flags {
  const result: Partial<Record<FlagName, FlagSpec>> = Object.fromEntries(
    flagEntries(flags)
  )
  for (const [letter, names] of Object.entries(SHORT_FLAGS)) {
    const name = names.find((n) => result[n] !== undefined)
    const flag = name === undefined ? undefined : result[name]
    if (name !== undefined && flag !== undefined) {
      result[name] = { ...flag, short: letter }
    }
  }
  return result
}

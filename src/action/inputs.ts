import {
  INPUT_NAMES,
  isTrue,
  problemsText,
  type ConfigProblems,
  type InputName,
  type RawConfig
} from '../config/index.js'

/** Inputs that fall back to the vendor CLI's variables (inputs win). */
const ENV_FALLBACKS: Partial<Record<InputName, string>> = {
  'api-token': 'KOSLI_API_TOKEN',
  org: 'KOSLI_ORG',
  host: 'KOSLI_HOST',
  flow: 'KOSLI_FLOW',
  trail: 'KOSLI_TRAIL'
}

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed === undefined || trimmed === '' ? undefined : trimmed
}

/**
 * Reads every input once. Pure: the entry passes the runner's `getInput` and
 * `process.env`. Two departures from "input, else variable":
 * - host: KOSLI_HOST is not used when the region input picks the host.
 * - dry-run: action.yml defaults it to false, so the runner always sets it;
 *   a dry run is on when the input or KOSLI_DRY_RUN says true, or when the
 *   token is the vendor CLI's `DRY_RUN` placeholder.
 */
export function rawConfigFromInputs(
  getInput: (name: string) => string,
  env: Readonly<Record<string, string | undefined>>
): RawConfig {
  const inputs = new Map(INPUT_NAMES.map((n) => [n, present(getInput(n))]))
  const raw: Partial<Record<InputName, string>> = {}
  for (const [name, value] of inputs) {
    const variable = ENV_FALLBACKS[name]
    const found =
      value ?? (variable === undefined ? undefined : present(env[variable]))
    if (found !== undefined) raw[name] = found
  }
  if (inputs.get('region') !== undefined && inputs.get('host') === undefined) {
    delete raw.host
  }
  const dryRun = dryRunValue(raw, env)
  if (dryRun !== undefined) raw['dry-run'] = dryRun
  return raw
}

function dryRunValue(
  raw: RawConfig,
  env: Readonly<Record<string, string | undefined>>
): string | undefined {
  const input = raw['dry-run']
  const variable = present(env.KOSLI_DRY_RUN)
  if (raw['api-token'] === 'DRY_RUN') return 'true'
  if (input === undefined) return variable
  return isTrue(variable) ? 'true' : input
}

/**
 * The action's wording of configuration problems: each names its input and,
 * where the action reads one, its KOSLI_* variable.
 */
export function problemsMessage(error: ConfigProblems): string {
  return problemsText(
    error.problems.map(({ key, message }) => {
      const variable = key === undefined ? undefined : ENV_FALLBACKS[key]
      return variable === undefined || message.includes(variable)
        ? message
        : `${message} (input ${key ?? ''}, or the ${variable} variable)`
    })
  )
}

/**
 * The environment a `docker-credential-*` helper runs with: what any
 * helper needs, and nothing else of ours (never the Kosli or GitHub token,
 * the action's inputs or the runner's own secrets). A helper that speaks
 * to a cloud provider also gets that provider's settings, and only it.
 */

/** Every helper: finding programs, its home and config, proxies, temp. */
const COMMON = [
  'PATH',
  'HOME',
  'DOCKER_CONFIG',
  'TMPDIR',
  'USER',
  'LOGNAME',
  // The keychain helpers reach their stores through these (secretservice
  // through D-Bus, pass through gpg).
  'XDG_RUNTIME_DIR',
  'DBUS_SESSION_BUS_ADDRESS',
  'GNUPGHOME',
  'PASSWORD_STORE_DIR',
  // Windows programs do not start, or reach no network, without these.
  'SYSTEMROOT',
  'SYSTEMDRIVE',
  'WINDIR',
  'COMSPEC',
  'PATHEXT',
  'TEMP',
  'TMP',
  'USERPROFILE',
  'APPDATA',
  'LOCALAPPDATA',
  'PROGRAMDATA'
]

/** Proxy settings, in any case (`https_proxy`, `HTTPS_PROXY`). */
const PROXY = new Set(['http_proxy', 'https_proxy', 'no_proxy', 'all_proxy'])

/**
 * The cloud helpers and the variables their provider's SDK reads: Amazon
 * ECR's `ecr-login` (the AWS_* credentials and region, e.g. as
 * aws-actions/configure-aws-credentials sets them), Google's `gcr` and
 * `gcloud`, Azure's `acr-env`.
 */
const PROVIDER_PREFIXES: Record<string, readonly string[]> = {
  'ecr-login': ['AWS_'],
  gcr: ['GOOGLE_', 'CLOUDSDK_'],
  gcloud: ['GOOGLE_', 'CLOUDSDK_'],
  'acr-env': ['AZURE_']
}

export function helperEnvironment(
  helper: string,
  env: Readonly<Record<string, string | undefined>>
): Record<string, string> {
  const common = new Set(COMMON.map((name) => name.toUpperCase()))
  const prefixes = PROVIDER_PREFIXES[helper] ?? []
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue
    const upper = name.toUpperCase()
    if (
      common.has(upper) ||
      PROXY.has(name.toLowerCase()) ||
      prefixes.some((prefix) => upper.startsWith(prefix))
    ) {
      out[name] = value
    }
  }
  return out
}

/**
 * Docker client config files and credential helpers made by the tests: a
 * `config.json` in a fresh directory, and `docker-credential-<name>`
 * scripts on a PATH of their own that log the server URL they were asked.
 */
import { chmod, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A home directory whose `.docker/config.json` holds `config`. */
export async function homeWithDockerConfig(config: unknown): Promise<string> {
  const home = await mkdtemp(join(tmpdir(), 'docker-home-'))
  await mkdir(join(home, '.docker'))
  await writeFile(join(home, '.docker', 'config.json'), JSON.stringify(config))
  return home
}

export function basicAuth(username: string, password: string): string {
  return Buffer.from(`${username}:${password}`).toString('base64')
}

export interface Helper {
  /** Put first on PATH. */
  binDir: string
  /** Server URLs the helper was asked about, one per call. */
  asked(): Promise<string[]>
  /** The environment of its last run, as `env` printed it. */
  environment(): Promise<Record<string, string>>
}

/**
 * `docker-credential-<name>`: answers `get` for `serverUrl` with the login,
 * and "credentials not found" (exit 1) for any other server.
 */
export async function writeHelper(
  name: string,
  serverUrl: string,
  login: { username: string; secret: string }
): Promise<Helper> {
  const binDir = await mkdtemp(join(tmpdir(), 'cred-helper-'))
  const log = join(binDir, 'asked.log')
  const envLog = join(binDir, 'env.log')
  const answer = JSON.stringify({
    ServerURL: serverUrl,
    Username: login.username,
    Secret: login.secret
  })
  const script = [
    '#!/bin/sh',
    '[ "$1" = get ] || exit 2',
    'read -r server',
    `env > '${envLog}'`,
    `printf '%s\\n' "$server" >> '${log}'`,
    `if [ "$server" = '${serverUrl}' ]; then`,
    `  printf '%s' '${answer}'`,
    'else',
    "  echo 'credentials not found in native keychain'",
    '  exit 1',
    'fi'
  ].join('\n')
  const path = join(binDir, `docker-credential-${name}`)
  await writeFile(path, `${script}\n`)
  await chmod(path, 0o755)
  return {
    binDir,
    asked: async () =>
      (await readFile(log, 'utf8').catch(() => ''))
        .split('\n')
        .filter((l) => l !== ''),
    environment: async () =>
      Object.fromEntries(
        (await readFile(envLog, 'utf8'))
          .split('\n')
          .filter((line) => line.includes('='))
          .map((line) => [
            line.slice(0, line.indexOf('=')),
            line.slice(line.indexOf('=') + 1)
          ])
      )
  }
}

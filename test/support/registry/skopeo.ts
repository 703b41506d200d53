/**
 * skopeo, the independent client: pushes the tests' OCI layouts to the
 * registry and reads back the raw manifest, whose SHA-256 is the digest
 * every lookup must agree with.
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'

const run = promisify(execFile)

export interface Login {
  username: string
  password: string
}

function credsFlags(prefix: '' | 'dest-', login?: Login): string[] {
  return login
    ? [`--${prefix}creds`, `${login.username}:${login.password}`]
    : [`--${prefix}no-creds`]
}

/** `skopeo copy --all oci:<layout dir>:<tag> docker://<destination>`. */
export async function pushLayout(
  layoutAndTag: string,
  destination: string,
  login?: Login
): Promise<void> {
  await run('skopeo', [
    '--insecure-policy',
    'copy',
    '--all',
    '--dest-tls-verify=false',
    ...credsFlags('dest-', login),
    `oci:${layoutAndTag}`,
    `docker://${destination}`
  ])
}

/** SHA-256 of `skopeo inspect --raw`: the manifest digest, bare hex. */
export async function skopeoDigest(
  reference: string,
  login?: Login
): Promise<string> {
  const { stdout } = await run(
    'skopeo',
    [
      'inspect',
      '--raw',
      '--tls-verify=false',
      ...credsFlags('', login),
      `docker://${reference}`
    ],
    { encoding: 'buffer', maxBuffer: 8 * 1024 * 1024 }
  )
  return createHash('sha256').update(stdout).digest('hex')
}

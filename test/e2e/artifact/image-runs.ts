/**
 * The built entries asked for an image's fingerprint with registry
 * credentials: the CLI through KOSLI_REGISTRY_* variables, the action in
 * the fingerprint mode with debug on, its `::add-mask::` lines apart.
 */
import type { Login } from '../../support/registry/skopeo.js'
import {
  runAction,
  runCli,
  type ActionRun,
  type ChildRun
} from '../support/run.js'

export function cliFingerprint(
  reference: string,
  login: Login,
  home: string
): Promise<ChildRun> {
  return runCli(['fingerprint', '--artifact-type', 'oci', reference], {
    cwd: home,
    env: {
      HOME: home,
      KOSLI_REGISTRY_USERNAME: login.username,
      KOSLI_REGISTRY_PASSWORD: login.password,
      KOSLI_MAX_RETRIES: '0'
    }
  })
}

export interface MaskedRun extends ActionRun {
  /** The secrets the action masked, in order. */
  masks: string[]
  /** stdout without the `::add-mask::` lines. */
  unmasked: string
}

export async function actionFingerprint(
  reference: string,
  login: Login,
  home: string
): Promise<MaskedRun> {
  const run = await runAction({
    workspace: home,
    env: { HOME: home },
    debug: true,
    inputs: {
      mode: 'fingerprint',
      'artifact-path': reference,
      'artifact-type': 'oci',
      'registry-username': login.username,
      'registry-password': login.password
    }
  })
  const lines = run.stdout.split('\n')
  const mask = '::add-mask::'
  return {
    ...run,
    masks: lines
      .filter((line) => line.startsWith(mask))
      .map((line) => line.slice(mask.length)),
    unmasked: lines.filter((line) => !line.startsWith(mask)).join('\n')
  }
}

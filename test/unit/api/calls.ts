/**
 * One representative call per operation of docs/spec/operations.md (1-18), with the request the
 * client must send and a canned answer. Used by the request-shape tests and
 * by the contract test against the server catalogue.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as api from '../../../src/api/index.js'

export const FP = 'a'.repeat(64)

export interface Call {
  op: number
  name: string
  run: (client: api.Client) => Promise<unknown>
  method: string
  /** Path below /api/v2, without the query. */
  path: string
  query?: Record<string, string[]>
  /** Parsed JSON body; `multipart` for operation 1. */
  body?: unknown
  answer: { status: number; body: unknown }
}

export const junitData: api.JunitAttestationInput = {
  attestation_name: 'unit-tests',
  junit_results: [
    {
      name: 'pytest',
      failures: 0,
      errors: 0,
      skipped: 6,
      total: 570,
      duration: 19.19
    }
  ],
  git_commit_info: {
    sha1: 'b'.repeat(40),
    branch: 'main',
    timestamp: 1750923680
  },
  repo_info: { name: 'o/r', url: 'https://github.com/o/r', provider: 'github' },
  origin_url: 'https://github.com/o/r/actions/runs/987',
  annotations: { suite: 'unit' },
  external_urls: { 'build log': { href: 'https://ci/log' } },
  user_data: {}
}

export function attachmentIn(dir: string): api.Attachment {
  const path = join(dir, 'junit.xml')
  writeFileSync(path, '<testsuite name="pytest" tests="1"/>')
  return { path, filename: 'junit.xml' }
}

const env = { name: 'prod', type: 'K8S', policies: [] }
const page = { page: 2, per_page: 10, total_pages: 3, total_count: 25 }

export function calls(attachment: api.Attachment): Call[] {
  return [
    {
      op: 1,
      name: 'attestJunit',
      method: 'POST',
      path: '/attestations/demo/my-flow/trail/run~1/junit',
      body: 'multipart',
      run: (c) =>
        api.attestJunit(c, {
          org: 'demo',
          flow: 'my-flow',
          trail: 'run~1',
          data: junitData,
          attachment
        }),
      answer: { status: 201, body: 'OK' }
    },
    {
      op: 2,
      name: 'updateServiceAccount',
      method: 'PATCH',
      path: '/service-accounts/demo/ci-bot',
      body: { description: null, privilege: 'reader' },
      run: (c) =>
        api.updateServiceAccount(c, {
          org: 'demo',
          name: 'ci-bot',
          changes: { description: null, privilege: 'reader' }
        }),
      answer: {
        status: 200,
        body: {
          name: 'ci-bot',
          privilege: 'reader',
          description: null,
          created_at: 1780584129.5
        }
      }
    },
    {
      op: 3,
      name: 'deleteServiceAccount',
      method: 'DELETE',
      path: '/service-accounts/demo/ci-bot',
      body: null,
      run: (c) => api.deleteServiceAccount(c, { org: 'demo', name: 'ci-bot' }),
      answer: { status: 200, body: 'OK' }
    },
    {
      op: 4,
      name: 'updateNotification',
      method: 'PUT',
      path: '/organizations/demo/environments_notifications/7',
      body: {
        name: 'prod-alerts',
        environments: ['prod'],
        triggers: ['ON_NON_COMPLIANT_ENV'],
        type: 'env',
        targets: [
          {
            type: 'WEBHOOK',
            webhook: 'https://hooks.example/k',
            payload_version: '1.0'
          }
        ]
      },
      run: (c) =>
        api.updateNotification(c, {
          org: 'demo',
          number: 7,
          notification: {
            name: 'prod-alerts',
            environments: ['prod'],
            triggers: ['ON_NON_COMPLIANT_ENV'],
            type: 'env',
            targets: [
              {
                type: 'WEBHOOK',
                webhook: 'https://hooks.example/k',
                payload_version: '1.0'
              }
            ]
          }
        }),
      answer: { status: 200, body: 'OK' }
    },
    {
      op: 5,
      name: 'getNotification',
      method: 'GET',
      path: '/organizations/demo/environments_notifications/7',
      run: (c) => api.getNotification(c, { org: 'demo', number: 7 }),
      answer: {
        status: 200,
        body: {
          name: 'prod-alerts',
          number: 7,
          type: 'env',
          targets: [{ type: 'WEBHOOK', webhook: 'https://h' }]
        }
      }
    },
    {
      op: 6,
      name: 'allowArtifact',
      method: 'PUT',
      path: '/allowlists/demo/prod%20eu',
      body: {
        artifact_fingerprint: FP,
        artifact_name: 'app.jar',
        description: 'hotfix'
      },
      run: (c) =>
        api.allowArtifact(c, {
          org: 'demo',
          env: 'prod eu',
          entry: {
            artifact_fingerprint: FP,
            artifact_name: 'app.jar',
            description: 'hotfix'
          }
        }),
      answer: {
        status: 200,
        body: {
          artifact_fingerprint: FP,
          artifact_name: 'app.jar',
          description: 'hotfix'
        }
      }
    },
    {
      op: 7,
      name: 'detachPolicies',
      method: 'DELETE',
      path: '/environments/demo/prod/policies',
      body: { policy_names: ['p1', 'p2'] },
      run: (c) =>
        api.detachPolicies(c, {
          org: 'demo',
          env: 'prod',
          policyNames: ['p1', 'p2']
        }),
      answer: { status: 200, body: 'OK' }
    },
    {
      op: 8,
      name: 'joinEnvironment',
      method: 'PUT',
      path: '/environments/demo/all-prod/join',
      body: { physical_env_name: 'prod' },
      run: (c) =>
        api.joinEnvironment(c, {
          org: 'demo',
          logicalEnv: 'all-prod',
          physicalEnv: 'prod'
        }),
      answer: { status: 200, body: 'OK' }
    },
    {
      op: 9,
      name: 'getTrailMoment',
      method: 'GET',
      path: '/trails/demo/my-flow/t1/moments/latest%231',
      run: (c) =>
        api.getTrailMoment(c, {
          org: 'demo',
          flow: 'my-flow',
          trail: 't1',
          moment: 'latest#1'
        }),
      answer: {
        status: 200,
        body: {
          moment_number: 1,
          created_at: 1,
          template_id: 't',
          compliance_status: {}
        }
      }
    },
    {
      op: 10,
      name: 'envDiff',
      method: 'GET',
      path: '/env-diff/demo',
      query: { snappish1: ['prod#3'], snappish2: ['staging~1'] },
      run: (c) =>
        api.envDiff(c, {
          org: 'demo',
          snappish1: 'prod#3',
          snappish2: 'staging~1'
        }),
      answer: {
        status: 200,
        body: Object.fromEntries(
          ['snappish1', 'snappish2', 'changed', 'not-changed'].map((k) => [
            k,
            { artifacts: [], snapshot_id: 'prod#3' }
          ])
        )
      }
    },
    {
      op: 11,
      name: 'listEnvironments',
      method: 'GET',
      path: '/environments/demo',
      query: {
        name: ['pro d'],
        page: ['2'],
        per_page: ['10'],
        sort: ['last_changed_at'],
        sort_direction: ['desc'],
        space_id: ['s1', 's2'],
        tag: ['team:platform'],
        type: ['K8S', 'logical']
      },
      run: (c) =>
        api.listEnvironments(c, {
          org: 'demo',
          query: {
            page: 2,
            per_page: 10,
            sort: 'last_changed_at',
            sort_direction: 'desc',
            space_id: ['s1', 's2'],
            name: 'pro d',
            type: ['K8S', 'logical'],
            tag: ['team:platform']
          }
        }),
      answer: {
        status: 200,
        body: { ...page, environments: [env], _links: {} }
      }
    },
    {
      op: 12,
      name: 'archiveControl',
      method: 'POST',
      path: '/controls/demo/ctl-1/archive',
      body: null,
      run: (c) => api.archiveControl(c, { org: 'demo', identifier: 'ctl-1' }),
      answer: { status: 200, body: { identifier: 'ctl-1', archived: true } }
    },
    {
      op: 13,
      name: 'listDeployments',
      method: 'GET',
      path: '/deployments/demo',
      query: {
        end_ts: ['1700000000'],
        env_name: ['prod'],
        page: ['1'],
        per_page: ['0'],
        repo_name: ['o/r'],
        start_ts: ['1690000000.5']
      },
      run: (c) =>
        api.listDeployments(c, {
          org: 'demo',
          query: {
            page: 1,
            per_page: 0,
            repo_name: 'o/r',
            env_name: 'prod',
            start_ts: 1690000000.5,
            end_ts: 1700000000
          }
        }),
      answer: {
        status: 200,
        body: { ...page, deployments: [{ fingerprint: FP, env_name: 'prod' }] }
      }
    },
    {
      op: 14,
      name: 'listArtifacts',
      method: 'GET',
      path: '/artifacts/demo/my-flow',
      query: { page: ['1'], per_page: ['15'] },
      run: (c) =>
        api.listArtifacts(c, {
          org: 'demo',
          flow: 'my-flow',
          query: { page: 1, per_page: 15 }
        }),
      answer: {
        status: 200,
        body: [{ fingerprint: FP, state: 'COMPLIANT', user_data: null }]
      }
    },
    {
      op: 15,
      name: 'listPolicies',
      method: 'GET',
      path: '/policies/demo',
      run: (c) => api.listPolicies(c, { org: 'demo' }),
      answer: {
        status: 200,
        body: [{ name: 'p1', versions: [{ version: 1 }] }]
      }
    },
    {
      op: 16,
      name: 'listSystemAttestationTypes',
      method: 'GET',
      path: '/attestations/system-attestation-types',
      run: (c) => api.listSystemAttestationTypes(c),
      answer: {
        status: 200,
        body: { system_attestation_types: [{ name: 'junit', versions: [] }] }
      }
    },
    {
      op: 17,
      name: 'listRepoTagChoices',
      method: 'GET',
      path: '/repos/demo/tags',
      run: (c) => api.listRepoTagChoices(c, { org: 'demo' }),
      answer: {
        status: 200,
        body: { tag_choices: [{ key: 'team', value: 'platform' }], _links: {} }
      }
    },
    {
      op: 18,
      name: 'getDeploymentFrequency',
      method: 'GET',
      path: '/environments/demo/prod/deployment_frequency',
      query: { flow_id: ['flow-1'] },
      run: (c) =>
        api.getDeploymentFrequency(c, {
          org: 'demo',
          env: 'prod',
          flowId: 'flow-1'
        }),
      answer: { status: 200, body: { deployments_per_day: 1.5 } }
    }
  ]
}

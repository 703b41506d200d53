import type {
  DeploymentRecord,
  EmulatorState,
  Org,
  Snapshot,
  SnapshotArtifact
} from '../state.js'
import { demoCatalog, systemAttestationTypes } from './catalog.js'
import { demoFlows, fingerprintOf } from './flows.js'
import { demoAcmeOrg } from './acme.js'

/**
 * The state an emulator starts with when no state is given. Every timestamp
 * is relative to `nowMs`, so a fixed clock gives the same state byte for
 * byte.
 */

export const DEMO_TOKENS = {
  admin: 'kat_demo_admin_4f8e2b7c9d1a',
  member: 'kat_demo_member_6c3a9e1f2b7d',
  reader: 'kat_demo_reader_2d7b4a8c6e1f',
  acme: 'kat_acme_admin_9b1e5d3f7a2c'
} as const

const DAY = 86_400

type Running = [name: string, instances: number]

function snapshotArtifacts(
  env: string,
  running: Running[],
  at: number
): SnapshotArtifact[] {
  return running.map(([name, instances], i) => {
    const base = name.split(':')[0] ?? name
    const sha = fingerprintOf(`commit:${name}`).slice(0, 40)
    return {
      fingerprint: fingerprintOf(name),
      name: `registry.example.com/demo/${name}`,
      flow: base === 'web' ? 'web-flow' : 'demo-flow',
      commit_url: `https://github.com/acme/demo-${base}/commit/${sha}`,
      most_recent_timestamp: at - 3600 * (i + 1),
      instance_count: instances,
      ...(env === 'staging'
        ? {
            pods: Array.from(
              { length: instances },
              (_, p) => `${base}-${sha.slice(0, 6)}-${p}`
            )
          }
        : {})
    }
  })
}

function snapshots(env: string, now: number, plan: Running[][]): Snapshot[] {
  return plan.map((running, i) => {
    const at = now - (plan.length - i) * 2 * DAY
    return {
      index: i + 1,
      created_at: at,
      artifacts: snapshotArtifacts(env, running, at)
    }
  })
}

function demoSnapshots(now: number): Org['snapshots'] {
  return {
    // staging#3 vs production#5 (the latest of each): api:1.5.0 only in
    // staging, api:1.4.0 and cron only in production, web scaled 3 -> 4,
    // worker unchanged.
    staging: snapshots('staging', now, [
      [
        ['api:1.4.0', 1],
        ['web:2.0.0', 2]
      ],
      [
        ['api:1.4.0', 2],
        ['web:2.1.0', 2],
        ['worker:0.9.0', 1]
      ],
      [
        ['api:1.5.0', 2],
        ['web:2.1.0', 3],
        ['worker:0.9.0', 1]
      ]
    ]),
    production: snapshots('production', now, [
      [['api:1.2.0', 2]],
      [
        ['api:1.3.0', 2],
        ['web:2.0.0', 2]
      ],
      [
        ['api:1.3.0', 3],
        ['web:2.0.0', 3]
      ],
      [
        ['api:1.4.0', 3],
        ['web:2.1.0', 3],
        ['worker:0.9.0', 1]
      ],
      [
        ['api:1.4.0', 3],
        ['web:2.1.0', 4],
        ['worker:0.9.0', 1],
        ['cron:0.3.0', 1]
      ]
    ])
  }
}

type Environment = Org['environments'][number]

/** A demo environment `ageDays` old; `spec` gives its type and what differs. */
function environment(
  now: number,
  name: string,
  spec: Pick<Environment, 'type'> & Partial<Environment> & { ageDays: number }
): Environment {
  const { type, ageDays, ...extra } = spec
  return {
    org: 'demo',
    name,
    type,
    description: `${name} environment of the demo org`,
    last_modified_at: now - ageDays * DAY,
    last_changed_at: now - ageDays * DAY + 3600,
    last_reported_at: now - 600,
    include_scaling: true,
    state: true,
    tags: {},
    policies: [],
    included_environments: [],
    ...extra
  }
}

function demoEnvironments(now: number): Org['environments'] {
  const env = (name: string, spec: Parameters<typeof environment>[2]) =>
    environment(now, name, spec)
  return [
    env('staging', {
      ageDays: 2,
      type: 'K8S',
      tags: { team: 'platform', tier: 'pre-prod' },
      policies: ['provenance-required'],
      space_id: 'space-eu'
    }),
    env('production', {
      ageDays: 1,
      type: 'ECS',
      tags: { team: 'platform', tier: 'prod', pci: 'true' },
      policies: ['provenance-required', 'prod-approval'],
      space_id: 'space-eu'
    }),
    env('all', {
      ageDays: 5,
      type: 'logical',
      included_environments: ['staging', 'production'],
      space_id: 'space-eu'
    }),
    env('edge-functions', {
      ageDays: 9,
      type: 'lambda',
      tags: { team: 'edge' },
      space_id: 'space-us',
      state: false
    }),
    env('qa-server', {
      ageDays: 20,
      type: 'server',
      tags: { team: 'qa', tier: 'pre-prod' },
      space_id: 'space-us'
    })
  ]
}

function demoDeployments(now: number): DeploymentRecord[] {
  const artifacts = ['api:1.3.0', 'web:2.0.0', 'api:1.4.0', 'web:2.1.0']
  // 24 deployments, one every 2.5 days over the last 60 days.
  return Array.from({ length: 24 }, (_, i) => {
    const env = i % 2 === 0 ? 'production' : 'staging'
    const name = artifacts[i % artifacts.length] ?? 'api:1.3.0'
    const fingerprint = fingerprintOf(name)
    const web = name.startsWith('web')
    return {
      fingerprint,
      deployed_at: now - 60 * DAY + Math.round((i + 1) * 2.5 * DAY) - 3600,
      artifact_name: `registry.example.com/demo/${name}`,
      env_name: env,
      snapshot_index: Math.floor(i / 2) + 1,
      lead_time: 3600 * (1 + (i % 5)),
      _links: {
        self: { href: `/api/v2/deployments/demo/${env}/${fingerprint}` }
      },
      repo_name: web ? 'acme/demo-web' : 'acme/demo-api',
      flow_name: web ? 'web-flow' : 'demo-flow'
    }
  })
}

function demoOrg(now: number): Org {
  return {
    features: { trail_moments: true, controls: true },
    flows: demoFlows(now),
    environments: demoEnvironments(now),
    snapshots: demoSnapshots(now),
    allowlist: [
      {
        env_name: 'production',
        artifact_fingerprint: fingerprintOf('hotfix:1.4.1'),
        artifact_name: 'registry.example.com/demo/hotfix:1.4.1',
        description: 'Emergency hotfix, approved in INC-1234',
        created_at: now - 4 * DAY,
        created_by: 'ci-bot'
      }
    ],
    ...demoCatalog(now),
    deployments: demoDeployments(now)
  }
}

/** The demo world: org `demo` (beta features on) and org `acme` (off). */
export function demoState(nowMs: number): EmulatorState {
  const now = Math.floor(nowMs / 1000)
  return {
    orgs: { demo: demoOrg(now), acme: demoAcmeOrg(now) },
    tokens: [
      {
        token: DEMO_TOKENS.admin,
        org: 'demo',
        privilege: 'admin',
        label: 'demo admin'
      },
      {
        token: DEMO_TOKENS.member,
        org: 'demo',
        privilege: 'member',
        label: 'demo member'
      },
      {
        token: DEMO_TOKENS.reader,
        org: 'demo',
        privilege: 'reader',
        label: 'demo reader'
      },
      {
        token: DEMO_TOKENS.acme,
        org: 'acme',
        privilege: 'admin',
        label: 'acme admin'
      }
    ],
    system_attestation_types: systemAttestationTypes()
  }
}

import { policy } from './catalog.js'
import type { Org } from '../state.js'

const DAY = 86_400

/**
 * The second demo org: no beta features, so trail moments and controls
 * answer 403 here even though a control exists.
 */
export function demoAcmeOrg(now: number): Org {
  return {
    features: { trail_moments: false, controls: false },
    flows: [
      {
        id: 'flow-1001',
        name: 'acme-flow',
        template: { id: 'template-acme-flow-v1', slots: ['unit-tests'] },
        trails: [
          { name: 'main', created_at: now - DAY, attestations: [], moments: [] }
        ],
        artifacts: []
      }
    ],
    environments: [acmeProduction(now)],
    snapshots: {},
    allowlist: [],
    policies: [policy('baseline', now, { required: false })],
    controls: [acmeControl(now)],
    service_accounts: [],
    notifications: [],
    deployments: [],
    repos: []
  }
}

function acmeProduction(now: number): Org['environments'][number] {
  return {
    org: 'acme',
    name: 'acme-prod',
    type: 'docker',
    description: 'acme production',
    last_modified_at: now - 3 * DAY,
    last_changed_at: now - 3 * DAY,
    last_reported_at: now - 3600,
    include_scaling: false,
    state: true,
    tags: {},
    policies: ['baseline'],
    included_environments: []
  }
}

function acmeControl(now: number): Org['controls'][number] {
  return {
    identifier: 'ACME-1',
    name: 'Peer review',
    version: 1,
    created_by: 'ops@acme.example',
    description: 'Peer review of every change',
    links: {},
    created_at: now - 10 * DAY,
    tags: {},
    archived: false,
    policies_referencing: []
  }
}

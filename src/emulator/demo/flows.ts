import { createHash } from 'node:crypto'
import type { Org } from '../state.js'

/** Flows of the demo org: templates, trails, moments and artifacts. */

const DAY = 86_400

export function fingerprintOf(name: string): string {
  return createHash('sha256').update(`emulator-demo:${name}`).digest('hex')
}

type Flow = Org['flows'][number]

const STATES = ['COMPLIANT', 'NON-COMPLIANT', 'INCOMPLETE']

/** The `i`th artifact of `demo-flow`, built from `name` (`api:1.2.0`) a day apart. */
function demoArtifact(now: number, name: string, i: number) {
  const sha = fingerprintOf(`commit:${name}`).slice(0, 40)
  const fingerprint = fingerprintOf(name)
  const at = new Date((now - (10 - i) * DAY) * 1000).toISOString()
  return {
    id: `artifact-${i + 1}`,
    fingerprint,
    filename: `registry.example.com/demo/${name}`,
    created_at: at,
    last_modified_at: at,
    evidence: {},
    trail_name: sha,
    template_reference_name: name.split(':')[0] ?? name,
    git_commit: sha,
    git_commit_info: { sha1: sha, message: `release ${name}` },
    repo_info: {
      name: 'acme/demo-api',
      url: 'https://github.com/acme/demo-api',
      vcs_instance: 'https://github.com',
      short_name: 'demo-api'
    },
    commit_url: `https://github.com/acme/demo-api/commit/${sha}`,
    build_url: `https://github.com/acme/demo-api/actions/runs/${1000 + i}`,
    repo_url: 'https://github.com/acme/demo-api',
    html_url: `https://app.example.com/demo/flows/demo-flow/artifacts/${fingerprint}`,
    api_url: `/api/v2/artifacts/demo/demo-flow/${fingerprint}`,
    user_data: null,
    external_urls: {},
    annotations: {},
    state: STATES[i % 3] ?? 'COMPLIANT'
  }
}

/** A moment's slot holding a JUnit attestation of one 12-test suite. */
function junitSlot(name: string, compliant: boolean, at: number) {
  return {
    attestation_name: name,
    attestation_type: 'junit',
    is_compliant: compliant,
    created_at: at,
    junit_results: [
      {
        name: 'suite',
        failures: compliant ? 0 : 1,
        errors: 0,
        skipped: 0,
        total: 12,
        duration: 1.5
      }
    ]
  }
}

function demoTrail(now: number): Flow['trails'][number] {
  return {
    name: 'demo-trail',
    created_at: now - 3 * DAY,
    attestations: [],
    moments: [
      {
        moment_number: 1,
        created_at: now - 2 * DAY,
        template_id: 'template-demo-flow-v2',
        slots: [
          junitSlot('unit-tests', true, now - 2 * DAY),
          junitSlot('integration-tests', false, now - 2 * DAY)
        ]
      },
      {
        // Two slots share `unit-tests`: no policy input can be built.
        moment_number: 2,
        created_at: now - DAY,
        template_id: 'template-demo-flow-v2',
        slots: [
          junitSlot('unit-tests', true, now - DAY),
          junitSlot('unit-tests', false, now - DAY)
        ]
      }
    ]
  }
}

export function demoFlows(now: number): Org['flows'] {
  const releases = [
    'api:1.2.0',
    'api:1.3.0',
    'api:1.4.0',
    'api:1.5.0',
    'worker:0.9.0'
  ]
  return [
    {
      id: 'flow-0001',
      name: 'demo-flow',
      template: {
        id: 'template-demo-flow-v2',
        slots: ['unit-tests', 'integration-tests', 'security-scan']
      },
      trails: [demoTrail(now)],
      artifacts: releases.map((name, i) => demoArtifact(now, name, i))
    },
    {
      id: 'flow-0002',
      name: 'web-flow',
      template: { id: 'template-web-flow-v1', slots: ['unit-tests'] },
      trails: [webTrail(now)],
      artifacts: []
    }
  ]
}

/** A trail with one stored JUnit attestation, as the emulator records it. */
function webTrail(now: number): Org['flows'][number]['trails'][number] {
  const at = now - 5 * DAY
  const results = [
    {
      name: 'web.unit',
      failures: 0,
      errors: 0,
      skipped: 2,
      total: 40,
      duration: 3.2
    }
  ]
  return {
    name: 'web-trail',
    created_at: at,
    attestations: [
      {
        id: 'web-flow/web-trail/1',
        attestation_name: 'unit-tests',
        attestation_type: 'junit',
        created_at: at,
        compliant: true,
        data_json: { attestation_name: 'unit-tests', junit_results: results },
        attachment: {
          filename: 'junit.xml',
          content_type: 'application/octet-stream',
          size: 2048,
          sha256: fingerprintOf('junit.xml')
        }
      }
    ],
    moments: [
      {
        moment_number: 1,
        created_at: at,
        template_id: 'template-web-flow-v1',
        slots: [
          {
            attestation_name: 'unit-tests',
            attestation_type: 'junit',
            attestation_id: 'web-flow/web-trail/1',
            is_compliant: true,
            created_at: at
          }
        ]
      }
    ]
  }
}

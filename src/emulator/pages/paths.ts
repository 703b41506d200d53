import { segment } from './html.js'

/** The pages' paths: Kosli's app's where it shows them (docs/emulator.md). */

export const orgPath = (org: string) => `/${segment(org)}`

export const flowPath = (org: string, flow: string) =>
  `${orgPath(org)}/flows/${segment(flow)}`

export const trailPath = (org: string, flow: string, trail: string) =>
  `${flowPath(org, flow)}/trails/${segment(trail)}`

export const attachmentPath = (
  names: { org: string; flow: string; trail: string },
  number: number
) =>
  `${trailPath(names.org, names.flow, names.trail)}/attestations/${number}/attachment`

export const envPath = (org: string, env: string) =>
  `${orgPath(org)}/environments/${segment(env)}`

export const snapshotPath = (org: string, env: string, index: number) =>
  `${envPath(org, env)}/snapshots/${index}`

export const diffPath = (org: string, one: string, two: string) =>
  `${orgPath(org)}/env-diff?${new URLSearchParams({ snappish1: one, snappish2: two }).toString()}`

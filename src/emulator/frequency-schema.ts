import { z } from 'zod'

/**
 * The deployment-frequency body the emulator answers (the interface does not
 * show it). The window is the 28 days that end at the request time, cut in
 * 28 one-day buckets; `series[i]` counts deployments with
 * `start_ts + i*86400 <= deployed_at < start_ts + (i+1)*86400` (the last
 * bucket also includes `end_ts`).
 */
export const DeploymentFrequencyBodySchema = z.object({
  env_name: z.string(),
  /** null when no flow was asked for: the counts then cover every flow. */
  flow_id: z.string().nullable(),
  flow_name: z.string().nullable(),
  period_days: z.number().int(),
  start_ts: z.number(),
  end_ts: z.number(),
  /** Deployments of the flow to the environment inside the window. */
  deployments: z.number().int(),
  /** `deployments / period_days`, 2 decimals. */
  per_day: z.number(),
  /** `deployments / (period_days / 7)`, 2 decimals. */
  per_week: z.number(),
  series: z.array(
    z.object({
      /** UTC date (`YYYY-MM-DD`) of the bucket's start. */
      date: z.string(),
      start_ts: z.number(),
      count: z.number().int()
    })
  )
})
export type DeploymentFrequencyBody = z.infer<
  typeof DeploymentFrequencyBodySchema
>

export const FREQUENCY_PERIOD_DAYS = 28

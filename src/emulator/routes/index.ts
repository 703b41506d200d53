import type { Route } from '../route.js'
import { accountRoutes } from './accounts.js'
import { catalogRoutes } from './catalog.js'
import { deploymentRoutes } from './deployments.js'
import { envDiffRoutes } from './env-diff.js'
import { environmentRoutes } from './environments.js'
import { flowRoutes } from './flows.js'
import { trailRoutes } from './trails.js'

/**
 * The 18 operations of docs/spec/operations.md, and create flow and begin
 * trail (docs/spec/flows-and-trails.md).
 */
export const routes: readonly Route[] = [
  ...trailRoutes,
  ...accountRoutes,
  ...environmentRoutes,
  ...envDiffRoutes,
  ...deploymentRoutes,
  ...catalogRoutes,
  ...flowRoutes
]

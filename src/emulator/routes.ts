import type { Route } from './route.js'
import { accountRoutes } from './routes-accounts.js'
import { catalogRoutes } from './routes-catalog.js'
import { deploymentRoutes } from './routes-deployments.js'
import { envDiffRoutes } from './routes-env-diff.js'
import { environmentRoutes } from './routes-environments.js'
import { flowRoutes } from './routes-flows.js'
import { trailRoutes } from './routes-trails.js'

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

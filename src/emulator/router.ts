import type { Route } from './route.js'

interface CompiledRoute {
  route: Route
  pattern: RegExp
  names: string[]
}

export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'wrong-method'; allowed: string[] }
  | { kind: 'none' }

function compile(route: Route): CompiledRoute {
  const names: string[] = []
  const source = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':'))
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(segment.slice(1))
      return '([^/]+)'
    })
    .join('/')
  return { route, pattern: new RegExp(`^${source}$`), names }
}

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

export class Router {
  private readonly compiled: CompiledRoute[]

  constructor(routes: readonly Route[]) {
    this.compiled = routes.map(compile)
  }

  /** Matches a path below `/api/v2` (no trailing slash, still encoded). */
  match(method: string, path: string): RouteMatch {
    const allowed: string[] = []
    for (const { route, pattern, names } of this.compiled) {
      const found = pattern.exec(path)
      if (!found) continue
      if (route.method !== method) {
        allowed.push(route.method)
        continue
      }
      const params: Record<string, string> = {}
      for (const [i, name] of names.entries()) {
        const value = decode(found[i + 1] ?? '')
        if (value === undefined) return { kind: 'none' }
        params[name] = value
      }
      return { kind: 'found', route, params }
    }
    return allowed.length > 0
      ? { kind: 'wrong-method', allowed }
      : { kind: 'none' }
  }
}

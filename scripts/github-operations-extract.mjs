// The pure half of scripts/github-operations.mjs: from GitHub's OpenAPI
// description and the names wanted, the extract the GitHub stand-in
// (test/support/github/) validates against. It holds the wanted operations
// exactly as the description has them, every component they or the wanted
// schemas and examples reach through `$ref`, and an index of every
// operation GitHub has (method and path template to operationId), so the
// stand-in still routes a path as GitHub would and can tell "GitHub has no
// such operation" from "the extract leaves it out".

/**
 * @typedef {Record<string, unknown>} JsonObject
 * @typedef {{
 *   openapi: string,
 *   paths: Record<string, Record<string, unknown>>,
 *   components: Record<string, Record<string, unknown>>
 * }} Description
 * @typedef {{ operations: string[], schemas: string[], examples: string[] }} Wanted
 */

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head'])

/**
 * @param {unknown} value
 * @returns {value is JsonObject}
 */
function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Every operation of the description: `{ template: { method: operationId } }`.
 * @param {Description} description
 */
export function operationIndex(description) {
  /** @type {Record<string, Record<string, string>>} */
  const index = {}
  for (const [template, item] of Object.entries(description.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method) || !isObject(operation)) continue
      if (typeof operation.operationId !== 'string') continue
      index[template] = { ...index[template], [method]: operation.operationId }
    }
  }
  return index
}

/**
 * Where each wanted operation is; an unknown one fails, naming it.
 * @param {Record<string, Record<string, string>>} index
 * @param {string[]} operationIds
 */
function locate(index, operationIds) {
  /** @type {Map<string, { template: string, method: string }>} */
  const where = new Map()
  for (const [template, methods] of Object.entries(index)) {
    for (const [method, id] of Object.entries(methods)) {
      where.set(id, { template, method })
    }
  }
  return operationIds.map((id) => {
    const found = where.get(id)
    if (!found) throw new Error(`GitHub's description has no operation ${id}`)
    return { id, ...found }
  })
}

/**
 * The components `value` reaches, added to `into` ("section/name" keys).
 * @param {Description} description
 * @param {unknown} value
 * @param {Set<string>} into
 */
function collectRefs(description, value, into) {
  const stack = [value]
  while (stack.length > 0) {
    const node = stack.pop()
    if (Array.isArray(node)) stack.push(...node)
    if (!isObject(node)) continue
    const ref = node.$ref
    if (typeof ref === 'string' && ref.startsWith('#/components/')) {
      const key = ref.slice('#/components/'.length)
      if (!into.has(key)) {
        into.add(key)
        stack.push(component(description, key))
      }
    }
    stack.push(...Object.values(node))
  }
}

/**
 * @param {Description} description
 * @param {string} key "section/name"
 */
function component(description, key) {
  const [section = '', ...rest] = key.split('/')
  const name = rest.join('/').replaceAll('~1', '/').replaceAll('~0', '~')
  const value = description.components[section]?.[name]
  if (value === undefined) {
    throw new Error(`GitHub's description has no component ${key}`)
  }
  return { section, name, value }
}

/**
 * `record`'s entries sorted by key, for an extract that diffs well.
 * @template T
 * @param {Record<string, T>} record
 */
function sorted(record) {
  return Object.fromEntries(
    Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  )
}

/**
 * The extract: `openapi`, `paths` and `components` shaped as in the
 * description (so `$ref`s resolve the same way), plus the whole `index`.
 * @param {Description} description
 * @param {Wanted} wanted
 */
export function extract(description, wanted) {
  const index = operationIndex(description)
  /** @type {Record<string, Record<string, unknown>>} */
  const paths = {}
  for (const { id, template, method } of locate(index, wanted.operations)) {
    const operation = description.paths[template]?.[method]
    if (!isObject(operation)) throw new Error(`no operation ${id}`)
    paths[template] = sorted({ ...paths[template], [method]: operation })
  }
  const keys = new Set([
    ...wanted.schemas.map((name) => `schemas/${name}`),
    ...wanted.examples.map((name) => `examples/${name}`)
  ])
  collectRefs(
    description,
    [paths, ...[...keys].map((key) => component(description, key).value)],
    keys
  )
  /** @type {Record<string, Record<string, unknown>>} */
  const components = {}
  for (const key of keys) {
    const { section, name, value } = component(description, key)
    components[section] = { ...components[section], [name]: value }
  }
  for (const [section, entries] of Object.entries(components)) {
    components[section] = sorted(entries)
  }
  return {
    openapi: description.openapi,
    paths: sorted(paths),
    components: sorted(components),
    index
  }
}

/**
 * The operations TypeScript source calls, as operationIds: `rest.scope.methodName`
 * calls (`scope/method-name`, the names @octokit/rest derives from them) and
 * route strings (`'GET /repos/{owner}/{repo}/…'`, as a paged read passes
 * them to `octokit.request`), looked up in the operation index.
 * @param {string} source
 * @param {Record<string, Record<string, string>>} [index]
 */
export function octokitCalls(source, index = {}) {
  const calls = new Set()
  for (const match of source.matchAll(/\brest\.([a-z]+)\.([a-zA-Z]+)\b/g)) {
    const [, scope = '', method = ''] = match
    const kebab = method.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
    calls.add(`${scope}/${kebab}`)
  }
  for (const match of source.matchAll(
    /'(GET|POST|PUT|PATCH|DELETE) (\/[^'\s]*)'/g
  )) {
    const [, method = '', path = ''] = match
    const id = index[path]?.[method.toLowerCase()]
    if (id !== undefined) calls.add(id)
  }
  return [...calls]
}

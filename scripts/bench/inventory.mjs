// The test inventory's cost for scripts/bench.mjs (`npm run bench --
// --inventory`): reading a report with `junit-results` (no inventory) and
// with `junit-inventory` (every case collected, merged, sorted and printed;
// hashed past 200,000 cases), time and peak RSS (docs/inventory.md).
import { measure, runOnce } from './measure.mjs'

/** @type {(value: number, digits?: number) => string} */
const fmt = (value, digits = 2) =>
  Number.isFinite(value) ? value.toFixed(digits) : 'n/a'

/**
 * What junit-inventory printed: how many identities, whether hashed; and
 * its peak writing into a pipe (this process reads it), where a writer that
 * ignores the reader's pace queues the output in memory.
 * @param {string} bundle
 * @param {{ target: string, counts: { total: number } }} item
 */
function check(bundle, item) {
  const run = runOnce([bundle, 'junit-inventory', item.target], {
    capture: true
  })
  if (run.status !== 0)
    return `no: exit ${run.status}: ${run.stderr.split('\n')[0]}`
  const file = JSON.parse(run.stdout)
  const hashed = file.hashed === true
  const right = file.tests.length === item.counts.total
  return `${file.tests.length} identities${hashed ? ', hashed' : ''} (${right ? 'one per case' : `MISMATCH: ${item.counts.total} cases`}), ${fmt(run.stdout.length / 1e6, 1)} MB of JSON; into a pipe: ${fmt(run.rssMiB, 0)} MiB peak RSS`
}

/** The parser's memory bound for this report (docs/performance.md). */
const BOUNDS = /** @type {Record<string, number>} */ ({
  huge: 100,
  '2 GB': 150
})

/** @type {(name: string, rssMiB: number) => string} */
function bound(name, rssMiB) {
  const limit = BOUNDS[name]
  if (limit === undefined) return ''
  return `<= ${limit} MiB: ${rssMiB <= limit ? 'met' : 'MISSED'}`
}

/**
 * @param {string} bundle
 * @param {{ name: string, target: string, counts: { total: number } }[]} items
 * @param {number} runs
 */
export function inventoryBench(bundle, items, runs) {
  console.log(
    '\ntest inventory: junit-results (none) vs junit-inventory (collected, printed to /dev/null)'
  )
  for (const item of items) {
    const timed = item.name === '2 GB' ? Math.min(runs, 3) : runs
    const without = measure([bundle, 'junit-results', item.target], timed)
    const withIt = measure([bundle, 'junit-inventory', item.target], timed)
    console.log(`\n${item.name}: ${check(bundle, item)}`)
    console.log(
      `  junit-results    ${fmt(without.seconds, 3)} s  ${fmt(without.rssMiB, 0)} MiB peak RSS  (median of ${without.runs})`
    )
    console.log(
      `  junit-inventory  ${fmt(withIt.seconds, 3)} s  ${fmt(withIt.rssMiB, 0)} MiB peak RSS  (median of ${withIt.runs})  ${bound(item.name, withIt.rssMiB)}`
    )
  }
}

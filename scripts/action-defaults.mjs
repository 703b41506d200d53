// The defaults of action.yml's inputs, read without a YAML package, so that
// `npm run demo` runs straight after `git clone` with nothing installed.
// It reads only what the demo needs: under the top-level `inputs:` key, each
// input (two spaces in) and its one-line `default:` (four spaces in), plain
// or quoted. A default it cannot read (a block scalar, an escape) throws,
// naming the input; test/e2e/scripts/demo.test.ts holds it to a YAML parser.

/**
 * A one-line YAML scalar: plain, 'single' or "double" quoted.
 * @param {string} raw
 * @param {string} input the input it is the default of, for the error
 * @returns {string}
 */
function scalar(raw, input) {
  const text = raw.trim()
  const single = /^'((?:[^']|'')*)'$/.exec(text)?.[1]
  if (single !== undefined) return single.replaceAll("''", "'")
  const double = /^"([^"\\]*)"$/.exec(text)?.[1]
  if (double !== undefined) return double
  if (/^[>|'"]/.test(text) || text.includes(' #'))
    throw new Error(
      `action.yml: the default of input ${input} is not a one-line value this reader knows (${text})`
    )
  return text
}

/**
 * `{ input: default }` for every input of action.yml that has one.
 * @param {string} text
 */
export function actionDefaults(text) {
  /** @type {Record<string, string>} */
  const defaults = {}
  let inInputs = false
  let input
  for (const line of text.split(/\r?\n/)) {
    if (/^\S/.test(line)) inInputs = /^inputs:\s*$/.test(line)
    if (!inInputs) continue
    const name = /^ {2}([A-Za-z0-9_-]+):\s*$/.exec(line)
    if (name) input = name[1]
    const value = /^ {4}default:(.*)$/.exec(line)?.[1]
    if (value !== undefined && input !== undefined) {
      defaults[input] = scalar(value, input)
    }
  }
  return defaults
}

// The defaults of action.yml's inputs, read without a YAML package, so that
// `npm run demo` runs straight after `git clone` with nothing installed.
// It reads only what the demo needs: under the top-level `inputs:` key, each
// input (two spaces in) and its one-line `default:` (four spaces in), plain
// or quoted. A default it cannot read (a block scalar, an escape) throws,
// naming the input; test/e2e/scripts/demo.test.ts holds it to a YAML parser.

/** A one-line YAML scalar: plain, 'single' or "double" quoted. */
function scalar(raw, input) {
  const text = raw.trim()
  const single = /^'((?:[^']|'')*)'$/.exec(text)
  if (single) return single[1].replaceAll("''", "'")
  const double = /^"([^"\\]*)"$/.exec(text)
  if (double) return double[1]
  if (/^[>|'"]/.test(text) || text.includes(' #'))
    throw new Error(
      `action.yml: the default of input ${input} is not a one-line value this reader knows (${text})`
    )
  return text
}

/** `{ input: default }` for every input of action.yml that has one. */
export function actionDefaults(text) {
  const defaults = {}
  let inInputs = false
  let input
  for (const line of text.split(/\r?\n/)) {
    if (/^\S/.test(line)) inInputs = /^inputs:\s*$/.test(line)
    if (!inInputs) continue
    const name = /^ {2}([A-Za-z0-9_-]+):\s*$/.exec(line)
    if (name) input = name[1]
    const value = /^ {4}default:(.*)$/.exec(line)
    if (value && input !== undefined) defaults[input] = scalar(value[1], input)
  }
  return defaults
}

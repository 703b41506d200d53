/**
 * Where a failure happened, as its text says: stack frames and compiler
 * style `path:line` references of the common test runners, in the order
 * they appear. Nothing here touches the disk; resolve.ts checks each
 * candidate against the workspace.
 */

/** A place named in a failure text: a path as written, or a Java class. */
export interface Frame {
  /** A path as the text wrote it (relative or absolute). */
  path?: string
  /** A JVM frame: the file's package path, e.g. `com/acme/Foo.java`. */
  packagePath?: string
  line: number
}

// `at com.acme.shop.PriceCalculatorTest.rounds(PriceCalculatorTest.java:58)`
const JVM =
  /\bat ([\w$.]+)\.[\w$<>-]+\(([\w$-]+\.(?:java|kt|kts|groovy|scala)):(\d+)\)/g
// Python tracebacks: `File "tests/x.py", line 20, in test_x`
const PYTHON = /\bFile "([^"\n]+)", line (\d+)/g
// .NET: `at Ns.Class.Method() in /src/Tests/FooTests.cs:line 9`
const DOTNET = / in (\S(?:[^\n]*?\S)?\.(?:cs|fs|vb)):line (\d+)/g
// JS/TS frames `(path:12:3)` or `at path:12:3`; Go `x_test.go:12:`;
// pytest's `tests/x.py:46: AssertionError`; any `file.ext:line`.
const PATH_LINE =
  /(?:^|[\s(])((?:[A-Za-z]:)?[\w./\\@+-]*[\w-]\.[A-Za-z]{1,6}):(\d+)(?::\d+)?(?=[):\s]|$)/gm

function jvmFrames(text: string, classname: string | undefined): Frame[] {
  if (classname === undefined) return []
  // The test's own class, inner classes and lambdas included.
  const own = classname.replace(/\$.*$/, '')
  const frames: Frame[] = []
  for (const match of text.matchAll(JVM)) {
    const [, cls = '', file = '', line = ''] = match
    const outer = cls.replace(/\$.*$/, '')
    if (outer !== own) continue
    const dot = outer.lastIndexOf('.')
    const pkg = dot < 0 ? '' : `${outer.slice(0, dot).replaceAll('.', '/')}/`
    frames.push({ packagePath: `${pkg}${file}`, line: Number(line) })
  }
  return frames
}

function pathFrames(text: string, pattern: RegExp): Frame[] {
  return Array.from(text.matchAll(pattern), (match) => ({
    path: match[1] ?? '',
    line: Number(match[2])
  }))
}

/**
 * Candidate places of a failed case, most specific first: JVM frames of
 * the test's own class, then Python, .NET, and `path:line` references.
 */
export function framesOf(text: string, classname?: string): Frame[] {
  const frames = [
    ...jvmFrames(text, classname),
    ...pathFrames(text, PYTHON),
    ...pathFrames(text, DOTNET),
    ...pathFrames(text, PATH_LINE)
  ]
  return frames.filter(
    (frame) => Number.isSafeInteger(frame.line) && frame.line > 0
  )
}

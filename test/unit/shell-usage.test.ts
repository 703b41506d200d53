/**
 * No input is ever interpolated into a shell command: across src/, child
 * processes start only through execFile/spawn (or their sync and promisified
 * forms) with a fixed program name and an argument array, never with
 * `shell: true`, and never through exec/execSync or a dynamic import.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const SRC = resolve('src')
const MODULES = new Set(['child_process', 'node:child_process'])
const ALLOWED = new Set(['execFile', 'execFileSync', 'spawn', 'spawnSync'])

interface Finding {
  file: string
  line: number
  problem: string
}

function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(SRC, f))
}

class Checker {
  readonly findings: Finding[] = []
  /** Local names bound to an allowed function (imports, promisify). */
  private readonly launchers = new Set<string>()
  private readonly source: ts.SourceFile

  constructor(
    private readonly file: string,
    text = readFileSync(file, 'utf8')
  ) {
    this.source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  }

  run(): void {
    this.visit(this.source)
  }

  private report(node: ts.Node, problem: string): void {
    const { line } = this.source.getLineAndCharacterOfPosition(node.getStart())
    this.findings.push({
      file: relative(SRC, this.file),
      line: line + 1,
      problem
    })
  }

  private visit(node: ts.Node): void {
    if (ts.isImportDeclaration(node)) this.checkImport(node)
    else if (ts.isVariableDeclaration(node)) this.checkAlias(node)
    else if (ts.isCallExpression(node)) this.checkCall(node)
    ts.forEachChild(node, (child) => this.visit(child))
  }

  private checkImport(node: ts.ImportDeclaration): void {
    const from = (node.moduleSpecifier as ts.StringLiteral).text
    if (!MODULES.has(from)) return
    const bindings = node.importClause?.namedBindings
    if (!bindings || !ts.isNamedImports(bindings) || node.importClause?.name) {
      this.report(node, 'import child_process by name, not whole')
      return
    }
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text
      if (ALLOWED.has(imported)) this.launchers.add(element.name.text)
      else this.report(element, `imports ${imported} from child_process`)
    }
  }

  /** `const run = promisify(execFile)` makes `run` a launcher too. */
  private checkAlias(node: ts.VariableDeclaration): void {
    const init = node.initializer
    if (!init || !ts.isIdentifier(node.name)) return
    const wrapped =
      ts.isCallExpression(init) &&
      ts.isIdentifier(init.expression) &&
      init.expression.text === 'promisify'
        ? init.arguments[0]
        : init
    if (
      wrapped &&
      ts.isIdentifier(wrapped) &&
      this.launchers.has(wrapped.text)
    ) {
      this.launchers.add(node.name.text)
    }
  }

  private checkCall(node: ts.CallExpression): void {
    const callee = node.expression
    if (
      callee.kind === ts.SyntaxKind.ImportKeyword ||
      (ts.isIdentifier(callee) && callee.text === 'require')
    ) {
      const [specifier] = node.arguments
      if (!specifier || !ts.isStringLiteral(specifier)) {
        this.report(node, 'dynamic import of a computed module')
      } else if (MODULES.has(specifier.text)) {
        this.report(node, 'dynamic import of child_process')
      }
      return
    }
    if (!ts.isIdentifier(callee) || !this.launchers.has(callee.text)) return
    const [program, args, options] = node.arguments
    if (!program || !(ts.isStringLiteral(program) || isFamily(program))) {
      this.report(node, `${callee.text}: the program must be a fixed string`)
    }
    if (!args || !ts.isArrayLiteralExpression(args)) {
      this.report(node, `${callee.text}: arguments must be an array literal`)
    }
    this.checkOptions(callee.text, options)
  }

  private checkOptions(name: string, options: ts.Expression | undefined) {
    if (options === undefined) return
    if (!ts.isObjectLiteralExpression(options)) {
      this.report(options, `${name}: options must be an object literal`)
      return
    }
    for (const property of options.properties) {
      if (ts.isSpreadAssignment(property)) {
        this.report(property, `${name}: no spread in the options`)
      } else if (property.name?.getText() === 'shell') {
        this.report(property, `${name}: shell option`)
      }
    }
  }
}

/**
 * A program family with a fixed prefix, like Docker's credential helpers
 * (`docker-credential-${name}`, the name checked by the caller): the
 * prefix, not the input, decides which kind of program runs.
 */
function isFamily(program: ts.Expression): boolean {
  return (
    ts.isTemplateExpression(program) &&
    program.templateSpans.length === 1 &&
    program.templateSpans[0]?.literal.text === '' &&
    /^[a-z][a-z0-9-]*-$/.test(program.head.text)
  )
}

function check(file: string): Finding[] {
  const checker = new Checker(file)
  checker.run()
  return checker.findings
}

describe('child processes in src/', () => {
  it('start only through execFile/spawn with a fixed program and an argument array, no shell', () => {
    const findings = sourceFiles().flatMap(check)
    expect(findings).toEqual([])
  })

  it('the check finds what it forbids (checked on samples)', () => {
    const samples = {
      exec: "import { exec } from 'node:child_process'\nexec(`git log ${ref}`)",
      shell:
        "import { spawn } from 'node:child_process'\nspawn('git', ['log'], { shell: true })",
      string:
        "import { execFileSync } from 'child_process'\nexecFileSync(cmd, args.split(' '))",
      template:
        "import { execFile } from 'node:child_process'\nexecFile(`${tool}-x`, ['get'])",
      whole: "import * as cp from 'node:child_process'\ncp.execSync('ls')",
      dynamic: "const cp = await import('node:child_process')",
      promisified:
        "import { execFile } from 'node:child_process'\nconst run = promisify(execFile)\nrun('sh', ['-c', x], { ...opts })"
    }
    for (const [name, text] of Object.entries(samples)) {
      const checker = new Checker(join(SRC, `sample-${name}.ts`), text)
      checker.run()
      expect(checker.findings.length, name).toBeGreaterThan(0)
    }
  })

  it('some module of src/ starts a process (the check is not vacuous)', () => {
    const users = sourceFiles().filter((file) =>
      /from 'node:child_process'/.test(readFileSync(file, 'utf8'))
    )
    expect(users.length).toBeGreaterThan(0)
  })
})

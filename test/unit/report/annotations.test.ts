import { describe, expect, it } from 'vitest'
import {
  ANNOTATION_MESSAGE_BYTES,
  failureAnnotations
} from '../../../src/report/annotations.js'
import { failedCase, file, hugeOutcome, outcome, suite } from './outcomes.js'

describe('failureAnnotations', () => {
  it('makes one error annotation per failed case, with file and line', () => {
    const parsed = outcome([
      file('a.xml', [
        suite('checkout', { failures: 1, errors: 1 }, [
          failedCase({ file: 'src/cart.ts', line: 12 }),
          failedCase({
            name: 'pays',
            kind: 'error',
            message: 'boom',
            trace: 'Error: boom\n  at pay.js:3'
          })
        ])
      ])
    ])
    expect(failureAnnotations(parsed)).toEqual({
      annotations: [
        {
          level: 'error',
          title: 'checkout › adds an item',
          message:
            'AssertionError: expected 2 but was 1\n    at Cart.add (cart.ts:12)',
          file: 'src/cart.ts',
          startLine: 12
        },
        {
          level: 'error',
          title: 'checkout › pays',
          message: 'Error: boom\n  at pay.js:3'
        }
      ],
      omitted: 0
    })
  })

  it('puts the message before a trace that does not repeat it', () => {
    const [annotation] = failureAnnotations(
      outcome([
        file('a.xml', [
          suite('s', { failures: 1 }, [
            failedCase({ message: 'values differ', trace: 'at x.py:1' })
          ])
        ])
      ])
    ).annotations
    expect(annotation?.message).toBe('values differ\n\nat x.py:1')
  })

  it('says something when the case has neither message nor trace', () => {
    const cases = [
      failedCase({ message: '', trace: '' }),
      failedCase({ message: ' ', trace: '', kind: 'error' })
    ]
    const parsed = outcome([
      file('a.xml', [suite('s', { failures: 2 }, cases)])
    ])
    expect(
      failureAnnotations(parsed).annotations.map((a) => a.message)
    ).toEqual(['Test failed', 'Test errored'])
  })

  it.each([
    [{ file: 'src\\win\\Test.cs', line: 7 }, 'src/win/Test.cs', 7],
    [{ file: './tests/test_a.py', line: 0 }, 'tests/test_a.py', undefined],
    [{ file: 'a.ts', line: -3 }, 'a.ts', undefined],
    [{ file: 'a.ts' }, 'a.ts', undefined],
    [{ file: '  ', line: 4 }, undefined, undefined],
    [{ line: 4 }, undefined, undefined]
  ])('maps %j to file %s line %s', (location, path, line) => {
    const parsed = outcome([
      file('a.xml', [suite('s', { failures: 1 }, [failedCase(location)])])
    ])
    const [annotation] = failureAnnotations(parsed).annotations
    expect(annotation?.file).toBe(path)
    expect(annotation?.startLine).toBe(line)
  })

  it('keeps titles on one bounded line', () => {
    const parsed = outcome([
      file('a.xml', [
        suite('s', { failures: 1 }, [
          failedCase({ suite: 'multi\nline', name: 'n'.repeat(1_000) })
        ])
      ])
    ])
    const title = failureAnnotations(parsed).annotations[0]?.title ?? ''
    expect(title).toMatch(/^multi line › n+…$/)
    expect(title.length).toBe(200)
  })

  it('shows ESC, C0 and C1 controls in titles as escapes', () => {
    const parsed = outcome([
      file('a.xml', [
        suite('s\u009d0;t\u009c', { failures: 1 }, [
          failedCase({ suite: 's\u009d0;t\u009c', name: 'x\x1b]52;c;aGk=\x07' })
        ])
      ])
    ])
    expect(failureAnnotations(parsed).annotations[0]?.title).toBe(
      's\\x9d0;t\\x9c › x\\x1b]52;c;aGk=\\x07'
    )
  })

  it('bounds the message in UTF-8 bytes on a character boundary', () => {
    const trace = Array.from({ length: 15 }, () => 'é😀'.repeat(200)).join('\n')
    const parsed = outcome([
      file('a.xml', [
        suite('s', { failures: 1 }, [failedCase({ message: '', trace })])
      ])
    ])
    const message = failureAnnotations(parsed).annotations[0]?.message ?? ''
    expect(Buffer.byteLength(message)).toBeLessThanOrEqual(
      ANNOTATION_MESSAGE_BYTES
    )
    expect(message).toMatch(/…$/)
    expect(message).not.toContain('\ufffd')
  })

  it('caps at 50 by default and counts the rest', () => {
    const { annotations, omitted } = failureAnnotations(hugeOutcome(200, 5))
    expect(annotations).toHaveLength(50)
    expect(omitted).toBe(1_000 - 50)
    expect(annotations[0]?.title).toBe(
      'com.example.module0.Suite0 › case 0 | ü'
    )
  })

  it('takes another limit', () => {
    const { annotations, omitted } = failureAnnotations(hugeOutcome(10, 3), 10)
    expect(annotations).toHaveLength(10)
    expect(omitted).toBe(20)
  })

  it('counts the cases the parser did not keep as omitted', () => {
    const s = {
      ...suite('s', { failures: 8 }, [failedCase()]),
      failedCasesOmitted: 7
    }
    const result = failureAnnotations(outcome([file('a.xml', [s])]))
    expect(result.annotations).toHaveLength(1)
    expect(result.omitted).toBe(7)
  })

  it('annotates a suite whose attributes count failures without cases', () => {
    const parsed = outcome([
      file('a.xml', [suite('zero', { total: 5, failures: 2, errors: 1 })])
    ])
    expect(failureAnnotations(parsed)).toEqual({
      annotations: [
        {
          level: 'error',
          title: 'zero',
          message:
            'The report counts 2 failures and 1 error in this suite; 3 of them come without a test case to show.'
        }
      ],
      omitted: 0
    })
    expect(failureAnnotations(parsed, 0)).toEqual({
      annotations: [],
      omitted: 3
    })
  })

  it('makes none for a passing outcome', () => {
    const parsed = outcome([file('a.xml', [suite('ok', { total: 3 })])])
    expect(failureAnnotations(parsed)).toEqual({ annotations: [], omitted: 0 })
  })
})

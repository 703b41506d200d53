/** The pull-request gate's inputs: artifact-max-bytes as bytes or units. */
import { describe, expect, it } from 'vitest'
import { parsePullRequestConfig } from '../../../src/config/index.js'

const max = (value?: string) =>
  parsePullRequestConfig(
    value === undefined ? {} : { 'artifact-max-bytes': value }
  ).artifactMaxBytes

describe('artifact-max-bytes', () => {
  it('defaults to 1 GiB', () => {
    expect(max()).toBe(1024 ** 3)
  })

  it.each([
    ['1048576', 1048576],
    ['512KiB', 512 * 1024],
    ['512 mib', 512 * 1024 ** 2],
    ['2GiB', 2 * 1024 ** 3],
    ['10B', 10]
  ])('reads %s', (value, bytes) => {
    expect(max(value)).toBe(bytes)
  })

  it.each(['0', '-1', '1.5GiB', '2GB', 'lots', 'constructor', '1e9'])(
    'refuses %s, naming the input',
    (value) => {
      expect(() => max(value)).toThrow(
        `artifact-max-bytes: "${value}" is not a size`
      )
    }
  )
})

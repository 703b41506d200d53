/**
 * Which send failures keep no payload: only those a resend to the same org
 * and host cannot mend. A lookup the resolver could not make for now is not
 * one of them.
 */
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../../src/errors.js'
import { isSettingsError } from '../../../../src/modes/attest-junit/send.js'

function networkError(code: string): ApiError {
  const cause = Object.assign(new Error(`getaddrinfo ${code}`), { code })
  return new ApiError(
    'Kosli could not be reached',
    {
      status: 0,
      serverMessage: ''
    },
    { cause }
  )
}

describe('isSettingsError', () => {
  it('a host name that does not exist (ENOTFOUND) keeps nothing', () => {
    expect(isSettingsError(networkError('ENOTFOUND'))).toBe(true)
  })

  it('a resolver that could not answer for now (EAI_AGAIN) keeps the payload', () => {
    expect(isSettingsError(networkError('EAI_AGAIN'))).toBe(false)
  })

  it('a refused connection keeps the payload', () => {
    expect(isSettingsError(networkError('ECONNREFUSED'))).toBe(false)
  })

  it('an unknown organisation keeps nothing', () => {
    const error = new ApiError('404', {
      status: 404,
      serverMessage: 'Organization not found'
    })
    expect(isSettingsError(error)).toBe(true)
  })
})

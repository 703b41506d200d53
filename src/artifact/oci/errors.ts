/**
 * A registry or Docker daemon that did not give us a digest. The message
 * names the image reference and says what to do; it never holds a secret.
 */
export type ImageErrorKind =
  /** Unknown tag, repository or local image. */
  | 'not-found'
  /** 401/403 after every credential we had. */
  | 'denied'
  /** 429, with the registry's own message. */
  | 'rate-limited'
  /** Timeouts, refused connections, 5xx after the retries. */
  | 'unreachable'
  /** An answer we cannot use: no digest, a digest that does not match. */
  | 'invalid-response'
  /** The image exists but has no digest yet (never pushed or pulled). */
  | 'no-digest'

export class ImageFingerprintError extends Error {
  override name = 'ImageFingerprintError'
  /** HTTP status of the last answer, 0 when there was none. */
  readonly status: number

  constructor(
    message: string,
    readonly kind: ImageErrorKind,
    details: { status?: number } & ErrorOptions = {}
  ) {
    super(message, details)
    this.status = details.status ?? 0
  }
}

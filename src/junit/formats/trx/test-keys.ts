/**
 * A TRX test id as a fixed 17-byte key (T2). Visual Studio and VSTest
 * write ids as GUIDs, so a GUID in lower case or in capitals is packed into
 * 16 bytes after a byte that says which; any other id (mixed case, a name,
 * the empty id) is interned and keyed by its number. Ids stay exact: the
 * same GUID in lower case and in capitals are two ids, as their text is.
 */
import type { AttributeValues } from '../../xml/index.js'
import { ByteKeys } from '../common/byte-keys.js'

export const KEY_WIDTH = 17
const LOWER = 0
const UPPER = 1
const OTHER = 2
const GUID_LENGTH = 36
/** Where the hyphens of `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` are. */
const isHyphenAt = (k: number) => k === 8 || k === 13 || k === 18 || k === 23

/** A hex digit's value and case: 0-15, +16 for a capital, -1: none. */
function hexDigit(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30
  if (c >= 0x61 && c <= 0x66) return c - 0x57
  if (c >= 0x41 && c <= 0x46) return c - 0x37 + 16
  return -1
}

export class TestKeys {
  /** The last key made; valid until the next. */
  readonly key = new Uint8Array(KEY_WIDTH)
  private readonly view = new DataView(this.key.buffer)
  private readonly others = new ByteKeys()

  /** The key of wanted attribute `index` of `values`; missing: the empty id. */
  of(values: AttributeValues, index: number): Uint8Array {
    const { data } = values.bytes
    const has = values.has(index)
    const start = has ? values.start(index) : 0
    const end = has ? values.end(index) : 0
    if (!this.packGuid(data, start, end)) {
      const id = this.others.add(data, start, end)
      this.key.fill(0)
      this.key[0] = OTHER
      this.view.setUint32(1, id)
    }
    return this.key
  }

  private packGuid(data: Uint8Array, start: number, end: number): boolean {
    if (end - start !== GUID_LENGTH) return false
    const { key } = this
    let lower = false
    let upper = false
    let at = 1
    for (let k = 0; k < GUID_LENGTH; k++) {
      if (isHyphenAt(k)) {
        if (data[start + k] !== 0x2d) return false
        continue
      }
      const high = hexDigit(data[start + k] as number)
      const low = hexDigit(data[start + ++k] as number)
      if (high < 0 || low < 0) return false
      if (high >= 16 || low >= 16) upper = true
      if ((high >= 10 && high < 16) || (low >= 10 && low < 16)) lower = true
      key[at++] = ((high & 15) << 4) | (low & 15)
    }
    if (lower && upper) return false
    key[0] = upper ? UPPER : LOWER
    return true
  }
}

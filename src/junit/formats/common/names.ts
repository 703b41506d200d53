/** Names shared by the readers (docs/counting.md, Report formats). */

/** F3: the file name without its folder and a final `.xml`/`.trx`, any case. */
export function fileSuiteName(fileName: string): string {
  const base = fileName.split(/[\\/]/).at(-1) ?? fileName
  return base.replace(/\.(xml|trx)$/i, '')
}

/** A name, or the fallback when it is missing or blank. */
export function nameOr(name: string | undefined, fallback: string): string {
  return name === undefined || name.trim() === '' ? fallback : name
}

/** F6: outcome words are compared trimmed and case-insensitively. */
export function outcomeWord(value: string | undefined): string | undefined {
  return value?.trim().toLowerCase()
}

/** A value quoted in a message, shortened: attributes can be huge. */
export function quoteValue(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text)
}

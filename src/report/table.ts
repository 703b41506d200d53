/**
 * Plain-text tables for people at a terminal: one header line, then one line
 * per row, columns padded to the widest cell and two spaces apart.
 */

// Control characters (newlines, tabs, ESC of terminal escape sequences) in
// service data would break the layout or drive the terminal; each becomes a
// space.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g

const GAP = '  '

function clean(cell: string): string {
  return cell.replace(CONTROL, ' ')
}

/** Width in code points, so a multi-byte character counts once. */
function width(text: string): number {
  return [...text].length
}

export function renderTable(headers: string[], rows: string[][]): string {
  const columns = headers.length
  const cells = [headers, ...rows].map((row) =>
    Array.from({ length: columns }, (_, i) => clean(row[i] ?? ''))
  )
  const widths = headers.map((_, i) =>
    Math.max(...cells.map((row) => width(row[i] ?? '')))
  )
  return cells
    .map((row) =>
      row
        .map((cell, i) => cell + ' '.repeat((widths[i] ?? 0) - width(cell)))
        .join(GAP)
        .trimEnd()
    )
    .join('\n')
}

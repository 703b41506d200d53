import { createReadStream, statSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { pipeline } from 'node:stream/promises'
import type { EmulatorContext } from '../context.js'
import { HttpError } from '../http-error.js'

/**
 * `GET /_emulator/backup`: a consistent copy of the store while it serves
 * (SQLite's VACUUM INTO, taken between two requests), sent as the file
 * itself. The copy is a store: `serve --store COPY` starts from it.
 */
export async function sendBackup(
  ctx: EmulatorContext,
  res: ServerResponse
): Promise<void> {
  if (!ctx.store) {
    throw new HttpError(
      404,
      'This emulator has no store to back up (start serve with --store FILE); GET /_emulator/state gives its state as JSON'
    )
  }
  const copy = ctx.store.backup()
  try {
    res.writeHead(200, {
      'content-type': 'application/vnd.sqlite3',
      'content-length': String(statSync(copy.path).size),
      'content-disposition':
        'attachment; filename="kosli-emulator-store.sqlite"'
    })
    await pipeline(createReadStream(copy.path), res)
  } finally {
    copy.dispose()
  }
}

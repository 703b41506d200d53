/**
 * Test images written as OCI image layouts (`oci-layout`, `index.json`,
 * `blobs/sha256/…`), which skopeo pushes to a registry: a tiny config and
 * one gzip layer per image, and indexes over images of several platforms.
 */
import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export const OCI_MANIFEST = 'application/vnd.oci.image.manifest.v1+json'
export const OCI_INDEX = 'application/vnd.oci.image.index.v1+json'
const OCI_CONFIG = 'application/vnd.oci.image.config.v1+json'
const OCI_LAYER = 'application/vnd.oci.image.layer.v1.tar+gzip'

export interface Platform {
  os: string
  architecture: string
  variant?: string
}

export interface Descriptor {
  mediaType: string
  digest: string
  size: number
  platform?: Platform
  annotations?: Record<string, string>
}

export class LayoutBuilder {
  private readonly blobs = new Map<string, Buffer>()

  /** Stores bytes as a blob; returns digest and size. */
  add(bytes: Buffer): { digest: string; size: number } {
    const hex = createHash('sha256').update(bytes).digest('hex')
    this.blobs.set(hex, bytes)
    return { digest: `sha256:${hex}`, size: bytes.length }
  }

  /** An image whose layer holds `label`, so each label has its own digest. */
  image(platform: Platform, label: string): Descriptor {
    const tar = Buffer.alloc(1024)
    tar.write(label)
    const layer = this.add(gzipSync(tar))
    const diffId = createHash('sha256').update(tar).digest('hex')
    const config = this.add(
      json({
        ...platform,
        config: { Labels: { label } },
        rootfs: { type: 'layers', diff_ids: [`sha256:${diffId}`] }
      })
    )
    const manifest = this.add(
      json({
        schemaVersion: 2,
        mediaType: OCI_MANIFEST,
        config: { mediaType: OCI_CONFIG, ...config },
        layers: [{ mediaType: OCI_LAYER, ...layer }]
      })
    )
    return { mediaType: OCI_MANIFEST, ...manifest, platform }
  }

  index(manifests: Descriptor[]): Descriptor {
    const index = this.add(
      json({ schemaVersion: 2, mediaType: OCI_INDEX, manifests })
    )
    return { mediaType: OCI_INDEX, ...index }
  }

  /** Writes the layout with one `index.json` entry per tag. */
  async write(dir: string, tags: Record<string, Descriptor>): Promise<void> {
    await mkdir(join(dir, 'blobs', 'sha256'), { recursive: true })
    for (const [hex, bytes] of this.blobs) {
      await writeFile(join(dir, 'blobs', 'sha256', hex), bytes)
    }
    await writeFile(join(dir, 'oci-layout'), '{"imageLayoutVersion":"1.0.0"}')
    const manifests = Object.entries(tags).map(([tag, descriptor]) => ({
      ...descriptor,
      annotations: { 'org.opencontainers.image.ref.name': tag }
    }))
    await writeFile(
      join(dir, 'index.json'),
      json({ schemaVersion: 2, manifests })
    )
  }
}

function json(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value))
}

/** The 64 hex of a `sha256:` digest. */
export function hexOf(digest: string): string {
  return digest.replace(/^sha256:/, '')
}

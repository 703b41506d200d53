/**
 * Create flow and begin trail (docs/spec/flows-and-trails.md): multipart
 * requests with a `data_json` field and an optional template file, as the
 * Kosli CLI sends them. Both create or update by name.
 */
import type { FormData } from 'undici'
import type { Client } from '../http.js'
import type { ApiRequest } from '../request.js'
import { AckSchema, checked, operation } from './support.js'
import {
  EMPTY_TEMPLATE,
  FlowInputSchema,
  FlowSchema,
  type Flow,
  TrailInputSchema
} from '../schemas/index.js'

/** A template as uploaded: its YAML text and the file name it goes as. */
export interface TemplateFile {
  text: string
  filename: string
}

export interface CreateFlowParams {
  org: string
  name: string
  description?: string
  /** Default: the empty template (`version: 1`, `template.yml`). */
  template?: TemplateFile
}

export interface BeginTrailParams {
  org: string
  flow: string
  /** `data_json`; checked against TrailInputSchema before sending. */
  data: TrailData
  /** A trail-level template; none by default. */
  template?: TemplateFile
}

/** begin trail's `data_json` as built (docs/spec/flows-and-trails.md). */
export type TrailData = { name: string } & Readonly<Record<string, unknown>>

/** 201 is a new flow or trail, 200 an existing one updated. */
export type UpsertOutcome = 'created' | 'updated'

function form(dataJson: string, template?: TemplateFile) {
  return async (): Promise<FormData> => {
    // undici's FormData, which its fetch sends; loaded with the transport.
    const { FormData } = await import('undici')
    const body = new FormData()
    // A plain field without its own content type, as the vendor CLI sends.
    body.append('data_json', dataJson)
    if (template) {
      const blob = new Blob([template.text], {
        type: 'application/octet-stream'
      })
      body.append('template_file', blob, template.filename)
    }
    return body
  }
}

const createFlowOperation = operation<CreateFlowParams, string>({
  method: 'PUT',
  path: '/flows/{org}/template_file',
  multipart: (params) => {
    // The vendor CLI always sends description, "" when not given.
    const data = checked(
      FlowInputSchema,
      { name: params.name, description: params.description ?? '' },
      'flow'
    )
    const template = params.template ?? {
      text: EMPTY_TEMPLATE,
      filename: 'template.yml'
    }
    return Promise.resolve(form(JSON.stringify(data), template))
  },
  response: AckSchema
})

const beginTrailOperation = operation<BeginTrailParams, string>({
  method: 'PUT',
  path: '/trails/{org}/{flow}',
  multipart: (params) => {
    const data = checked(TrailInputSchema, params.data, 'trail')
    return Promise.resolve(form(JSON.stringify(data), params.template))
  },
  response: AckSchema
})

async function upsert(
  client: Client,
  request: Promise<ApiRequest>
): Promise<UpsertOutcome> {
  let status = 0
  const onStatus = (answered: number) => {
    status = answered
  }
  await client.send({ ...(await request), onStatus }, AckSchema)
  return status === 201 ? 'created' : 'updated'
}

/** `PUT /flows/{org}/template_file`: creates or updates a flow. */
export function createFlow(
  client: Client,
  params: CreateFlowParams
): Promise<UpsertOutcome> {
  return upsert(client, createFlowOperation.request(params))
}

/** `PUT /trails/{org}/{flow}`: begins or updates a trail. */
export function beginTrail(
  client: Client,
  params: BeginTrailParams
): Promise<UpsertOutcome> {
  return upsert(client, beginTrailOperation.request(params))
}

/**
 * `GET /flows/{org}/{flow}`, as the Kosli CLI's `get flow` reads a flow: a
 * 404 naming the flow is the service saying that it does not exist.
 */
export const getFlow = operation<{ org: string; flow: string }, Flow>({
  method: 'GET',
  path: '/flows/{org}/{flow}',
  response: FlowSchema
})

/** What each would send, checked, without sending it (dry runs). */
export const createFlowRequest = (params: CreateFlowParams) =>
  createFlowOperation.request(params)
export const beginTrailRequest = (params: BeginTrailParams) =>
  beginTrailOperation.request(params)

/**
 * SPEC.md operations 2-5: service accounts and environment notifications.
 */
import type { Client } from './http.js'
import { AckSchema, NO_PAYLOAD, checked, segment } from './operation-support.js'
import {
  NotificationNumberSchema,
  NotificationSchema,
  NotificationUpdateSchema,
  OrgSchema,
  ServiceAccountNameSchema,
  ServiceAccountSchema,
  ServiceAccountUpdateSchema,
  type Notification,
  type NotificationUpdate,
  type ServiceAccount,
  type ServiceAccountUpdate
} from './schemas.js'

export interface ServiceAccountRef {
  org: string
  /** 1 to 64 characters, `^[a-zA-Z0-9-]+$`. */
  name: string
}

/**
 * 2. `PATCH /service-accounts/{org}/{name}`. Only the fields present in
 * `changes` are sent: `description: null` clears it, omitting it keeps it.
 */
export async function updateServiceAccount(
  client: Client,
  params: ServiceAccountRef & { changes: ServiceAccountUpdate }
): Promise<ServiceAccount> {
  const path = accountPath(params)
  const body = checked(
    ServiceAccountUpdateSchema,
    params.changes,
    'service account update'
  )
  return client.send(
    { method: 'PATCH', path, body: { kind: 'json', value: body } },
    ServiceAccountSchema
  )
}

/** 3. `DELETE /service-accounts/{org}/{name}`; answers a JSON string. */
export async function deleteServiceAccount(
  client: Client,
  params: ServiceAccountRef
): Promise<string> {
  return client.send(
    { method: 'DELETE', path: accountPath(params), body: NO_PAYLOAD },
    AckSchema
  )
}

function accountPath(params: ServiceAccountRef): string {
  const org = segment(OrgSchema, params.org, 'org')
  const name = segment(
    ServiceAccountNameSchema,
    params.name,
    'service account name'
  )
  return `/service-accounts/${org}/${name}`
}

export interface NotificationRef {
  org: string
  /** The notification's `number`. */
  number: number
}

/**
 * 4. `PUT /organizations/{org}/environments_notifications/{number}`;
 * answers a JSON string. Read the notification back to see its new state.
 */
export async function updateNotification(
  client: Client,
  params: NotificationRef & { notification: NotificationUpdate }
): Promise<string> {
  const body = checked(
    NotificationUpdateSchema,
    params.notification,
    'notification update'
  )
  return client.send(
    {
      method: 'PUT',
      path: notificationPath(params),
      body: { kind: 'json', value: body }
    },
    AckSchema
  )
}

/** 5. `GET /organizations/{org}/environments_notifications/{number}`. */
export async function getNotification(
  client: Client,
  params: NotificationRef
): Promise<Notification> {
  return client.send(
    { method: 'GET', path: notificationPath(params) },
    NotificationSchema
  )
}

function notificationPath(params: NotificationRef): string {
  const org = segment(OrgSchema, params.org, 'org')
  const number = segment(
    NotificationNumberSchema,
    params.number,
    'notification number'
  )
  return `/organizations/${org}/environments_notifications/${number}`
}

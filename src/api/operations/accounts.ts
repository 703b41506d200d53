/**
 * docs/spec/operations.md, operations 2-5: service accounts and
 * environment notifications.
 */
import { AckSchema, operation } from './support.js'
import {
  NotificationSchema,
  NotificationUpdateSchema,
  ServiceAccountSchema,
  ServiceAccountUpdateSchema,
  type Notification,
  type NotificationUpdate,
  type ServiceAccount,
  type ServiceAccountUpdate
} from '../schemas/index.js'

export interface ServiceAccountRef {
  org: string
  /** 1 to 64 characters, `^[a-zA-Z0-9-]+$`. */
  name: string
}

export interface NotificationRef {
  org: string
  /** The notification's `number`. */
  number: number
}

const ACCOUNT_PATH = '/service-accounts/{org}/{account}'
const accountSegments = (params: ServiceAccountRef) => ({
  org: params.org,
  account: params.name
})

const NOTIFICATION_PATH =
  '/organizations/{org}/environments_notifications/{number}'

/**
 * 2. `PATCH /service-accounts/{org}/{name}`. Only the fields present in
 * `changes` are sent: `description: null` clears it, omitting it keeps it.
 */
export const updateServiceAccount = operation<
  ServiceAccountRef & { changes: ServiceAccountUpdate },
  ServiceAccount
>({
  method: 'PATCH',
  path: ACCOUNT_PATH,
  segments: accountSegments,
  json: {
    schema: ServiceAccountUpdateSchema,
    what: 'service account update',
    value: (params) => params.changes
  },
  response: ServiceAccountSchema
})

/** 3. `DELETE /service-accounts/{org}/{name}`; answers a JSON string. */
export const deleteServiceAccount = operation<ServiceAccountRef, string>({
  method: 'DELETE',
  path: ACCOUNT_PATH,
  segments: accountSegments,
  json: null,
  response: AckSchema
})

/**
 * 4. `PUT /organizations/{org}/environments_notifications/{number}`;
 * answers a JSON string. Read the notification back to see its new state.
 */
export const updateNotification = operation<
  NotificationRef & { notification: NotificationUpdate },
  string
>({
  method: 'PUT',
  path: NOTIFICATION_PATH,
  json: {
    schema: NotificationUpdateSchema,
    what: 'notification update',
    value: (params) => params.notification
  },
  response: AckSchema
})

/** 5. `GET /organizations/{org}/environments_notifications/{number}`. */
export const getNotification = operation<NotificationRef, Notification>({
  method: 'GET',
  path: NOTIFICATION_PATH,
  response: NotificationSchema
})

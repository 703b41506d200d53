import {
  NotificationNumberSchema,
  NotificationUpdateSchema,
  ServiceAccountNameSchema,
  ServiceAccountUpdateSchema
} from '../../api/schemas/index.js'
import { jsonBody } from '../body.js'
import { HttpError, validate } from '../http-error.js'
import type { ApiRequest, Route } from '../route.js'
import { ok } from '../route.js'

/** Service accounts (ops 2, 3) and environment notifications (ops 4, 5). */

function findAccount(req: ApiRequest) {
  const name = validate(ServiceAccountNameSchema, req.params.name, 'path.name')
  const index = req.org.service_accounts.findIndex((a) => a.name === name)
  return { index, account: req.org.service_accounts[index] }
}

function updateAccount(req: ApiRequest) {
  const { account } = findAccount(req)
  const patch = validate(ServiceAccountUpdateSchema, jsonBody(req.body), '')
  if (!account) throw new HttpError(404, 'Service account not found')
  // `description: null` clears; an omitted field stays as it is.
  if (patch.description !== undefined) account.description = patch.description
  if (patch.privilege !== undefined) account.privilege = patch.privilege
  return ok(account)
}

function deleteAccount(req: ApiRequest) {
  const { index } = findAccount(req)
  if (index < 0) throw new HttpError(404, 'Service account not found')
  req.org.service_accounts.splice(index, 1)
  return ok('OK')
}

function findNotification(req: ApiRequest) {
  const number = validate(
    NotificationNumberSchema,
    req.params.notification_number,
    'path.notification_number'
  )
  return req.org.notifications.find((n) => n.number === number)
}

function getNotification(req: ApiRequest) {
  const found = findNotification(req)
  if (!found) throw new HttpError(404, 'Action not found')
  return ok(found)
}

function updateNotification(req: ApiRequest) {
  const found = findNotification(req)
  const update = validate(NotificationUpdateSchema, jsonBody(req.body), '')
  if (!found) throw new HttpError(404, 'Action not found')
  Object.assign(found, update, {
    type: update.type ?? 'env',
    last_modified_at: req.now
  })
  return ok('OK')
}

export const accountRoutes: Route[] = [
  {
    method: 'PATCH',
    path: '/service-accounts/:org/:name',
    access: 'admin',
    handle: updateAccount
  },
  {
    method: 'DELETE',
    path: '/service-accounts/:org/:name',
    access: 'admin',
    handle: deleteAccount
  },
  {
    method: 'GET',
    path: '/organizations/:org/environments_notifications/:notification_number',
    access: 'read',
    handle: getNotification
  },
  {
    method: 'PUT',
    path: '/organizations/:org/environments_notifications/:notification_number',
    access: 'write',
    handle: updateNotification
  }
]

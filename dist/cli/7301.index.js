export const id = 7301;
export const ids = [7301];
export const modules = {

/***/ 7301:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   getNotificationCommand: () => (/* binding */ getNotificationCommand),
/* harmony export */   updateNotificationCommand: () => (/* binding */ updateNotificationCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7428);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6013);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9604);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
/* harmony import */ var _framework_flag_values_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1450);
/* harmony import */ var _framework_output_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2361);
/* harmony import */ var _framework_service_command_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9515);
/**
 * `get notification` and `update notification` (docs/spec/operations.md,
 * operations 5, 4).
 */









function numberOf(text) {
    if (!/^\d+$/.test(text)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL(`notification number "${text}" is not a whole number, e.g. 2`);
    }
    return Number(text);
}
function targetsText(notification) {
    return (notification.targets ?? [])
        .map((t) => `${t.type}${t.webhook ? ` ${t.webhook}` : ''}${t.emails ? ` ${(0,_framework_output_js__WEBPACK_IMPORTED_MODULE_6__/* .cellText */ .Ie)(t.emails)}` : ''}`)
        .join('; ');
}
function notificationTable(notification) {
    const { targets: _targets, ...rest } = notification;
    return (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_6__/* .fieldsTable */ .mo)([
        ...(0,_framework_output_js__WEBPACK_IMPORTED_MODULE_6__/* .objectFields */ .Fr)(rest),
        ['targets', targetsText(notification)]
    ]);
}
const getNotificationCommand = (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_7__/* .serviceCommand */ .xi)({
    name: 'get notification',
    summary: 'Show an environment notification',
    usage: 'NUMBER [--output table|json]',
    description: 'Shows the environment notification with this number: its environments, triggers and targets.',
    positionals: { min: 1, max: 1, what: 'the notification NUMBER' },
    output: true,
    example: 'kosli-attest get notification 2 --output json',
    run: async (ctx) => {
        const notification = await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_2__/* .getNotification */ .Gm)(ctx.client(), {
            org: ctx.service.org,
            number: numberOf(ctx.args[0] ?? '')
        });
        (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_6__/* .show */ .WU)(ctx.io, ctx.output, {
            json: notification,
            table: () => notificationTable(notification)
        });
        return 0;
    }
});
async function readJsonFile(ctx, key) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(ctx.io.cwd, (0,_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .optional */ .lq)(ctx.raw, key) ?? '');
    try {
        return JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8'));
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL(`--${key}: cannot read JSON from ${path}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error)}`, { cause: error });
    }
}
/** The fields an update sends, from what Kosli has now. */
function editable(current) {
    return {
        name: current.name,
        environments: current.environments ?? [],
        triggers: current.triggers ?? [],
        targets: current.targets ?? [],
        type: current.type ?? 'env'
    };
}
async function baseBody(ctx, number) {
    if ((0,_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .optional */ .lq)(ctx.raw, 'file') !== undefined) {
        return { body: await readJsonFile(ctx, 'file'), from: '--file' };
    }
    // Flags alone change the notification as it is now (read, then write).
    const current = await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_2__/* .getNotification */ .Gm)(ctx.client(), {
        org: ctx.service.org,
        number
    });
    return { body: editable(current), from: `notification ${number} as read` };
}
async function bodyOf(ctx, number) {
    const { body, from } = await baseBody(ctx, number);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL(`${from}: the body must be a JSON object`);
    }
    const merged = { ...body };
    const name = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .optional */ .lq)(ctx.raw, 'name');
    if (name !== undefined)
        merged.name = name;
    const environments = (0,_framework_flag_values_js__WEBPACK_IMPORTED_MODULE_5__/* .listFlag */ .v6)(ctx.raw, 'environments');
    if (environments.length > 0)
        merged.environments = environments;
    const triggers = (0,_framework_flag_values_js__WEBPACK_IMPORTED_MODULE_5__/* .listFlag */ .v6)(ctx.raw, 'triggers');
    if (triggers.length > 0) {
        merged.triggers = triggers.map((t) => (0,_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .choice */ .Yq)(t, '--triggers', _api_index_js__WEBPACK_IMPORTED_MODULE_2__/* .TRIGGERS */ .Qb));
    }
    if ((0,_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .optional */ .lq)(ctx.raw, 'targets-file') !== undefined) {
        merged.targets = await readJsonFile(ctx, 'targets-file');
    }
    const checked = _api_index_js__WEBPACK_IMPORTED_MODULE_2__/* .NotificationUpdateSchema */ .m_.safeParse(merged);
    if (!checked.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL(`The notification update (${from} and the flags) is not valid; nothing was sent:\n${zod__WEBPACK_IMPORTED_MODULE_8__/* .prettifyError */ .S1(checked.error)}`);
    }
    return checked.data;
}
const NEEDS_CHANGE = 'nothing to change: give --file, or one of --name, --environments, --triggers, --targets-file';
const updateNotificationCommand = (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_7__/* .serviceCommand */ .xi)({
    name: 'update notification',
    summary: 'Change an environment notification',
    usage: 'NUMBER (--file BODY.json | [--name N] [--environments E ...] [--triggers T ...] [--targets-file T.json])',
    description: 'Replaces an environment notification. With --file, the JSON body {name, environments, triggers, targets, type: "env"} is sent; flags override its fields. Without --file, the notification is read first and the flags change only what they name. The body is checked locally (names, trigger values, target kinds SLACK, WEBHOOK, EMAIL) before anything is sent.',
    positionals: { min: 1, max: 1, what: 'the notification NUMBER' },
    flags: {
        file: {
            type: 'string',
            value: 'PATH',
            help: 'JSON file with the whole body.'
        },
        name: { type: 'string', value: 'NAME', help: 'The new name.' },
        environments: {
            type: 'string',
            multiple: true,
            value: 'ENV',
            help: 'Environment names (repeat the flag); replaces the list.'
        },
        triggers: {
            type: 'string',
            multiple: true,
            value: 'T',
            help: `Replaces the triggers (repeat the flag): ${_api_index_js__WEBPACK_IMPORTED_MODULE_2__/* .TRIGGERS */ .Qb.join(', ')}.`
        },
        'targets-file': {
            type: 'string',
            value: 'PATH',
            help: 'JSON file with the targets array, e.g. [{"type": "WEBHOOK", "webhook": "https://...", "payload_version": "1.0"}].'
        }
    },
    writes: true,
    example: 'kosli-attest update notification 2 --environments staging \\\n  --environments production --triggers ON_NON_COMPLIANT_ENV',
    run: async (ctx) => {
        const number = numberOf(ctx.args[0] ?? '');
        const given = [
            'file',
            'name',
            'environments',
            'triggers',
            'targets-file'
        ];
        if (!given.some((key) => (0,_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .optional */ .lq)(ctx.raw, key) !== undefined)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .xL(NEEDS_CHANGE);
        }
        const body = await bodyOf(ctx, number);
        const org = ctx.service.org;
        if (ctx.dryRun) {
            return (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_7__/* .printDryRun */ .AG)(ctx, await _api_index_js__WEBPACK_IMPORTED_MODULE_2__/* .updateNotification */ .VR.request({ org, number, notification: body }));
        }
        await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_2__/* .updateNotification */ .VR)(ctx.client(), { org, number, notification: body });
        ctx.io.stdout(`notification ${number} was updated\n`);
        return 0;
    }
});


/***/ })

};

//# sourceMappingURL=7301.index.js.map
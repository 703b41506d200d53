export const id = 1147;
export const ids = [1147];
export const modules = {

/***/ 1147:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   deleteServiceAccountCommand: () => (/* binding */ deleteServiceAccountCommand),
/* harmony export */   updateServiceAccountCommand: () => (/* binding */ updateServiceAccountCommand)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6013);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9604);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _framework_flag_values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1450);
/* harmony import */ var _framework_output_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2361);
/* harmony import */ var _framework_service_command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9515);
/**
 * `update service-account` and `delete service-account`
 * (docs/spec/operations.md, operations 2, 3).
 */






function changesOf(ctx) {
    // --description "" sets an empty description: the schema allows one.
    const description = ctx.raw.description === '' ? '' : (0,_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lq)(ctx.raw, 'description');
    const clear = (0,_framework_flag_values_js__WEBPACK_IMPORTED_MODULE_3__/* .boolFlag */ .lB)(ctx.raw, 'clear-description');
    const privilege = (0,_framework_flag_values_js__WEBPACK_IMPORTED_MODULE_3__/* .choiceFlag */ .yq)(ctx.raw, 'privilege', _api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PRIVILEGES */ .fd);
    if (description !== undefined && clear) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL('--description and --clear-description: give one; --clear-description removes it');
    }
    if (description === undefined && !clear && privilege === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL('nothing to change: give --description, --clear-description and/or --privilege');
    }
    return {
        // Sending null clears the description; leaving it out keeps it.
        ...(clear
            ? { description: null }
            : description !== undefined && { description }),
        ...(privilege !== undefined && { privilege })
    };
}
function accountView(account) {
    return { json: account, table: () => (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_4__/* .fieldsTable */ .mo)((0,_framework_output_js__WEBPACK_IMPORTED_MODULE_4__/* .objectFields */ .Fr)(account)) };
}
const updateServiceAccountCommand = (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_5__/* .serviceCommand */ .xi)({
    name: 'update service-account',
    summary: 'Change the description or privilege of a service account',
    usage: 'NAME [--description TEXT | --clear-description] [--privilege P]',
    description: 'Changes a service account; what is not given stays as it is. Prints the account as Kosli returns it.',
    positionals: { min: 1, max: 1, what: 'the service account NAME' },
    flags: {
        description: {
            type: 'string',
            value: 'TEXT',
            help: 'The new description (at most 512 characters).'
        },
        'clear-description': {
            type: 'boolean',
            help: 'Remove the description (sends description: null).'
        },
        privilege: {
            type: 'string',
            value: 'P',
            help: `One of ${_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PRIVILEGES */ .fd.join(', ')}.`
        }
    },
    output: true,
    writes: true,
    example: 'kosli-attest update service-account ci-bot --privilege member \\\n  --description "Attests from GitLab CI"',
    run: async (ctx) => {
        const name = ctx.args[0] ?? '';
        const changes = changesOf(ctx);
        const org = ctx.service.org;
        if (ctx.dryRun) {
            return (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_5__/* .printDryRun */ .AG)(ctx, await _api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .updateServiceAccount */ .mV.request({ org, name, changes }));
        }
        const account = await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .updateServiceAccount */ .mV)(ctx.client(), {
            org,
            name,
            changes
        });
        (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_4__/* .show */ .WU)(ctx.io, ctx.output, accountView(account));
        return 0;
    }
});
/** Yes only when the person at the terminal says so, or --yes. */
async function confirmed(ctx, names) {
    if ((0,_framework_flag_values_js__WEBPACK_IMPORTED_MODULE_3__/* .boolFlag */ .lB)(ctx.raw, 'yes') || ctx.dryRun)
        return true;
    if (!ctx.io.isTTY) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`deleting ${names.join(', ')} needs confirmation and there is no terminal to ask on: add --yes`);
    }
    const which = names.length === 1 ? 'service account' : 'service accounts';
    return ctx.io.confirm(`Delete ${which} ${names.join(', ')} of org ${ctx.service.org}? This cannot be undone.`);
}
const deleteServiceAccountCommand = (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_5__/* .serviceCommand */ .xi)({
    name: 'delete service-account',
    summary: 'Delete service accounts (asks first)',
    usage: 'NAME... [--yes]',
    description: 'Deletes each named service account, one request per name, stopping at the first failure. On a terminal it asks first; elsewhere (CI, scripts) --yes is required, so nothing is deleted by accident.',
    positionals: { min: 1, max: 100, what: 'service account NAMEs' },
    flags: {
        yes: {
            type: 'boolean',
            help: 'Do not ask. Only a flag: no variable or config file sets it.'
        }
    },
    writes: true,
    exitStatus: '0 deleted, 1 not confirmed or Kosli refused, 2 usage error (also: no terminal and no --yes).',
    example: 'kosli-attest delete service-account old-ci-bot --yes',
    run: async (ctx) => {
        if (!(await confirmed(ctx, ctx.args))) {
            ctx.io.stderr('Not confirmed: nothing was deleted.\n');
            return 1;
        }
        const org = ctx.service.org;
        for (const name of ctx.args) {
            if (ctx.dryRun) {
                (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_5__/* .printDryRun */ .AG)(ctx, await _api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .deleteServiceAccount */ .W4.request({ org, name }));
                continue;
            }
            await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .deleteServiceAccount */ .W4)(ctx.client(), { org, name });
            ctx.io.stdout(`service account ${name} was deleted\n`);
        }
        return 0;
    }
});


/***/ })

};

//# sourceMappingURL=1147.index.js.map
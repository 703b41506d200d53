export const id = 8623;
export const ids = [8623];
export const modules = {

/***/ 8623:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   deploymentFrequencyCommand: () => (/* binding */ deploymentFrequencyCommand),
/* harmony export */   detachPolicyCommand: () => (/* binding */ detachPolicyCommand),
/* harmony export */   joinEnvironmentCommand: () => (/* binding */ joinEnvironmentCommand),
/* harmony export */   listEnvironmentsCommand: () => (/* binding */ listEnvironmentsCommand)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6013);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9604);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _framework_flag_values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1450);
/* harmony import */ var _framework_output_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2361);
/* harmony import */ var _framework_paging_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8845);
/* harmony import */ var _framework_service_command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9515);
/**
 * `list environments`, `detach-policy`, `join environment` and
 * `deployment-frequency` (docs/spec/operations.md, operations 11, 7, 8, 18).
 */







function filtersOf(ctx) {
    const { raw } = ctx;
    const name = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lq)(raw, 'name');
    const types = (0,_framework_flag_values_js__WEBPACK_IMPORTED_MODULE_3__/* .listFlag */ .v6)(raw, 'type').map((t) => (0,_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .choice */ .Yq)(t, '--type', _api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ENVIRONMENT_TYPES */ .kh));
    const tags = (0,_framework_flag_values_js__WEBPACK_IMPORTED_MODULE_3__/* .listFlag */ .v6)(raw, 'tag');
    const spaces = (0,_framework_flag_values_js__WEBPACK_IMPORTED_MODULE_3__/* .listFlag */ .v6)(raw, 'space-id');
    const sort = (0,_framework_flag_values_js__WEBPACK_IMPORTED_MODULE_3__/* .choiceFlag */ .yq)(raw, 'sort', _api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ENVIRONMENT_SORT_FIELDS */ .bv);
    const direction = (0,_framework_flag_values_js__WEBPACK_IMPORTED_MODULE_3__/* .choiceFlag */ .yq)(raw, 'sort-direction', _api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SORT_DIRECTIONS */ .y_);
    return {
        ...(name !== undefined && { name }),
        ...(types.length > 0 && { type: types }),
        ...(tags.length > 0 && { tag: tags }),
        ...(spaces.length > 0 && { space_id: spaces }),
        ...(sort !== undefined && { sort }),
        ...(direction !== undefined && { sort_direction: direction })
    };
}
function environmentsTable(environments) {
    return (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_4__/* .listTable */ .Lc)(['NAME', 'TYPE', 'LAST CHANGED', 'TAGS', 'POLICIES', 'INCLUDES'], environments.map((e) => [
        e.name,
        e.type ?? '',
        (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_4__/* .timeText */ .Tc)(e.last_changed_at),
        (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_4__/* .cellText */ .Ie)(e.tags),
        (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_4__/* .cellText */ .Ie)(e.policies),
        (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_4__/* .cellText */ .Ie)(e.included_environments)
    ]), 'environments');
}
const listEnvironmentsCommand = (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_6__/* .serviceCommand */ .xi)({
    name: 'list environments',
    summary: 'List environments, with filters, sorting and paging',
    usage: '[--name TEXT] [--type T ...] [--tag K[:V] ...] [--space-id ID ...] [--sort F] [--sort-direction asc|desc] [--page N] [--per-page N | --all]',
    description: 'Lists the environments of the org. Repeated --type, --tag and --space-id values each widen the match (OR). Without --page or --per-page Kosli answers every environment at once; --all walks every page instead.',
    flags: {
        name: {
            type: 'string',
            value: 'TEXT',
            help: 'Names containing TEXT (case-insensitive).'
        },
        type: {
            type: 'string',
            multiple: true,
            value: 'T',
            help: `Environment type: ${_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ENVIRONMENT_TYPES */ .kh.join(', ')}.`
        },
        tag: {
            type: 'string',
            multiple: true,
            value: 'K[:V]',
            help: 'A tag key, or key:value.'
        },
        'space-id': {
            type: 'string',
            multiple: true,
            value: 'ID',
            help: 'Environments of this space.'
        },
        sort: {
            type: 'string',
            value: 'F',
            help: `Sort field: ${_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ENVIRONMENT_SORT_FIELDS */ .bv.join(', ')} (default name).`
        },
        'sort-direction': {
            type: 'string',
            value: 'asc|desc',
            help: 'Default asc.'
        },
        ...(0,_framework_paging_js__WEBPACK_IMPORTED_MODULE_5__/* .PAGE_FLAGS */ .Of)(50)
    },
    output: true,
    example: 'kosli-attest list environments --type K8S --tag team:platform \\\n  --sort last_changed_at --sort-direction desc --all --output json',
    run: async (ctx) => {
        const filters = filtersOf(ctx);
        const org = ctx.service.org;
        const paging = (0,_framework_paging_js__WEBPACK_IMPORTED_MODULE_5__/* .pageOf */ .ZZ)(ctx, 50);
        if (paging.all) {
            return (0,_framework_paging_js__WEBPACK_IMPORTED_MODULE_5__/* .showEvery */ .$u)(ctx, (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .iterateEnvironments */ .tn)(ctx.client(), org, { ...filters, ...paging.walk }), { what: 'environments', table: environmentsTable });
        }
        const page = await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .listEnvironments */ .DO)(ctx.client(), {
            org,
            query: { ...filters, ...paging.query }
        });
        (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_4__/* .show */ .WU)(ctx.io, ctx.output, {
            // Without paging Kosli answers a plain array: print that.
            json: paging.query.page === undefined && paging.query.per_page === undefined
                ? page.environments
                : page,
            table: () => `${environmentsTable(page.environments)}\n${(0,_framework_paging_js__WEBPACK_IMPORTED_MODULE_5__/* .pageLine */ .wv)(page, 'environments')}`
        });
        return 0;
    }
});
const detachPolicyCommand = (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_6__/* .serviceCommand */ .xi)({
    name: 'detach-policy',
    summary: 'Detach policies from environments',
    usage: 'POLICY... --environment ENV [--environment ENV2 ...]',
    description: 'Detaches the named policies from each environment given, one request per environment, stopping at the first failure.',
    positionals: { min: 1, max: 100, what: 'POLICY names' },
    flags: {
        environment: {
            type: 'string',
            multiple: true,
            value: 'ENV',
            help: 'Environment to detach from (repeat for several). Required.'
        }
    },
    writes: true,
    example: 'kosli-attest detach-policy prod-approval --environment staging',
    run: async (ctx) => {
        const environments = (0,_framework_flag_values_js__WEBPACK_IMPORTED_MODULE_3__/* .listFlag */ .v6)(ctx.raw, 'environment');
        if (environments.length === 0) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL('environment is required: name the environment to detach the policies from');
        }
        const org = ctx.service.org;
        const policyNames = ctx.args;
        for (const env of environments) {
            if (ctx.dryRun) {
                (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_6__/* .printDryRun */ .AG)(ctx, await _api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .detachPolicies */ .ot.request({ org, env, policyNames }));
                continue;
            }
            await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .detachPolicies */ .ot)(ctx.client(), { org, env, policyNames });
            ctx.io.stdout(`${policyNames.join(', ')} detached from environment ${env}\n`);
        }
        return 0;
    }
});
const joinEnvironmentCommand = (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_6__/* .serviceCommand */ .xi)({
    name: 'join environment',
    summary: 'Add a physical environment to a logical one',
    usage: '--physical ENV --logical ENV',
    description: 'Adds a physical environment to a logical environment, so the logical one reports what runs in it.',
    flags: {
        physical: {
            type: 'string',
            value: 'ENV',
            help: 'The physical environment. Required.'
        },
        logical: {
            type: 'string',
            value: 'ENV',
            help: 'The logical environment. Required.'
        }
    },
    writes: true,
    example: 'kosli-attest join environment --physical staging-eu --logical staging',
    run: async (ctx) => {
        const physicalEnv = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lq)(ctx.raw, 'physical');
        const logicalEnv = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lq)(ctx.raw, 'logical');
        if (physicalEnv === undefined || logicalEnv === undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`${physicalEnv === undefined ? 'physical' : 'logical'} is required: join environment needs --physical and --logical`);
        }
        const org = ctx.service.org;
        if (ctx.dryRun) {
            return (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_6__/* .printDryRun */ .AG)(ctx, await _api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .joinEnvironment */ .I0.request({ org, logicalEnv, physicalEnv }));
        }
        await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .joinEnvironment */ .I0)(ctx.client(), { org, logicalEnv, physicalEnv });
        ctx.io.stdout(`environment '${physicalEnv}' was joined to '${logicalEnv}'\n`);
        return 0;
    }
});
const deploymentFrequencyCommand = (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_6__/* .serviceCommand */ .xi)({
    name: 'deployment-frequency',
    summary: 'How often a flow deploys to an environment',
    usage: 'ENV|--environment ENV --flow-id ID [--output table|json]',
    description: 'Shows the deployment frequency of a flow in an environment, as Kosli computes it.',
    positionals: { min: 0, max: 1, what: 'the environment ENV' },
    flags: {
        environment: {
            type: 'string',
            value: 'ENV',
            help: 'KOSLI_ENVIRONMENT. The environment, as other commands take it, instead of the ENV argument.'
        },
        'flow-id': {
            type: 'string',
            value: 'ID',
            help: 'The flow asked about (KOSLI_FLOW_ID). Required.'
        }
    },
    output: true,
    example: 'kosli-attest deployment-frequency production --flow-id flow-0001',
    run: async (ctx) => {
        const env = (0,_framework_flag_values_js__WEBPACK_IMPORTED_MODULE_3__/* .argumentOrFlag */ .nZ)(ctx.args[0], ctx.raw, 'environment');
        const flowId = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lq)(ctx.raw, 'flow-id');
        if (flowId === undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL('flow-id is required: the id of the flow whose deployments are counted');
        }
        const frequency = await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .getDeploymentFrequency */ .Wh)(ctx.client(), {
            org: ctx.service.org,
            env,
            flowId
        });
        (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_4__/* .show */ .WU)(ctx.io, ctx.output, {
            json: frequency,
            table: () => (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_4__/* .fieldsTable */ .mo)((0,_framework_output_js__WEBPACK_IMPORTED_MODULE_4__/* .objectFields */ .Fr)(frequency))
        });
        return 0;
    }
});


/***/ }),

/***/ 8845:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $u: () => (/* binding */ showEvery),
/* harmony export */   Of: () => (/* binding */ PAGE_FLAGS),
/* harmony export */   ZZ: () => (/* binding */ pageOf),
/* harmony export */   wv: () => (/* binding */ pageLine)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _flag_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1450);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2361);
/** `--page`, `--per-page` and `--all` of the paged listings. */



function PAGE_FLAGS(maxPerPage) {
    return {
        page: { type: 'string', value: 'N', help: 'Page number, from 1.' },
        'per-page': {
            type: 'string',
            value: 'N',
            help: `Page size, at most ${maxPerPage}.`
        },
        all: {
            type: 'boolean',
            help: 'Every page, one request after another (progress on a terminal).'
        }
    };
}
function pageOf(ctx, maxPerPage, minPerPage = 1) {
    const all = (0,_flag_values_js__WEBPACK_IMPORTED_MODULE_1__/* .boolFlag */ .lB)(ctx.raw, 'all');
    const page = (0,_flag_values_js__WEBPACK_IMPORTED_MODULE_1__/* .intFlag */ .s1)(ctx.raw, 'page', { min: 1 });
    const perPage = (0,_flag_values_js__WEBPACK_IMPORTED_MODULE_1__/* .intFlag */ .s1)(ctx.raw, 'per-page', {
        min: all ? 1 : minPerPage,
        max: maxPerPage
    });
    if (all && page !== undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL('--all and --page: give one; --all reads every page');
    }
    return {
        all,
        walk: all && perPage !== undefined ? { per_page: perPage } : {},
        query: all
            ? {}
            : {
                ...(page !== undefined && { page }),
                ...(perPage !== undefined && { per_page: perPage })
            }
    };
}
/**
 * The line under a table of one page: `Page 2 of 5 (73 deployments)`, and
 * how to read on when there are more.
 */
function pageLine(page, what) {
    const more = page.total_pages > page.page
        ? `: --page ${page.page + 1} for more, or --all`
        : '';
    return `Page ${page.page} of ${page.total_pages} (${page.total_count} ${what})${more}.`;
}
/**
 * `--all`: every item of a paged walk, with progress on a terminal, shown
 * as JSON or as the table `view.table` builds.
 */
async function showEvery(ctx, items, view) {
    const all = await collectAll(ctx, view.what, items);
    (0,_output_js__WEBPACK_IMPORTED_MODULE_2__/* .show */ .WU)(ctx.io, ctx.output, { json: all, table: () => view.table(all) });
    return 0;
}
/** Every item of a paged walk, with progress on a terminal. */
async function collectAll(ctx, what, items) {
    const all = [];
    for await (const item of items) {
        all.push(item);
        ctx.progress.update(`Reading ${what}: ${all.length}`);
    }
    ctx.progress.done();
    ctx.logger.debug(`${all.length} ${what} read`);
    return all;
}


/***/ })

};

//# sourceMappingURL=8623.index.js.map
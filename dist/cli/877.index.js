export const id = 877;
export const ids = [877];
export const modules = {

/***/ 877:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listDeploymentsCommand: () => (/* binding */ listDeploymentsCommand)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6013);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9604);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _framework_flag_values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1450);
/* harmony import */ var _framework_output_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2361);
/* harmony import */ var _framework_paging_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8845);
/* harmony import */ var _framework_service_command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9515);
/** `list deployments` (docs/spec/operations.md, operation 13). */







function filtersOf(ctx) {
    const start = (0,_framework_flag_values_js__WEBPACK_IMPORTED_MODULE_3__/* .timeFlag */ .cS)(ctx.raw, 'start-ts');
    const end = (0,_framework_flag_values_js__WEBPACK_IMPORTED_MODULE_3__/* .timeFlag */ .cS)(ctx.raw, 'end-ts');
    if (start !== undefined && end !== undefined && start > end) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`--start-ts is after --end-ts: the window runs from ${(0,_framework_output_js__WEBPACK_IMPORTED_MODULE_4__/* .timeText */ .Tc)(start)} to ${(0,_framework_output_js__WEBPACK_IMPORTED_MODULE_4__/* .timeText */ .Tc)(end)}`);
    }
    const repo = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lq)(ctx.raw, 'repo-name');
    const env = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lq)(ctx.raw, 'env-name');
    return {
        ...(start !== undefined && { start_ts: start }),
        ...(end !== undefined && { end_ts: end }),
        ...(repo !== undefined && { repo_name: repo }),
        ...(env !== undefined && { env_name: env })
    };
}
function hours(seconds) {
    return typeof seconds === 'number' ? `${(seconds / 3600).toFixed(1)} h` : '';
}
function deploymentsTable(deployments) {
    return (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_4__/* .listTable */ .Lc)(['DEPLOYED AT', 'ENVIRONMENT', 'ARTIFACT', 'FINGERPRINT', 'LEAD TIME'], deployments.map((d) => [
        (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_4__/* .timeText */ .Tc)(d.deployed_at),
        d.env_name ?? '',
        d.artifact_name ?? '',
        d.fingerprint.slice(0, 12),
        hours(d.lead_time)
    ]), 'deployments in this window');
}
const listDeploymentsCommand = (0,_framework_service_command_js__WEBPACK_IMPORTED_MODULE_6__/* .serviceCommand */ .xi)({
    name: 'list deployments',
    summary: 'List deployments in a time window',
    usage: '[--start-ts T] [--end-ts T] [--repo-name R] [--env-name E] [--page N] [--per-page N | --all]',
    description: 'Lists the deployments of the org, newest first. The window defaults to the 28 days before --end-ts, which defaults to now. Times are Unix seconds or ISO dates (2024-05-01, 2024-05-01T12:00:00Z; UTC when no zone is given).',
    flags: {
        'start-ts': {
            type: 'string',
            value: 'T',
            help: 'Deployments at or after T.'
        },
        'end-ts': {
            type: 'string',
            value: 'T',
            help: 'Deployments at or before T.'
        },
        'repo-name': {
            type: 'string',
            value: 'R',
            help: 'Only this repository, e.g. acme/api.'
        },
        'env-name': { type: 'string', value: 'E', help: 'Only this environment.' },
        ...(0,_framework_paging_js__WEBPACK_IMPORTED_MODULE_5__/* .PAGE_FLAGS */ .Of)(50)
    },
    output: true,
    example: 'kosli-attest list deployments --env-name production \\\n  --start-ts 2024-05-01 --end-ts 2024-06-01 --all',
    run: async (ctx) => {
        const filters = filtersOf(ctx);
        const org = ctx.service.org;
        const paging = (0,_framework_paging_js__WEBPACK_IMPORTED_MODULE_5__/* .pageOf */ .ZZ)(ctx, 50, 0);
        if (paging.all) {
            return (0,_framework_paging_js__WEBPACK_IMPORTED_MODULE_5__/* .showEvery */ .$u)(ctx, (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .iterateDeployments */ .Ps)(ctx.client(), org, { ...filters, ...paging.walk }), { what: 'deployments', table: deploymentsTable });
        }
        const page = await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .listDeployments */ .Jn)(ctx.client(), {
            org,
            query: { ...filters, ...paging.query }
        });
        (0,_framework_output_js__WEBPACK_IMPORTED_MODULE_4__/* .show */ .WU)(ctx.io, ctx.output, {
            json: page,
            table: () => `${deploymentsTable(page.deployments)}\n${(0,_framework_paging_js__WEBPACK_IMPORTED_MODULE_5__/* .pageLine */ .wv)(page, 'deployments')}`
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

//# sourceMappingURL=877.index.js.map
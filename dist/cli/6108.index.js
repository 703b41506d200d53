export const id = 6108;
export const ids = [6108];
export const modules = {

/***/ 6108:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   allowArtifactStep: () => (/* binding */ allowArtifactStep),
/* harmony export */   allowSummary: () => (/* binding */ allowSummary),
/* harmony export */   failureOf: () => (/* binding */ failureOf),
/* harmony export */   runAllowArtifact: () => (/* binding */ runAllowArtifact)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6013);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9604);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _artifact_resolve_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9514);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4285);





/**
 * Fingerprint and name as the Kosli CLI derives them (docs/spec/kosli-cli.md,
 * Commands per operation).
 */
async function artifactOf(config, deps) {
    const found = await (0,_artifact_resolve_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveArtifact */ .B)(config.artifact, deps);
    if (found === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_ARTIFACT */ .B0);
    }
    const name = config.artifactName ?? found.defaultName;
    if (name === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL('artifact-name is required with fingerprint: name the artifact the fingerprint belongs to, e.g. artifact-name: registry.example.com/app:1.4.0 (with artifact-path it defaults to the base name, or the image reference)');
    }
    return {
        fingerprint: found.fingerprint,
        name,
        ...(found.image !== undefined && { image: found.image.description })
    };
}
function requestUrl(config) {
    const { host, org } = config.service;
    return `${host}/api/v2/allowlists/${encodeURIComponent(org)}/${encodeURIComponent(config.environment)}`;
}
/**
 * The typed engine the CLI shares: computes the entry, then sends it (or,
 * in a dry run, shows it). A refusal or a failed request is returned, not
 * thrown; configuration errors are thrown as ConfigError.
 */
async function runAllowArtifact(config, deps) {
    const artifact = await artifactOf(config, deps);
    const entry = {
        artifact_fingerprint: artifact.fingerprint,
        artifact_name: artifact.name,
        description: config.reason
    };
    const environment = config.environment;
    const image = artifact.image === undefined ? {} : { image: artifact.image };
    if (config.dryRun) {
        deps.logger.info(`Dry run: nothing is sent. The request would be PUT ${requestUrl(config)} with the body:\n${JSON.stringify(entry, null, 2)}`);
        return { kind: 'dry-run', entry, environment, ...image };
    }
    try {
        const client = await deps.openClient(config.service);
        try {
            await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .allowArtifact */ .OG)(client, {
                org: config.service.org,
                env: environment,
                entry
            });
        }
        finally {
            await client.close();
        }
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL)
            throw error;
        return {
            kind: 'refused',
            entry,
            environment,
            error: (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error),
            ...image
        };
    }
    deps.logger.info(`artifact ${entry.artifact_fingerprint} was allow listed in environment: ${environment}`);
    return { kind: 'allowed', entry, environment, ...image };
}
/** A heading naming the environment, then one line: what, where, why. */
function allowSummary(outcome) {
    const { environment } = outcome;
    const image = outcome.image === undefined ? '' : `\nImage: ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(outcome.image, 1000)}\n`;
    return `## Kosli allow-artifact: ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(environment)}\n\n${allowLine(outcome)}${image}`;
}
function allowLine(outcome) {
    const { entry, environment } = outcome;
    const what = `${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(entry.artifact_name)} (fingerprint ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .inlineCode */ .ti)(entry.artifact_fingerprint.slice(0, 12))})`;
    const where = `environment **${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(environment)}**`;
    const why = `reason: ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(entry.description, 1000)}`;
    switch (outcome.kind) {
        case 'allowed':
            return `✅ Allow-listed ${what} in ${where}; ${why}\n`;
        case 'dry-run':
            return `Dry run: would allow-list ${what} in ${where}; ${why}\n`;
        case 'refused':
            return `❌ Could not allow-list ${what} in ${where}: ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(outcome.error, 1000)}\n`;
    }
}
function failureOf(outcome) {
    if (outcome.kind !== 'refused')
        return undefined;
    return `allow-artifact: ${outcome.entry.artifact_name} was not allow-listed in environment ${outcome.environment}: ${outcome.error}`;
}
async function allowArtifactStep(step, deps) {
    const outcome = await runAllowArtifact(step.config, deps);
    const failure = failureOf(outcome);
    const outputs = outcome.kind === 'refused'
        ? {}
        : {
            'artifact-fingerprint': outcome.entry.artifact_fingerprint,
            'artifact-name': outcome.entry.artifact_name,
            'allow-description': outcome.entry.description
        };
    return {
        outputs,
        summary: allowSummary(outcome),
        annotations: [],
        ...(failure !== undefined && { failure })
    };
}


/***/ })

};

//# sourceMappingURL=6108.index.js.map
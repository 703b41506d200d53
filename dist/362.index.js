export const id = 362;
export const ids = [362];
export const modules = {

/***/ 5362:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  upsertComment: () => (/* binding */ upsertComment)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(5586);
// EXTERNAL MODULE: ./src/github/connection.ts
var connection = __webpack_require__(8063);
;// CONCATENATED MODULE: ./src/github/pr-comment/author.ts
/**
 * Whose comments count as ours: only the identity the token acts as may
 * have written the sticky comment. Anyone can paste our marker into a
 * comment (another bot, a person, a test whose failure message is the
 * marker), and such a comment must neither be rewritten nor rewrite ours.
 */

/** The login of comments written with a workflow's GITHUB_TOKEN. */
const ACTIONS_BOT_LOGIN = 'github-actions[bot]';
const UserSchema = schemas/* object */.Ikc({ login: schemas/* string */.YjP() });
const StatusSchema = schemas/* object */.Ikc({ status: schemas/* number */.aig() });
/**
 * The token's login: `GET /user` where the token may read it (a person's
 * token, an OAuth app's). GITHUB_TOKEN gets 403 there (401 on some
 * servers) and comments as `github-actions[bot]`.
 */
async function tokenLogin(octokit) {
    try {
        const { data } = await octokit.rest.users.getAuthenticated();
        return UserSchema.parse(data).login;
    }
    catch (error) {
        const status = StatusSchema.safeParse(error).data?.status;
        if (status === 401 || status === 403)
            return ACTIONS_BOT_LOGIN;
        throw error;
    }
}

// EXTERNAL MODULE: ./src/github/pr-comment/body.ts
var pr_comment_body = __webpack_require__(920);
// EXTERNAL MODULE: ./src/github/failure.ts
var failure = __webpack_require__(8881);
// EXTERNAL MODULE: ./src/github/pages.ts
var github_pages = __webpack_require__(1511);
;// CONCATENATED MODULE: ./src/github/pr-comment/upsert.ts
/**
 * One sticky comment per marker on a pull request: found again through every
 * page of the pull request's comments, updated in place, and never a reason
 * for the step to fail.
 */






const CommentSchema = schemas/* object */.Ikc({
    id: schemas/* number */.aig(),
    html_url: schemas/* string */.YjP(),
    body: schemas/* string */.YjP().nullish(),
    user: schemas/* object */.Ikc({ login: schemas/* string */.YjP(), type: schemas/* string */.YjP() }).nullish()
});
const PERMISSION = 'pull-requests: write';
function isOurs(comment, target) {
    if (!(0,pr_comment_body/* hasMarker */.xY)(comment.body, target.marker))
        return false;
    const ours = comment.user?.login === target.author;
    if (!ours) {
        target.options.logger.debug(`Comment ${comment.id} has the marker but another author: left alone`);
    }
    return ours;
}
/** The oldest of our comments with the marker, reading page after page. */
async function findExisting(target) {
    const { octokit, repo, options } = target;
    // pages.ts: a page that cannot be read is retried, then a failure; never
    // an empty page, which would post a second comment.
    const pages = (0,github_pages/* pagesOf */.E0)(octokit, {
        route: 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
        params: { ...repo, issue_number: options.pullNumber },
        what: `the comments of pull request #${options.pullNumber}`,
        read: (data) => {
            const page = schemas/* array */.YOg(CommentSchema).safeParse(data);
            return page.success ? { items: page.data } : undefined;
        },
        logger: options.logger
    });
    for await (const comments of pages) {
        const found = comments.find((comment) => isOurs(comment, target));
        if (found)
            return found;
    }
    return undefined;
}
async function upsert(target, step) {
    const { octokit, repo, options, marker } = target;
    const passing = options.passed && options.mode === 'on-failure';
    step.doing = 'read the pull request’s comments';
    const existing = await findExisting(target);
    const body = (0,pr_comment_body/* withMarker */.Pe)(marker, options.body);
    if (existing) {
        step.doing = 'update the pull request comment';
        const { data } = await octokit.rest.issues.updateComment({
            ...repo,
            comment_id: existing.id,
            body
        });
        const updated = CommentSchema.parse(data);
        return { action: 'updated', url: updated.html_url, commentId: updated.id };
    }
    if (passing) {
        const reason = 'the run passed and pr-comment is on-failure';
        return { action: 'skipped', reason };
    }
    step.doing = 'post the pull request comment';
    const { data } = await octokit.rest.issues.createComment({
        ...repo,
        issue_number: options.pullNumber,
        body
    });
    const created = CommentSchema.parse(data);
    return { action: 'created', url: created.html_url, commentId: created.id };
}
async function upsertAs(octokit, target, step) {
    step.doing = 'learn whom the github-token acts as';
    const author = target.options.author ?? (await tokenLogin(octokit));
    return upsert({ ...target, octokit, author }, step);
}
/**
 * Posts the comment, or updates ours with the same marker in place:
 * `GET /user` (whom the token acts as), `GET …/issues/{n}/comments` page by page (100 a page) until found, then
 * `PATCH …/issues/comments/{id}`, else `POST …/issues/{n}/comments`. With
 * `on-failure` and a passing run it only updates an existing comment. A
 * GitHub failure is logged as a warning and returned, never thrown.
 */
async function upsertComment(options) {
    if (options.mode === 'off') {
        return { action: 'skipped', reason: 'pr-comment is off' };
    }
    (0,connection/* checkConnection */.jo)(options);
    const marker = (0,pr_comment_body/* commentMarker */.Ql)(options.marker);
    const step = { doing: 'reach GitHub' };
    try {
        const result = await (0,connection/* withOctokit */.s2)(options, (octokit, repo) => upsertAs(octokit, { repo, options, marker }, step));
        options.logger.info(result.url
            ? `Pull request comment ${result.action}: ${result.url}`
            : `No pull request comment: ${result.reason ?? result.action}`);
        return result;
    }
    catch (error) {
        const warning = (0,failure.describeGitHubFailure)(error, {
            doing: `${step.doing} on #${options.pullNumber}`,
            permission: PERMISSION,
            secrets: [options.token]
        });
        options.logger.warn(warning);
        return { action: 'failed', warning };
    }
}


/***/ })

};

//# sourceMappingURL=362.index.js.map
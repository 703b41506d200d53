#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
;// CONCATENATED MODULE: ./src/cli.ts

const { positionals } = (0,external_node_util_namespaceObject.parseArgs)({ allowPositionals: true, strict: false });
console.log(positionals.join(' '));


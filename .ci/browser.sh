#!/usr/bin/env bash
# The browser for the emulator's page tests (test/e2e/emulator/pages*.test.ts):
# Debian's chromium at /usr/bin/chromium, which playwright-core drives (it
# downloads no browser of its own). Installed with apt-get when missing.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  echo "chromium ready ($(/usr/bin/chromium --version 2>/dev/null || echo 'version unknown'))"
  exit 0
fi

sudo=
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null; then sudo=sudo; fi

$sudo apt-get update -qq
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
echo "chromium installed ($(/usr/bin/chromium --version 2>/dev/null || echo 'version unknown'))"

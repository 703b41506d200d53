#!/usr/bin/env bash
# Tools for the container-image fingerprint tests (test/e2e/artifact/): a real
# registry (Debian's docker-registry), skopeo to push and inspect images,
# htpasswd for Basic auth, openssl for the token server's key. Also extracts
# the Docker Engine API description (swagger.yaml) that Debian ships in
# golang-github-docker-docker-dev, without installing that package, and
# converts it to JSON (tmp/engine-api/swagger.json) with Python's YAML parser,
# which reads its multi-line quoted strings; the Engine API stand-in validates
# against it.
set -euo pipefail
cd "$(dirname "$0")/.."

sudo=
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null; then sudo=sudo; fi

need=()
command -v docker-registry >/dev/null || need+=(docker-registry)
command -v skopeo >/dev/null || need+=(skopeo)
command -v htpasswd >/dev/null || need+=(apache2-utils)
command -v openssl >/dev/null || need+=(openssl)
python3 -c 'import yaml' 2>/dev/null || need+=(python3-yaml)

spec=tmp/engine-api/swagger.json
updated=
if [ ${#need[@]} -gt 0 ] || [ ! -s "$spec" ]; then
  $sudo apt-get update -qq
  updated=1
fi
if [ ${#need[@]} -gt 0 ]; then
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}"
fi
if [ ! -s "$spec" ]; then
  mkdir -p "$(dirname "$spec")"
  work=$(mktemp -d)
  chmod 755 "$work" # apt downloads as its own user
  (cd "$work" && apt-get download -qq golang-github-docker-docker-dev)
  dpkg-deb --fsys-tarfile "$work"/golang-github-docker-docker-dev_*.deb |
    tar -xO ./usr/share/gocode/src/github.com/docker/docker/api/swagger.yaml \
      >"$work/swagger.yaml"
  python3 -c 'import json, sys, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)' \
    <"$work/swagger.yaml" >"$spec.part"
  mv "$spec.part" "$spec"
  rm -rf "$work"
fi
echo "registry tools ready${updated:+ (apt lists updated)}"

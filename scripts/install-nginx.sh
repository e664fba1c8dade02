#!/usr/bin/env bash
# tests/e2e/nginx.spec.ts runs deploy/nginx/manar.conf in front of two app instances: install Debian's nginx
# when `nginx` is missing (it only needs the proxy and cache modules, which nginx-light has).
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq nginx-light
/usr/sbin/nginx -v

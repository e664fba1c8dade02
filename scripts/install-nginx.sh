#!/usr/bin/env bash
# nginx runs in front of two app instances in tests/e2e/nginx.spec.ts (the shipped deploy/nginx config): install
# Debian's nginx-light when it is missing, without letting the package start a server of its own on port 80.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
# Debian starts a freshly installed service unless policy-rc.d says no (101: action forbidden).
$SUDO sh -c 'printf "#!/bin/sh\nexit 101\n" > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d'
trap '$SUDO rm -f /usr/sbin/policy-rc.d' EXIT
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq nginx-light
/usr/sbin/nginx -v

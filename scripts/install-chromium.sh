#!/usr/bin/env bash
# Playwright drives Debian's Chromium (no browser downloads here): install it when missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium

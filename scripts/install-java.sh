#!/usr/bin/env bash
# The Nu HTML Checker (vnu-jar, tests/e2e/document-bytes.spec.ts) runs on Java 17 or later: install Debian's when
# `java` is missing. (vnu-jar's own postinstall would download a JDK from GitHub: denied in package.json.)
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq default-jre-headless
java -version

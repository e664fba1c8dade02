#!/usr/bin/env bash
# The tests run the contract, search, rate-limit and durability checks on PostgreSQL as well as SQLite, on a
# throwaway cluster of their own (tests/support/pg-cluster.mjs): install Debian's PostgreSQL server and
# contrib when missing, without letting the package start the system's own cluster.
set -euo pipefail
PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [ -x "$PG_BIN/initdb" ] && [ -x "$PG_BIN/pg_ctl" ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
# Debian starts a freshly installed service unless policy-rc.d says no (101: action forbidden).
$SUDO sh -c 'printf "#!/bin/sh\nexit 101\n" > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d'
trap '$SUDO rm -f /usr/sbin/policy-rc.d' EXIT
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq postgresql postgresql-contrib
"$PG_BIN/postgres" --version

#!/usr/bin/env bash
# The local multi-process cluster: PostgreSQL 15 and a Temporal server built from source, two API
# processes, two workers and a round-robin proxy, all on the loopback. `cluster.sh` alone lists the
# commands (up, down, status, smoke, kill PART, ...); docs/DEPLOYMENT.md and docs/SCALING.md say more.
set -euo pipefail
cd "$(dirname "$0")/../.."
exec node --import tsx scripts/cluster/main.ts "$@"

#!/usr/bin/env bash
# The server's suite on PostgreSQL starts a throwaway cluster of Debian's PostgreSQL 15 (.ci/run,
# npm run test:server:pg). Install it when it is missing; needs root, as on the project's machines
# and CI. Debian would also create and start a cluster of its own ("15 main"): told not to.
set -euo pipefail
if [ -x /usr/lib/postgresql/15/bin/initdb ]; then exit 0; fi
echo "Installing Debian's postgresql-15 for the server suite on PostgreSQL..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO mkdir -p /etc/postgresql-common/createcluster.d
echo "create_main_cluster = false" |
  $SUDO tee /etc/postgresql-common/createcluster.d/no-main-cluster.conf >/dev/null
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends postgresql-15 >/dev/null
/usr/lib/postgresql/15/bin/postgres --version

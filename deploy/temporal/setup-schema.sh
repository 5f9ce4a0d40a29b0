#!/bin/sh
# Temporal's two databases and their schema, with temporal-sql-tool: the `temporal-schema` job of
# docker-compose.yml, and scripts/cluster on a machine without Docker. Every step is a no-op when it
# was done before (create-database ignores an existing database, setup-schema -v 0.0 skips a schema
# past 0.0, update-schema applies only the versions a database lacks), so it runs at every start and
# upgrades the schema when the server's version moves.
# Reads temporal-sql-tool's own variables SQL_HOST, SQL_PORT, SQL_USER, SQL_PASSWORD, and SCHEMA_DIR
# (default /etc/temporal/schema, where the admin-tools image keeps the server's schema files).
set -eu
SCHEMA_DIR=${SCHEMA_DIR:-/etc/temporal/schema}
for pair in temporal:temporal temporal_visibility:visibility; do
  db=${pair%%:*}
  folder=${pair#*:}
  temporal-sql-tool --plugin postgres12 --db "$db" create-database
  temporal-sql-tool --plugin postgres12 --db "$db" setup-schema -v 0.0
  temporal-sql-tool --plugin postgres12 --db "$db" update-schema -d "$SCHEMA_DIR/postgresql/v12/$folder/versioned"
  echo "$db: schema at the newest version"
done

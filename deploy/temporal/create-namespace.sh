#!/bin/sh
# The portal's namespace, once: the `temporal-namespace` job of docker-compose.yml. Waits for the
# front end, then creates NAMESPACE with RETENTION (how long closed flows stay readable) unless it exists.
set -eu
: "${TEMPORAL_ADDRESS:?}" "${NAMESPACE:?}" "${RETENTION:=7d}"
until temporal operator cluster health --address "$TEMPORAL_ADDRESS" >/dev/null 2>&1; do
  echo "waiting for Temporal at $TEMPORAL_ADDRESS"
  sleep 2
done
if temporal operator namespace describe --address "$TEMPORAL_ADDRESS" --namespace "$NAMESPACE" >/dev/null 2>&1; then
  echo "namespace $NAMESPACE exists"
else
  temporal operator namespace create --address "$TEMPORAL_ADDRESS" --namespace "$NAMESPACE" --retention "$RETENTION"
fi

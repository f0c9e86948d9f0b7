#!/usr/bin/env bash
# A throw-away PostgreSQL server for the tests and benches:
#
#   tests/postgres.sh start DIR   # prints its connection string
#   tests/postgres.sh restart-immediate DIR   # as if it crashed
#   tests/postgres.sh stop DIR
#
# Installs Debian's postgresql with apt-get when it is missing (as root),
# makes a cluster in DIR (initdb), and starts it (pg_ctl) on a free loopback
# port, as the `postgres` user when run as root (PostgreSQL refuses to run
# as root). Connections from loopback are trusted: no password.
#
# The server speaks TLS too, with a certificate from a CA of its own:
# DIR/ca.pem, for `sslmode=require` with MOUNTAIN_GOATS_DB_CA_CERT.
#
# PG_FAST=1 turns fsync off (for the test suite: nothing in it kills the
# database itself, only the game servers); benches leave it on.
set -euo pipefail

cmd=${1:?usage: tests/postgres.sh start|stop DIR}
dir=${2:?usage: tests/postgres.sh start|stop DIR}

bin_dir() {
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
  if [[ -z "$found" ]]; then
    if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
      echo "postgres: installing Debian's postgresql" >&2
      apt-get update -qq >&2
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
      found=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
    else
      echo "postgres: PostgreSQL is missing: apt-get install postgresql" >&2
      exit 1
    fi
  fi
  echo "$found"
}

# Runs a PostgreSQL command as the owner of the cluster.
as_owner() {
  if [[ $(id -u) -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

case $cmd in
start)
  bin=$(bin_dir)
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  if [[ $(id -u) -eq 0 ]]; then
    id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
    chown postgres "$dir"
  fi
  as_owner "$bin/initdb" -D "$dir/data" --auth=trust --username=postgres --encoding=UTF8 >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; exit 1; }
  # TLS, with a CA of its own (ca.pem, for MOUNTAIN_GOATS_DB_CA_CERT).
  (
    cd "$dir"
    openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 2 \
      -subj /CN=mountain-goats-test-ca -keyout ca.key -out ca.pem \
      -addext basicConstraints=critical,CA:TRUE -addext keyUsage=critical,keyCertSign >/dev/null 2>&1
    openssl req -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -subj /CN=127.0.0.1 \
      -keyout server.key -out server.csr >/dev/null 2>&1
    printf 'subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\n' >server.ext
    openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -days 2 \
      -extfile server.ext -out server.crt >/dev/null 2>&1
    chmod 600 server.key
    if [[ $(id -u) -eq 0 ]]; then chown postgres server.key server.crt; fi
  )
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
  options="-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=400"
  options="$options -c ssl=on -c ssl_cert_file=$dir/server.crt -c ssl_key_file=$dir/server.key"
  [[ ${PG_FAST:-0} == 1 ]] && options="$options -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -o "$options" -w -t 60 start >/dev/null \
    || { cat "$dir/server.log" >&2; exit 1; }
  echo "$port" >"$dir/port"
  echo "postgres://postgres@127.0.0.1:$port/postgres"
  ;;
restart-immediate)
  # As a crash would: no checkpoint, and with synchronous_commit=off the
  # last commits acknowledged but not yet in the WAL on disk are lost.
  bin=$(bin_dir)
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -m immediate -w -t 60 restart >/dev/null \
    || { cat "$dir/server.log" >&2; exit 1; }
  ;;
stop)
  bin=$(bin_dir)
  if [[ -d "$dir/data" ]]; then
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  fi
  ;;
*)
  echo "usage: tests/postgres.sh start|restart-immediate|stop DIR" >&2
  exit 2
  ;;
esac

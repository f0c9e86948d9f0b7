#!/usr/bin/env bash
# The deploy test through the real balancer: deploy/nginx-grpc.conf, the
# nginx config compose.yaml ships, run by a real nginx in front of real
# servers, on loopback.
#
#   1. 300 WatchGame streams through nginx to one server with DEFAULT
#      settings (apart from --listen, --db and --trusted-proxies
#      127.0.0.1/32, nginx's address): every stream gets its snapshot, a
#      move made through nginx reaches all of them, and none ends. nginx
#      opens one upstream connection per gRPC call, so these are 300
#      connections from 127.0.0.1, over the default --max-connections-per-ip
#      of 128.
#   2. The same without --trusted-proxies: at most 128 streams are served,
#      the others are refused (the issue this test is for; it shows that
#      the test can fail).
#   3. The rate limit counts the client nginx names in X-Forwarded-For, not
#      nginx: a server with a low limit (1/s, burst 5) behind nginx; a
#      client that has emptied its bucket stays limited when it sends an
#      X-Forwarded-For of its own, while another client of the same nginx
#      is served. The clients connect from 127.0.0.2 and 127.0.0.3, which
#      are not trusted, and nginx from 127.0.0.1, which is.
#   4. Routing by game: three servers on one PostgreSQL behind nginx's
#      consistent hash. A client creates 24 games (calls that name no game)
#      and makes seven calls about each with the routing header
#      (x-goog-request-params: name=games/ID, or name=games%2FID: both
#      spellings); nginx's access log, which names the server of every call,
#      must show each game's calls on one server, the games spread over
#      more than one, and the calls naming no game spread too.
#   5. The same with the config's `hash` line taken out (round robin, as
#      the config was before): some game's calls must land on several
#      servers, so that step 4 is known to be able to fail.
#
# What it needs: nginx (installed from Debian with apt-get when missing:
# root or sudo; on a machine with systemd the package also starts the
# system's nginx on port 80), PostgreSQL for step 4 (tests/postgres.sh
# starts a throw-away one, installing Debian's as root when missing), Go
# (the client is deploy/balancer/, built against clients/go; its modules
# come from the Go module cache or proxy), python3 (renders the config,
# finds free ports). Nothing is written outside a temporary directory;
# nginx and PostgreSQL run as ordinary processes in it.
#
# The shipped config is rendered with the least change by
# deploy/render-nginx.py (which the `cluster` bench uses too): each
# upstream's servers become the local servers (the `resolve` parameter, for
# names, goes), the listen port a free local port; and for nginx before
# 1.25.1 (Debian 12 has 1.22), which has no `http2 on`, `http2` moves to the
# `listen` line (that nginx then takes HTTP/2 only on the port: gRPC-Web is
# not tested here). The routing map, timeouts, headers, limits and the rest
# are kept. The main nginx.conf around it is the official image's, plus an
# access log format naming each call's server and routing header.
#
# Usage: deploy/balancer-test.sh [SERVER_BINARY]
#        (default: $MOUNTAIN_GOATS_BIN, else target/release/mountain-goats)
# Takes about 20 s once the client is built.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
bin=${1:-${MOUNTAIN_GOATS_BIN:-$root/target/release/mountain-goats}}
streams=300

say() { printf 'balancer-test: %s\n' "$*"; }
die() { printf 'balancer-test: FAIL: %s\n' "$*" >&2; exit 1; }

[ -x "$bin" ] || die "no server binary at $bin (cargo build --release --locked, or give its path)"
command -v go >/dev/null || die "go is not installed (the test's client is a Go program, deploy/balancer/)"
command -v python3 >/dev/null || die "python3 is not installed"

# --- nginx --------------------------------------------------------------------
nginx=$(command -v nginx || true)
[ -z "$nginx" ] && [ -x /usr/sbin/nginx ] && nginx=/usr/sbin/nginx
if [ -z "$nginx" ]; then
    sudo=()
    if [ "$(id -u)" != 0 ]; then
        command -v sudo >/dev/null || die "nginx is not installed, and installing it needs root: apt-get install nginx"
        sudo=(sudo)
    fi
    command -v apt-get >/dev/null || die "nginx is not installed, and there is no apt-get to install it with"
    say "installing nginx from Debian"
    if ! apt-cache policy nginx 2>/dev/null | grep -q 'Candidate: [0-9]'; then
        "${sudo[@]}" apt-get update -qq
    fi
    "${sudo[@]}" apt-get install -y -qq --no-install-recommends -o DPkg::Lock::Timeout=300 nginx >/dev/null
    nginx=$(command -v nginx || echo /usr/sbin/nginx)
    [ -x "$nginx" ] || die "apt-get installed nginx, but there is no nginx binary"
fi
nginx_version=$("$nginx" -v 2>&1 | sed -n 's|.*nginx/\([0-9.]*\).*|\1|p')
say "nginx $nginx_version ($nginx)"

# --- the work directory, and stopping everything on exit ----------------------
dir=$(mktemp -d "${TMPDIR:-/tmp}/balancer-test.XXXXXX")
# nginx's workers run as `nobody` when it is started as root: they must
# reach their temporary directories.
chmod 755 "$dir"
server_pids=()
nginx_pid=""
pg_dir=""
stop() {
    local pid=$1
    [ -n "$pid" ] || return 0
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do
        kill -0 "$pid" 2>/dev/null || return 0
        sleep 0.1
    done
    kill -KILL "$pid" 2>/dev/null || true
}
cleanup() {
    local status=$?
    local pid
    stop "$nginx_pid"
    for pid in "${server_pids[@]}"; do
        stop "$pid"
    done
    wait 2>/dev/null || true
    if [ -n "$pg_dir" ]; then
        "$root/tests/postgres.sh" stop "$pg_dir" >/dev/null 2>&1 || true
    fi
    if [ "$status" != 0 ]; then
        for log in "$dir"/*.log; do
            [ -s "$log" ] || continue
            printf -- '--- %s (last lines)\n' "$(basename "$log")" >&2
            tail -n 15 "$log" >&2
        done
    fi
    rm -rf "$dir"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

say "building the client (deploy/balancer)"
# -mod=mod: go.sum follows clients/go when its dependencies change.
(cd "$here/balancer" && go build -mod=mod -o "$dir/balancer-client" .)

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# start_server NAME ARGS...: a server with default settings but ARGS (and
# --db :memory: unless ARGS give a --db); sets server_addr, adds its pid to
# server_pids.
start_server() {
    local name=$1 pid db=(--db :memory:)
    shift
    [[ " $* " == *" --db "* ]] && db=()
    "$bin" serve --listen 127.0.0.1:0 "${db[@]}" "$@" >"$dir/$name.out" 2>"$dir/$name.log" &
    pid=$!
    server_pids+=("$pid")
    for _ in $(seq 1 100); do
        server_addr=$(sed -n 's/^listening on //p' "$dir/$name.out")
        [ -n "$server_addr" ] && return 0
        kill -0 "$pid" 2>/dev/null || die "the server ($*) exited: $(cat "$dir/$name.log")"
        sleep 0.1
    done
    die "the server did not start in 10 s"
}

# render [--balance hash|random|round-robin] UPSTREAM...: deploy/nginx-grpc.conf
# for this machine (deploy/render-nginx.py), as the conf.d file of a main
# nginx.conf like the official image's; sets lb_addr.
render() {
    local balance=(--balance hash) upstreams=() port
    if [ "$1" = --balance ]; then
        balance=(--balance "$2")
        shift 2
    fi
    for upstream in "$@"; do
        upstreams+=(--upstream "$upstream")
    done
    port=$(free_port)
    lb_addr=127.0.0.1:$port
    rm -rf "$dir/nginx"
    rm -f "$dir/nginx-access.txt"
    mkdir -p "$dir/nginx/conf.d" "$dir/nginx/temp"
    python3 "$here/render-nginx.py" "$dir/nginx/conf.d/default.conf" --listen "$lb_addr" \
        --nginx-version "$nginx_version" "${balance[@]}" "${upstreams[@]}" \
        || die "deploy/nginx-grpc.conf does not render"
    local temps="" module
    for module in client_body proxy fastcgi uwsgi scgi; do
        if ! "$nginx" -V 2>&1 | grep -q -- "--without-http_${module}_module"; then
            temps+="    ${module}_temp_path $dir/nginx/temp/$module;"$'\n'
        fi
    done
    local user=""
    [ "$(id -u)" = 0 ] && user="user nobody $(id -gn nobody);"
    # The official nginx image's main config, in the directory: 1,024
    # connections per worker, a worker per core.
    cat >"$dir/nginx/nginx.conf" <<EOF
$user
worker_processes auto;
error_log $dir/nginx.log warn;
events {
    worker_connections 1024;
}
http {
    # Which server took each call, and the call's routing header (step 4).
    log_format routes '\$remote_addr|\$upstream_addr|\$http_x_goog_request_params|\$request_uri';
    access_log $dir/nginx-access.txt routes;
    keepalive_timeout 65;
$temps    include $dir/nginx/conf.d/default.conf;
}
EOF
}

start_nginx() {
    "$nginx" -t -q -p "$dir/nginx" -c "$dir/nginx/nginx.conf" -e "$dir/nginx.log" \
        -g "daemon off; pid $dir/nginx/nginx.pid;" 2>>"$dir/nginx.log" \
        || die "nginx refuses the rendered config: $(cat "$dir/nginx.log")"
    "$nginx" -p "$dir/nginx" -c "$dir/nginx/nginx.conf" -e "$dir/nginx.log" \
        -g "daemon off; pid $dir/nginx/nginx.pid;" 2>>"$dir/nginx.log" &
    nginx_pid=$!
    for _ in $(seq 1 50); do
        if python3 -c 'import socket, sys; socket.create_connection((sys.argv[1], int(sys.argv[2])), 0.2)' \
            "${lb_addr%:*}" "${lb_addr##*:}" 2>/dev/null; then
            return 0
        fi
        kill -0 "$nginx_pid" 2>/dev/null || die "nginx exited: $(cat "$dir/nginx.log")"
        sleep 0.1
    done
    die "nginx does not accept connections on $lb_addr"
}

stop_all() {
    local pid
    stop "$nginx_pid"
    nginx_pid=""
    for pid in "${server_pids[@]}"; do
        stop "$pid"
    done
    server_pids=()
}

client() { "$dir/balancer-client" -addr "$lb_addr" "$@"; }

start=$SECONDS

say "1. $streams streams through nginx; the server trusts nginx (--trusted-proxies 127.0.0.1/32)"
start_server trusted --trusted-proxies 127.0.0.1/32
render "$server_addr"
start_nginx
client -mode streams -streams "$streams" -expect all
stop_all

say "2. the same, the server not trusting nginx: at most 128 (--max-connections-per-ip) are served"
start_server untrusted
render "$server_addr"
start_nginx
client -mode streams -streams "$streams" -expect capped -cap 128
grep -q 'already has 128 open (--max-connections-per-ip)' "$dir/untrusted.log" \
    || die "the server did not log refusing nginx's connections over the per-address cap"
stop_all

say "3. the rate limit counts the clients nginx names (a low limit: 1/s, burst 5)"
start_server rate --trusted-proxies 127.0.0.1/32 --rate-limit 1 --rate-burst 5
render "$server_addr"
start_nginx
client -mode rate -from 127.0.0.2 -other 127.0.0.3
stop_all

say "4. routing by game: three servers on one PostgreSQL, nginx hashing the routing header"
pg_dir="$dir/postgres"
pg_url=$(PG_FAST=1 "$root/tests/postgres.sh" start "$pg_dir") || die "PostgreSQL did not start (tests/postgres.sh)"
upstreams=()
for name in a b c; do
    start_server "routing-$name" --trusted-proxies 127.0.0.1/32 --db "$pg_url"
    upstreams+=("$server_addr")
done
render "${upstreams[@]}"
start_nginx
client -mode route -from 127.0.0.4 -games 24 -log "$dir/nginx-access.txt" -expect hashed
stop "$nginx_pid"
nginx_pid=""

say "5. the same with the hash taken out (round robin): the check of step 4 must fail"
render --balance round-robin "${upstreams[@]}"
start_nginx
client -mode route -from 127.0.0.4 -games 24 -log "$dir/nginx-access.txt" -expect split
stop_all

say "OK ($((SECONDS - start)) s; nginx $nginx_version, deploy/nginx-grpc.conf)"
